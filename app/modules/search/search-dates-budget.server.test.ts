import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendorBlockedDates, vendors } from "~/db/schema";
import { loadCityPage } from "~/modules/city-pages/city-vendors.server";
import { findTown, type Town } from "~/modules/city-pages/town-places.server";
import { replacePackages } from "~/modules/packages/packages.server";
import { noDatesOrBudget, type DatesAndBudget } from "~/modules/search/dates-and-budget";
import { emptyFacetSelection } from "~/modules/search/facet-params";
import { listCategoryVendors } from "~/modules/search/list-category-vendors.server";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { searchVendors, type SearchResult } from "~/modules/search/search-vendors.server";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/public-area.md#dates-and-budget: vendors free on the couple's dates and within their budget.

const TODAY = "2026-11-26";
const MEHNDI_DAY = "2027-08-12";
const NIKAH_DAY = "2027-08-14";

/** Blocks days in a vendor's calendar, as the portal does; the triggers of migration 0020 make them unavailable. */
async function block(db: Database, vendorId: number, days: string[]): Promise<void> {
  await db.insert(vendorBlockedDates).values(days.map((day) => ({ vendorId, day, source: "manual" })));
}

/** Gives a vendor packages at these prices (pounds), through the one writer of packages. */
async function pricePackages(db: Database, vendorId: number, pounds: number[]): Promise<void> {
  await replacePackages(
    db,
    vendorId,
    pounds.map((price, index) => ({ name: `Package ${index + 1}`, pricePence: price * 100, priceKind: "from", included: "", eventTypes: [], guests: null })),
  );
}

const names = (result: { vendors: { name: string }[] }) => result.vendors.map((vendor) => vendor.name);
const dated = (fields: Partial<DatesAndBudget>): DatesAndBudget => ({ ...noDatesOrBudget(), ...fields });

describeEachDatabase("search by dates and budget", (getDb) => {
  let categoryId = 0;
  let town: Town;
  const search = (fields: Partial<SearchRequest>): Promise<SearchResult> =>
    searchVendors(getDb(), makeSearchRequest({ categorySlug: "photographers", sort: "name", ...fields }), TODAY);

  beforeAll(async () => {
    const db = getDb();
    town = findTown("leicester")!;
    categoryId = (await createCategory(db, { name: "Photographers", slug: "photographers" })).id;
    const other = await createCategory(db, { name: "Venues", slug: "venues" });
    const near = { latitude: town.lat, longitude: town.lng, city: "Leicester" };
    // Amber: £300, busy on the mehndi. Birch: from £900, busy on the nikah. Cedar: no packages (££), free.
    // Dune: £2,500, busy on both. Every photographer but Birch films by drone.
    const amber = await createVendor(db, { categoryId, name: "Amber Lens", priceRange: "££££", facets: ["drone"], ...near });
    const birch = await createVendor(db, { categoryId, name: "Birch Frames", priceRange: "£", ...near });
    await createVendor(db, { categoryId, name: "Cedar Studio", priceRange: "££", facets: ["drone"], ...near });
    const dune = await createVendor(db, { categoryId, name: "Dune Photo", facets: ["drone"], ...near });
    const hidden = await createVendor(db, { categoryId, name: "Elm Hidden", isActive: false, ...near });
    const hall = await createVendor(db, { categoryId: other.id, name: "Fern Hall", ...near });
    await pricePackages(db, amber.id, [300]);
    await pricePackages(db, birch.id, [1200, 900]);
    await pricePackages(db, dune.id, [2500]);
    await pricePackages(db, hidden.id, [100]);
    await pricePackages(db, hall.id, [200]);
    await block(db, amber.id, [MEHNDI_DAY]);
    await block(db, birch.id, [NIKAH_DAY, "2027-09-01"]);
    await block(db, dune.id, [MEHNDI_DAY, NIKAH_DAY]);
    await block(db, hall.id, ["2027-08-21"]);
  });

  describe("dates", () => {
    it("lists only vendors free on every date, each card saying so", async () => {
      const result = await search({ dates: [MEHNDI_DAY, NIKAH_DAY] });
      expect(names(result)).toEqual(["Cedar Studio"]);
      expect(result.total).toBe(1);
      expect(result.vendors[0]!.availableOn).toEqual([MEHNDI_DAY, NIKAH_DAY]);
    });

    it("lists vendors free on any of the dates in 'any' mode, each card with only its free days", async () => {
      const result = await search({ dates: [MEHNDI_DAY, NIKAH_DAY], dateMode: "any" });
      expect(names(result)).toEqual(["Amber Lens", "Birch Frames", "Cedar Studio"]);
      expect(Object.fromEntries(result.vendors.map((vendor) => [vendor.name, vendor.availableOn]))).toEqual({
        "Amber Lens": [NIKAH_DAY],
        "Birch Frames": [MEHNDI_DAY],
        "Cedar Studio": [MEHNDI_DAY, NIKAH_DAY],
      });
    });

    it("leaves out a vendor busy on any one of seven dates, the last as well as the first", async () => {
      const week = ["2027-08-15", "2027-08-16", "2027-08-17", "2027-08-18", "2027-08-19", "2027-08-20", "2027-08-21"];
      expect(names(await search({ categorySlug: "venues", dates: week }))).toEqual([]);
      expect(names(await search({ categorySlug: "venues", dates: week.slice(0, 6) }))).toEqual(["Fern Hall"]);
      expect(names(await search({ categorySlug: "venues", dates: week, dateMode: "any" }))).toEqual(["Fern Hall"]);
    });

    it("treats one date the same in both modes", async () => {
      expect(names(await search({ dates: [MEHNDI_DAY] }))).toEqual(["Birch Frames", "Cedar Studio"]);
      expect(names(await search({ dates: [MEHNDI_DAY], dateMode: "any" }))).toEqual(["Birch Frames", "Cedar Studio"]);
    });

    it("lists every vendor without dates, and no card says 'Available on'", async () => {
      const result = await search({});
      expect(names(result)).toEqual(["Amber Lens", "Birch Frames", "Cedar Studio", "Dune Photo"]);
      expect(result.vendors.every((vendor) => vendor.availableOn === undefined)).toBe(true);
    });

    it("counts the chips over the vendors free on the dates only", async () => {
      const all = await search({ dates: [MEHNDI_DAY, NIKAH_DAY] });
      expect(all.facetCounts).toMatchObject({ total: 1, facets: expect.objectContaining({ drone: 1 }) });
      const any = await search({ dates: [MEHNDI_DAY, NIKAH_DAY], dateMode: "any" });
      expect(any.facetCounts).toMatchObject({ total: 3, facets: expect.objectContaining({ drone: 2 }) });
      const none = await search({});
      expect(none.facetCounts).toMatchObject({ total: 4, facets: expect.objectContaining({ drone: 3 }) });
    });

    it("keeps the dates when a search is widened to most of its words", async () => {
      const result = await search({ categorySlug: null, query: "photographers zebra", dates: [MEHNDI_DAY, NIKAH_DAY] });
      expect(result.partialMatch).toBe(true);
      expect(names(result)).toEqual(["Cedar Studio"]);
    });
  });

  describe("budget", () => {
    it("keeps vendors whose 'From' price is within it, leaving out those without prices", async () => {
      const result = await search({ maxPricePence: 90_000 });
      expect(names(result)).toEqual(["Amber Lens", "Birch Frames"]);
      expect(result.vendors.map((vendor) => vendor.fromPricePence)).toEqual([30_000, 90_000]);
    });

    it("keeps vendors without prices too when the couple asks", async () => {
      expect(names(await search({ maxPricePence: 90_000, includeUnpriced: true }))).toEqual(["Amber Lens", "Birch Frames", "Cedar Studio"]);
    });

    it("filters the price band by the band worked out from the 'From' price, else the one chosen", async () => {
      // Amber chose ££££ but starts at £300 (£); Birch chose £ and starts at £900 (££); Cedar has no packages and chose ££.
      expect(names(await search({ priceRange: "££" }))).toEqual(["Birch Frames", "Cedar Studio"]);
      expect(names(await search({ priceRange: "£" }))).toEqual(["Amber Lens"]);
    });

    it("combines with the dates", async () => {
      expect(names(await search({ maxPricePence: 100_000, dates: [NIKAH_DAY] }))).toEqual(["Amber Lens"]);
    });
  });

  describe("sorting by price", () => {
    it("sorts by 'From' price low to high, vendors without one last", async () => {
      expect(names(await search({ sort: "price-asc" }))).toEqual(["Amber Lens", "Birch Frames", "Dune Photo", "Cedar Studio"]);
    });

    it("sorts by 'From' price high to low, vendors without one still last", async () => {
      expect(names(await search({ sort: "price-desc" }))).toEqual(["Dune Photo", "Birch Frames", "Amber Lens", "Cedar Studio"]);
    });

    it("sorts a text search by price too", async () => {
      const result = await searchVendors(getDb(), makeSearchRequest({ query: "photographers", sort: "price-desc" }), TODAY);
      expect(result.sort).toBe("price-desc");
      expect(names(result)).toEqual(["Dune Photo", "Birch Frames", "Amber Lens", "Cedar Studio"]);
    });

    it("sorts a category page by price", async () => {
      const page = await listCategoryVendors(getDb(), { categoryId, sort: "price-asc" });
      expect(names(page)).toEqual(["Amber Lens", "Birch Frames", "Dune Photo", "Cedar Studio"]);
    });
  });

  describe("words of the query", () => {
    it("applies a date and a budget named in the words, and reports them for their chips", async () => {
      const result = await searchVendors(getDb(), makeSearchRequest({ query: "photographers available 14 August 2027 under £1,000" }), TODAY);
      expect(names(result)).toEqual(["Amber Lens"]);
      expect(result.matchedQuery).toBe("photographers");
      expect(result.applied).toEqual([
        { text: "available 14 August 2027", date: NIKAH_DAY },
        { text: "under £1,000", maxPricePence: 100_000 },
      ]);
      expect(result.datesAndBudget).toMatchObject({ dates: [NIKAH_DAY], maxPricePence: 100_000 });
      expect(result.vendors[0]!.availableOn).toEqual([NIKAH_DAY]);
    });

    it("says why an impossible date was left out, and searches without it", async () => {
      const result = await searchVendors(getDb(), makeSearchRequest({ query: "photographers for 31/02/2027" }), TODAY);
      expect(result.notes).toContain("31/02/2027 is not a real date. It was left out of the search.");
      expect(result.total).toBe(4);
      expect(result.datesAndBudget.dates).toEqual([]);
    });

    it("finds a place named after the date words", async () => {
      const result = await searchVendors(getDb(), makeSearchRequest({ query: "photographers leicester under £1000" }), TODAY);
      expect(result.place?.name).toBe("Leicester");
      expect(names(result)).toEqual(["Amber Lens", "Birch Frames"]);
    });

    it("keeps the dates and budget in the suggestions of an empty search", async () => {
      const result = await searchWithSuggestions(
        getDb(),
        makeSearchRequest({ query: "photographers leicester", dates: [MEHNDI_DAY, NIKAH_DAY], maxPricePence: 50_000 }),
        TODAY,
      );
      expect(result.total).toBe(0);
      // Cedar is free on both days but has no prices, and the others are busy or dearer: nothing anywhere, so none nearby either.
      expect(result.alternatives).toEqual([]);
      expect(result.similar).toEqual([]);
    });
  });

  describe("category and city pages", () => {
    it("lists on a category page only the vendors free on the dates and within the budget, and counts only them", async () => {
      const page = await listCategoryVendors(getDb(), { categoryId, sort: "name", datesAndBudget: dated({ dates: [MEHNDI_DAY] }) });
      expect(names(page)).toEqual(["Birch Frames", "Cedar Studio"]);
      expect(page.total).toBe(2);
      expect(page.facetCounts.total).toBe(2);
      expect(page.facetCounts.facets.drone).toBe(1);
      expect(page.vendors.map((vendor) => vendor.availableOn)).toEqual([[MEHNDI_DAY], [MEHNDI_DAY]]);
      const budget = await listCategoryVendors(getDb(), { categoryId, sort: "name", filters: emptyFacetSelection(), datesAndBudget: dated({ maxPricePence: 50_000 }) });
      expect(names(budget)).toEqual(["Amber Lens"]);
    });

    it("gives a category page's cards in 'any' mode only the days each vendor is free on", async () => {
      const page = await listCategoryVendors(getDb(), { categoryId, sort: "name", datesAndBudget: dated({ dates: [MEHNDI_DAY, NIKAH_DAY], dateMode: "any" }) });
      expect(page.vendors.map((vendor) => [vendor.name, vendor.availableOn])).toEqual([
        ["Amber Lens", [NIKAH_DAY]],
        ["Birch Frames", [MEHNDI_DAY]],
        ["Cedar Studio", [MEHNDI_DAY, NIKAH_DAY]],
      ]);
    });

    it("lists on a city page only the vendors free on the dates, the intro's counts staying the area's", async () => {
      const page = await loadCityPage(getDb(), { categoryId, town, datesAndBudget: dated({ dates: [MEHNDI_DAY, NIKAH_DAY] }) });
      expect(names(page)).toEqual(["Cedar Studio"]);
      expect(page.listed).toBe(1);
      expect(page.total).toBe(4);
      const plain = await loadCityPage(getDb(), { categoryId, town });
      expect(plain.listed).toBe(4);
    });
  });

  it("reads the 'From' price kept by the packages' trigger", async () => {
    const [row] = await getDb()
      .select({ from: vendors.fromPricePence, band: vendors.priceBand })
      .from(vendors)
      .where(sql`${vendors.name} = 'Birch Frames'`);
    expect(row).toEqual({ from: 90_000, band: "££" });
  });
});
