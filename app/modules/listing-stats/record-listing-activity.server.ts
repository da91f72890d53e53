import { isbot } from "isbot";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { listingDailyStats } from "~/db/schema";
import { now, utcDay } from "~/modules/time/clock";
import { logError } from "~/modules/logging/logger.server";

// Listing statistics are counted on our own server (issue #9): one row per listing and UTC day, incremented in
// place. Nothing about the visitor is stored (no address, no user agent, no cookie); crawlers are left out by
// the `isbot` user-agent list, and a request without a user agent is treated as a script.

/** Whether a request should be counted: it has a user agent and `isbot` does not recognise it as a crawler. */
export function isCountableVisit(request: Request): boolean {
  const userAgent = request.headers.get("user-agent");
  return Boolean(userAgent) && !isbot(userAgent);
}

/**
 * Adds one profile view to the listing's count for today (UTC). Input: database, vendor id, the page's request
 * (only its user agent is looked at, to leave out crawlers), and the time (default: the app clock).
 * Output: whether it was counted. Never throws: a failed count is logged and the page still shows.
 */
export async function recordProfileView(db: Database, vendorId: number, request: Request, at: Date = now()): Promise<boolean> {
  if (!isCountableVisit(request)) return false;
  try {
    await db
      .insert(listingDailyStats)
      .values({ vendorId, day: utcDay(at), profileViews: 1 })
      .onConflictDoUpdate({
        target: [listingDailyStats.vendorId, listingDailyStats.day],
        set: { profileViews: sql`${listingDailyStats.profileViews} + 1` },
      });
    return true;
  } catch (error) {
    logError("A profile view could not be counted", error);
    return false;
  }
}

/**
 * Adds one search appearance for each listing shown on a results page (search or category), in one statement.
 * Input: database, the vendor ids shown (duplicates counted once), the request, the time (default: app clock).
 * Output: how many listings were counted (0 for a crawler). Never throws: failures are logged.
 */
export async function recordSearchAppearances(
  db: Database,
  vendorIds: readonly number[],
  request: Request,
  at: Date = now(),
): Promise<number> {
  // Rows are locked in ascending id order whatever the page's order: two result pages counted at once then wait
  // for each other instead of deadlocking, which lost one page's count under load (docs/benchmarks.md).
  const ids = [...new Set(vendorIds)].sort((a, b) => a - b);
  if (ids.length === 0 || !isCountableVisit(request)) return 0;
  const day = utcDay(at);
  try {
    await db
      .insert(listingDailyStats)
      .values(ids.map((vendorId) => ({ vendorId, day, searchAppearances: 1 })))
      .onConflictDoUpdate({
        target: [listingDailyStats.vendorId, listingDailyStats.day],
        set: { searchAppearances: sql`${listingDailyStats.searchAppearances} + 1` },
      });
    return ids.length;
  } catch (error) {
    logError("Search appearances could not be counted", error);
    return 0;
  }
}
