import { dateAndBudgetChips } from "~/modules/search/date-budget-chips";
import type { DatesAndBudget } from "~/modules/search/dates-and-budget";
import { appliedFilters, type FacetSelection } from "~/modules/search/facet-params";

/**
 * How many filters a list has applied, for the phone's 'Filters (2)' button (decision 070): one per applied attribute
 * chip, one per date-and-budget chip (each date, 'any of the dates', the budget, 'including vendors without prices'),
 * and one per `chosen` select that has a value (search: category and price; category page: the location). Sort and
 * radius order or widen the list rather than filter it, so they do not count. Pure.
 */
export function activeFilterCount(selection: FacetSelection, datesAndBudget: DatesAndBudget, chosen: readonly (string | null | undefined)[]): number {
  return appliedFilters(selection).length + dateAndBudgetChips("", "", datesAndBudget).length + chosen.filter(Boolean).length;
}

/**
 * The address of a list without its filters, for 'Clear filters' in the phone's filter sheet (decision 070): the
 * same path with only the `keep` parameters of `search` (e.g. the words, place and sort of a search), the page
 * dropped with the rest. Input: a path and a query string with or without its '?'. Output: a path with a query
 * string, or the bare path when nothing is kept. Pure.
 */
export function withoutFilters(pathname: string, search: string, keep: readonly string[]): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const name of keep) for (const value of current.getAll(name)) next.append(name, value);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
