import { and, asc, between, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { bookings, vendorBlockedDates } from "~/db/schema";
import { daysOfMonth, dayState, isMonth, type AvailabilityMonth, type BlockedSource } from "~/modules/availability/availability-month";
import { getEventsPerDay } from "~/modules/availability/events-per-day.server";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

/**
 * One month of listing `vendorId`'s calendar for the portal's Availability card
 * (docs/product/vendor-journey-and-portal.md#availability; decision 065): every day of `month` with its state
 * (free, unavailable, booked: {@link dayState}), what blocks it ('manual', 'calendar') and its live bookings counted
 * against the events per day. Cancelled bookings count for nothing. Three indexed reads of the month's rows.
 * Input: executor, the listing's id (resolved from the session by the caller), the month `YYYY-MM`, the time
 * (default: the app clock; its UK day is `today`). Output: {@link AvailabilityMonth}. Throws AppError `invalid`
 * (400) for a month not written `YYYY-MM`.
 */
export async function vendorMonth(db: Executor, vendorId: number, month: string, at: Date = now()): Promise<AvailabilityMonth> {
  if (!isMonth(month)) throw new AppError("invalid", "A month is written YYYY-MM.");
  const days = daysOfMonth(month);
  const [first, last] = [days[0]!, days.at(-1)!];
  const eventsPerDay = await getEventsPerDay(db, vendorId);
  const blocked = await db
    .select({ day: vendorBlockedDates.day, source: vendorBlockedDates.source })
    .from(vendorBlockedDates)
    .where(and(eq(vendorBlockedDates.vendorId, vendorId), between(vendorBlockedDates.day, first, last)))
    .orderBy(asc(vendorBlockedDates.day), asc(vendorBlockedDates.source));
  const booked = await db
    .select({ day: bookings.eventDate, bookings: count() })
    .from(bookings)
    .where(and(eq(bookings.vendorId, vendorId), between(bookings.eventDate, first, last), isNull(bookings.cancelledAt)))
    .groupBy(bookings.eventDate);
  const bookingsOn = new Map(booked.map((row) => [row.day, row.bookings]));
  return {
    month,
    today: ukDay(at),
    eventsPerDay,
    days: days.map((day) => {
      const blockedBy = blocked.filter((row) => row.day === day).map((row) => row.source as BlockedSource);
      const count = bookingsOn.get(day) ?? 0;
      return { day, state: dayState(blockedBy, count, eventsPerDay), blockedBy, bookings: count };
    }),
  };
}
