import { isCalendarDay, shiftDay } from "~/modules/time/uk-dates";

// The days availability speaks of (docs/product/vendor-journey-and-portal.md#availability,
// docs/product/public-area.md#dates-and-budget; decision 065): UK calendar days `YYYY-MM-DD`, from today to three
// years ahead. Shared with the browser and with search, which reads a couple's dates by the same rules.

/** How far ahead a day may be blocked or searched for, in years from today (UK). */
export const AVAILABILITY_YEARS = 3;

/** Why a day was refused: not a real day, already past, or more than three years ahead. */
export type DayProblem = "not_a_day" | "past" | "too_far";

/** What each {@link DayProblem} says, as a sentence about `label` (the day as typed). */
export const DAY_PROBLEM_MESSAGES: Record<DayProblem, (label: string) => string> = {
  not_a_day: (label) => `${label} is not a real date.`,
  past: (label) => `${label} has already passed.`,
  too_far: (label) => `${label} is more than ${AVAILABILITY_YEARS} years ahead.`,
};

/** The last day that may be blocked or searched for on UK day `today` (`YYYY-MM-DD`). */
export function lastAvailabilityDay(today: string): string {
  return shiftDay(today, { years: AVAILABILITY_YEARS });
}

/**
 * Whether `day` may be blocked or searched for on UK day `today`. Input: two `YYYY-MM-DD` texts (`day` as typed).
 * Output: null when it is a real day from today to three years ahead, else the {@link DayProblem}. Throws nothing.
 */
export function dayProblem(day: string, today: string): DayProblem | null {
  if (!isCalendarDay(day)) return "not_a_day";
  if (day < today) return "past";
  if (day > lastAvailabilityDay(today)) return "too_far";
  return null;
}

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** A day as cards show it: '12 Aug' for 2027-08-12. */
export function formatShortDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

/**
 * The line a card shows for the couple's dates a vendor is free on: 'Available on 15 Aug',
 * 'Available on 12 Aug and 14 Aug', 'Available on 12 Aug, 13 Aug and 14 Aug'. Input: days `YYYY-MM-DD`, in order.
 * Output: the sentence, or '' for no days.
 */
export function availableOnText(days: readonly string[]): string {
  if (days.length === 0) return "";
  const labels = days.map(formatShortDay);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  return `Available on ${list}`;
}
