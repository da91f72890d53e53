import { FACETS, type AttributeMatch } from "~/modules/search/attribute-words";
import { queryWithoutAttribute } from "~/modules/search/filter-chips";

/** The chip of an attribute the search words named: its label and the address of the search without those words. */
export type QueryChip = { label: string; href: string };

/** A chip's label: the facet's ('Halal'), 'For 1,000+ guests', or the event type ('Walima'). */
export function attributeLabel(match: AttributeMatch): string {
  if ("facet" in match) return FACETS[match.facet].label;
  if ("minCapacity" in match) return `For ${match.minCapacity.toLocaleString("en-GB")}+ guests`;
  return match.eventType;
}

/**
 * The chips of the attributes a search's words named (docs/product/public-area.md#filters: "shown as an applied filter chip the couple can
 * remove"; decision 027): per attribute, its label and the address of the same search, the page dropped, with `q`
 * without its words ("halal caterer" → "caterer"). Input: the search page's URL and the attributes applied
 * (`SearchResult.applied`). Output: one chip per attribute, in the query's order, each label once. Pure.
 */
export function queryChips(url: URL, applied: readonly AttributeMatch[]): QueryChip[] {
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
