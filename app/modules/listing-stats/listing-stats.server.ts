import { and, between, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, listingDailyStats } from "~/db/schema";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { countedEnquiry } from "~/modules/lead-quality/counted-enquiry.server";
import { fillStatsPeriod, statsPeriodDays, type ListingStats, type StatsCounts } from "~/modules/listing-stats/listing-stats";
import { now } from "~/modules/time/clock";

const DAY_MS = 86_400_000;

/**
 * A listing's figures for the last 30 UTC days, today included (docs/product/vendor-journey-and-portal.md#statistics): per day its
 * profile views and search appearances (table `listing_daily_stats`, counted on our server, crawlers left out)
 * and the enquiries couples sent (counted from `enquiries` by the UTC day they arrived, delivered ones only: held,
 * rejected and not genuine enquiries never count, docs/product/couples-tools.md#lead-quality),
 * days without activity as zeros, and the totals. This process's counts not yet written are written first (decision
 * 078), so a vendor sees a visit at once; another instance's show within seconds. Two queries, run together.
 * Input: database, the listing's id (the caller resolves it from the session), the time (default: the app
 * clock). Output: {@link ListingStats} with exactly 30 days, oldest first. Database errors are rethrown.
 */
export async function getListingStats(db: Database, vendorId: number, at: Date = now()): Promise<ListingStats> {
  await flushListingActivity(db);
  const days = statsPeriodDays(at);
  const from = days[0]!;
  const to = days.at(-1)!;
  const arrivedOn = sql<string>`to_char(${enquiries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [activity, enquiriesByDay] = await Promise.all([
    db
      .select({ day: listingDailyStats.day, profileViews: listingDailyStats.profileViews, searchAppearances: listingDailyStats.searchAppearances })
      .from(listingDailyStats)
      .where(and(eq(listingDailyStats.vendorId, vendorId), between(listingDailyStats.day, from, to))),
    db
      .select({ day: arrivedOn, enquiries: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.vendorId, vendorId),
          countedEnquiry,
          gte(enquiries.createdAt, new Date(`${from}T00:00:00Z`)),
          lt(enquiries.createdAt, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)),
        ),
      )
      .groupBy(arrivedOn),
  ]);
  const counts = new Map<string, Partial<StatsCounts>>();
  for (const row of activity) counts.set(row.day, { profileViews: row.profileViews, searchAppearances: row.searchAppearances });
  for (const row of enquiriesByDay) counts.set(row.day, { ...counts.get(row.day), enquiries: Number(row.enquiries) });
  return fillStatsPeriod(days, counts);
}
