import type { Database } from "~/db/client.server";
import { EARLY_BIRD_TOTAL_SPOTS } from "~/db/schema";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { flushSearchLog } from "~/modules/search-log/search-log-buffer.server";
import { readCoupleFigures } from "~/modules/site-insights/couple-insights.server";
import { FEW_RESULTS_MAX, type SiteInsights } from "~/modules/site-insights/insights-types";
import { readListingQueue, readNewListingsPerWeek, readSubscriptionRevenue } from "~/modules/site-insights/listing-insights.server";
import { readLoggedSearches } from "~/modules/site-insights/search-insights.server";
import { now, utcDay } from "~/modules/time/clock";

/**
 * Everything the team's Insights tab shows (docs/product/admin.md#insights; decisions 086, 088), as of `at`:
 * new listings per week, the review queue's age, live, renewed and lapsed subscriptions, annual revenue booked by
 * plan (pence) and the early-bird spots; couples' enquiries per day, reply rate and median reply time, held,
 * reported and upheld; the searches that found nothing and those that found 1–{@link FEW_RESULTS_MAX}.
 * This process's pending search log batch is written first, so a search made a moment ago is listed.
 * Reads only the daily roll-ups, the search log's 30 days, the pending listings and the subscriptions: never
 * enquiries or conversations, so it stays fast at 100,000 vendors and 2 million conversations (the benchmark
 * times this function). Input: database, the time (default: the app clock). Output: {@link SiteInsights}.
 * Throws the driver's error.
 */
export async function getSiteInsights(db: Database, at: Date = now()): Promise<SiteInsights> {
  await flushSearchLog(db);
  const today = utcDay(at);
  const [newListingsPerWeek, listingQueue, subscriptionRevenue, coupleFigures, withoutResults, withFewResults, earlyBird] = await Promise.all([
    readNewListingsPerWeek(db, today),
    readListingQueue(db, at),
    readSubscriptionRevenue(db, at),
    readCoupleFigures(db, today),
    readLoggedSearches(db, today, 0, 0),
    readLoggedSearches(db, today, 1, FEW_RESULTS_MAX),
    readEarlyBirdAvailability(db),
  ]);
  return {
    today,
    newListingsPerWeek,
    approvalQueue: listingQueue.queue,
    subscriptions: { live: subscriptionRevenue.live, renewed: subscriptionRevenue.renewed, lapsedListings: listingQueue.lapsedListings },
    revenue: subscriptionRevenue.revenue,
    earlyBird: { used: Math.max(0, EARLY_BIRD_TOTAL_SPOTS - earlyBird.remainingSpots), total: EARLY_BIRD_TOTAL_SPOTS },
    couples: coupleFigures.couples,
    searches: coupleFigures.searches,
    searchesWithoutResults: withoutResults,
    searchesWithFewResults: withFewResults,
  };
}
