import { dayProblem } from "~/modules/availability/availability-dates";
import { EVENT_TYPES } from "~/modules/enquiries/event-types";
import { datesParam, MAX_SEARCH_DATES } from "~/modules/search/date-budget-fields";
import type { DatesAndBudget } from "~/modules/search/dates-and-budget";

// The couple's event dates remembered in the browser tab (docs/product/public-area.md#dates-and-budget, "kept while
// browsing"; decision 067): sessionStorage, not a cookie, so every page stays the same for everyone and the page cache
// keeps serving it. The address carries the dates the page was asked for; this only offers them again where a form or
// a list has none. Browser-only: on the server (no sessionStorage) nothing is remembered.

const KEY = "shaadi-vendors:event-dates";

/** The remembered dates, as the `dates` parameter writes them ("2027-08-12:Mehndi,2027-08-14"). */
export type RememberedDates = Pick<DatesAndBudget, "dates" | "dateEventTypes">;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    // Storage refused (privacy settings): nothing is remembered.
    return undefined;
  }
}

/** Remembers the dates for the rest of the tab's visit; no dates forgets them. */
export function rememberEventDates(value: RememberedDates): void {
  try {
    const text = datesParam(value.dates, value.dateEventTypes);
    if (text) storage()?.setItem(KEY, text);
    else storage()?.removeItem(KEY);
  } catch {
    // A full or refused storage only means the dates are not offered again.
  }
}

/** Forgets the remembered dates (the couple removed the last one). */
export function forgetEventDates(): void {
  rememberEventDates({ dates: [], dateEventTypes: {} });
}

/** The remembered dates as stored ("2027-08-12:Mehndi,2027-08-14"), or null; a stable value for `useSyncExternalStore`. */
export function storedEventDates(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Remembered dates (as {@link storedEventDates} gives them) still ahead on UK day `today` (days since past are
 * dropped), or null when none are. Input: the stored text and today, `YYYY-MM-DD`. Output: the dates and event types.
 * Read as `parseDatesAndBudget` reads a `dates` parameter (the first {@link MAX_SEARCH_DATES} entries; days that are
 * not real, past or more than three years ahead left out; an event type not in the list dropped, its day kept; each
 * day once with its first event type; sorted), by a reader of its own so that the parser stays on the server
 * (decision 076): the stored text is the one {@link rememberEventDates} wrote, its event types spelt as the list's
 * (read in any case).
 */
export function rememberedEventDates(stored: string | null, today: string): RememberedDates | null {
  const value: RememberedDates = { dates: [], dateEventTypes: {} };
  const entries = (stored ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries.slice(0, MAX_SEARCH_DATES)) {
    const colon = entry.indexOf(":");
    const day = colon < 0 ? entry : entry.slice(0, colon);
    if (dayProblem(day, today)) continue;
    if (!value.dates.includes(day)) value.dates.push(day);
    const typed = colon < 0 ? "" : entry.slice(colon + 1).trim().toLowerCase();
    const eventType = EVENT_TYPES.find((type) => type.toLowerCase() === typed);
    if (eventType && !value.dateEventTypes[day]) value.dateEventTypes[day] = eventType;
  }
  value.dates.sort();
  return value.dates.length > 0 ? value : null;
}
