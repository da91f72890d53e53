import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, vendorBlockedDates } from "~/db/schema";
import { AVAILABILITY_FIELDS, AVAILABILITY_MESSAGES, dayFieldProblem } from "~/modules/availability/availability-form";
import { getEventsPerDay } from "~/modules/availability/events-per-day.server";
import { AppError, type AppErrorCode } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// The days a vendor marks unavailable or available by hand (docs/product/vendor-journey-and-portal.md#availability;
// decision 065): rows of `vendor_blocked_dates` with source 'manual'. The days couples and search see as
// unavailable follow by trigger (migration 0020); the imported calendar's rows (source 'calendar') are its own.

/** The most days one call may change: a year of days. */
export const MAX_DAYS_AT_ONCE = 366;

/** A refusal about the day(s), shown as the form's message and under the 'Date' field. */
function dayRefusal(code: AppErrorCode, message: string): AppError {
  return new AppError(code, message, { title: AVAILABILITY_MESSAGES.refused, fieldErrors: { [AVAILABILITY_FIELDS.day]: message } });
}

/** The days asked for, each checked on UK day `today`, without repeats and in order; the first problem refuses all. */
function checkedDays(days: readonly string[], today: string): string[] {
  if (days.length === 0) throw dayRefusal("invalid", AVAILABILITY_MESSAGES.dayRequired);
  if (days.length > MAX_DAYS_AT_ONCE) throw new AppError("invalid", `At most ${MAX_DAYS_AT_ONCE} days can be changed at once.`);
  for (const day of days) {
    const problem = dayFieldProblem(day, today);
    if (problem) throw dayRefusal("invalid", problem);
  }
  return [...new Set(days.map((day) => day.trim()))].sort();
}

/**
 * 'Mark unavailable' (docs/product/vendor-journey-and-portal.md#availability): blocks `days` of listing `vendorId`
 * by hand. Each day must be a real day from today (UK) to three years ahead, else AppError `invalid` (400) with
 * the first problem as the 'Date' field's message ('Friday 14 August 2026 has already passed.'), nothing written.
 * A day already blocked by hand stays as it is. The trigger of migration 0020 makes each day unavailable.
 * Input: database, the listing's id (resolved from the session by the caller), days `YYYY-MM-DD` (1 to 366), the
 * time (default: the app clock). Output: `{ blocked }`, the days newly blocked, in order.
 */
export async function blockDays(db: Database, vendorId: number, days: readonly string[], at: Date = now()): Promise<{ blocked: string[] }> {
  const wanted = checkedDays(days, ukDay(at));
  const rows = await db
    .insert(vendorBlockedDates)
    .values(wanted.map((day) => ({ vendorId, day, source: "manual", createdAt: at })))
    .onConflictDoNothing()
    .returning({ day: vendorBlockedDates.day });
  return { blocked: rows.map((row) => row.day).sort() };
}

/**
 * 'Mark available' (docs/product/vendor-journey-and-portal.md#availability): removes the vendor's own blocks of
 * `days` of listing `vendorId`, in this order:
 * 1. each day is checked as by {@link blockDays}, else `invalid` (400);
 * 2. a day whose live bookings reach the events per day is refused with `conflict` (409) 'Saturday 14 August
 *    2027 is booked (1 of 1 event). To free it, cancel the booking in its conversation.';
 * 3. a day the imported calendar blocks is refused with `conflict`: it would come back at the next sync;
 * 4. the 'manual' rows are deleted (a day not blocked by hand stays as it is) and the trigger frees each day.
 * Nothing is written when a step refuses. Input: database, the listing's id (resolved from the session by the
 * caller), days `YYYY-MM-DD` (1 to 366), the time (default: the app clock). Output: `{ unblocked }`, the days whose
 * block was removed, in order.
 */
export async function unblockDays(db: Database, vendorId: number, days: readonly string[], at: Date = now()): Promise<{ unblocked: string[] }> {
  const wanted = checkedDays(days, ukDay(at));
  return db.transaction(async (tx) => {
    const eventsPerDay = await getEventsPerDay(tx, vendorId);
    const booked = await tx
      .select({ day: bookings.eventDate, bookings: count() })
      .from(bookings)
      .where(and(eq(bookings.vendorId, vendorId), inArray(bookings.eventDate, wanted), isNull(bookings.cancelledAt)))
      .groupBy(bookings.eventDate)
      .orderBy(bookings.eventDate);
    const full = booked.find((row) => row.bookings >= eventsPerDay);
    if (full) throw dayRefusal("conflict", AVAILABILITY_MESSAGES.booked(full.day, full.bookings, eventsPerDay));
    const [calendar] = await tx
      .select({ day: vendorBlockedDates.day })
      .from(vendorBlockedDates)
      .where(and(eq(vendorBlockedDates.vendorId, vendorId), inArray(vendorBlockedDates.day, wanted), eq(vendorBlockedDates.source, "calendar")))
      .orderBy(vendorBlockedDates.day)
      .limit(1);
    if (calendar) throw dayRefusal("conflict", AVAILABILITY_MESSAGES.calendarBusy(calendar.day));
    const rows = await tx
      .delete(vendorBlockedDates)
      .where(and(eq(vendorBlockedDates.vendorId, vendorId), inArray(vendorBlockedDates.day, wanted), eq(vendorBlockedDates.source, "manual")))
      .returning({ day: vendorBlockedDates.day });
    return { unblocked: rows.map((row) => row.day).sort() };
  });
}
