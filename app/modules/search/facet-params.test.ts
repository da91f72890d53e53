import { describe, expect, it } from "vitest";
import {
  appliedFilters,
  emptyFacetSelection,
  FACET_NOTES,
  facetSearchParams,
  hasFacetFilters,
  MAX_FILTER_VALUES,
  parseFacetParams,
  type FacetSelection,
} from "~/modules/search/facet-params";

const parse = (query: string) => parseFacetParams(new URLSearchParams(query));

describe("reading attribute filters from a URL", () => {
  it("reads the documented parameters, in list order, each once", () => {
    expect(parse("facet=female&facet=halal&facet=halal&minCapacity=400&event=Walima&event=nikah&language=urdu&language=Punjabi")).toEqual({
      selection: { facets: ["halal", "female"], minCapacity: 400, eventTypes: ["Nikah", "Walima"], languages: ["Urdu", "Punjabi"] },
      notes: [],
    });
  });

  it("reads comma-separated values and event names written as slugs", () => {
    expect(parse("facet=halal,prayer-room&event=anand-karaj").selection).toMatchObject({
      facets: ["halal", "prayer-room"],
      eventTypes: ["Anand Karaj"],
    });
  });

  it("gives no filter and no note for a URL without them", () => {
    expect(parse("q=caterer&location=Bradford&page=2")).toEqual({ selection: emptyFacetSelection(), notes: [] });
    expect(parse("facet=&minCapacity=").notes).toEqual([]);
  });

  it("ignores unknown names and values, saying so once for the values", () => {
    const { selection, notes } = parse("facets=halal&colour=red&facet=unicorn&facet=constructor&event=Party&language=Klingon&facet=jain");
    expect(selection).toEqual({ ...emptyFacetSelection(), facets: ["jain"] });
    expect(notes).toEqual([FACET_NOTES.unknown]);
  });

  it("applies at most 20 values of 30, in URL order, and says so", () => {
    const query = Array.from({ length: 30 }, (_, i) => (i < 25 ? "facet=halal" : "facet=jain")).join("&");
    const { selection, notes } = parse(query);
    expect(selection.facets).toEqual(["halal"]);
    expect(notes).toEqual([FACET_NOTES.tooMany]);
    expect(MAX_FILTER_VALUES).toBe(20);
  });

  it.each([
    ["10000000", 10_000, [FACET_NOTES.capacityCapped]],
    ["99999999999999999999", 10_000, [FACET_NOTES.capacityCapped]],
    ["1,000", 1000, []],
    ["0", null, [FACET_NOTES.capacity]],
    ["-5", null, [FACET_NOTES.capacity]],
    ["4.5", null, [FACET_NOTES.capacity]],
    ["lots", null, [FACET_NOTES.capacity]],
    ["1e3", null, [FACET_NOTES.capacity]],
  ])("reads minCapacity=%s as %s", (value, minCapacity, notes) => {
    expect(parse(`minCapacity=${encodeURIComponent(value)}`)).toEqual({ selection: { ...emptyFacetSelection(), minCapacity }, notes });
  });
});

describe("writing attribute filters to a URL", () => {
  const selection: FacetSelection = { facets: ["female", "halal"], minCapacity: 400, eventTypes: ["Walima"], languages: ["Urdu"] };

  it("writes the documented parameters, read back as they were", () => {
    const params = facetSearchParams(selection);
    expect(params.toString()).toBe("facet=halal&facet=female&minCapacity=400&event=Walima&language=Urdu");
    expect(parseFacetParams(params).selection).toEqual({ ...selection, facets: ["halal", "female"] });
  });

  it("keeps the page's other parameters, replaces its filters and starts again at page 1", () => {
    const base = new URLSearchParams("q=caterer&facet=jain&page=3&location=Bradford&event=Nikah");
    expect(facetSearchParams(selection, base).toString()).toBe(
      "q=caterer&location=Bradford&facet=halal&facet=female&minCapacity=400&event=Walima&language=Urdu",
    );
    expect(base.get("page")).toBe("3");
  });

  it("lists applied filters as chips that remove themselves", () => {
    const chips = appliedFilters(selection);
    expect(chips.map((chip) => chip.label)).toEqual(["Female-only team", "Halal", "For 400+ guests", "Walima", "Speaks Urdu"]);
    expect(chips[1]!.without).toEqual({ ...selection, facets: ["female"] });
    expect(chips[2]!.without.minCapacity).toBeNull();
    expect(hasFacetFilters(chips.reduce((current, chip) => appliedFilters(current).find((c) => c.id === chip.id)!.without, selection))).toBe(false);
    expect(hasFacetFilters(selection)).toBe(true);
  });
});
