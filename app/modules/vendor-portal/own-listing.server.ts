import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { countUnreadConversations } from "~/modules/conversations/vendor-inbox.server";
import { LISTING_TEXT_FIELDS } from "~/modules/vendor-portal/listing-form";
import { ATTRIBUTE_FIELDS, type VendorField, type VendorRow } from "~/modules/vendors/vendor-fields";
import { vendorSelection } from "~/modules/vendors/write-vendor.server";

/** What every portal page needs of the signed-in vendor's listing: the navigation, Preview, the inbox count. */
export type OwnListingSummary = {
  id: number;
  name: string;
  isActive: boolean;
  /** Conversations not archived with a message of the couple the vendor has not opened yet. */
  unreadEnquiries: number;
};

/**
 * The listing owned by the account `userId`, resolved from the session, never from an id sent by the browser
 * (docs/product/vendor-journey-and-portal.md#authorization). Input: database, user id. Output: {@link OwnListingSummary}, or undefined when the
 * account has no listing yet ('No Business Listing Found', docs/product/vendor-journey-and-portal.md#listing). An account owns at most one listing
 * (onboarding refuses a second); should there be more, the oldest is the one managed.
 */
export async function getOwnListingSummary(db: Database, userId: string): Promise<OwnListingSummary | undefined> {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, isActive: vendors.isActive })
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId))
    .orderBy(vendors.id)
    .limit(1);
  return row && { ...row, unreadEnquiries: await countUnreadConversations(db, row.id) };
}

/**
 * The signed-in vendor's listing as the dashboard edits it (docs/product/vendor-journey-and-portal.md#listing): the
 * business fields the dashboard shows, as stored (decision 053; the email is read-only there), its category, its
 * flags and, while the listing is hidden because its subscription ended, when that happened
 * (docs/product/vendor-journey-and-portal.md#billing).
 */
export type OwnListing = Pick<VendorRow, (typeof OWN_LISTING_FIELDS)[number] | "id" | "isVerified" | "subscriptionLapsedAt"> & {
  category: { name: string; slug: string; serviceTags: string[] };
};

// Everything the dashboard's cards show of the listing's business fields.
const OWN_LISTING_FIELDS = [...LISTING_TEXT_FIELDS, "email", "serviceTags", ...ATTRIBUTE_FIELDS, "isActive", "isFeatured"] as const satisfies readonly VendorField[];

/**
 * The listing owned by the account `userId`, with everything the dashboard's cards show (docs/product/vendor-journey-and-portal.md#listing), resolved
 * from the session. Input: database, user id. Output: {@link OwnListing}, or undefined without a listing.
 */
export async function getOwnListing(db: Database, userId: string): Promise<OwnListing | undefined> {
  const [row] = await db
    .select({
      id: vendors.id,
      ...vendorSelection(OWN_LISTING_FIELDS),
      category: { name: categories.name, slug: categories.slug, serviceTags: categories.serviceTags },
      isVerified: vendors.isVerified,
      subscriptionLapsedAt: vendors.subscriptionLapsedAt,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.ownerUserId, userId))
    .orderBy(vendors.id)
    .limit(1);
  return row;
}
