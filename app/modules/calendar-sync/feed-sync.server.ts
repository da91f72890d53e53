import { and, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendorCalendars, vendorDeletionPending } from "~/db/schema";
import { lastAvailabilityDay } from "~/modules/availability/availability-dates";
import { replaceCalendarDays, type DayChanges } from "~/modules/calendar-sync/calendar-days.server";
import { busyDaysOfFeed } from "~/modules/calendar-sync/feed-busy-days.server";
import { FEED_FETCH_MESSAGES, fetchFeedText, type FeedFetchOptions } from "~/modules/calendar-sync/feed-fetch.server";
import { AppError } from "~/modules/errors/app-error";
import { errorCode } from "~/modules/logging/error-code";
import { logWarning } from "~/modules/logging/logger.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// One sync of a vendor's imported feed (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066). A
// sync first claims the feed: one conditional UPDATE sets `feed_checked_at` to the claim's time, and only the claimer
// may record the outcome, matched on that time and on the address it fetched. The 30-minute sweep and 'Sync now' on
// any instance therefore never record the same attempt twice, a slower, older attempt never overwrites a newer one,
// and an address changed or removed meanwhile is not written over.

/** A claimed feed: whose, which address, and the claim's time (the outcome is recorded only while it still stands). */
export type FeedClaim = { vendorId: number; url: string; claimedAt: Date };

/** How a sync ended: days written, the failure's sentence kept on the feed, or dropped because a newer claim or change came first. */
export type FeedSyncOutcome = ({ status: "synced"; days: number } & DayChanges) | { status: "failed"; error: string } | { status: "superseded" };

/**
 * Claims the vendor's feed when it was last checked at least `minAgeMs` before `at` (or never). Input: database,
 * vendor id, `{ at, minAgeMs }`. Output: the {@link FeedClaim}, or undefined without a feed or when it was checked
 * more recently. Throws the driver's error.
 */
export async function claimFeed(db: Database, vendorId: number, options: { at: Date; minAgeMs: number }): Promise<FeedClaim | undefined> {
  const [row] = await db
    .update(vendorCalendars)
    .set({ feedCheckedAt: options.at })
    .where(
      and(
        eq(vendorCalendars.vendorId, vendorId),
        isNotNull(vendorCalendars.feedUrl),
        or(isNull(vendorCalendars.feedCheckedAt), lte(vendorCalendars.feedCheckedAt, new Date(options.at.getTime() - options.minAgeMs))),
      ),
    )
    .returning({ vendorId: vendorCalendars.vendorId, url: vendorCalendars.feedUrl });
  return row?.url ? { vendorId: row.vendorId, url: row.url, claimedAt: options.at } : undefined;
}

/**
 * Claims the feed checked longest ago among those last checked at least `minAgeMs` before `at` (never checked
 * first), skipping rows another transaction holds and vendors whose account deletion is pending (decision 091).
 * Input: database, `{ at, minAgeMs }`. Output: the {@link FeedClaim}, or undefined when none is due. Throws the
 * driver's error.
 */
export async function claimDueFeed(db: Database, options: { at: Date; minAgeMs: number }): Promise<FeedClaim | undefined> {
  const dueBefore = new Date(options.at.getTime() - options.minAgeMs).toISOString();
  // A vendor whose account deletion is pending is skipped: their portal is shut and their listing off the site, so
  // nothing should fetch an outside address on their behalf (decision 091); a restore makes the feed due at once.
  const next = sql`(select ${vendorCalendars.vendorId} from ${vendorCalendars}
    where ${vendorCalendars.feedUrl} is not null and (${vendorCalendars.feedCheckedAt} is null or ${vendorCalendars.feedCheckedAt} <= ${dueBefore}::timestamptz)
      and not ${vendorDeletionPending(vendorCalendars.vendorId)}
    order by ${vendorCalendars.feedCheckedAt} asc nulls first limit 1 for update skip locked)`;
  const [row] = await db
    .update(vendorCalendars)
    .set({ feedCheckedAt: options.at })
    .where(eq(vendorCalendars.vendorId, next))
    .returning({ vendorId: vendorCalendars.vendorId, url: vendorCalendars.feedUrl });
  return row?.url ? { vendorId: row.vendorId, url: row.url, claimedAt: options.at } : undefined;
}

/** The claim still stands: same address, and no later claim (or removal) since. */
const stillClaimed = (claim: FeedClaim) =>
  and(eq(vendorCalendars.vendorId, claim.vendorId), eq(vendorCalendars.feedUrl, claim.url), eq(vendorCalendars.feedCheckedAt, claim.claimedAt));

/** Why a sync failed, in the card's words: our own refusals as they are; anything else in general words, logged without the address. */
function failureSentence(error: unknown): string {
  if (error instanceof AppError) return error.message;
  // The address is a secret of the vendor's calendar (it may hold their email): only the error's code is logged.
  logWarning("A calendar feed could not be read", undefined, { code: errorCode(error) });
  return FEED_FETCH_MESSAGES.failed;
}

/**
 * Runs a claimed sync (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): fetches the feed
 * ({@link fetchFeedText}), reads its busy days from today to three years ahead (UK; {@link busyDaysOfFeed}) and, in
 * one transaction while the claim stands, writes only the changed days and sets `feed_synced_at` and
 * `feed_checked_at` to the end of the sync with `feed_error` cleared. A failure (unreachable, not http(s), not an
 * iCalendar, over 2 MB, 10,000 events or more) changes no day and records its sentence in `feed_error` with
 * `feed_checked_at`. Input: database, the {@link FeedClaim}, {@link FeedFetchOptions}. Output: {@link FeedSyncOutcome}.
 * Throws only the driver's errors.
 */
export async function runFeedSync(db: Database, claim: FeedClaim, fetchOptions: FeedFetchOptions = {}): Promise<FeedSyncOutcome> {
  const today = ukDay(claim.claimedAt);
  let days: string[];
  try {
    const text = await fetchFeedText(claim.url, fetchOptions);
    days = await busyDaysOfFeed(text, { first: today, last: lastAvailabilityDay(today) });
  } catch (error) {
    if (fetchOptions.signal?.aborted) throw error;
    const sentence = failureSentence(error);
    const recorded = await db
      .update(vendorCalendars)
      .set({ feedError: sentence, feedCheckedAt: now() })
      .where(stillClaimed(claim))
      .returning({ vendorId: vendorCalendars.vendorId });
    return recorded.length > 0 ? { status: "failed", error: sentence } : { status: "superseded" };
  }
  return db.transaction(async (tx) => {
    // Locks the feed's row: a removal or a newer claim waits for this write, or this write sees it and stops.
    const [held] = await tx.select({ vendorId: vendorCalendars.vendorId }).from(vendorCalendars).where(stillClaimed(claim)).for("update");
    if (!held) return { status: "superseded" } as const;
    const changes = await replaceCalendarDays(tx, claim.vendorId, days, today);
    const finished = now();
    await tx
      .update(vendorCalendars)
      .set({ feedSyncedAt: finished, feedCheckedAt: finished, feedError: null })
      .where(eq(vendorCalendars.vendorId, claim.vendorId));
    return { status: "synced", days: days.length, ...changes } as const;
  });
}
