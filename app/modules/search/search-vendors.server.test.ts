import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vendors as vendorsTable } from "~/db/schema";
import { EARTH_RADIUS_KM, haversineKm } from "~/modules/geo/geo-math";
import { resolvePlace } from "~/modules/geo/places.server";
import type { CategoryRow } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { makeSearchRequest, parseSearchParams, SEARCH_RESULT_LIMIT, type SearchRequest } from "~/modules/search/search-request";
import { PARTIAL_MATCH_NOTE, searchVendors, type SearchResult } from "~/modules/search/search-vendors.server";

function request(overrides: Partial<SearchRequest>): SearchRequest {
  return makeSearchRequest(overrides);
}

/** The gazetteer's centre of a town the tests rely on. */
function centreOf(name: string): { lat: number; lng: number } {
  const place = resolvePlace(name);
  if (!place) throw new Error(`${name} is missing from the gazetteer`);
  return { lat: place.lat, lng: place.lng };
}

/** A point `km` due north of `from`: along a meridian the great-circle distance is exactly `km`. */
function north(from: { lat: number; lng: number }, km: number): { latitude: number; longitude: number } {
  return { latitude: from.lat + (km * 180) / (Math.PI * EARTH_RADIUS_KM), longitude: from.lng };
}

const NO_WORDS = "Your search had no words to look for.";

describeEachDatabase("searchVendors", (getDb) => {
  let mehndi: CategoryRow;
  let makeup: CategoryRow;
  let photographers: CategoryRow;
  let venues: CategoryRow;
  let hair: CategoryRow;

  beforeAll(async () => {
    const db = getDb();
    mehndi = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists" });
    makeup = await createCategory(db, { name: "Makeup Artists", slug: "makeup-artists" });
    photographers = await createCategory(db, { name: "Photographers", slug: "photographers" });
    venues = await createCategory(db, { name: "Venues", slug: "venues" });
    hair = await createCategory(db, { name: "Hair Stylists", slug: "hair-stylists" });
  });

  const names = (result: { vendors: { name: string }[] }) => result.vendors.map((vendor) => vendor.name);
  const empty = (result: SearchResult) => ({ vendors: result.vendors, total: result.total });

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

    it("keeps the document current when features change after the vendor was saved", async () => {
      const db = getDb();
      const vendor = await createVendor(db, { name: "Late Listing" });
      expect((await searchVendors(db, request({ query: "wombat" }))).total).toBe(0);
      await db.execute(sql`insert into vendor_features (vendor_id, feature) values (${vendor.id}, 'Wombat rides')`);
      expect(names(await searchVendors(db, request({ query: "wombat" })))).toEqual(["Late Listing"]);
    });

    it("adds the weights of several words and lists first the vendors matching every word", async () => {
      const db = getDb();
      await createVendor(db, { name: "Tangerine Lantern Co", description: "Tangerine lantern displays" });
      await createVendor(db, { name: "Tangerine Only" });
      await createVendor(db, { name: "Lantern Hire", description: "Tangerine themes" });
      const result = await searchVendors(db, request({ query: "tangerine lantern" }));
      // Two vendors match both words, fewer than a page, so the one matching only one word follows (docs/product/public-area.md#search).
      expect(names(result)).toEqual(["Tangerine Lantern Co", "Lantern Hire", "Tangerine Only"]);
      expect(result.partialMatch).toBe(true);
      expect(result.notes).toEqual([PARTIAL_MATCH_NOTE]);
    });

    it("matches word prefixes, so 'mehn' finds mehndi", async () => {
      const db = getDb();
      await createVendor(db, { name: "Prefix Palace", description: "Intricate mehndi designs", categoryId: venues.id });
      expect(names(await searchVendors(db, request({ query: "mehn" })))).toContain("Prefix Palace");
    });

    it("puts an exact name match first", async () => {
      const db = getDb();
      // The longer name repeats both words everywhere, so only the exact-name boost can put the other first.
      await createVendor(db, {
        name: "Okra Studio Okra Studio Deluxe",
        description: "okra studio okra studio",
        features: ["Okra studio"],
        isFeatured: true,
      });
      await createVendor(db, { name: "Okra Studio" });
      expect(names(await searchVendors(db, request({ query: "okra studio" })))).toEqual([
        "Okra Studio",
        "Okra Studio Okra Studio Deluxe",
      ]);
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

    it("lets occasion words raise a match without being required", async () => {
      const db = getDb();
      await createVendor(db, { name: "Guava Sounds" });
      await createVendor(db, { name: "Guava Nikah Sounds" });
      expect(names(await searchVendors(db, request({ query: "nikah guava" })))).toEqual(["Guava Nikah Sounds", "Guava Sounds"]);
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

    it("treats words naming two categories as alternatives ('hair and makeup')", async () => {
      const db = getDb();
      const stylist = await createVendor(db, { name: "Tress Lab", categoryId: hair.id });
      const artist = await createVendor(db, { name: "Glow Lab", categoryId: makeup.id });
      const result = await searchVendors(db, request({ query: "hair and makeup" }));
      const ids = result.vendors.map((vendor) => vendor.id);
      expect(ids).toContain(stylist.id);
      expect(ids).toContain(artist.id);
      expect(result.vendors.every((vendor) => ["hair-stylists", "makeup-artists"].includes(vendor.category.slug))).toBe(true);
    });
  });

  describe("location", () => {
    const southall = centreOf("Southall");

    beforeAll(async () => {
      const db = getDb();
      await createVendor(db, {
        name: "Saffron Southall",
        location: "Southall, Middlesex",
        city: "Southall",
        region: "Greater London",
        ...north(southall, 0.5),
      });
      await createVendor(db, { name: "Saffron Twenty", location: "Harrow", region: "Greater London", ...north(southall, 20) });
      await createVendor(db, { name: "Saffron Forty", location: "Watford", region: "Hertfordshire", ...north(southall, 40) });
      const leicester = centreOf("Leicester");
      await createVendor(db, {
        name: "Saffron Leicester",
        location: "Leicester",
        city: "Leicester",
        region: "Leicestershire",
        latitude: leicester.lat,
        longitude: leicester.lng,
      });
      // Listings not geocoded yet: found only through their address text.
      await createVendor(db, { name: "Saffron Unmapped", location: "Norwood Road, Southall", region: "Greater London" });
      await createVendor(db, { name: "Saffron Wembley Unmapped", location: "Wembley", region: "Greater London" });
      await createVendor(db, { name: "Saffron Atlantis", location: "Atlantis Parade, Leeds", city: "Leeds" });
    });

    it("resolves a known town and keeps vendors within the radius, each with its distance", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron", location: "southALL", sort: "distance" }));
      expect(result.place).toMatchObject({ name: "Southall", source: "location", placeId: "gn-2637490" });
      expect(names(result)).toEqual(["Saffron Southall", "Saffron Twenty", "Saffron Forty", "Saffron Unmapped"]);
      expect(result.vendors.map((vendor) => vendor.distanceKm)).toEqual([0.5, 20, 40, null]);
      expect(result.total).toBe(4);
      expect(result.notes).toEqual([]);
      const mapped = result.vendors.filter((vendor) => vendor.latitude !== null);
      for (const vendor of mapped) {
        const km = haversineKm(southall, { lat: vendor.latitude!, lng: vendor.longitude! });
        expect(vendor.distanceKm).toBeCloseTo(km, 1);
      }
    });

    it("narrows with the radius: fewer vendors, all within it", async () => {
      const db = getDb();
      const counts: number[] = [];
      for (const radiusKm of [100, 50, 25, 10]) {
        const result = await searchVendors(db, request({ query: "saffron", location: "Southall", radiusKm }));
        expect(result.radiusKm).toBe(radiusKm);
        for (const vendor of result.vendors) {
          if (vendor.distanceKm !== null) expect(vendor.distanceKm).toBeLessThanOrEqual(radiusKm);
        }
        counts.push(result.total);
      }
      // 100 km reaches Leicester (about 140 km) not; 50 keeps 40 km; 25 keeps 20 km; 10 keeps only the town.
      expect(counts).toEqual([4, 4, 3, 2]);
    });

    it("still finds a vendor with no coordinates by its location text", async () => {
      const result = await searchVendors(getDb(), request({ query: "unmapped", location: "Southall" }));
      expect(names(result)).toEqual(["Saffron Unmapped"]);
      expect(result.vendors[0]).toMatchObject({ latitude: null, longitude: null, distanceKm: null });
    });

    it("expands one of the ten cities to its region for vendors with no coordinates (London → Greater London)", async () => {
      const result = await searchVendors(getDb(), request({ query: "unmapped", location: "London", sort: "name" }));
      expect(names(result)).toEqual(["Saffron Unmapped", "Saffron Wembley Unmapped"]);
    });

    it("searches by location alone, nearest first", async () => {
      const result = await searchVendors(getDb(), request({ location: "Southall", radiusKm: 25 }));
      expect(names(result)).toEqual(["Saffron Southall", "Saffron Twenty", "Saffron Unmapped"]);
    });

    it("finds the place named inside the query ('saffron southall', 'saffron near leicester')", async () => {
      const inQuery = await searchVendors(getDb(), request({ query: "saffron southall", radiusKm: 10 }));
      expect(inQuery.place).toMatchObject({ name: "Southall", source: "query" });
      expect(inQuery.matchedQuery).toBe("saffron");
      expect(names(inQuery)).toEqual(["Saffron Southall", "Saffron Unmapped"]);

      const near = await searchVendors(getDb(), request({ query: "saffron near leicester" }));
      expect(near.place).toMatchObject({ name: "Leicester", source: "query" });
      expect(names(near)).toEqual(["Saffron Leicester"]);
    });

    it("uses browser coordinates before the location text, named after the nearest town", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron", coordinates: southall, radiusKm: 25 }));
      expect(result.place).toMatchObject({ name: "Southall", source: "coordinates", lat: southall.lat, lng: southall.lng });
      expect(names(result)).toEqual(["Saffron Southall", "Saffron Twenty", "Saffron Unmapped"]);
    });

    it("orders by distance only when asked and a place is known", async () => {
      const db = getDb();
      const base = { location: "Southall", region: "Greater London" };
      await createVendor(db, { name: "Quince Far Quince", description: "quince", ...base, ...north(southall, 30) });
      await createVendor(db, { name: "Near Studio", description: "quince displays", ...base, ...north(southall, 1) });
      const byRelevance = await searchVendors(db, request({ query: "quince", location: "Southall" }));
      expect(names(byRelevance)).toEqual(["Quince Far Quince", "Near Studio"]);
      const byDistance = await searchVendors(db, request({ query: "quince", location: "Southall", sort: "distance" }));
      expect(names(byDistance)).toEqual(["Near Studio", "Quince Far Quince"]);
      expect(byDistance.sort).toBe("distance");
      const noPlace = await searchVendors(db, request({ query: "quince", sort: "distance" }));
      expect(noPlace.sort).toBe("relevance");
      expect(names(noPlace)).toEqual(["Quince Far Quince", "Near Studio"]);
      expect(noPlace.vendors.every((vendor) => vendor.distanceKm === null)).toBe(true);
    });

    it("finds nothing for a place no vendor is near", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron", location: "Aberdeen" }));
      expect(empty(result)).toEqual({ vendors: [], total: 0 });
      expect(result.place?.name).toBe("Aberdeen");
      expect(result.notes).toEqual([]);
    });

    it("falls back to the location text for an unknown place, with a message", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron", location: "atlantis" }));
      expect(result.place).toBeNull();
      expect(names(result)).toEqual(["Saffron Atlantis"]);
      expect(result.notes).toEqual(["We couldn't find “atlantis” on the map, so these are vendors whose address mentions it."]);
    });

    it("falls back to the location text for an unknown place named after 'near' in the query", async () => {
      const result = await searchVendors(getDb(), request({ query: "saffron near atlantis" }));
      expect(result.place).toBeNull();
      expect(result.matchedQuery).toBe("saffron");
      expect(names(result)).toEqual(["Saffron Atlantis"]);
      expect(result.notes).toEqual(["We couldn't find “atlantis” on the map, so these are vendors whose address mentions it."]);
    });

    it("matches the text fallback partially and case-insensitively on location, town and region", async () => {
      expect(names(await searchVendors(getDb(), request({ query: "saffron", location: "MIDDLESEX" })))).toEqual(["Saffron Southall"]);
      expect(names(await searchVendors(getDb(), request({ query: "saffron", location: "leicestershire" })))).toEqual([
        "Saffron Leicester",
      ]);
    });
  });

  describe("the issue's 'henna birmingham' case", () => {
    const birmingham = centreOf("Birmingham");

    beforeAll(async () => {
      const db = getDb();
      const near = { categoryId: mehndi.id, location: "Birmingham", city: "Birmingham", region: "West Midlands" };
      await createVendor(db, { name: "Bham Henna Eight", ...near, ...north(birmingham, 8) });
      await createVendor(db, { name: "Bham Henna Two", ...near, ...north(birmingham, 2) });
      await createVendor(db, { name: "Bham Henna Thirty", ...near, ...north(birmingham, 30) });
      await createVendor(db, { name: "Bham Henna Sixty", ...near, ...north(birmingham, 60) });
      await createVendor(db, { name: "Bham Photographer", categoryId: photographers.id, ...north(birmingham, 1) });
    });

    it("returns mehndi artists within 50 km, nearest first under the distance sort, each with its distance", async () => {
      const result = await searchVendors(getDb(), request({ query: "henna birmingham", sort: "distance" }));
      expect(result.place?.name).toBe("Birmingham");
      expect(names(result)).toEqual(["Bham Henna Two", "Bham Henna Eight", "Bham Henna Thirty"]);
      expect(result.vendors.map((vendor) => vendor.distanceKm)).toEqual([2, 8, 30]);
    });

    it("narrows to 10 km when the radius changes", async () => {
      const wide = await searchVendors(getDb(), request({ query: "henna birmingham", sort: "distance" }));
      const narrow = await searchVendors(getDb(), request({ query: "henna birmingham", sort: "distance", radiusKm: 10 }));
      expect(names(narrow)).toEqual(["Bham Henna Two", "Bham Henna Eight"]);
      expect(narrow.total).toBeLessThan(wide.total);
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

    it(`returns at most ${SEARCH_RESULT_LIMIT} cards while the total counts every match, and pages with the offset`, async () => {
      const db = getDb();
      const category = await createCategory(db);
      await db.insert(vendorsTable).values(
        Array.from({ length: SEARCH_RESULT_LIMIT + 7 }, (_, i) => ({
          name: `Durian Vendor ${String(i).padStart(2, "0")}`,
          categoryId: category.id,
          isActive: true,
        })),
      );
      const result = await searchVendors(db, request({ query: "durian", limit: SEARCH_RESULT_LIMIT }));
      expect(result.vendors).toHaveLength(SEARCH_RESULT_LIMIT);
      expect(result.total).toBe(SEARCH_RESULT_LIMIT + 7);
      expect(result.vendors[0]!.name).toBe("Durian Vendor 00");
      expect((await searchVendors(db, request({ query: "durian", limit: 5 }))).vendors).toHaveLength(5);
      const more = await searchVendors(db, request({ query: "durian", limit: SEARCH_RESULT_LIMIT, offset: SEARCH_RESULT_LIMIT }));
      expect(names(more)).toEqual(Array.from({ length: 7 }, (_, i) => `Durian Vendor ${SEARCH_RESULT_LIMIT + i}`));
      expect(more.total).toBe(SEARCH_RESULT_LIMIT + 7);
      // A page past the last match has no rows but still reports the total.
      const beyond = await searchVendors(db, request({ query: "durian", limit: SEARCH_RESULT_LIMIT, offset: 2 * SEARCH_RESULT_LIMIT }));
      expect(beyond.vendors).toEqual([]);
      expect(beyond.total).toBe(SEARCH_RESULT_LIMIT + 7);
    });

    it("filters by category slug and price range", async () => {
      const db = getDb();
      await createVendor(db, { name: "Lychee Budget", categoryId: venues.id, priceRange: "£" });
      await createVendor(db, { name: "Lychee Luxury", categoryId: venues.id, priceRange: "££££" });
      await createVendor(db, { name: "Lychee Lens", categoryId: photographers.id, priceRange: "£" });
      expect(names(await searchVendors(db, request({ query: "lychee", categorySlug: "venues", sort: "name" })))).toEqual([
        "Lychee Budget",
        "Lychee Luxury",
      ]);
      expect(names(await searchVendors(db, request({ query: "lychee", priceRange: "£", sort: "name" })))).toEqual([
        "Lychee Budget",
        "Lychee Lens",
      ]);
    });
  });

  describe("hostile input", () => {
    beforeAll(async () => {
      const db = getDb();
      await createVendor(db, { name: "100% Bridal", description: "Gulab jamun tower" });
      await createVendor(db, { name: "Snake_Case Studio", description: "Gulab jamun bar" });
      await createVendor(db, { name: "Plain Gulab", description: "Gulab jamun only" });
    });

    it.each(["%", "_", "\\", "%%%", "___", "%_%", "&|!:*()'", "💍", "💍🎉✨", "<>;--"])(
      "returns nothing, with a note, for a query %j with no words",
      async (query) => {
        const result = await searchVendors(getDb(), request({ query }));
        expect(empty(result)).toEqual({ vendors: [], total: 0 });
        expect(result.notes).toEqual([NO_WORDS]);
      },
    );

    it("still searches the location when the query has no words, noting it", async () => {
      const db = getDb();
      await createVendor(db, { name: "Emoji Town Vendor", location: "Emojiville Lane" });
      const result = await searchVendors(db, request({ query: "💍", location: "Emojiville" }));
      expect(names(result)).toEqual(["Emoji Town Vendor"]);
      expect(result.notes).toContain(NO_WORDS);
    });

    it("keeps the words around punctuation and treats it literally", async () => {
      // The other two gulab vendors follow as partial matches: only "100% Bridal" has both words.
      const hundred = await searchVendors(getDb(), request({ query: "gulab 100%" }));
      expect(names(hundred)).toEqual(["100% Bridal", "Plain Gulab", "Snake_Case Studio"]);
      expect(hundred.partialMatch).toBe(true);
      expect(names(await searchVendors(getDb(), request({ query: "snake_case" })))).toEqual(["Snake_Case Studio"]);
      expect(empty(await searchVendors(getDb(), request({ query: "snakeXcase" })))).toEqual({ vendors: [], total: 0 });
      expect(names(await searchVendors(getDb(), request({ query: "gulab 💍", sort: "name" })))).toEqual([
        "100% Bridal",
        "Plain Gulab",
        "Snake_Case Studio",
      ]);
    });

    it("splits tsquery operators away instead of obeying them", async () => {
      const db = getDb();
      // As operators, "!" would exclude and "|" would widen; as separators they do neither: the vendor with
      // every word comes first, and no vendor matches both "tower" and "bar".
      expect(names(await searchVendors(db, request({ query: "gulab & !tower" })))[0]).toBe("100% Bridal");
      const either = await searchVendors(db, request({ query: "tower | bar" }));
      expect(either.partialMatch).toBe(true);
      expect(names(either)).toEqual(expect.arrayContaining(["100% Bridal", "Snake_Case Studio"]));
      expect(names(either)).not.toContain("Plain Gulab");
      expect(names(await searchVendors(db, request({ query: "gulab:* & (jamun) 'plain'" })))[0]).toBe("Plain Gulab");
    });

    it.each([
      "'; drop table vendors; --",
      "<script>alert(1)</script>",
      "gulab'); delete from vendors; --",
      "constructor",
      "__proto__",
      "\\x00",
    ])("never errors and never matches everything for %s", async (query) => {
      const db = getDb();
      const result = await searchVendors(db, request({ query }));
      expect(result.total).toBe(result.vendors.length);
      expect(names(result)).not.toContain("Snake_Case Studio");
      // The table is still there and still answers.
      expect(names(await searchVendors(db, request({ query: "gulab jamun", sort: "name" })))).toEqual([
        "100% Bridal",
        "Plain Gulab",
        "Snake_Case Studio",
      ]);
    });

    it("treats hostile location text literally, with the unknown-place note", async () => {
      const db = getDb();
      for (const location of ["%", "_", "\\", "'; drop table vendors; --", "<script>", "💍"]) {
        const result = await searchVendors(db, request({ query: "gulab", location }));
        expect(empty(result), location).toEqual({ vendors: [], total: 0 });
        expect(result.notes, location).toEqual([`We couldn't find “${location}” on the map, so these are vendors whose address mentions it.`]);
      }
    });

    it("handles a 5,000-character query, raw or parsed from the URL", async () => {
      const db = getDb();
      const long = "gulab ".repeat(1000).slice(0, 5000);
      const raw = await searchVendors(db, request({ query: long }));
      // The cut leaves "gu" as a second word, which other vendors' names start with: the gulab vendors come first.
      expect(names(raw).slice(0, 3).sort()).toEqual(["100% Bridal", "Plain Gulab", "Snake_Case Studio"]);

      const parsed = parseSearchParams(new URLSearchParams({ q: "x".repeat(5000), location: "y".repeat(5000) }));
      expect(parsed.query).toHaveLength(200);
      expect(empty(await searchVendors(db, parsed))).toEqual({ vendors: [], total: 0 });

      const oneWord = await searchVendors(db, request({ query: "z".repeat(5000) }));
      expect(empty(oneWord)).toEqual({ vendors: [], total: 0 });
      expect(oneWord.notes).toEqual([NO_WORDS]);
    });

    it("ignores coordinates outside the valid range before searching, with a note", async () => {
      const parsed = parseSearchParams(new URLSearchParams({ q: "gulab", lat: "95", lng: "-300" }));
      const result = await searchVendors(getDb(), parsed);
      expect(result.place).toBeNull();
      expect(result.total).toBe(3);
      expect(result.notes).toEqual(["The coordinates in the link were not valid, so they were ignored."]);
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
