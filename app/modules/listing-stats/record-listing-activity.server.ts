import { AsyncLocalStorage } from "node:async_hooks";
import { isbot } from "isbot";
import type { Database } from "~/db/client.server";
import { addListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { now, utcDay } from "~/modules/time/clock";
import { getConfig } from "~/config.server";
import { classifyViewSource } from "~/modules/listing-stats/view-source";
import { logWarning } from "~/modules/logging/logger.server";

// Listing statistics are counted on our own server (docs/product/vendor-journey-and-portal.md#statistics): one row per listing and UTC day, incremented in
// place. Nothing about the visitor is stored (no address, no user agent, no cookie); crawlers are left out by
// the `isbot` user-agent list, and a request without a user agent is treated as a script.

/** One count a page's render made, to be made again for a visitor given the same page from the page cache. */
export type ListingActivity = (request: Request) => Promise<unknown>;

const captured = new AsyncLocalStorage<ListingActivity[]>();

/**
 * Runs `render` (a page's whole handling) and collects the listing counts its loaders made, so a page cache that
 * keeps the page can make them again on each hit with {@link replayListingActivity}: a page answered from memory
 * runs no loader, and its profile view or search appearances would otherwise go uncounted (decision 047). Counts
 * are collected whoever the first visitor was (a crawler's render is counted for the people who follow).
 * Input: the work. Output: its result and the counts, in the order they were made. Throws what `render` throws.
 */
export async function captureListingActivity<T>(render: () => Promise<T>): Promise<{ result: T; activity: ListingActivity[] }> {
  const activity: ListingActivity[] = [];
  const result = await captured.run(activity, render);
  return { result, activity };
}

/**
 * Makes again, for `request` (a visitor answered from the page cache), the counts captured when the page was rendered
 * ({@link captureListingActivity}); crawlers are left out as for a rendered page. Input: the counts and the request
 * (its user agent and Referer are read). Output: resolves when every count is written. Never throws: the record functions
 * log their own failures.
 */
export async function replayListingActivity(activity: readonly ListingActivity[], request: Request): Promise<void> {
  for (const count of activity) await count(request);
}

/** Replays that may wait for the database at once; past it, a hit's counts are skipped (decision 047). */
export const MAX_PENDING_REPLAYS = 200;
let pendingReplays = 0;
let skippedReplays = 0;
let lastSkipReport = 0;

/**
 * {@link replayListingActivity} without making the visitor wait: a cached page is answered at once and its counts
 * are written behind it. Result pages share listings, so concurrent counts queue on the same rows; when more than
 * {@link MAX_PENDING_REPLAYS} are waiting (the database is slower than the traffic), a hit's counts are skipped
 * rather than queued without bound, and the number skipped is logged at most once a minute. Input: the counts and
 * the visitor's request, and the time of the hit (default: the app clock; it only paces the log). Output: whether
 * the counts were started (false when skipped or when there is none). Never throws.
 */
export function replayListingActivityInBackground(activity: readonly ListingActivity[], request: Request, at: Date = now()): boolean {
  if (activity.length === 0) return false;
  if (pendingReplays >= MAX_PENDING_REPLAYS) {
    skippedReplays++;
    if (at.getTime() - lastSkipReport >= 60_000) {
      logWarning(`Listing counts of ${skippedReplays} cached page(s) skipped: the database is behind`);
      lastSkipReport = at.getTime();
      skippedReplays = 0;
    }
    return false;
  }
  pendingReplays++;
  void replayListingActivity(activity, request).finally(() => pendingReplays--);
  return true;
}

/** Whether a request should be counted: it has a user agent and `isbot` does not recognise it as a crawler. */
export function isCountableVisit(request: Request): boolean {
  const userAgent = request.headers.get("user-agent");
  return Boolean(userAgent) && !isbot(userAgent);
}

/**
 * Adds one profile view to the listing's count for today (UTC), and to the count of its source (the page the visitor
 * came from, from the Referer: `classifyViewSource`; decision 086), through the in-memory batch written within a few
 * seconds (activity-buffer.server.ts, decision 078). Input: database, vendor id, the page's request (its user agent,
 * to leave out crawlers, and its Referer are looked at), and the time (default: the app clock). Inside
 * {@link captureListingActivity} the count is also collected, to be made again on page cache hits.
 * Output: whether it was counted. Never throws.
 */
export async function recordProfileView(db: Database, vendorId: number, request: Request, at: Date = now()): Promise<boolean> {
  captured.getStore()?.push((visitor) => recordProfileView(db, vendorId, visitor));
  if (!isCountableVisit(request)) return false;
  const viewSource = classifyViewSource(request.headers.get("referer"), request.url, getConfig().publicUrl);
  return addListingActivity(db, vendorId, utcDay(at), { profileViews: 1, searchAppearances: 0, viewSource });
}

/**
 * Adds one search appearance for each listing shown on a results page (search or category), through the in-memory
 * batch written within a few seconds (activity-buffer.server.ts, decision 078).
 * Input: database, the vendor ids shown (duplicates counted once), the request, the time (default: app clock).
 * Output: how many listings were counted (0 for a crawler). Never throws: failures are logged. Inside
 * {@link captureListingActivity} the count is also collected, to be made again on page cache hits.
 */
export async function recordSearchAppearances(
  db: Database,
  vendorIds: readonly number[],
  request: Request,
  at: Date = now(),
): Promise<number> {
  const ids = [...new Set(vendorIds)].sort((a, b) => a - b);
  if (ids.length > 0) captured.getStore()?.push((visitor) => recordSearchAppearances(db, ids, visitor));
  if (ids.length === 0 || !isCountableVisit(request)) return 0;
  const day = utcDay(at);
  let counted = 0;
  for (const vendorId of ids) if (addListingActivity(db, vendorId, day, { profileViews: 0, searchAppearances: 1 })) counted++;
  return counted;
}

/**
 * Collects `count` into the page's capture when a render is running inside {@link captureListingActivity}, so a
 * count of another module (the search log, decision 088) is made again on page cache hits like the listing counts.
 * Input: the count to make for each later visitor. Output: none. Never throws.
 */
export function captureCount(count: ListingActivity): void {
  captured.getStore()?.push(count);
}
