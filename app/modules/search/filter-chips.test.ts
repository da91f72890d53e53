import { describe, expect, it } from "vitest";
import { emptyFacetSelection, parseFacetParams } from "~/modules/search/facet-params";
import { filterGroups, filterHref, filterLinks, queryWithoutAttribute, toggleFilter, type AttributeCounts } from "~/modules/search/filter-chips";
import { FACET_KEYS, VENDOR_LANGUAGES } from "~/modules/search/attribute-facets";
import { EVENT_TYPES } from "~/modules/enquiries/enquiry-form";

function counts(overrides: Partial<{ facets: Record<string, number>; events: Record<string, number>; languages: Record<string, number>; capacity: Record<number, number> }> = {}, total = 20): AttributeCounts {
  const zero = <T extends string>(keys: readonly T[], given: Record<string, number> = {}) =>
    Object.fromEntries(keys.map((key) => [key, given[key] ?? 0])) as Record<T, number>;
  return {
    total,
    facets: zero(FACET_KEYS, overrides.facets),
    eventTypes: zero(EVENT_TYPES, overrides.events),
    languages: zero(VENDOR_LANGUAGES, overrides.languages),
    capacityAtLeast: { 100: 0, 250: 0, 500: 0, 1000: 0, ...overrides.capacity },
  };
}

describe("filterGroups", () => {
  it("offers only what some listed vendor has, with its count, grouped and in list order", () => {
    const groups = filterGroups(counts({ facets: { halal: 7, female: 2 }, capacity: { 100: 9, 500: 3 }, events: { Walima: 4, Other: 6 }, languages: { Urdu: 5 } }), emptyFacetSelection());
    expect(groups.map((group) => group.label)).toEqual(["Features", "Guests", "Events", "Languages"]);
    expect(groups[0]!.options.map((option) => [option.label, option.count])).toEqual([["Halal", 7], ["Female-only team", 2]]);
    expect(groups[1]!.options.map((option) => option.label)).toEqual(["100+ guests", "500+ guests"]);
    // 'Other' is not an event a couple filters by.
    expect(groups[2]!.options.map((option) => option.value)).toEqual(["Walima"]);
    expect(groups[3]!.options).toEqual([{ group: "language", value: "Urdu", label: "Urdu", count: 5, selected: false }]);
  });

  it("keeps an applied filter offered whatever its count, so it can be removed, and leaves empty groups out", () => {
    const { selection } = parseFacetParams(new URLSearchParams("facet=drone&minCapacity=400"));
    const groups = filterGroups(counts({}, 0), selection);
    expect(groups.map((group) => group.group)).toEqual(["facet", "minCapacity"]);
    expect(groups[0]!.options).toEqual([{ group: "facet", value: "drone", label: "Drone filming", count: 0, selected: true }]);
    expect(groups[1]!.options).toEqual([{ group: "minCapacity", value: "400", label: "400+ guests", count: 0, selected: true }]);
  });
});

describe("toggleFilter and filterHref", () => {
  it("adds a chip, removes an applied one, and replaces the guest number", () => {
    const none = emptyFacetSelection();
    const halal = toggleFilter(none, { group: "facet", value: "halal", selected: false });
    expect(halal.facets).toEqual(["halal"]);
    expect(toggleFilter(halal, { group: "facet", value: "halal", selected: true }).facets).toEqual([]);
    const fiveHundred = toggleFilter(halal, { group: "minCapacity", value: "500", selected: false });
    expect(toggleFilter(fiveHundred, { group: "minCapacity", value: "1000", selected: false }).minCapacity).toBe(1000);
    expect(toggleFilter(none, { group: "language", value: "Urdu", selected: false }).languages).toEqual(["Urdu"]);
    expect(toggleFilter(none, { group: "event", value: "Nikah", selected: false }).eventTypes).toEqual(["Nikah"]);
  });

  it("keeps the other parameters, drops the page and writes the filters the one way", () => {
    const selection = { ...emptyFacetSelection(), facets: ["halal" as const] };
    expect(filterHref("/search", "?q=caterer&location=Bradford&page=3&facet=female", selection)).toBe("/search?q=caterer&location=Bradford&facet=halal");
    expect(filterHref("/category/catering", "", emptyFacetSelection())).toBe("/category/catering");
  });
});

describe("filterLinks", () => {
  const search = "?q=caterer&facet=halal&minCapacity=250&language=Urdu&page=2";
  const { selection } = parseFacetParams(new URLSearchParams(search));
  const groups = filterGroups(counts({ facets: { halal: 4, female: 2 }, capacity: { 250: 4, 500: 1 }, languages: { Urdu: 4, Hindi: 1 } }), selection);

  it("makes the applied chips after the query's, each leading to the list without it, and 'Clear filters'", () => {
    const dateChip = { label: "Available 12 Aug 2027", href: "/search?q=caterer", forgetsDates: true };
    const links = filterLinks("/search", search, groups, selection, [dateChip]);
    expect(links.applied).toEqual([
      dateChip,
      { label: "Halal", href: "/search?q=caterer&minCapacity=250&language=Urdu" },
      { label: "For 250+ guests", href: "/search?q=caterer&facet=halal&language=Urdu" },
      { label: "Speaks Urdu", href: "/search?q=caterer&facet=halal&minCapacity=250" },
    ]);
    expect(links.clearHref).toBe("/search?q=caterer");
  });

  it("offers the chips not applied, each leading to the list with it, and leaves out groups with none", () => {
    const links = filterLinks("/search", search, groups, selection);
    expect(links.offered).toEqual([
      { label: "Features", options: [{ label: "Female-only team", count: 2, href: "/search?q=caterer&facet=halal&facet=female&minCapacity=250&language=Urdu" }] },
      { label: "Guests", options: [{ label: "500+ guests", count: 1, href: "/search?q=caterer&facet=halal&minCapacity=500&language=Urdu" }] },
      { label: "Languages", options: [{ label: "Hindi", count: 1, href: "/search?q=caterer&facet=halal&minCapacity=250&language=Urdu&language=Hindi" }] },
    ]);
  });

  it("has no 'Clear filters' without an attribute filter", () => {
    expect(filterLinks("/category/catering", "", [], emptyFacetSelection())).toEqual({ applied: [], clearHref: null, offered: [] });
  });
});

describe("queryWithoutAttribute", () => {
  it.each([
    ["halal caterer in Bradford", "halal", "caterer in Bradford"],
    ["caterer for 1000 guests", "for 1000 guests", "caterer"],
    ["photographer for nikah", "nikah", "photographer"],
    ["venue with prayer room in Leicester", "prayer room", "venue in Leicester"],
    ["Lady Photographer", "lady", "Photographer"],
    ["halal", "halal", ""],
  ])("takes %j without %j to %j", (query, words, expected) => {
    expect(queryWithoutAttribute(query, words)).toBe(expected);
  });

  it("leaves a query that does not hold the words as it is", () => {
    expect(queryWithoutAttribute("photographer", "halal")).toBe("photographer");
  });
});

describe("filterGroups and the words of the search", () => {
  it("does not offer again what the search words already named", () => {
    const named = [{ text: "halal", facet: "halal" as const }, { text: "for 500 guests", minCapacity: 500 }];
    const groups = filterGroups(counts({ facets: { halal: 7, female: 2 }, capacity: { 100: 9, 500: 7 } }), emptyFacetSelection(), named);
    expect(groups.map((group) => group.group)).toEqual(["facet"]);
    expect(groups[0]!.options.map((option) => option.value)).toEqual(["female"]);
  });
});
