import { availableOnText, dayProblem, formatShortDay } from "~/modules/availability/availability-dates";

// The couple's dates carried from search to the vendor page, the shortlist and compare (`dates=2027-08-12,2027-08-14`;
// docs/product/public-area.md#vendor-page, docs/product/couples-tools.md#compare; decision 068). Shared with the
// browser: the compare page's date field writes the same parameter.

/** The query parameter that carries the couple's dates, as search writes it. */
export const DATES_PARAM = "dates";
/** Most dates one page shows availability for: the most a search may give. */
export const MAX_COUPLE_DATES = 7;

/** One of the couple's dates and whether the vendor is free on it. */
export type DayAvailability = { day: string; available: boolean };

/**
 * The couple's dates from a `dates` value: comma-separated UK days `YYYY-MM-DD`, each kept only when it is a real day
 * from `today` to three years ahead (`dayProblem`), without repeats, in order, at most {@link MAX_COUPLE_DATES}.
 * Input: the raw value (null when absent) and today's UK day. Output: the days, [] for none. A page given a wrong or
 * past date simply shows nothing for it: the dates are a hint carried in a link, not a form to refuse.
 */
export function parseCoupleDates(raw: string | null, today: string): string[] {
  if (!raw) return [];
  const days = raw
    .split(",")
    .slice(0, 50)
    .map((part) => part.trim())
    .filter((day) => dayProblem(day, today) === null);
  return [...new Set(days)].sort().slice(0, MAX_COUPLE_DATES);
}

/**
 * The couple's dates of a page's address: every `dates` parameter, comma-separated as search writes it or repeated as
 * the compare page's date fields send it, read by {@link parseCoupleDates}. Input: the query and today's UK day.
 */
export function coupleDatesOf(query: URLSearchParams, today: string): string[] {
  return parseCoupleDates(query.getAll(DATES_PARAM).join(","), today);
}

/** A vendor page's path carrying the couple's dates: '/vendor/7?dates=2027-08-12,2027-08-14', '/vendor/7' without. */
export function vendorPathWithDates(vendorId: number, days: readonly string[]): string {
  return days.length > 0 ? `/vendor/${vendorId}?${DATES_PARAM}=${datesParamValue(days)}` : `/vendor/${vendorId}`;
}

/** The `dates` value for `days`: '2027-08-12,2027-08-14'; '' for none. */
export function datesParamValue(days: readonly string[]): string {
  return days.join(",");
}

/** 'Booked or unavailable on 14 Aug', 'Booked or unavailable on 12 Aug and 14 Aug'; '' for no days. */
export function unavailableOnText(days: readonly string[]): string {
  if (days.length === 0) return "";
  const labels = days.map(formatShortDay);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
  return `Booked or unavailable on ${list}`;
}

/**
 * What a page says of a vendor on the couple's dates: 'Available on …' for the free days, then 'Booked or
 * unavailable on …' for the others; each line only when it has days. Input: the days in order with their state.
 */
export function availabilityLines(days: readonly DayAvailability[]): { available: string; unavailable: string } {
  return {
    available: availableOnText(days.filter((entry) => entry.available).map((entry) => entry.day)),
    unavailable: unavailableOnText(days.filter((entry) => !entry.available).map((entry) => entry.day)),
  };
}
