import { eq, sql } from "drizzle-orm";
import { openDatabase, type Database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { categories, vendors } from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";
import { createSubmittedListing } from "~/modules/onboarding/business-listing.server";

/** A vendor whose listing is live, for the journeys that need an owner of a public page (enquiries). */
export type LiveVendor = { email: string; password: string; vendorId: number; name: string };

/** What the template's seeding reports: the live vendor, and the claimed demo listing (claimBusiestDemoListing). */
export type SeededVendors = LiveVendor & { demoVendor: LiveVendor };

/** A demo listing with months of enquiries and conversations, claimed by an account on the 'showcase' plan. */
export const DEMO_VENDOR_ACCOUNT = { email: "demo-vendor@example.test", password: "marigold-garlands-at-dawn-4" } as const;

export const LIVE_VENDOR: Omit<LiveVendor, "vendorId"> = {
  email: "live-vendor@example.test",
  password: "saffron-lanterns-at-midnight-7",
  name: "Noor Bridal Mehndi Studio",
};

/**
 * Prepares the browser tests' embedded database before the server starts on it: migrations, the demo catalogue
 * (the server then finds it seeded) and one vendor account owning an active mehndi listing, as an approved
 * vendor would have it. There is no admin area yet to approve one from the browser. Input: the server's
 * DATA_DIR and PUBLIC_URL. Output: {@link SeededVendors}: the live vendor, and a demo listing given an owner
 * ({@link claimBusiestDemoListing}).
 */
export async function seedLiveVendor(dataDir: string, publicUrl: string): Promise<SeededVendors> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await migrateDatabase(handle);
    await seedDemoCatalogue(handle.db, { onlyIfEmpty: true });
    const auth = createAuth(handle.db, {
      config: { publicUrl, logLevel: "silent", authSecret: undefined, dataDir, supportEmail: "support@example.test" },
      sendMail: async () => {},
    });
    const { user } = await auth.api.createUser({
      body: { email: LIVE_VENDOR.email, password: LIVE_VENDOR.password, name: "Noor", data: { emailVerified: true } },
    });
    const [category] = await handle.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, "mehndi-artists"));
    if (!category) throw new Error("The demo catalogue has no mehndi-artists category");
    const { id } = await createSubmittedListing(handle.db, {
      ownerUserId: user.id,
      plan: "showcase",
      details: {
        businessName: LIVE_VENDOR.name,
        email: LIVE_VENDOR.email,
        category: category.id,
        location: "Leicester",
        description: "Bridal and party mehndi with organic henna, across Leicester and the East Midlands.",
        pricing: "Bridal mehndi from £180",
        phone: "0116 496 0123",
        website: "",
        socialMediaLink: "",
      },
      gallery: [],
    });
    await handle.db.update(vendors).set({ isActive: true }).where(eq(vendors.id, id));
    const demoVendor = await claimBusiestDemoListing(handle.db, auth);
    return { ...LIVE_VENDOR, vendorId: id, demoVendor };
  } finally {
    await handle.close();
  }
}

/**
 * Gives the demo listing with the most counted enquiries (ties: the lowest id) an owner account on the 'showcase'
 * plan, as a vendor who claimed its listing would have it, so the figures pages show a history
 * (docs/product/vendor-journey-and-portal.md#performance). Input: an open, seeded database and its auth. Output:
 * {@link LiveVendor} of that listing.
 */
export async function claimBusiestDemoListing(db: Database, auth: Auth): Promise<LiveVendor> {
  const rows = statementRows<{ id: number; name: string }>(
    await db.execute(sql`select v.id, v.name from vendors v join enquiries e on e.vendor_id = v.id
      where v.is_active and v.owner_user_id is null and e.delivery = 'delivered'
      group by v.id order by count(*) desc, v.id limit 1`),
  );
  const listing = rows[0];
  if (!listing) throw new Error("The demo catalogue has no listing with enquiries");
  const { user } = await auth.api.createUser({
    body: { email: DEMO_VENDOR_ACCOUNT.email, password: DEMO_VENDOR_ACCOUNT.password, name: listing.name, data: { emailVerified: true } },
  });
  await db.update(vendors).set({ ownerUserId: user.id, plan: "showcase" }).where(eq(vendors.id, listing.id));
  return { ...DEMO_VENDOR_ACCOUNT, vendorId: listing.id, name: listing.name };
}
