import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { listingDailySources } from "~/db/schema";
import type { ViewSource } from "~/modules/listing-stats/view-source";

/**
 * The profile views one listing got on one UTC day, per source (listing_daily_sources; decision 086), as written
 * so far (counts still in the batch are not included). Input: database, vendor id, day `YYYY-MM-DD`. Output: views by
 * source, sources without views left out. Throws the driver's error.
 */
export async function viewSourcesOfDay(db: Database, vendorId: number, day: string): Promise<Partial<Record<ViewSource, number>>> {
  const rows = await db
    .select({ source: listingDailySources.source, views: listingDailySources.profileViews })
    .from(listingDailySources)
    .where(and(eq(listingDailySources.vendorId, vendorId), eq(listingDailySources.day, day)));
  return Object.fromEntries(rows.map((row) => [row.source, row.views]));
}
