import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";

// Where the times of a calendar feed fall in the vendor's days (docs/product/vendor-journey-and-portal.md#calendar-sync;
// decision 066). A vendor's days are UK days (Europe/London). An all-day event names its days outright. A timed
// one is an instant: ical.js places a time written in UTC, or in a zone the feed defines (VTIMEZONE), itself; a
// time in a zone the feed names without defining it (allowed in practice, if not by RFC 5545) is placed with the
// IANA database, and a floating time, or one whose zone nobody knows, is read as UK time.

/** The time zone a vendor's days are counted in. */
export const VENDOR_TIME_ZONE = "Europe/London";

type Time = InstanceType<typeof ICAL.Time>;

/** `YYYY-MM-DD` of the date part of an iCalendar time, as written. */
export function writtenDay(time: Time): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

function isFloating(time: Time): boolean {
  return !time.zone || time.zone === ICAL.Timezone.localTimezone || time.zone.tzid === "floating";
}

/**
 * The instant of a timed iCalendar value, in ms since the epoch. Input: the time, and the TZID the feed wrote with
 * it (undefined for UTC or floating). Output: ms. Throws nothing: a zone unknown to the IANA database falls back
 * to UK time.
 */
export function instantOf(time: Time, tzid: string | undefined): number {
  if (!isFloating(time)) return time.toUnixTime() * 1000;
  const wall = (zone: string) => new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone).getTime();
  const placed = tzid ? wall(tzid) : Number.NaN;
  return Number.isNaN(placed) ? wall(VENDOR_TIME_ZONE) : placed;
}

/** The first and last UK day (inclusive, `YYYY-MM-DD`) one occurrence of an event covers. */
export type DaySpan = { first: string; last: string };

/**
 * The UK days an occurrence covers. All-day: from its start day to the day before its end day (DTEND is
 * exclusive), at least one day. Timed: from the UK day of its start to the UK day of the last moment before its
 * end, so an event ending at midnight does not take the next day, and one without length takes its start's day.
 * Input: start and end as ical.js gives them (end may equal start), and their TZIDs. Output: {@link DaySpan}.
 */
export function daySpanOf(start: Time, end: Time, tzids: { start?: string; end?: string }): DaySpan {
  if (start.isDate) {
    const first = writtenDay(start);
    const endDay = end.isDate ? shiftDay(writtenDay(end), { days: -1 }) : writtenDay(end);
    return { first, last: endDay > first ? endDay : first };
  }
  const from = instantOf(start, tzids.start);
  const to = end.isDate ? from : instantOf(end, tzids.end ?? tzids.start);
  const first = ukDay(new Date(from));
  return { first, last: to > from ? ukDay(new Date(to - 1)) : first };
}

/** The UK day an occurrence starts on (its written day when all-day). */
export function startDayOf(start: Time, tzid: string | undefined): string {
  return start.isDate ? writtenDay(start) : ukDay(new Date(instantOf(start, tzid)));
}
