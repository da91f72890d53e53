import { and, eq, gte, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendorBlockedDates } from "~/db/schema";

// A vendor's days blocked by their imported calendar: rows of `vendor_blocked_dates` with source 'calendar'
// (decisions 065, 066). Triggers (migration 0020) turn them into `vendor_unavailable_dates`, which search reads and
// the page cache counts (decision 044), so a sync writes only what changed.

/** The source of the rows a feed writes. */
export const CALENDAR_SOURCE = "calendar";

/** What a replacement changed, in days. */
export type DayChanges = { added: number; removed: number };

/**
 * Makes the vendor's calendar days from `firstDay` on exactly `days`: deletes the days no longer busy and inserts
 * the new ones, nothing else, so an unchanged feed writes no row (docs/product/vendor-journey-and-portal.md#calendar-sync;
 * decision 066). Days before `firstDay` are the past and are left as they are. Run it in the transaction that
 * records the sync. Input: executor, vendor id, the busy days (`YYYY-MM-DD`, from `firstDay` on), `firstDay`
 * (today, UK). Output: {@link DayChanges}. Throws the driver's error.
 */
export async function replaceCalendarDays(db: Executor, vendorId: number, days: readonly string[], firstDay: string): Promise<DayChanges> {
  const ofVendor = and(eq(vendorBlockedDates.vendorId, vendorId), eq(vendorBlockedDates.source, CALENDAR_SOURCE));
  const stored = await db
    .select({ day: vendorBlockedDates.day })
    .from(vendorBlockedDates)
    .where(and(ofVendor, gte(vendorBlockedDates.day, firstDay)));
  const wanted = new Set(days);
  const have = new Set(stored.map((row) => row.day));
  const gone = [...have].filter((day) => !wanted.has(day));
  const added = [...wanted].filter((day) => !have.has(day));
  if (gone.length > 0) await db.delete(vendorBlockedDates).where(and(ofVendor, inArray(vendorBlockedDates.day, gone)));
  if (added.length > 0) {
    await db
      .insert(vendorBlockedDates)
      .values(added.map((day) => ({ vendorId, day, source: CALENDAR_SOURCE })))
      .onConflictDoNothing();
  }
  return { added: added.length, removed: gone.length };
}

/**
 * Deletes every day the vendor's calendar blocked, past ones too ('Remove feed'). Input: executor, vendor id.
 * Output: the number of days deleted.
 */
export async function deleteCalendarDays(db: Executor, vendorId: number): Promise<number> {
  const deleted = await db
    .delete(vendorBlockedDates)
    .where(and(eq(vendorBlockedDates.vendorId, vendorId), eq(vendorBlockedDates.source, CALENDAR_SOURCE)))
    .returning({ day: vendorBlockedDates.day });
  return deleted.length;
}

/** The vendor's calendar days from `firstDay` on, in order (`YYYY-MM-DD`). */
export async function listCalendarDays(db: Executor, vendorId: number, firstDay: string): Promise<string[]> {
  const rows = await db
    .select({ day: vendorBlockedDates.day })
    .from(vendorBlockedDates)
    .where(and(eq(vendorBlockedDates.vendorId, vendorId), eq(vendorBlockedDates.source, CALENDAR_SOURCE), gte(vendorBlockedDates.day, firstDay)))
    .orderBy(vendorBlockedDates.day);
  return rows.map((row) => row.day);
}
