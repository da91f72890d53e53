import { DAY_PROBLEM_MESSAGES, dayProblem, type DayProblem } from "~/modules/availability/availability-dates";
import type { EventType } from "~/modules/enquiries/enquiry-rules";
import { formatPrice } from "~/modules/money/money";
import { budgetPounds, DATE_PARAMS, datesParam, formatDayWithYear, MAX_BUDGET_POUNDS, MAX_SEARCH_DATES } from "~/modules/search/date-budget-fields";
import { eventTypeFromParam } from "~/modules/search/facet-params";

// The couple's event dates and budget in a URL (docs/product/public-area.md#dates-and-budget; decision 067). Read and
// written on the server for the search, category and city pages and the API; the browser's fields need only
// date-budget-fields.ts, re-exported here (decision 076):
//
//   dates=2027-08-12:Mehndi,2027-08-14   the events' UK days, each with its event type if the couple gave one
//                                        (repeatable; at most MAX_SEARCH_DATES); vendors free on every one
//   dateMode=any                         vendors free on at least one of the dates instead
//   maxPrice=800                         whole pounds: vendors whose 'From' price is at most £800
//   includeUnpriced=1                    with a budget, vendors without prices are kept too

export { budgetPounds, DATE_PARAMS, datesParam, formatDayWithYear, MAX_BUDGET_POUNDS, MAX_SEARCH_DATES };

export type DateMode = "all" | "any";

/** The dates and budget of a search, category or city page. */
export type DatesAndBudget = {
  /** UK days `YYYY-MM-DD`, sorted, each once, at most {@link MAX_SEARCH_DATES}, none past nor more than 3 years ahead. */
  dates: string[];
  /** The event type the couple gave a day, by day; days without one are absent. */
  dateEventTypes: Partial<Record<string, EventType>>;
  /** 'all': free on every date; 'any': free on at least one. */
  dateMode: DateMode;
  /** The budget in pence, null for none. */
  maxPricePence: number | null;
  /** With a budget, whether vendors without a 'From' price are kept. */
  includeUnpriced: boolean;
};

export const DATE_NOTES = {
  format: (text: string) => `“${text}” is not a date in the form 2027-08-14, so it was ignored.`,
  tooMany: `Only the first ${MAX_SEARCH_DATES} dates were used: a search takes at most ${MAX_SEARCH_DATES} dates.`,
  eventType: "An event type in the link was not recognised, so it was left out.",
  budget: "The budget in the link was not a whole number of pounds, so it was ignored.",
  budgetTooLow: "A budget must be at least £1, so the one in your search was left out.",
  budgetCapped: `The budget was read as ${formatPrice(MAX_BUDGET_POUNDS * 100)}, the most a package may cost.`,
} as const;

/** A date left out, and why; the day as written. */
export type DateProblem = { text: string; problem: DayProblem | "format" };

/** What a refused date's note says: the day as typed and {@link DAY_PROBLEM_MESSAGES}. */
export function dateProblemNote({ text, problem }: DateProblem): string {
  return problem === "format" ? DATE_NOTES.format(text) : `${DAY_PROBLEM_MESSAGES[problem](text)} It was left out of the search.`;
}

/** No dates and no budget. */
export function noDatesOrBudget(): DatesAndBudget {
  return { dates: [], dateEventTypes: {}, dateMode: "all", maxPricePence: null, includeUnpriced: false };
}

/** One `dates` entry as read: the day, its event type, and what was wrong with it. */
export type DateEntry = { text: string; day: string; eventType: EventType | null; unknownEventType: string | null; problem: DayProblem | "format" | null };

const ENTRY = /^(\d{4}-\d{2}-\d{2})(?::(.*))?$/;

/**
 * The entries of the `dates` parameters, in URL order: "2027-08-12:Mehndi,2027-08-14" is two; repeated parameters
 * add theirs; empty pieces are nothing. Input: the URL's parameters, the UK day today. Output: each entry with its
 * problem (not `YYYY-MM-DD`, or `dayProblem`: not a real day, past, more than 3 years ahead) and an event type that
 * is not one of the list. Pure.
 */
export function readDateEntries(params: URLSearchParams, today: string): DateEntry[] {
  const pieces = params.getAll(DATE_PARAMS.dates).flatMap((raw) => raw.split(",").map((piece) => piece.trim()).filter(Boolean));
  return pieces.map((text) => {
    const match = ENTRY.exec(text);
    if (!match) return { text: text.slice(0, 40), day: "", eventType: null, unknownEventType: null, problem: "format" };
    const day = match[1]!;
    const typed = match[2]?.trim() ?? "";
    const eventType = typed ? (eventTypeFromParam(typed) ?? null) : null;
    return { text: day, day, eventType, unknownEventType: typed && !eventType ? typed.slice(0, 40) : null, problem: dayProblem(day, today) };
  });
}

/** Whether an `includeUnpriced` value says yes: "1", "true", "on" or "yes". */
export function isYes(value: string | null): boolean {
  return ["1", "true", "on", "yes"].includes((value ?? "").trim().toLowerCase());
}

/**
 * Reads the dates and budget of a page's URL ({@link DATE_PARAMS}). Never fails: a date that is not `YYYY-MM-DD`, not
 * a real day, past or more than three years ahead is left out with a note saying which (docs/product/public-area.md#dates-and-budget,
 * refused dates); an unknown event type is dropped with a note and its date kept; past {@link MAX_SEARCH_DATES}
 * entries the rest are ignored with a note; a `maxPrice` that is not a whole number of pounds (or is 0) is ignored
 * with a note, and one above {@link MAX_BUDGET_POUNDS} read as it with a note. Input: the URL's parameters and the UK
 * day today. Output: {@link DatesAndBudget} and the notes to show.
 */
export function parseDatesAndBudget(params: URLSearchParams, today: string): { value: DatesAndBudget; notes: string[] } {
  const notes = new Set<string>();
  const entries = readDateEntries(params, today);
  if (entries.length > MAX_SEARCH_DATES) notes.add(DATE_NOTES.tooMany);
  const value = noDatesOrBudget();
  for (const entry of entries.slice(0, MAX_SEARCH_DATES)) {
    if (entry.problem) {
      notes.add(dateProblemNote({ text: entry.text, problem: entry.problem }));
      continue;
    }
    if (entry.unknownEventType) notes.add(DATE_NOTES.eventType);
    if (!value.dates.includes(entry.day)) value.dates.push(entry.day);
    if (entry.eventType && !value.dateEventTypes[entry.day]) value.dateEventTypes[entry.day] = entry.eventType;
  }
  value.dates.sort();
  value.dateMode = params.get(DATE_PARAMS.dateMode)?.trim().toLowerCase() === "any" ? "any" : "all";
  const rawBudget = params.get(DATE_PARAMS.maxPrice)?.trim() ?? "";
  if (rawBudget !== "") {
    const pounds = budgetPounds(rawBudget);
    if (pounds === null || pounds < 1) notes.add(DATE_NOTES.budget);
    else {
      if (pounds > MAX_BUDGET_POUNDS) notes.add(DATE_NOTES.budgetCapped);
      value.maxPricePence = Math.min(pounds, MAX_BUDGET_POUNDS) * 100;
    }
  }
  value.includeUnpriced = isYes(params.get(DATE_PARAMS.includeUnpriced));
  return { value, notes: [...notes] };
}

/**
 * The URL parameters of dates and a budget, the inverse of {@link parseDatesAndBudget}: `dates`, `dateMode=any` (with
 * dates), `maxPrice` in whole pounds (rounded down) and `includeUnpriced=1` (with a budget). With `base`, its other
 * parameters are kept, these replaced and `page` dropped. Input: the values, optionally the current parameters.
 * Output: new parameters (`base` is not changed).
 */
export function datesAndBudgetParams(value: Partial<DatesAndBudget>, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const own = new Set<string>([...Object.values(DATE_PARAMS), "page"]);
  for (const [name, current] of base ?? []) if (!own.has(name)) params.append(name, current);
  const dates = value.dates ?? [];
  if (dates.length > 0) params.set(DATE_PARAMS.dates, datesParam(dates, value.dateEventTypes));
  if (dates.length > 0 && value.dateMode === "any") params.set(DATE_PARAMS.dateMode, "any");
  if (value.maxPricePence != null) {
    params.set(DATE_PARAMS.maxPrice, String(Math.floor(value.maxPricePence / 100)));
    if (value.includeUnpriced) params.set(DATE_PARAMS.includeUnpriced, "1");
  }
  return params;
}

/** Only the dates of a list, as a query string for the links that carry them ("?dates=2027-08-12"), or "" without. */
export function datesQuery(value: Pick<DatesAndBudget, "dates" | "dateEventTypes" | "dateMode">): string {
  const params = datesAndBudgetParams({ dates: value.dates, dateEventTypes: value.dateEventTypes, dateMode: value.dateMode });
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A budget as chips show it: 'Up to £800'. */
export function budgetLabel(pence: number): string {
  return `Up to ${formatPrice(pence)}`;
}
