import { and, avg, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviews } from "~/db/schema";
import type { VendorCard } from "~/modules/vendors/vendor-types";

// The rating a vendor card shows is read here, beside the cards, so that the catalogue stands below reviews
// (docs/ARCHITECTURE.md, "Layers inside app/modules"): reviews name vendors, vendors read only the review rows.

/** An average and a count of visible reviews, as a card carries it. */
export type CardRating = NonNullable<VendorCard["rating"]>;

/**
 * The average rating and count of visible reviews of several vendors, in one query (vendor cards,
 * docs/product/couples-tools.md#reviews: "Average rating and count appear … only when there is at least one review"). Hidden reviews (an admin's
 * moderation) count for nothing, as on the vendor page (reviews/vendor-reviews.server.ts). Input: database,
 * vendor ids. Output: vendor id → {@link CardRating}; vendors with no visible review are absent.
 */
export async function ratingSummaries(db: Database, vendorIds: readonly number[]): Promise<Map<number, CardRating>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ vendorId: reviews.vendorId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.vendorId, [...vendorIds]), eq(reviews.status, "visible")))
    .groupBy(reviews.vendorId);
  return new Map(rows.filter((row) => row.count > 0).map((row) => [row.vendorId, { average: Number(row.average), count: row.count }]));
}
