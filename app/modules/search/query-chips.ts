import { FACETS } from "~/modules/search/attribute-facets";
import type { AppliedWords } from "~/modules/search/date-budget-words";
import { budgetLabel, formatDayWithYear } from "~/modules/search/dates-and-budget";
import { queryWithoutAttribute } from "~/modules/search/filter-chips";

/**
 * A chip of a filter applied from the search words or the link's dates and budget: its label and the address of the
 * same list without it; `forgetsDates` when following it leaves the list without dates (the remembered dates go too).
 */
export type QueryChip = { label: string; href: string; forgetsDates?: boolean };

/**
 * A chip's label: the facet's ('Halal'), 'For 1,000+ guests', the event type ('Walima'), 'Available 14 Aug 2027'
 * for a date, 'Up to £500' for a budget (docs/product/public-area.md#dates-and-budget).
 */
export function attributeLabel(match: AppliedWords): string {
  if ("facet" in match) return FACETS[match.facet].label;
  if ("minCapacity" in match) return `For ${match.minCapacity.toLocaleString("en-GB")}+ guests`;
  if ("date" in match) return `Available ${formatDayWithYear(match.date)}`;
  if ("maxPricePence" in match) return budgetLabel(match.maxPricePence);
  return match.eventType;
}

/**
 * The chips of the attributes a search's words named (docs/product/public-area.md#filters: "shown as an applied filter chip the couple can
 * remove"; decision 027): per attribute, date or budget, its label and the address of the same search, the page
 * dropped, with `q` without its words ("halal caterer" → "caterer", "venue under £500" → "venue"). Input: the search page's URL and the attributes applied
 * (`SearchResult.applied`). Output: one chip per attribute, in the query's order, each label once. Pure.
 */
export function queryChips(url: URL, applied: readonly AppliedWords[]): QueryChip[] {
  const chips = new Map<string, QueryChip>();
  for (const match of applied) {
    const label = attributeLabel(match);
    if (chips.has(label)) continue;
    const params = new URLSearchParams(url.search);
    params.delete("page");
    const query = queryWithoutAttribute(params.get("q") ?? "", match.text);
    if (query) params.set("q", query);
    else params.delete("q");
    const search = params.toString();
    chips.set(label, { label, href: search ? `${url.pathname}?${search}` : url.pathname });
  }
  return [...chips.values()];
}
