import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import type { PlanId } from "~/modules/billing/plans";
import { createSubmittedListing } from "~/modules/onboarding/business-listing.server";
import { createCategory } from "./factories";
import { createPaidAccount, type PaidAccount } from "./paid-account";

export type PortalVendor = PaidAccount & { vendorId: number; categoryId: number };

/**
 * A signed-in vendor with a submitted listing, as onboarding leaves it: a paid test-mode checkout, an account,
 * and a listing owned by it with its subscription linked (inactive until review unless `active`).
 * Input: database, auth, `{ publicUrl, plan?, email?, emailVerified?, active?, name?, categoryId? }`.
 * Output: {@link PaidAccount} plus the listing's `vendorId` and `categoryId`.
 */
export async function createPortalVendor(
  db: Database,
  auth: Auth,
  options: { publicUrl: string; plan?: PlanId; email?: string; emailVerified?: boolean; active?: boolean; name?: string; categoryId?: number },
): Promise<PortalVendor> {
  const account = await createPaidAccount(db, auth, options);
  const categoryId = options.categoryId ?? (await createCategory(db)).id;
  const { id } = await createSubmittedListing(db, {
    ownerUserId: account.userId,
    plan: account.plan,
    checkoutSessionId: account.checkoutSessionId,
    details: {
      businessName: options.name ?? `Portal Vendor ${account.email.split("@")[0]}`,
      email: account.email,
      category: categoryId,
      location: "Leicester",
      description: "Bridal mehndi for South Asian weddings across the Midlands.",
      pricing: "From £150",
      phone: "0116 496 0000",
      website: "",
      socialMediaLink: "",
    },
    gallery: [],
  });
  if (options.active) await db.update(vendors).set({ isActive: true }).where(eq(vendors.id, id));
  return { ...account, vendorId: id, categoryId };
}
