import { beforeAll, expect, it } from "vitest";
import { resolvePlace } from "~/modules/geo/places.server";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { searchWithSuggestions, type SearchOptions } from "~/modules/search/search-with-suggestions.server";

function at(name: string) {
  const place = resolvePlace(name);
  if (!place) throw new Error(`${name} is missing from the gazetteer`);
  return { city: place.name, location: place.name, latitude: place.lat, longitude: place.lng };
}

// docs/product/public-area.md#search: with empty results, did-you-mean if there is a query, similar vendors if there is
// both a query and a location; nearby-area alternatives under the empty state.
describeEachDatabase("searchWithSuggestions", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    const mehndi = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists", serviceTags: ["Bridal mehndi"] });
    // "Guest" is in the vocabulary, as in the demo catalogue, so "guests" is one letter from a known word.
    const photographers = await createCategory(db, { name: "Photographers", slug: "photographers", serviceTags: ["Guest portraits"] });
    await createVendor(db, { name: "Leicester Henna One", categoryId: mehndi.id, ...at("Leicester") });
    await createVendor(db, { name: "Leicester Henna Two", categoryId: mehndi.id, ...at("Leicester") });
    await createVendor(db, { name: "Edinburgh Henna", categoryId: mehndi.id, isFeatured: true, ...at("Edinburgh") });
    await createVendor(db, { name: "Leicester Lens", categoryId: photographers.id, ...at("Leicester") });
  });

  const page = (fields: Partial<SearchRequest>, options?: SearchOptions) =>
    searchWithSuggestions(getDb(), makeSearchRequest(fields), undefined, options);

  it("adds nothing when the search found vendors", async () => {
    const result = await page({ query: "henna", location: "Leicester" });
    expect(result.total).toBe(2);
    expect(result).toMatchObject({ didYouMean: [], alternatives: [], similar: [] });
  });

  it("offers did-you-mean terms for a misspelt query searched as typed, and no alternatives or similar vendors without a place", async () => {
    const result = await page({ query: "mendhi" }, { spell: false });
    expect(result.total).toBe(0);
    expect(result.correction).toBeNull();
    expect(result.didYouMean[0]).toBe("Mehndi Artists");
    expect(result).toMatchObject({ alternatives: [], similar: [] });
  });

  // docs/product/public-area.md#search, "Spelling correction"; decision 072.
  it("lists the corrected query's results when the query as typed finds nothing, with the correction and no extras", async () => {
    const result = await page({ query: "photgrapher", location: "Leicester" });
    expect(result.correction).toEqual({ original: "photgrapher", query: "photographer", parts: [{ text: "photographer", corrected: true }] });
    expect(result.vendors.map((card) => card.name)).toEqual(["Leicester Lens"]);
    expect(result).toMatchObject({ total: 1, matchedQuery: "photographer", place: { name: "Leicester" }, didYouMean: [], alternatives: [], similar: [] });
  });

  it("keeps the location, and offers the empty state, when the corrected query finds nothing either", async () => {
    const result = await page({ query: "photgrapher", location: "Edinburgh" });
    expect(result.total).toBe(0);
    expect(result.correction).toBeNull();
    expect(result.didYouMean).toEqual(["Photographers"]);
  });

  it("corrects nothing in a query that found vendors", async () => {
    const result = await page({ query: "henna", location: "Leicester" });
    expect(result.correction).toBeNull();
  });

  it("never offers a rewording of a query with results as 'Did you mean'", async () => {
    const result = await page({ query: "henna for 500 guests near Leicester" });
    expect(result.total).toBeGreaterThan(0);
    expect(result.didYouMean).toEqual([]);
  });

  it("offers did-you-mean terms, and nothing else, when only part of a misspelt query matched", async () => {
    const result = await page({ query: "henna mendhi", location: "Leicester" });
    expect(result.partialMatch).toBe(true);
    expect(result.vendors.map((card) => card.name)).toEqual(["Leicester Henna One", "Leicester Henna Two"]);
    expect(result.didYouMean[0]).toBe("henna mehndi");
    expect(result).toMatchObject({ alternatives: [], similar: [] });
  });

  it("offers nearby towns and similar vendors when a query and a place find nothing", async () => {
    const result = await page({ query: "henna", location: "Luton" });
    expect(result.total).toBe(0);
    expect(result.place?.name).toBe("Luton");
    expect(result.didYouMean).toEqual([]);
    expect(result.alternatives).toEqual([{ town: "Leicester", matches: 2, distanceKm: expect.any(Number) }]);
    expect(result.similar.map((card) => card.name)).toEqual(["Leicester Henna One", "Leicester Henna Two", "Edinburgh Henna"]);
    expect(result.similar.every((card) => card.distanceKm !== null && card.distanceKm > 50)).toBe(true);
  });

  it("does the same for a place named inside the query", async () => {
    const result = await page({ query: "henna luton" });
    expect(result.place).toMatchObject({ name: "Luton", source: "query" });
    expect(result.alternatives.map((alternative) => alternative.town)).toEqual(["Leicester"]);
    expect(result.similar).toHaveLength(3);
  });

  it("offers nearby towns, but no similar vendors, for a location alone", async () => {
    const result = await page({ location: "Luton" });
    expect(result.total).toBe(0);
    expect(result.alternatives).toEqual([{ town: "Leicester", matches: 3, distanceKm: expect.any(Number) }]);
    expect(result).toMatchObject({ didYouMean: [], similar: [] });
  });

  it("falls back to the text for an unknown place, with its note, and still offers towns and vendors", async () => {
    const result = await page({ query: "henna", location: "Atlantis" });
    expect(result.total).toBe(0);
    expect(result.place).toBeNull();
    expect(result.notes).toEqual(["We couldn't find “Atlantis” on the map, so these are vendors whose address mentions it."]);
    expect(result.alternatives).toEqual([
      { town: "Leicester", matches: 2, distanceKm: null },
      { town: "Edinburgh", matches: 1, distanceKm: null },
    ]);
    expect(result.similar[0]).toMatchObject({ name: "Edinburgh Henna", distanceKm: null });
  });

  it("explains a query with no words and offers nothing misleading", async () => {
    const result = await page({ query: "💍&|!:*()'" });
    expect(result).toMatchObject({ vendors: [], total: 0, didYouMean: [], alternatives: [], similar: [] });
    expect(result.notes).toEqual(["Your search had no words to look for."]);
  });

  it("lists every active vendor, with no extras, when nothing is asked", async () => {
    const result = await page({});
    expect(result.total).toBe(4);
    expect(result).toMatchObject({ didYouMean: [], alternatives: [], similar: [] });
  });
});
