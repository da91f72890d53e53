import { beforeAll, expect, it } from "vitest";
import { EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { resolvePlace } from "~/modules/geo/places.server";
import type { CategoryRow, CreatedVendor } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { getSimilarVendors, SIMILAR_VENDOR_LIMIT } from "~/modules/search/similar-vendors.server";

const leicester = (() => {
  const place = resolvePlace("Leicester");
  if (!place) throw new Error("Leicester is missing from the gazetteer");
  return { lat: place.lat, lng: place.lng };
})();

/** A point `km` due north of Leicester: along a meridian the great-circle distance is exactly `km`. */
function kmNorth(km: number) {
  return { latitude: leicester.lat + (km * 180) / (Math.PI * EARTH_RADIUS_KM), longitude: leicester.lng };
}

const ARTIST_KM = [1, 5, 12, 20, 40, 80, 120] as const;

describeEachDatabase("getSimilarVendors", (getDb) => {
  let mehndi: CategoryRow;
  let artists: CreatedVendor[];
  let unmapped: CreatedVendor;
  let photographer: CreatedVendor;

  beforeAll(async () => {
    const db = getDb();
    mehndi = await createCategory(db, { name: "Mehndi Artists", slug: "mehndi-artists" });
    const photographers = await createCategory(db, { name: "Photographers", slug: "photographers" });
    artists = [];
    for (const km of ARTIST_KM) {
      artists.push(
        await createVendor(db, {
          name: `Artist ${km} km`,
          categoryId: mehndi.id,
          // The farthest is featured, so only the distance can put the nearest first.
          isFeatured: km === 120,
          priceRange: km < 15 ? "£" : "£££",
          ...kmNorth(km),
        }),
      );
    }
    await createVendor(db, { name: "Hidden Artist", categoryId: mehndi.id, isActive: false, isFeatured: true, ...kmNorth(0.5) });
    unmapped = await createVendor(db, { name: "Unmapped Artist", categoryId: mehndi.id, location: "Leicester" });
    photographer = await createVendor(db, { name: "Nearby Lens", categoryId: photographers.id, ...kmNorth(0.2) });
  });

  const similar = (fields: Partial<SearchRequest>) => getSimilarVendors(getDb(), makeSearchRequest(fields));

  it(`gives the ${SIMILAR_VENDOR_LIMIT} active vendors of the category the query names, nearest to the place first`, async () => {
    const result = await similar({ query: "henna", location: "Leicester" });
    expect(result.map((card) => card.name)).toEqual(ARTIST_KM.slice(0, SIMILAR_VENDOR_LIMIT).map((km) => `Artist ${km} km`));
    expect(result.map((card) => card.distanceKm)).toEqual([...ARTIST_KM.slice(0, SIMILAR_VENDOR_LIMIT)]);
    expect(result.every((card) => card.category.slug === "mehndi-artists")).toBe(true);
  });

  it("looks beyond the search radius, since the search itself found nothing", async () => {
    const result = await similar({ query: "henna", location: "Leicester", radiusKm: 10 });
    expect(result).toHaveLength(SIMILAR_VENDOR_LIMIT);
    expect(result.at(-1)!.distanceKm).toBe(80);
  });

  it("uses a place named in the query or browser coordinates", async () => {
    const inQuery = await similar({ query: "mehndi leicester" });
    expect(inQuery[0]!.id).toBe(artists[0]!.id);
    const fromCoordinates = await similar({ query: "henna", coordinates: { lat: kmNorth(120).latitude, lng: leicester.lng } });
    expect(fromCoordinates[0]!.id).toBe(artists.at(-1)!.id);
    expect(fromCoordinates[0]!.distanceKm).toBe(0);
  });

  it("without a place, gives featured vendors first and no distances", async () => {
    for (const fields of [{ query: "henna" }, { query: "henna", location: "Atlantis" }]) {
      const result = await similar(fields);
      expect(result).toHaveLength(SIMILAR_VENDOR_LIMIT);
      expect(result[0]!.name).toBe("Artist 120 km");
      expect(result.every((card) => card.distanceKm === null)).toBe(true);
      expect(result.map((card) => card.name)).not.toContain("Hidden Artist");
    }
  });

  it("leaves out vendors with no coordinates when distances are shown", async () => {
    const result = await similar({ query: "henna", location: "Leicester" });
    expect(result.map((card) => card.id)).not.toContain(unmapped.id);
  });

  it("never offers inactive vendors or other categories", async () => {
    const result = await similar({ query: "henna", location: "Leicester" });
    const names = result.map((card) => card.name);
    expect(names).not.toContain("Hidden Artist");
    expect(names).not.toContain("Nearby Lens");
  });

  it("uses the category filter and the price filter of the request", async () => {
    const byCategory = await similar({ query: "kesar", location: "Leicester", categorySlug: "photographers" });
    expect(byCategory.map((card) => card.id)).toEqual([photographer.id]);
    const byPrice = await similar({ query: "henna", location: "Leicester", priceRange: "£" });
    expect(byPrice.map((card) => card.name)).toEqual(["Artist 1 km", "Artist 5 km", "Artist 12 km"]);
  });

  it.each(["kesar", "", "%", "'; drop table vendors; --", "💍"])("gives nothing when the query %j names no category", async (query) => {
    expect(await similar({ query, location: "Leicester" })).toEqual([]);
  });
});
