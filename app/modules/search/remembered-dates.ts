import { DATE_PARAMS, datesParam, parseDatesAndBudget, type DatesAndBudget } from "~/modules/search/dates-and-budget";

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
 */
export function rememberedEventDates(stored: string | null, today: string): RememberedDates | null {
  if (!stored) return null;
  const { value } = parseDatesAndBudget(new URLSearchParams({ [DATE_PARAMS.dates]: stored }), today);
  return value.dates.length > 0 ? { dates: value.dates, dateEventTypes: value.dateEventTypes } : null;
}
