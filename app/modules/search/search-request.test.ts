import { describe, expect, it } from "vitest";
import { buildSearchHref } from "~/modules/search/search-href";
import {
  cleanSearchText,
  DEFAULT_RADIUS_KM,
  emptyResultsTitle,
  makeSearchRequest,
  MAX_SEARCH_OFFSET,
  MAX_SEARCH_PAGE,
  MAX_SEARCH_TEXT,
  nearestRadius,
  PAGE_NOT_FOUND_MESSAGE,
  pageCountFor,
  pageNotFound,
  parsePageNumber,
  parseSearchParams,
  RESULTS_PER_PAGE,
  SEARCH_RADII_KM,
  SEARCH_RESULT_LIMIT,
} from "~/modules/search/search-request";

const parse = (params: Record<string, string>) => parseSearchParams(new URLSearchParams(params));

describe("parseSearchParams", () => {
  it("defaults to an empty relevance search within 50 km, the first page of 24 results", () => {
    expect(parse({})).toEqual({
      query: "",
      location: "",
      coordinates: null,
      radiusKm: 50,
      sort: "relevance",
      categorySlug: null,
      priceRange: null,
      filters: { facets: [], minCapacity: null, eventTypes: [], languages: [] },
      dates: [],
      dateEventTypes: {},
      dateMode: "all",
      maxPricePence: null,
      includeUnpriced: false,
      limit: 24,
      offset: 0,
      notes: [],
    });
    expect(RESULTS_PER_PAGE).toBe(24);
    expect(SEARCH_RESULT_LIMIT).toBe(50);
    expect(DEFAULT_RADIUS_KM).toBe(50);
    expect(SEARCH_RADII_KM).toEqual([10, 25, 50, 100]);
    expect(makeSearchRequest()).toEqual(parse({}));
  });

  it("trims text and collapses inner whitespace", () => {
    expect(parse({ q: "  bridal   makeup \t ", location: "\n Leeds  " })).toMatchObject({
      query: "bridal makeup",
      location: "Leeds",
    });
  });

  it("cuts queries of 500 and more characters to 200", () => {
    const request = parse({ q: "mehndi ".repeat(100), location: "Leicester ".repeat(60) });
    expect(request.query).toHaveLength(MAX_SEARCH_TEXT);
    expect(request.query.startsWith("mehndi mehndi")).toBe(true);
    expect(request.location.length).toBeLessThanOrEqual(MAX_SEARCH_TEXT);
  });

  it("never cuts an emoji in half", () => {
    const query = parse({ q: `a${"💍".repeat(300)}` }).query;
    expect(query).toBe(`a${"💍".repeat(99)}`);
    expect(query.isWellFormed()).toBe(true);
    expect(() => encodeURIComponent(query)).not.toThrow();
    expect(cleanSearchText("💍".repeat(150))).toBe("💍".repeat(100));
  });

  it("cuts text to 200 characters and never ends on a space", () => {
    expect(MAX_SEARCH_TEXT).toBe(200);
    expect(parse({ q: "a".repeat(5000) }).query).toBe("a".repeat(200));
    expect(parse({ location: "b".repeat(250) }).location).toBe("b".repeat(200));
    const withSpace = parse({ q: `${"c".repeat(199)} dddd` }).query;
    expect(withSpace).toBe("c".repeat(199));
  });

  it("replaces control characters with spaces", () => {
    expect(parse({ q: "mehndi\u0000artist\u0007s\u001b\u007f", location: "Bir\u0008mingham" })).toMatchObject({
      query: "mehndi artist s",
      location: "Bir mingham",
    });
    expect(parse({ q: "\u0000\u0001\u001f" }).query).toBe("");
  });

  it("keeps other punctuation and non-Latin letters as typed", () => {
    expect(parse({ q: "100% <b>mehndi</b> — ਮਹਿੰਦੀ" }).query).toBe("100% <b>mehndi</b> — ਮਹਿੰਦੀ");
  });

  it("keeps the spec's radii and turns any other number into the nearest allowed, with a note", () => {
    for (const radius of SEARCH_RADII_KM) {
      expect(parse({ radius: String(radius) })).toMatchObject({ radiusKm: radius, notes: [] });
    }
    expect(parse({ radius: "30" })).toMatchObject({ radiusKm: 25, notes: ["Radius set to 25 km, the nearest option."] });
    expect(parse({ radius: "40" }).radiusKm).toBe(50);
    expect(parse({ radius: "5" }).radiusKm).toBe(10);
    expect(parse({ radius: "-20" }).radiusKm).toBe(10);
    expect(parse({ radius: "99999" }).radiusKm).toBe(100);
    expect(parse({ radius: "37.5" }).radiusKm).toBe(50);
  });

  it("ignores a radius that is not a number", () => {
    for (const radius of ["", "abc", "NaN", "Infinity", "10km"]) {
      expect(parse({ radius }).radiusKm, radius).toBe(50);
    }
  });

  it("reads valid coordinates", () => {
    expect(parse({ lat: "52.4862", lng: "-1.8904" })).toMatchObject({ coordinates: { lat: 52.4862, lng: -1.8904 }, notes: [] });
    expect(parse({ lat: "-90", lng: "180" }).coordinates).toEqual({ lat: -90, lng: 180 });
  });

  it.each([
    [{ lat: "91", lng: "0" }],
    [{ lat: "0", lng: "-180.5" }],
    [{ lat: "abc", lng: "-1.9" }],
    [{ lat: "52.5", lng: "west" }],
    [{ lat: "Infinity", lng: "0" }],
    [{ lat: "", lng: "" }],
    [{ lat: "52.5" }],
    [{ lng: "-1.9" }],
  ])("ignores coordinates %o that are out of range, not numbers or half missing, with a visible note", (params) => {
    const request = parse({ q: "henna", ...params });
    expect(request.coordinates).toBeNull();
    expect(request.query).toBe("henna");
    expect(request.notes).toEqual(["The coordinates in the link were not valid, so they were ignored."]);
  });

  it("reads the category slug and price range, ignoring anything else", () => {
    expect(parse({ category: "Mehndi-Artists", price: "££" })).toMatchObject({ categorySlug: "mehndi-artists", priceRange: "££" });
    expect(parse({ category: "'; drop table", price: "£££££" })).toMatchObject({ categorySlug: null, priceRange: null });
  });

  it("turns the page into 24 results from its first row, and no longer reads an offset", () => {
    expect(parse({ page: "2" })).toMatchObject({ limit: 24, offset: 24 });
    expect(parse({ page: "3", offset: "5" })).toMatchObject({ limit: 24, offset: 48 });
    expect(parse({ offset: "50" })).toMatchObject({ limit: 24, offset: 0 });
    // The route answers these with a 404 before searching; read on their own they never reach past the limit.
    expect(parse({ page: "-1" }).offset).toBe(0);
    expect(parse({ page: "abc" }).offset).toBe(0);
    expect(parse({ page: "99999" }).offset).toBe((MAX_SEARCH_PAGE - 1) * RESULTS_PER_PAGE);
    expect((MAX_SEARCH_PAGE - 1) * RESULTS_PER_PAGE).toBeLessThanOrEqual(MAX_SEARCH_OFFSET);
    expect(MAX_SEARCH_PAGE * RESULTS_PER_PAGE).toBeGreaterThan(MAX_SEARCH_OFFSET);
  });

  it.each([
    ["name", "name"],
    ["distance", "distance"],
    ["relevance", "relevance"],
    ["", "relevance"],
    ["NAME", "relevance"],
    ["price", "relevance"],
  ])("reads sort=%s as %s", (sort, expected) => {
    expect(parse({ sort }).sort).toBe(expected);
  });
});

describe("parsePageNumber", () => {
  it.each([
    [null, 1],
    ["1", 1],
    ["2", 2],
    ["02", 2],
    ["99999", 99999],
  ])("reads %s as page %d", (value, page) => {
    expect(parsePageNumber(value)).toBe(page);
  });

  it.each(["0", "-1", "abc", "2.5", "", " 2", "1e3", "0x10", "+3", "Infinity", "9".repeat(16)])("refuses %j", (value) => {
    expect(parsePageNumber(value)).toBeNull();
  });
});

describe("pageCountFor", () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [48, 2],
    [49, 3],
  ])("gives %d results %d pages", (total, pages) => {
    expect(pageCountFor(total)).toBe(pages);
  });

  it("stops at the furthest page it is given", () => {
    expect(pageCountFor(100_000, MAX_SEARCH_PAGE)).toBe(MAX_SEARCH_PAGE);
    expect(pageCountFor(100_000)).toBe(Math.ceil(100_000 / 24));
  });
});

describe("pageNotFound", () => {
  it("is a 404 that says there is no such page", () => {
    expect(pageNotFound()).toMatchObject({ code: "not_found", status: 404, message: PAGE_NOT_FOUND_MESSAGE });
  });
});

describe("nearestRadius", () => {
  it.each([
    [10, 10],
    [17, 10],
    [17.5, 25],
    [30, 25],
    [37.5, 50],
    [75, 100],
    [0, 10],
    [-3, 10],
    [500, 100],
    [Number.NaN, 50],
    [Number.POSITIVE_INFINITY, 50],
  ])("maps %d km to %d km", (km, expected) => {
    expect(nearestRadius(km)).toBe(expected);
  });
});

describe("buildSearchHref", () => {
  it("adds coordinates from the current-location button to five decimals", () => {
    expect(buildSearchHref("henna", "", { lat: 52.4862123, lng: -1.8904 })).toBe(
      "/search?q=henna&lat=52.48621&lng=-1.89040",
    );
  });

  it("includes both trimmed fields", () => {
    expect(buildSearchHref("  mehndi ", " London ")).toBe("/search?q=mehndi&location=London");
  });

  it("includes only the filled-in field", () => {
    expect(buildSearchHref("venues", "   ")).toBe("/search?q=venues");
    expect(buildSearchHref("", "Leeds")).toBe("/search?location=Leeds");
  });

  it("encodes special characters", () => {
    const href = buildSearchHref("cakes & sweets", "Newcastle upon Tyne")!;
    expect(href).toBe("/search?q=cakes+%26+sweets&location=Newcastle+upon+Tyne");
    expect(new URL(href, "http://localhost").searchParams.get("q")).toBe("cakes & sweets");
  });

  it("is undefined when both fields are blank", () => {
    expect(buildSearchHref("", "")).toBeUndefined();
    expect(buildSearchHref("  ", "\t")).toBeUndefined();
  });
});

describe("emptyResultsTitle", () => {
  it("names the query and the location when both are given", () => {
    expect(emptyResultsTitle("photographers", "Leeds")).toBe("No photographers found in Leeds");
  });

  it("names the location alone", () => {
    expect(emptyResultsTitle("", "Leeds")).toBe("No vendors found in Leeds");
  });

  it("names the query alone", () => {
    expect(emptyResultsTitle("photographers", "")).toBe("No vendors found for photographers");
  });

  it("is generic when neither is given", () => {
    expect(emptyResultsTitle("", "")).toBe("No vendors found");
  });
});

describe("parseSearchParams: attribute filters", () => {
  it("reads the chips' parameters and keeps their notes among the request's", () => {
    const request = parse({ q: "caterer", facet: "halal", minCapacity: "500", event: "walima", language: "urdu" });
    expect(request.filters).toEqual({ facets: ["halal"], minCapacity: 500, eventTypes: ["Walima"], languages: ["Urdu"] });
    expect(request.notes).toEqual([]);
  });

  it("ignores unknown filter names and values, and 30 filters at once, with a note, never failing", () => {
    const params = new URLSearchParams("q=venue&colour=red&facet=unicorn");
    for (let i = 0; i < 30; i++) params.append("facet", i % 2 ? "halal" : "drone");
    const request = parseSearchParams(params);
    expect(request.filters.facets).toEqual(["halal", "drone"]);
    expect(request.notes).toHaveLength(2);
    expect(parseSearchParams(new URLSearchParams("minCapacity=10000000")).filters.minCapacity).toBe(10_000);
  });
});
