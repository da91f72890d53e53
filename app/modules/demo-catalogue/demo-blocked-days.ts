import { shiftDay } from "~/modules/time/uk-dates";
import type { Random } from "~/modules/demo-catalogue/prng";

// The days generated vendors are booked up (docs/product/vendor-journey-and-portal.md#availability; decision 065): two
// years of calendar from a fixed first day, so every run blocks the same days whatever the clock says. Weddings
// crowd onto summer weekends, Saturdays above all, so those days are drawn far more often than a winter Tuesday.

/** First day of the generated calendars (a Friday), `YYYY-MM-DD`. */
export const DEMO_CALENDAR_START = "2027-01-01";
/** Days the generated calendars cover: two years from {@link DEMO_CALENDAR_START}. */
export const DEMO_CALENDAR_DAYS = 730;
/** Most days one generated vendor blocks; each vendor blocks 0 to this many, uniformly. */
export const DEMO_MAX_BLOCKED_DAYS = 100;
/** Share of blocked days that come from the vendor's imported calendar feed rather than their own blocking. */
const CALENDAR_FEED_SHARE = 0.2;

/** Relative weight of a day by weekday (Sunday first): Saturdays most, then Fridays and Sundays. */
const WEEKDAY_WEIGHTS = [3, 1, 1, 1, 1.5, 3, 6] as const;
/** Summer (June to September) is wedding season: its days weigh this many times more. */
const SUMMER_FACTOR = 4;

export type DemoBlockedDay = { day: string; source: "manual" | "calendar" };

type Calendar = { days: string[]; cumulative: number[] };
let calendar: Calendar | undefined;

/** The calendar's days with the cumulative weight up to each, for weighted draws; built once. */
function demoCalendar(): Calendar {
  if (calendar) return calendar;
  const days: string[] = [];
  const cumulative: number[] = [];
  let total = 0;
  // DEMO_CALENDAR_START is a Friday (weekday 5).
  for (let offset = 0; offset < DEMO_CALENDAR_DAYS; offset++) {
    const day = shiftDay(DEMO_CALENDAR_START, { days: offset });
    const month = Number(day.slice(5, 7));
    total += (WEEKDAY_WEIGHTS[(5 + offset) % 7] as number) * (month >= 6 && month <= 9 ? SUMMER_FACTOR : 1);
    days.push(day);
    cumulative.push(total);
  }
  calendar = { days, cumulative };
  return calendar;
}

/** The first index whose cumulative weight passes `target` (binary search). */
function dayIndexAt(cumulative: readonly number[], target: number): number {
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * One generated vendor's blocked days: 0 to {@link DEMO_MAX_BLOCKED_DAYS} distinct days (uniformly many) within the
 * {@link DEMO_CALENDAR_DAYS} days from {@link DEMO_CALENDAR_START}, drawn with summer weekends weighing most; a fifth
 * come from the vendor's calendar feed ('calendar'), the rest were blocked by hand ('manual').
 * Input: the vendor's own random stream (so a vendor's days do not depend on the vendors generated before it).
 * Output: the days in calendar order, `YYYY-MM-DD`. Throws nothing.
 */
export function demoBlockedDays(random: Random): DemoBlockedDay[] {
  const { days, cumulative } = demoCalendar();
  const total = cumulative.at(-1) as number;
  const wanted = random.int(0, DEMO_MAX_BLOCKED_DAYS);
  const chosen = new Set<number>();
  // Weighted draws without replacement: a repeat is drawn again. 100 of 730 days leaves the loop short.
  while (chosen.size < wanted) chosen.add(dayIndexAt(cumulative, random.next() * total));
  return [...chosen]
    .sort((a, b) => a - b)
    .map((index) => ({ day: days[index] as string, source: random.chance(CALENDAR_FEED_SHARE) ? "calendar" : "manual" }));
}
