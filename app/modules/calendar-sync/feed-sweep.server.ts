import type { Database } from "~/db/client.server";
import { FEED_SYNC_INTERVAL_MS } from "~/modules/calendar-sync/calendar-sync-rules";
import type { FeedFetchOptions } from "~/modules/calendar-sync/feed-fetch.server";
import { claimDueFeed, runFeedSync } from "~/modules/calendar-sync/feed-sync.server";
import { now } from "~/modules/time/clock";

// The sweep that keeps imported calendars fresh (docs/product/vendor-journey-and-portal.md#calendar-sync; decision
// 066): run by the job queue as the exclusive sweep `calendar-feeds` (server/app.ts), so one instance at a time, it
// syncs every feed last checked 30 minutes ago or more, oldest first, one after the other.

/** How often the sweep looks for due feeds: each feed is then fetched every 30 to 35 minutes. */
export const CALENDAR_SWEEP_INTERVAL_MS = 5 * 60_000;
/** The longest one sweep keeps claiming feeds; what is left is due at the next sweep. */
export const CALENDAR_SWEEP_BUDGET_MS = 4 * 60_000;

/** What one sweep did, in feeds. */
export type CalendarSweep = { synced: number; failed: number; superseded: number; daysAdded: number; daysRemoved: number };

/**
 * Syncs the due feeds (last checked {@link FEED_SYNC_INTERVAL_MS} ago or more, or never), each claimed before its
 * fetch ({@link claimDueFeed}), until none is due or {@link CALENDAR_SWEEP_BUDGET_MS} has passed. Input: database,
 * `{ fetchOptions, budgetMs? }` (the fetch's loopback switch and abort signal). Output: {@link CalendarSweep}.
 * Throws the driver's errors; a feed's own failure is recorded on it and the sweep goes on.
 */
export async function syncDueFeeds(db: Database, options: { fetchOptions?: FeedFetchOptions; budgetMs?: number } = {}): Promise<CalendarSweep> {
  const sweep: CalendarSweep = { synced: 0, failed: 0, superseded: 0, daysAdded: 0, daysRemoved: 0 };
  const started = performance.now();
  const budgetMs = options.budgetMs ?? CALENDAR_SWEEP_BUDGET_MS;
  while (performance.now() - started < budgetMs && !options.fetchOptions?.signal?.aborted) {
    const claim = await claimDueFeed(db, { at: now(), minAgeMs: FEED_SYNC_INTERVAL_MS });
    if (!claim) break;
    const outcome = await runFeedSync(db, claim, options.fetchOptions);
    if (outcome.status === "synced") {
      sweep.synced += 1;
      sweep.daysAdded += outcome.added;
      sweep.daysRemoved += outcome.removed;
    } else if (outcome.status === "failed") {
      sweep.failed += 1;
    } else {
      sweep.superseded += 1;
    }
  }
  return sweep;
}
