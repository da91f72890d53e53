import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { idRelation, statementRows } from "~/db/statement-rows.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";

// The rating a vendor card shows is read here, beside the cards, so that the catalogue stands below reviews
// (docs/ARCHITECTURE.md, "Layers inside app/modules"): reviews name vendors, vendors read only the review rows.

/** An average and a count of visible reviews, as a card carries it. */
export type CardRating = NonNullable<VendorCard["rating"]>;

/**
 * A correlated subquery: the average rating and count of the visible reviews of the vendor whose id is `vendorId`,
 * as json `{ "average": number, "count": number }`, or null when it has none (docs/product/couples-tools.md#reviews:
 * "Average rating and count appear … only when there is at least one review"). Hidden reviews (an admin's
 * moderation) count for nothing, as on the vendor page (reviews/vendor-reviews.server.ts). Input: the SQL of the
 * vendor's id in the outer statement. Output: the subquery, to select beside other columns.
 */
export function ratingSummarySql(vendorId: SQL): SQL {
  return sql`(select json_build_object('average', avg(${reviews.rating})::float8, 'count', count(*)::int)
    from ${reviews} where ${reviews.vendorId} = ${vendorId} and ${reviews.status} = ${"visible"} having count(*) > 0)`;
}

/**
 * The average rating and count of visible reviews of several vendors, in one query ({@link ratingSummarySql}'s
 * rule). Input: database, vendor ids. Output: vendor id → {@link CardRating}; vendors with no visible review are absent.
 */
export async function ratingSummaries(db: Database, vendorIds: readonly number[]): Promise<Map<number, CardRating>> {
  if (vendorIds.length === 0) return new Map();
  const result = await db.execute(sql`select v.id, ${ratingSummarySql(sql`v.id`)} as rating from ${idRelation(vendorIds, "v")}`);
  const rows = statementRows<{ id: number; rating: CardRating | null }>(result);
  return new Map(rows.flatMap((row) => (row.rating ? [[Number(row.id), row.rating] as const] : [])));
}
