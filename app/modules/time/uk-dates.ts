// Days and times as the UK reads them, whatever the server's or browser's zone: the UK day of an instant (the
// judge of "today" for dates typed into forms) and a time shown on a page.

const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

// The last minute's answer: formatting in a time zone took 0.6 % of the main thread under the mixed load (every
// rendered search and vendor page asks for today). Exact, as the UK's clock changes only on a whole minute of UTC.
let lastMinute = Number.NaN;
let lastDay = "";

/** The UK calendar day of `at`, `YYYY-MM-DD` (e.g. 23:30 UTC on 30 June is 1 July in London). Throws a RangeError for an invalid date. */
export function ukDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = LONDON_DAY.format(at);
    lastMinute = minute;
  }
  return lastDay;
}

/** `day` (`YYYY-MM-DD`) moved by whole calendar days or years, as `YYYY-MM-DD`; 29 February plus a year is 1 March. */
export function shiftDay(day: string, by: { days?: number; years?: number }): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (by.years) date.setUTCFullYear(date.getUTCFullYear() + by.years);
  if (by.days) date.setUTCDate(date.getUTCDate() + by.days);
  return date.toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 31 February, not 2027-8-1). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const DATE_TIME_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});

/**
 * A time as pages show it, in UK time, e.g. "1 June 2026, 13:00". Built from the parts, because browsers join
 * date and time differently ("at" or ","), and the page must read the same after hydration.
 */
export function formatReceivedAt(value: Date | string): string {
  const parts = Object.fromEntries(DATE_TIME_FORMAT.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}
