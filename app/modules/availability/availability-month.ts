import type { BLOCKED_DATE_SOURCES } from "~/db/schema";
import { lastAvailabilityDay } from "~/modules/availability/availability-dates";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { isCalendarDay } from "~/modules/time/uk-dates";

// A month of a vendor's availability as the portal's calendar shows it (docs/product/vendor-journey-and-portal.md#availability;
// decision 065): months `YYYY-MM`, days `YYYY-MM-DD` (UK calendar days), weeks from Monday. Shared with the browser;
// vendor-month.server.ts reads the month from the database.

/** Where a blocked day came from: the vendor's own 'Mark unavailable', or their imported calendar. */
export type BlockedSource = (typeof BLOCKED_DATE_SOURCES)[number];

/**
 * Where a day stands for the vendor: `free` (couples can book it; some events may already be booked),
 * `unavailable` (blocked by the vendor or their calendar), `booked` (its live bookings reach the events per day).
 * A day both blocked and fully booked is `booked`: cancelling is what frees it.
 */
export type DayState = "free" | "unavailable" | "booked";

/** One day of the month: its state, what blocks it, and its live bookings. */
export type AvailabilityDay = {
  day: string;
  state: DayState;
  blockedBy: BlockedSource[];
  /** Live (not cancelled) bookings on the day. */
  bookings: number;
};

/** One month of a vendor's calendar: its days in order, the events per day they take, and the UK day it was read on. */
export type AvailabilityMonth = {
  month: string;
  today: string;
  eventsPerDay: number;
  days: AvailabilityDay[];
};

/** A day's state from its blocks, its live bookings and the vendor's events per day (migration 0020's rule). */
export function dayState(blockedBy: readonly BlockedSource[], bookings: number, eventsPerDay: number): DayState {
  if (bookings >= eventsPerDay) return "booked";
  if (blockedBy.length > 0) return "unavailable";
  return "free";
}

/** Whether `value` is a month written `YYYY-MM`. */
export function isMonth(value: string | null | undefined): value is string {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month `YYYY-MM` of a day `YYYY-MM-DD`. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** `month` moved by `by` months (negative: back), as `YYYY-MM`. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by];
  const date = new Date(Date.UTC(year, index, 1));
  return date.toISOString().slice(0, 7);
}

/** The months the calendar shows on UK day `today`: from this month to the month three years ahead. */
export function calendarMonths(today: string): { first: string; last: string } {
  return { first: monthOf(today), last: monthOf(lastAvailabilityDay(today)) };
}

/** The month named by `?month=` when it is one the calendar shows on `today`, else this month. */
export function parseCalendarMonth(raw: string | null | undefined, today: string): string {
  const { first, last } = calendarMonths(today);
  return isMonth(raw) && raw >= first && raw <= last ? raw : first;
}

/** The days of `month`, in order. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const value = `${month}-${String(day).padStart(2, "0")}`;
    if (!isCalendarDay(value)) break;
    days.push(value);
  }
  return days;
}

/** The weeks of `month` from Monday to Sunday, each seven places: a day, or null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const days = daysOfMonth(month);
  const mondayFirst = (new Date(`${days[0]}T00:00:00Z`).getUTCDay() + 6) % 7;
  const places: (string | null)[] = [...Array<null>(mondayFirst).fill(null), ...days];
  while (places.length % 7 !== 0) places.push(null);
  return Array.from({ length: places.length / 7 }, (_, week) => places.slice(week * 7, week * 7 + 7));
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A month as headings show it: 'August 2027' for 2027-08. */
export function formatMonth(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** A day as messages name it: 'Saturday 14 August 2027' for a real day, else the text as typed. */
export function dayLabel(day: string): string {
  return isCalendarDay(day) ? formatEventDate(day) : `'${day}'`;
}

/**
 * What a day of the calendar says in words, so its state never rests on colour alone: 'Free', '1 of 2 booked',
 * 'Unavailable', 'Unavailable (your calendar)', 'Booked', 'Booked (2 of 2)', or 'Past'.
 */
export function dayStateText(day: AvailabilityDay, eventsPerDay: number, today: string): string {
  if (day.day < today) return "Past";
  if (day.state === "booked") return eventsPerDay === 1 ? "Booked" : `Booked (${day.bookings} of ${eventsPerDay})`;
  if (day.state === "unavailable") return day.blockedBy.includes("manual") ? "Unavailable" : "Unavailable (your calendar)";
  return day.bookings > 0 ? `${day.bookings} of ${eventsPerDay} booked` : "Free";
}
