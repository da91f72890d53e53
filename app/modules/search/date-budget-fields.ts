import type { EventType } from "~/modules/enquiries/event-types";

// What the search form's date and budget fields need in the browser (docs/product/public-area.md#dates-and-budget;
// decision 067): the parameter names, the limits and the day's format, without the parser. The pages read and write
// the parameters on the server with dates-and-budget.ts, which re-exports everything here (decision 076).

/** Most dates one search may give (docs/product/public-area.md#dates-and-budget). */
export const MAX_SEARCH_DATES = 7;
/** The highest budget read, in whole pounds: the highest package price (£1,000,000); larger budgets are read as it. */
export const MAX_BUDGET_POUNDS = 1_000_000;

/** The parameter names, as written in URLs. */
export const DATE_PARAMS = { dates: "dates", dateMode: "dateMode", maxPrice: "maxPrice", includeUnpriced: "includeUnpriced" } as const;

/** `maxPrice` as a number of whole pounds ("800", "1,500", "£800"); null when it is not one. */
export function budgetPounds(raw: string): number | null {
  const digits = raw.trim().replace(/^£\s*/, "").replace(/,/g, "");
  return /^\d{1,12}$/.test(digits) ? Number(digits) : null;
}

/** The `dates` parameter's value: "2027-08-12:Mehndi,2027-08-14"; "" for no dates. */
export function datesParam(dates: readonly string[], eventTypes: Partial<Record<string, EventType>> = {}): string {
  return dates.map((day) => (eventTypes[day] ? `${day}:${eventTypes[day]}` : day)).join(",");
}

const DAY_WITH_YEAR = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A day with its year, as chips show it: '14 Aug 2027'. */
export function formatDayWithYear(day: string): string {
  return DAY_WITH_YEAR.format(new Date(`${day}T00:00:00Z`));
}
