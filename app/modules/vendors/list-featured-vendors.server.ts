import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { now, utcDay } from "~/modules/time/clock";

/** Number of featured vendors on the home page (docs/product/public-area.md#home). */
export const FEATURED_VENDOR_LIMIT = 4;

/**
 * Featured, active vendors for the home page. Every vendor on the Featured plan is promised a home
 * page feature, but there are four slots, so the choice rotates once a day: a hash of id and day orders
 * them, one per category first so the four cards show four kinds of vendor where possible. Stable
 * within a day, so cached pages agree.
 * Input: database, optional limit (default 4) and rotation day (`YYYY-MM-DD`, default today in UTC by the app clock).
 * Output: {@link VendorCard}[] (may be empty).
 * docs/product/public-area.md#home (featured vendors); decision 003.
 */
export async function listFeaturedVendors(
  db: Database,
  options: { limit?: number; day?: string } = {},
): Promise<VendorCard[]> {
  const day = options.day ?? utcDay(now());
  const shuffle = sql`md5(${vendors.id}::text || ':' || ${day})`;
  const rows = await selectVendorCardRows(db, {
    where: eq(vendors.isFeatured, true),
    orderBy: [sql`row_number() over (partition by ${vendors.categoryId} order by ${shuffle})`, shuffle],
    limit: options.limit ?? FEATURED_VENDOR_LIMIT,
  });
  return toVendorCards(db, rows);
}
