import { eq } from "drizzle-orm";
import { getConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { vendorCalendars } from "~/db/schema";
import { deleteCalendarDays, listCalendarDays } from "~/modules/calendar-sync/calendar-days.server";
import { ensureExportToken, exportPathOf, renewExportToken } from "~/modules/calendar-sync/calendar-export.server";
import { CALENDAR_MESSAGES, feedFormSchema, feedStatusLine, type CalendarSyncView } from "~/modules/calendar-sync/calendar-sync-rules";
import type { FeedFetchOptions } from "~/modules/calendar-sync/feed-fetch.server";
import { claimFeed, runFeedSync, type FeedSyncOutcome } from "~/modules/calendar-sync/feed-sync.server";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

// The Calendar sync card's changes (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066), each on
// the listing of the signed-in account, never one named by the browser (#authorization): save and sync a feed
// address, sync it now, remove it, make a new export address; and what the card shows.

/**
 * Fetches a vendor may start by hand ('Save and sync', 'Sync now'): 12 an hour. Enough to fix an address and try
 * again a few times; the 30-minute sweep keeps the calendar fresh anyway, and each fetch costs the calendar's server.
 */
export const MANUAL_SYNC_LIMIT: RateLimitRule = { windowMs: 60 * 60_000, max: 12 };

/**
 * What the Calendar sync card shows for `vendorId`: the feed, its status line, the busy days it blocks and the
 * export address, whose token is made the first time (decision 066). Input: database, vendor id (from the session,
 * never the browser), `{ publicUrl?, at? }` (default PUBLIC_URL and the app clock). Output: {@link CalendarSyncView}.
 * Throws the driver's error.
 */
export async function loadCalendarSync(db: Database, vendorId: number, options: { publicUrl?: string; at?: Date } = {}): Promise<CalendarSyncView> {
  const at = options.at ?? now();
  const token = await ensureExportToken(db, vendorId);
  const [row] = await db
    .select({ feedUrl: vendorCalendars.feedUrl, syncedAt: vendorCalendars.feedSyncedAt, checkedAt: vendorCalendars.feedCheckedAt, error: vendorCalendars.feedError })
    .from(vendorCalendars)
    .where(eq(vendorCalendars.vendorId, vendorId));
  const status = {
    feedUrl: row?.feedUrl ?? null,
    syncedAt: row?.syncedAt?.toISOString() ?? null,
    checkedAt: row?.checkedAt?.toISOString() ?? null,
    error: row?.error ?? null,
  };
  return {
    feedUrl: status.feedUrl,
    statusLine: feedStatusLine(status, at),
    failed: Boolean(status.feedUrl && status.error),
    busyDays: status.feedUrl ? (await listCalendarDays(db, vendorId, ukDay(at))).length : 0,
    exportUrl: `${options.publicUrl ?? getConfig().publicUrl}${exportPathOf(token)}`,
  };
}

/** The listing of the account `userId` (docs/product/vendor-journey-and-portal.md#authorization); AppError `not_found` without one. */
async function ownVendorId(db: Database, userId: string): Promise<number> {
  const vendorId = await getOwnListingId(db, userId);
  if (vendorId === undefined) throw new AppError("not_found", "No business listing found. Please complete your business registration first.");
  return vendorId;
}

async function countManualSync(db: Database, vendorId: number, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, `calendar-sync:vendor:${vendorId}`, MANUAL_SYNC_LIMIT, at);
  if (decision.allowed) return;
  const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
  throw new AppError("rate_limited", `The calendar has been synced many times this hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/** The sync a vendor started: the claim is taken whatever the last check, so it runs now; an older run in flight is then not recorded. */
async function syncNow(db: Database, vendorId: number, at: Date, fetchOptions: FeedFetchOptions): Promise<FeedSyncOutcome> {
  const claim = await claimFeed(db, vendorId, { at, minAgeMs: 0 });
  if (!claim) throw new AppError("not_found", CALENDAR_MESSAGES.noFeed);
  return runFeedSync(db, claim, fetchOptions);
}

/**
 * 'Save and sync' (docs/product/vendor-journey-and-portal.md#calendar-sync): checks the address (http or https only,
 * {@link feedFormSchema}), saves it on the account's listing (a new address starts with no sync and no error; the
 * days of the old one stay until the new one is read) and syncs it at once. Input: database, user id, the posted
 * address, `{ fetchOptions, at? }`. Output: the sync's {@link FeedSyncOutcome}. Throws AppError `invalid` with the
 * field's message (nothing saved), `rate_limited` past {@link MANUAL_SYNC_LIMIT} (saved, not synced), `not_found`
 * without a listing.
 */
export async function saveCalendarFeed(
  db: Database,
  userId: string,
  feedUrl: string,
  options: { fetchOptions?: FeedFetchOptions; at?: Date } = {},
): Promise<FeedSyncOutcome> {
  const parsed = feedFormSchema.safeParse({ feedUrl });
  if (!parsed.success) throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
  const url = parsed.data.feedUrl;
  const at = options.at ?? now();
  const vendorId = await ownVendorId(db, userId);
  const [current] = await db.select({ feedUrl: vendorCalendars.feedUrl }).from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId));
  if (current?.feedUrl !== url) {
    const fresh = { feedUrl: url, feedSyncedAt: null, feedCheckedAt: null, feedError: null, updatedAt: at };
    await db.insert(vendorCalendars).values({ vendorId, ...fresh }).onConflictDoUpdate({ target: vendorCalendars.vendorId, set: fresh });
  }
  await countManualSync(db, vendorId, at);
  return syncNow(db, vendorId, at, options.fetchOptions ?? {});
}

/**
 * 'Sync now': syncs the account's saved feed at once. Input: database, user id, `{ fetchOptions, at? }`. Output:
 * {@link FeedSyncOutcome}. Throws AppError `not_found` without a listing or a saved feed, `rate_limited` past
 * {@link MANUAL_SYNC_LIMIT}.
 */
export async function syncCalendarNow(db: Database, userId: string, options: { fetchOptions?: FeedFetchOptions; at?: Date } = {}): Promise<FeedSyncOutcome> {
  const at = options.at ?? now();
  const vendorId = await ownVendorId(db, userId);
  const [current] = await db.select({ feedUrl: vendorCalendars.feedUrl }).from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId));
  if (!current?.feedUrl) throw new AppError("not_found", CALENDAR_MESSAGES.noFeed);
  await countManualSync(db, vendorId, at);
  return syncNow(db, vendorId, at, options.fetchOptions ?? {});
}

/**
 * 'Remove feed': forgets the account's feed and its outcome, and unblocks every day it blocked, in one transaction
 * (a sync in flight then finds its claim gone and records nothing). Input: database, user id, the time. Output: the
 * number of days unblocked. Throws AppError `not_found` without a listing.
 */
export async function removeCalendarFeed(db: Database, userId: string, at: Date = now()): Promise<number> {
  const vendorId = await ownVendorId(db, userId);
  return db.transaction(async (tx) => {
    await tx
      .update(vendorCalendars)
      .set({ feedUrl: null, feedSyncedAt: null, feedCheckedAt: null, feedError: null, updatedAt: at })
      .where(eq(vendorCalendars.vendorId, vendorId));
    return deleteCalendarDays(tx, vendorId);
  });
}

/**
 * 'Make a new address': replaces the account's export token, so the old address stops working (decision 066).
 * Input: database, user id, the time. Output: nothing. Throws AppError `not_found` without a listing.
 */
export async function renewCalendarExport(db: Database, userId: string, at: Date = now()): Promise<void> {
  await renewExportToken(db, await ownVendorId(db, userId), at);
}
