import { budgetLabel, datesAndBudgetParams, formatDayWithYear, type DatesAndBudget } from "~/modules/search/dates-and-budget";
import type { QueryChip } from "~/modules/search/query-chips";

// The applied-filter chips of a link's dates and budget (docs/product/public-area.md#dates-and-budget: "shown as chips the
// couple can remove"; decision 067), beside those of the attribute filters. Shared by the search, category and city pages.

/** A date's chip label: 'Available 14 Aug 2027', with its event type when given: 'Available 12 Aug 2027 (Mehndi)'. */
export function dateChipLabel(day: string, eventType: string | undefined): string {
  return `Available ${formatDayWithYear(day)}${eventType ? ` (${eventType})` : ""}`;
}

/**
 * The chips of the dates and budget a list's address gives: one per date, 'Free on any of the dates' in 'any' mode
 * (removing it asks for every date), the budget ('Up to £800') and 'Including vendors without prices'. Each leads to the
 * same address without it, the page dropped. Input: the path, the current query string, the values read from it
 * (`parseDatesAndBudget`). Output: the chips in that order; none without dates or budget. Pure.
 */
export function dateAndBudgetChips(pathname: string, search: string, value: DatesAndBudget): QueryChip[] {
  const base = new URLSearchParams(search);
  const href = (changed: Partial<DatesAndBudget>) => {
    const query = datesAndBudgetParams({ ...value, ...changed }, base).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const chips: QueryChip[] = value.dates.map((day) => ({
    label: dateChipLabel(day, value.dateEventTypes[day]),
    href: href({ dates: value.dates.filter((other) => other !== day) }),
    ...(value.dates.length === 1 ? { forgetsDates: true } : {}),
  }));
  if (value.dates.length > 1 && value.dateMode === "any") chips.push({ label: "Free on any of the dates", href: href({ dateMode: "all" }) });
  if (value.maxPricePence !== null) {
    chips.push({ label: budgetLabel(value.maxPricePence), href: href({ maxPricePence: null, includeUnpriced: false }) });
    if (value.includeUnpriced) chips.push({ label: "Including vendors without prices", href: href({ includeUnpriced: false }) });
  }
  return chips;
}
