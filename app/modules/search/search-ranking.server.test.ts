import { beforeAll, describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { resolvePlace } from "~/modules/geo/places.server";
import type { CategoryRow } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { makeSearchRequest, RESULTS_PER_PAGE, type SearchRequest } from "~/modules/search/search-request";
import { PARTIAL_MATCH_NOTE, searchVendors, type SearchResult } from "~/modules/search/search-vendors.server";

/**
 * docs/product/public-area.md#ranking: distance-aware ranking, no dead ends, attribute words and guest counts (decision 025).
 * Each group places its vendors around a town of its own, so the groups never see each other's vendors.
 */

function centreOf(name: string): { lat: number; lng: number } {
  const place = resolvePlace(name);
  if (!place) throw new Error(`${name} is missing from the gazetteer`);
  return { lat: place.lat, lng: place.lng };
}

/** Coordinates `km` due north of a town's centre: along a meridian the great-circle distance is exactly `km`. */
function kmNorthOf(town: string, km: number): { latitude: number; longitude: number; city: string; location: string } {
  const from = centreOf(town);
  return { latitude: from.lat + (km * 180) / (Math.PI * EARTH_RADIUS_KM), longitude: from.lng, city: town, location: town };
}

const search = (db: Parameters<typeof searchVendors>[0], fields: Partial<SearchRequest>) => searchVendors(db, makeSearchRequest(fields));
const names = (result: SearchResult) => result.vendors.map((vendor) => vendor.name);

describeEachDatabase("searchVendors: ranking and fallback (docs/product/public-area.md#ranking)", (getDb) => {
  let catering: CategoryRow;
  let photographers: CategoryRow;
  let venues: CategoryRow;
  let hair: CategoryRow;
  let musicians: CategoryRow;
  let makeup: CategoryRow;

  beforeAll(async () => {
    const db = getDb();
    catering = await createCategory(db, { name: "Catering", slug: "catering" });
    photographers = await createCategory(db, { name: "Photographers", slug: "photographers" });
    venues = await createCategory(db, { name: "Venues", slug: "venues" });
    hair = await createCategory(db, { name: "Hair Stylists", slug: "hair-stylists" });
    musicians = await createCategory(db, { name: "Musicians", slug: "musicians" });
    makeup = await createCategory(db, { name: "Makeup Artists", slug: "makeup-artists" });
  });

  describe("distance inside the radius (Bradford)", () => {
    beforeAll(async () => {
      const db = getDb();
      // The case: the Rochdale caterer says halal twice, the one 1.8 km away once. Names sort the wrong
      // way and the far one is featured, so only distance can put the near one first.
      await createVendor(db, {
        name: "Aaron Rochdale Caterers",
        categoryId: catering.id,
        description: "Halal wedding feasts with a halal-certified kitchen.",
        features: ["Halal-certified kitchen"],
        isFeatured: true,
        ...kmNorthOf("Bradford", 32),
      });
      await createVendor(db, {
        name: "Zara Bradford Kitchen",
        categoryId: catering.id,
        description: "Wedding feasts for every family.",
        features: ["Halal-certified kitchen"],
        ...kmNorthOf("Bradford", 1.8),
      });
      // Same text, 3 km apart at 20 and 23 km: the nearer first.
      await createVendor(db, { name: "Twenty Three Feasts", categoryId: catering.id, description: "Biryani.", ...kmNorthOf("Bradford", 23) });
      await createVendor(db, { name: "Twenty Feasts", categoryId: catering.id, description: "Biryani.", ...kmNorthOf("Bradford", 20) });
      // A name match is a much better text match than a description: it wins over 8 km.
      await createVendor(db, { name: "Peacock Banquets", categoryId: catering.id, ...kmNorthOf("Bradford", 10) });
      await createVendor(db, { name: "Quiet Kitchen", categoryId: catering.id, description: "Peacock-themed menus.", ...kmNorthOf("Bradford", 2) });
    });

    it("ranks a caterer 1.8 km away above a slightly better text match 32 km away", async () => {
      const result = await search(getDb(), { query: "halal caterer in Bradford" });
      expect(result.place?.name).toBe("Bradford");
      expect(result.sort).toBe("relevance");
      expect(names(result).slice(0, 2)).toEqual(["Zara Bradford Kitchen", "Aaron Rochdale Caterers"]);
    });

    it("puts the nearer of two equally relevant vendors first", async () => {
      const result = await search(getDb(), { query: "biryani", location: "Bradford" });
      expect(names(result).indexOf("Twenty Feasts")).toBeLessThan(names(result).indexOf("Twenty Three Feasts"));
    });

    it("still puts a much better text match first", async () => {
      const result = await search(getDb(), { query: "peacock", location: "Bradford" });
      expect(names(result)).toEqual(["Peacock Banquets", "Quiet Kitchen"]);
    });

    it("does not weigh distance without a place, and keeps the other sorts", async () => {
      const anywhere = await search(getDb(), { query: "halal caterer" });
      expect(anywhere.place).toBeNull();
      expect(names(anywhere)[0]).toBe("Aaron Rochdale Caterers");
      const nearest = await search(getDb(), { query: "caterer", location: "Bradford", sort: "distance" });
      expect(nearest.vendors.map((vendor) => vendor.distanceKm)).toEqual([1.8, 2, 10, 20, 23, 32]);
      const byName = await search(getDb(), { query: "caterer", location: "Bradford", sort: "name" });
      expect(names(byName)).toEqual([...names(byName)].sort((a, b) => a.localeCompare(b)));
    });
  });

  describe("no dead ends (Leeds)", () => {
    beforeAll(async () => {
      const db = getDb();
      await createVendor(db, { name: "Amber Lens", categoryId: photographers.id, ...kmNorthOf("Leeds", 3) });
      await createVendor(db, {
        name: "Zoya Photography",
        categoryId: photographers.id,
        features: ["Female photographer available"],
        ...kmNorthOf("Leeds", 20),
      });
      await createVendor(db, { name: "Bright Frames", categoryId: photographers.id, ...kmNorthOf("Leeds", 8) });
      await createVendor(db, { name: "Far Frames", categoryId: photographers.id, ...kmNorthOf("Leeds", 80) });
      // Female-only, but not a photographer.
      await createVendor(db, { name: "Leeds Glam", categoryId: makeup.id, features: ["Female-only team"], ...kmNorthOf("Leeds", 1) });
    });

    it("finds the photographer whose features say 'female' for \"lady photographer\", then the other photographers, saying so", async () => {
      const result = await search(getDb(), { query: "lady photographer", location: "Leeds" });
      expect(names(result)).toEqual(["Zoya Photography", "Amber Lens", "Bright Frames"]);
      expect(result.partialMatch).toBe(true);
      expect(result.notes).toEqual([PARTIAL_MATCH_NOTE]);
    });

    it("never returns nothing for a query naming a category that has vendors within the radius", async () => {
      const result = await search(getDb(), { query: "photographer with a hovercraft", location: "Leeds" });
      expect(result.total).toBe(3);
      expect(result.vendors.every((vendor) => vendor.category.slug === "photographers")).toBe(true);
      expect(result.partialMatch).toBe(true);
    });

    it("lists the vendors matching everything first under the 'Nearest' sort too", async () => {
      const result = await search(getDb(), { query: "female photographer", location: "Leeds", sort: "distance" });
      expect(names(result)).toEqual(["Zoya Photography", "Amber Lens", "Bright Frames"]);
    });

    it("keeps the whole-query results alone, without the note, when they fill a page", async () => {
      const db = getDb();
      const category = await createCategory(db);
      for (let index = 0; index < RESULTS_PER_PAGE; index += 1) {
        await createVendor(db, { name: `Nutmeg Mace ${index}`, categoryId: category.id });
      }
      await createVendor(db, { name: "Nutmeg Alone", categoryId: category.id });
      const result = await search(db, { query: "nutmeg mace" });
      expect(result.total).toBe(RESULTS_PER_PAGE);
      expect(names(result)).not.toContain("Nutmeg Alone");
      expect(result).toMatchObject({ partialMatch: false, notes: [] });
    });

    it("without a category, widens only to vendors matching at least half of the words", async () => {
      const db = getDb();
      await createVendor(db, { name: "Sumac Cardamom Clove" });
      await createVendor(db, { name: "Sumac Cardamom" });
      await createVendor(db, { name: "Sumac Only" });
      const result = await search(db, { query: "sumac cardamom clove" });
      expect(names(result)).toEqual(["Sumac Cardamom Clove", "Sumac Cardamom"]);
      expect(result.partialMatch).toBe(true);
    });

    it("says nothing when widening finds no one more", async () => {
      const result = await search(getDb(), { query: "sumac cardamom clove xylophone" });
      expect(names(result)).toEqual(["Sumac Cardamom Clove", "Sumac Cardamom"]);
      const none = await search(getDb(), { query: "quokka wombat" });
      expect(none).toMatchObject({ total: 0, partialMatch: false, notes: [] });
    });
  });

  describe("attribute words, specialities and guest counts (Leicester)", () => {
    beforeAll(async () => {
      const db = getDb();
      await createVendor(db, { name: "Plain Tresses", categoryId: hair.id, ...kmNorthOf("Leicester", 1) });
      await createVendor(db, { name: "Noor Tresses", categoryId: hair.id, features: ["Hijab-friendly styling"], ...kmNorthOf("Leicester", 9) });
      await createVendor(db, { name: "Grand Caterers", categoryId: catering.id, features: ["Caters for 1,000+ guests"], ...kmNorthOf("Leicester", 5) });
      await createVendor(db, {
        name: "Mahal Feasts",
        categoryId: catering.id,
        description: "Feasts for weddings of a hundred guests to well over a thousand.",
        ...kmNorthOf("Leicester", 6),
      });
      await createVendor(db, { name: "Small Feasts", categoryId: catering.id, description: "Menus for up to 800 guests.", ...kmNorthOf("Leicester", 2) });
      await createVendor(db, {
        name: "Belgrave Suite",
        categoryId: venues.id,
        serviceTags: ["Capacity over 500"],
        features: ["Halal-certified kitchen"],
        ...kmNorthOf("Leicester", 4),
      });
      await createVendor(db, { name: "Garden Suite", categoryId: venues.id, description: "The main hall seats up to 300 guests.", ...kmNorthOf("Leicester", 3) });
      await createVendor(db, { name: "Leicester Dhol", categoryId: musicians.id, serviceTags: ["Dhol players"], ...kmNorthOf("Leicester", 12) });
      await createVendor(db, { name: "Leicester Strings", categoryId: musicians.id, ...kmNorthOf("Leicester", 1) });
    });

    it("reads 'hijabi' as the listings' 'hijab-friendly'", async () => {
      const result = await search(getDb(), { query: "hijabi hair stylist", location: "Leicester" });
      expect(names(result)).toEqual(["Noor Tresses", "Plain Tresses"]);
    });

    it("keeps caterers whose text says they take at least the guests asked for, first", async () => {
      const result = await search(getDb(), { query: "caterer for 1000 guests", location: "Leicester" });
      expect(names(result).slice(0, 2).sort()).toEqual(["Grand Caterers", "Mahal Feasts"]);
      expect(names(result)[2]).toBe("Small Feasts");
      expect(result.matchedQuery).toBe("caterer for 1000 guests");
    });

    it("compares the count with the listing's: 'capacity over 500' is enough for 400 guests, 300 seats are not", async () => {
      const result = await search(getDb(), { query: "venue for 400 guests", location: "Leicester" });
      expect(names(result)).toEqual(["Belgrave Suite", "Garden Suite"]);
    });

    it("answers a capacity of 10 million with the category, never an error", async () => {
      const result = await search(getDb(), { query: "venue for 10000000 guests", location: "Leicester" });
      expect(names(result).sort()).toEqual(["Belgrave Suite", "Garden Suite"]);
      expect(result.partialMatch).toBe(true);
    });

    it("reads 'halal venue' as venues with halal, not caterers", async () => {
      const result = await search(getDb(), { query: "halal venue", location: "Leicester" });
      expect(names(result)).toEqual(["Belgrave Suite", "Garden Suite"]);
    });

    it("puts the musicians whose listing names the speciality first ('dhol')", async () => {
      const result = await search(getDb(), { query: "dhol", location: "Leicester" });
      expect(names(result)).toEqual(["Leicester Dhol", "Leicester Strings"]);
    });
  });
});
