import { beforeAll, describe, expect, it } from "vitest";
import { vendors as vendorsTable } from "~/db/schema";
import type { CategoryRow } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { parseSearchParams, SEARCH_RESULT_LIMIT, type SearchRequest } from "./search-request";
import { searchVendors } from "./search-vendors.server";

function request(overrides: Partial<SearchRequest>): SearchRequest {
  return { query: "", location: "", sort: "relevance", limit: SEARCH_RESULT_LIMIT, ...overrides };
}

describeEachDatabase("searchVendors", (getDb) => {
  let mehndi: CategoryRow;
  let makeup: CategoryRow;
  let photographers: CategoryRow;
  let venues: CategoryRow;

  beforeAll(async () => {
    const db = getDb();
    mehndi = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists" });
    makeup = await createCategory(db, { name: "Makeup Artists", slug: "makeup-artists" });
    photographers = await createCategory(db, { name: "Photographers", slug: "photographers" });
    venues = await createCategory(db, { name: "Venues", slug: "venues" });
  });

  const names = (result: { vendors: { name: string }[] }) => result.vendors.map((vendor) => vendor.name);

  describe("relevance weights", () => {
    it("ranks a name match over a category match over a feature over a description", async () => {
      const db = getDb();
      const marigoldCategory = await createCategory(db, { name: "Marigold Garlands", slug: "marigold-garlands" });
      // Names sort the wrong way alphabetically and the weakest match is featured,
      // so only the score can produce the expected order.
      await createVendor(db, { name: "Aardvark Events", description: "Fresh marigold strings", isFeatured: true });
      await createVendor(db, { name: "Beacon Decor", features: ["Marigold arches"] });
      await createVendor(db, { name: "Cobalt Florals", categoryId: marigoldCategory.id });
      await createVendor(db, { name: "Zinnia Marigold House" });

      const result = await searchVendors(db, request({ query: "marigold" }));

      expect(names(result)).toEqual(["Zinnia Marigold House", "Cobalt Florals", "Beacon Decor", "Aardvark Events"]);
      expect(result.total).toBe(4);
    });

    it("counts a service tag like a feature", async () => {
      const db = getDb();
      await createVendor(db, { name: "Aubergine Hall", description: "We love quokka parties" });
      await createVendor(db, { name: "Zest Hall", serviceTags: ["quokka"] });
      expect(names(await searchVendors(db, request({ query: "quokka" })))).toEqual(["Zest Hall", "Aubergine Hall"]);
    });

    it("adds the weights of several words and requires every word to match", async () => {
      const db = getDb();
      await createVendor(db, { name: "Tangerine Lantern Co", description: "Tangerine lantern displays" });
      await createVendor(db, { name: "Tangerine Only" });
      await createVendor(db, { name: "Lantern Hire", description: "Tangerine themes" });
      const result = await searchVendors(db, request({ query: "tangerine lantern" }));
      expect(names(result)).toEqual(["Tangerine Lantern Co", "Lantern Hire"]);
    });

    it("breaks score ties with featured vendors first, then name", async () => {
      const db = getDb();
      await createVendor(db, { name: "Jacaranda C" });
      await createVendor(db, { name: "Jacaranda B", isFeatured: true });
      await createVendor(db, { name: "Jacaranda A" });
      expect(names(await searchVendors(db, request({ query: "jacaranda" })))).toEqual([
        "Jacaranda B",
        "Jacaranda A",
        "Jacaranda C",
      ]);
    });

    it("ignores stopwords such as 'best' and 'wedding'", async () => {
      const db = getDb();
      await createVendor(db, { name: "Pistachio Sweets" });
      expect(names(await searchVendors(db, request({ query: "the best wedding pistachio" })))).toEqual([
        "Pistachio Sweets",
      ]);
    });
  });

  describe("synonyms", () => {
    it("finds Mehndi Artists for 'henna' although no vendor text says henna", async () => {
      const db = getDb();
      const artist = await createVendor(db, { name: "Rangoli Hands", categoryId: mehndi.id });
      await createVendor(db, { name: "Unrelated Florals" });
      const result = await searchVendors(db, request({ query: "henna" }));
      expect(result.vendors.map((vendor) => vendor.id)).toContain(artist.id);
      expect(result.vendors.every((vendor) => vendor.category.slug === "mehndi-artists")).toBe(true);
    });

    it.each(["MUA", "mua", "makeup", "beauty", "the best MUA"])("finds Makeup Artists for '%s'", async (query) => {
      const db = getDb();
      const artist = await createVendor(db, { name: "Radiant Faces", categoryId: makeup.id });
      const result = await searchVendors(db, request({ query }));
      expect(result.vendors.map((vendor) => vendor.id)).toContain(artist.id);
      expect(result.vendors.every((vendor) => vendor.category.slug === "makeup-artists")).toBe(true);
    });

    it("understands plurals of synonyms ('photos', 'halls')", async () => {
      const db = getDb();
      await createVendor(db, { name: "Shutter Bug", categoryId: photographers.id });
      await createVendor(db, { name: "Grand Banquet", categoryId: venues.id });
      expect(names(await searchVendors(db, request({ query: "photos" })))).toContain("Shutter Bug");
      expect(names(await searchVendors(db, request({ query: "halls" })))).toContain("Grand Banquet");
    });
  });

  describe("location", () => {
    beforeAll(async () => {
      const db = getDb();
      await createVendor(db, {
        name: "Saffron Southall",
        location: "Southall, Middlesex",
        city: "Southall",
        region: "Greater London",
      });
      await createVendor(db, { name: "Saffron Wembley", location: "Wembley", region: "Greater London" });
      await createVendor(db, { name: "Saffron Leicester", location: "Leicester", city: "Leicester", region: "Leicestershire" });
      await createVendor(db, {
        name: "Saffron Wolverhampton",
        location: "Wolverhampton",
        city: "Wolverhampton",
        region: "West Midlands",
      });
    });

    it("matches the location text partially and case-insensitively", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron", location: "southALL" }));
      expect(names(result)).toEqual(["Saffron Southall"]);
      expect(result.total).toBe(1);
    });

    it("matches the town and region text", async () => {
      expect(names(await searchVendors(getDb(), request({ query: "saffron", location: "leicestershire" })))).toEqual([
        "Saffron Leicester",
      ]);
    });

    it("expands one of the ten cities to its region (London → Greater London)", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron", location: "London", sort: "name" }));
      expect(names(result)).toEqual(["Saffron Southall", "Saffron Wembley"]);
    });

    it("expands Birmingham to the West Midlands", async () => {
      expect(names(await searchVendors(getDb(), request({ query: "saffron", location: "birmingham" })))).toEqual([
        "Saffron Wolverhampton",
      ]);
    });

    it("searches by location alone", async () => {
      const result = await searchVendors(getDb(), request({ location: "Wolverhampton" }));
      expect(names(result)).toEqual(["Saffron Wolverhampton"]);
    });

    it("orders a location-only search featured first, then by name", async () => {
      const db = getDb();
      await createVendor(db, { name: "Apricot Oldham", location: "Oldham" });
      await createVendor(db, { name: "Zucchini Oldham", location: "Oldham", isFeatured: true });
      await createVendor(db, { name: "Banana Oldham", location: "Oldham" });
      const result = await searchVendors(db, request({ location: "Oldham" }));
      expect(names(result)).toEqual(["Zucchini Oldham", "Apricot Oldham", "Banana Oldham"]);
      expect(result.total).toBe(3);
    });

    it("finds nothing for a place no vendor is in", async () => {
      expect(await searchVendors(getDb(), request({ query: "saffron", location: "Aberdeen" }))).toEqual({
        vendors: [],
        total: 0,
      });
    });
  });

  describe("sort and limit", () => {
    it("sorts by name when asked, whatever the score", async () => {
      const db = getDb();
      await createVendor(db, { name: "Zebra Kumquat" });
      await createVendor(db, { name: "Alpha Events", description: "kumquat cakes" });
      await createVendor(db, { name: "Middle Events", features: ["Kumquat bar"] });
      expect(names(await searchVendors(db, request({ query: "kumquat" })))).toEqual([
        "Zebra Kumquat",
        "Middle Events",
        "Alpha Events",
      ]);
      expect(names(await searchVendors(db, request({ query: "kumquat", sort: "name" })))).toEqual([
        "Alpha Events",
        "Middle Events",
        "Zebra Kumquat",
      ]);
    });

    it(`returns at most ${SEARCH_RESULT_LIMIT} cards while the total counts every match`, async () => {
      const db = getDb();
      const category = await createCategory(db);
      await db.insert(vendorsTable).values(
        Array.from({ length: SEARCH_RESULT_LIMIT + 7 }, (_, i) => ({
          name: `Durian Vendor ${String(i).padStart(2, "0")}`,
          categoryId: category.id,
          isActive: true,
        })),
      );
      const result = await searchVendors(db, request({ query: "durian" }));
      expect(result.vendors).toHaveLength(SEARCH_RESULT_LIMIT);
      expect(result.total).toBe(SEARCH_RESULT_LIMIT + 7);
      expect(result.vendors[0]!.name).toBe("Durian Vendor 00");
      expect((await searchVendors(db, request({ query: "durian", limit: 5 }))).vendors).toHaveLength(5);
    });
  });

  describe("hostile input", () => {
    beforeAll(async () => {
      const db = getDb();
      await createVendor(db, { name: "100% Bridal", description: "Gulab jamun tower" });
      await createVendor(db, { name: "Snake_Case Studio", description: "Gulab jamun bar" });
      await createVendor(db, { name: "Plain Gulab", description: "Gulab jamun only" });
    });

    it("treats % literally instead of as a wildcard", async () => {
      expect(names(await searchVendors(getDb(), request({ query: "%" })))).toEqual(["100% Bridal"]);
      expect(names(await searchVendors(getDb(), request({ query: "gulab 100%" })))).toEqual(["100% Bridal"]);
    });

    it("treats _ literally instead of as a single-character wildcard", async () => {
      expect(names(await searchVendors(getDb(), request({ query: "_" })))).toEqual(["Snake_Case Studio"]);
      expect(names(await searchVendors(getDb(), request({ query: "snake_case" })))).toEqual(["Snake_Case Studio"]);
      expect(await searchVendors(getDb(), request({ query: "snakeXcase" }))).toEqual({ vendors: [], total: 0 });
    });

    it("treats a backslash literally", async () => {
      expect(await searchVendors(getDb(), request({ query: "\\" }))).toEqual({ vendors: [], total: 0 });
      expect(await searchVendors(getDb(), request({ query: "gulab", location: "\\%" }))).toEqual({
        vendors: [],
        total: 0,
      });
    });

    it.each([
      "'; drop table vendors; --",
      "<script>alert(1)</script>",
      "%%%",
      "___",
      "%_%",
      "constructor",
      "__proto__",
    ])("never errors and never matches everything for %s", async (query) => {
      const db = getDb();
      const result = await searchVendors(db, request({ query }));
      expect(result.total).toBe(result.vendors.length);
      expect(names(result)).not.toContain("Plain Gulab");
      // The table is still there and still answers.
      expect(names(await searchVendors(db, request({ query: "gulab jamun", sort: "name" })))).toEqual([
        "100% Bridal",
        "Plain Gulab",
        "Snake_Case Studio",
      ]);
    });

    it("treats hostile location text literally", async () => {
      const db = getDb();
      for (const location of ["%", "_", "'; drop table vendors; --", "<script>"]) {
        expect(await searchVendors(db, request({ query: "gulab", location }))).toEqual({ vendors: [], total: 0 });
      }
    });

    it("handles a 5,000-character query, raw or parsed from the URL", async () => {
      const db = getDb();
      const long = "gulab ".repeat(1000).slice(0, 5000);
      const raw = await searchVendors(db, request({ query: long }));
      expect(raw.total).toBe(3);

      const parsed = parseSearchParams(new URLSearchParams({ q: "x".repeat(5000), location: "y".repeat(5000) }));
      expect(parsed.query).toHaveLength(200);
      expect(await searchVendors(db, parsed)).toEqual({ vendors: [], total: 0 });

      const oneWord = await searchVendors(db, request({ query: "z".repeat(5000) }));
      expect(oneWord).toEqual({ vendors: [], total: 0 });
    });
  });

  it("never returns inactive vendors", async () => {
    const db = getDb();
    await createVendor(db, { name: "Hidden Rambutan", isActive: false });
    await createVendor(db, { name: "Shown Rambutan" });
    const result = await searchVendors(db, request({ query: "rambutan" }));
    expect(names(result)).toEqual(["Shown Rambutan"]);
    expect(result.total).toBe(1);
  });
});
