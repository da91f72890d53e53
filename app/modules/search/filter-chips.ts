import { EVENT_TYPES, type EventType } from "~/modules/enquiries/enquiry-rules";
import { FACET_KEYS, FACETS, VENDOR_LANGUAGES, type FacetKey, type VendorLanguage } from "~/modules/search/attribute-facets";
import type { AppliedWords } from "~/modules/search/date-budget-words";
import { appliedFilters, emptyFacetSelection, facetSearchParams, hasFacetFilters, type FacetSelection } from "~/modules/search/facet-params";
import type { QueryChip } from "~/modules/search/query-chips";

// The filter chips beside a result list (docs/product/public-area.md#filters, "Filter chips with counts … combinable, kept in the URL";
// decision 027): which to offer, with what count, and where each leads. Used by the search, category and city pages'
// loaders, which send the chips ready to show ({@link filterLinks}); the browser imports only the types (decision 076).

/** Guest numbers the capacity chips offer. */
export const CAPACITY_STEPS = [100, 250, 500, 1000] as const;

/** How many listed vendors have each attribute: the shape `facetCounts` (facets.server.ts) returns, without its timing. */
export type AttributeCounts = {
  total: number;
  facets: Record<FacetKey, number>;
  eventTypes: Record<EventType, number>;
  languages: Record<VendorLanguage, number>;
  capacityAtLeast: Record<(typeof CAPACITY_STEPS)[number], number>;
};

type Group = "facet" | "minCapacity" | "event" | "language";

/** One chip: what it filters, its label, how many listed vendors have it, and whether it is applied. */
export type FilterOption = { group: Group; value: string; label: string; count: number; selected: boolean };

/** The chips of one group, under its heading. */
export type FilterGroup = { group: Group; label: string; options: FilterOption[] };

const GROUP_LABELS: Record<Group, string> = { facet: "Features", minCapacity: "Guests", event: "Events", language: "Languages" };

/**
 * The chips to offer for a list (docs/product/public-area.md#filters): per group (features, guests, events, languages), the values at least
 * one listed vendor has, and every applied one whatever its count, so it can be removed. Empty groups are left out:
 * a category page for make-up artists offers no guest numbers. 'Other' is not an event a couple looks for.
 * Attributes the search words already named (`named`, e.g. "halal" in "halal caterer") are not offered again: their
 * own chips remove them, and a guest number in the words leaves the guest chips out.
 * Input: the list's counts (which already reflect the applied filters), the applied filters, the attributes named.
 * Output: groups in the order above, values in list order. Pure.
 */
export function filterGroups(counts: AttributeCounts, selection: FacetSelection, named: readonly AppliedWords[] = []): FilterGroup[] {
  const option = (group: Group, value: string, label: string, count: number, selected: boolean): FilterOption[] =>
    count > 0 || selected ? [{ group, value, label, count, selected }] : [];
  const steps: number[] = [...CAPACITY_STEPS];
  if (selection.minCapacity !== null && !steps.includes(selection.minCapacity)) steps.push(selection.minCapacity);
  const groups: FilterGroup[] = [
    {
      group: "facet",
      label: GROUP_LABELS.facet,
      options: FACET_KEYS.flatMap((key) => option("facet", key, FACETS[key].label, counts.facets[key], selection.facets.includes(key))),
    },
    {
      group: "minCapacity",
      label: GROUP_LABELS.minCapacity,
      options: steps
        .sort((a, b) => a - b)
        .flatMap((step) => {
          const selected = selection.minCapacity === step;
          // An applied number that is not a step counts every listed vendor: the list is already filtered by it.
          const count = selected ? counts.total : (counts.capacityAtLeast[step as (typeof CAPACITY_STEPS)[number]] ?? 0);
          return option("minCapacity", String(step), `${step.toLocaleString("en-GB")}+ guests`, count, selected);
        }),
    },
    {
      group: "event",
      label: GROUP_LABELS.event,
      options: EVENT_TYPES.filter((type) => type !== "Other").flatMap((type) =>
        option("event", type, type, counts.eventTypes[type], selection.eventTypes.includes(type)),
      ),
    },
    {
      group: "language",
      label: GROUP_LABELS.language,
      options: VENDOR_LANGUAGES.flatMap((name) => option("language", name, name, counts.languages[name], selection.languages.includes(name))),
    },
  ];
  const isNamed = (option: FilterOption) =>
    named.some((match) =>
      option.group === "facet" ? "facet" in match && match.facet === option.value
      : option.group === "event" ? "eventType" in match && match.eventType === option.value
      : option.group === "minCapacity" && "minCapacity" in match && !option.selected,
    );
  return groups
    .map((group) => ({ ...group, options: group.options.filter((option) => !isNamed(option)) }))
    .filter((group) => group.options.length > 0);
}

/**
 * The filters with one chip pressed: an applied chip is removed, another added (a guest number replaces the
 * previous one). Input: the applied filters and the chip. Output: new filters (the input is not changed).
 */
export function toggleFilter(selection: FacetSelection, option: Pick<FilterOption, "group" | "value" | "selected">): FacetSelection {
  const toggled = <T extends string>(list: T[], value: T) => (option.selected ? list.filter((item) => item !== value) : [...list, value]);
  switch (option.group) {
    case "facet":
      return { ...selection, facets: toggled(selection.facets, option.value as FacetKey) };
    case "event":
      return { ...selection, eventTypes: toggled(selection.eventTypes, option.value as EventType) };
    case "language":
      return { ...selection, languages: toggled(selection.languages, option.value as VendorLanguage) };
    case "minCapacity":
      return { ...selection, minCapacity: option.selected ? null : Number(option.value) };
  }
}

/**
 * The address of a list with other filters: `pathname` and the current query string with the filter parameters
 * replaced and `page` dropped (a new filter starts at page 1). Input: the path, the current query string (with or
 * without "?"), the new filters. Output: "/category/catering?facet=halal".
 */
export function filterHref(pathname: string, search: string, selection: FacetSelection): string {
  const query = facetSearchParams(selection, new URLSearchParams(search)).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A chip that adds a filter to the list: its label, how many listed vendors have it, and the list's address with it. */
export type OfferedChip = { label: string; count: number; href: string };

/** The chips of a list as the page shows them, labels and addresses made: what `FilterChips` renders. */
export type FilterLinks = {
  /** The applied filters, each a link that removes it: the `queryChips` first, then the attribute filters'. */
  applied: QueryChip[];
  /** 'Clear filters': the list without its attribute filters; null when none is applied. */
  clearHref: string | null;
  /** The groups with a chip to add (the applied ones left out), each with its heading. */
  offered: { label: string; options: OfferedChip[] }[];
};

/**
 * The chips beside a list, ready to show (docs/product/public-area.md#filters; decision 027): the applied filters
 * ('Halal', 'For 400+ guests', 'Walima', 'Speaks Urdu') after `queryChips` (the link's dates and budget, the attributes
 * the words named), each leading to the list without it; 'Clear filters' when an attribute filter is applied; and per
 * group of `groups` the chips not yet applied, each leading to the list with it. Addresses are `pathname` with the
 * current query string `search` (with or without "?"), the filter parameters replaced and the page dropped, as
 * {@link filterHref} writes them. Built by the loaders, so the parsers and labels stay on the server (decision 076).
 * Input: the path, the query string, the groups ({@link filterGroups}), the applied filters, the query chips.
 * Output: {@link FilterLinks}. Pure.
 */
export function filterLinks(pathname: string, search: string, groups: FilterGroup[], selection: FacetSelection, queryChips: QueryChip[] = []): FilterLinks {
  const href = (next: FacetSelection) => filterHref(pathname, search, next);
  return {
    applied: [...queryChips, ...appliedFilters(selection).map((chip) => ({ label: chip.label, href: href(chip.without) }))],
    clearHref: hasFacetFilters(selection) ? href(emptyFacetSelection()) : null,
    offered: groups
      .map((group) => ({
        label: group.label,
        options: group.options.filter((option) => !option.selected).map((option) => ({ label: option.label, count: option.count, href: href(toggleFilter(selection, option)) })),
      }))
      .filter((group) => group.options.length > 0),
  };
}

// Joining words left dangling once the attribute after them is gone: "photographer for nikah" → "photographer".
const DANGLING = /(?:^|\s)(?:for|with|and|that|who|offering|has|have|a|an|the)(?:\s+(?:for|with|and|a|an|the))*\s*$/i;

/**
 * A query without one attribute it named, for the chip that removes it (docs/product/public-area.md#filters: "shown as an applied filter
 * chip the couple can remove"): the words as typed taken out once (any case), a joining word left dangling before
 * them ("for", "with", "and"…) too, spaces collapsed. Input: the query and the attribute's words as typed
 * ("Halal", "for 1,000 guests"). Output: "halal caterer in Bradford" without "halal" → "caterer in Bradford". Pure.
 */
export function queryWithoutAttribute(query: string, words: string): string {
  const at = query.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0 || words.trim() === "") return query;
  const before = query.slice(0, at).replace(DANGLING, "");
  return `${before} ${query.slice(at + words.length)}`.replace(/\s+/g, " ").replace(/^[\s,;:&+-]+|[\s,;:&+-]+$/g, "");
}
