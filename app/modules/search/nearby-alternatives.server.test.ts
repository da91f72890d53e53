import { beforeAll, expect, it } from "vitest";
import { haversineKm } from "~/modules/geo/geo-math";
import { resolvePlace } from "~/modules/geo/places.server";
import type { CategoryRow } from "../../../tests/support/factories";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { ALTERNATIVES_LIMIT, ALTERNATIVES_RADIUS_KM, getNearbyAlternatives } from "~/modules/search/nearby-alternatives.server";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";

function centreOf(name: string): { lat: number; lng: number } {
  const place = resolvePlace(name);
  if (!place) throw new Error(`${name} is missing from the gazetteer`);
  return { lat: place.lat, lng: place.lng };
}

// "Kesar" vendors per town; Luton is where the couple searched.
const TOWNS: Record<string, number> = {
  Luton: 1,
  Wembley: 1,
  Southall: 2,
  Slough: 1,
  Leicester: 3,
  Coventry: 1,
  Birmingham: 1,
  Glasgow: 4,
};

describeEachDatabase("getNearbyAlternatives", (getDb) => {
  let venues: CategoryRow;

  beforeAll(async () => {
    const db = getDb();
    venues = await createCategory(db, { name: "Venues", slug: "venues" });
    const other = await createCategory(db, { name: "Florists", slug: "florists" });
    for (const [town, count] of Object.entries(TOWNS)) {
      const { lat, lng } = centreOf(town);
      for (let i = 0; i < count; i++) {
        await createVendor(db, {
          name: `Kesar ${town} ${i}`,
          categoryId: i === 0 ? venues.id : other.id,
          priceRange: i === 0 ? "££" : "£",
          city: town,
          location: town,
          latitude: lat,
          longitude: lng,
        });
      }
    }
    const hounslow = centreOf("Hounslow");
    await createVendor(db, { name: "Kesar Hidden", city: "Hounslow", isActive: false, latitude: hounslow.lat, longitude: hounslow.lng });
    await createVendor(db, { name: "Kesar Townless", location: "Somewhere near Luton" });
    const watford = centreOf("Watford");
    await createVendor(db, { name: "Unrelated Watford", city: "Watford", latitude: watford.lat, longitude: watford.lng });
  });

  const alternatives = (fields: Partial<SearchRequest>) => getNearbyAlternatives(getDb(), makeSearchRequest(fields));

  it(`lists up to ${ALTERNATIVES_LIMIT} towns with matching vendors, nearest to the place first, leaving out the place itself`, async () => {
    const luton = centreOf("Luton");
    const result = await alternatives({ query: "kesar", location: "Luton", radiusKm: 10 });
    expect(result.map((alternative) => [alternative.town, alternative.matches])).toEqual([
      ["Wembley", 1],
      ["Southall", 2],
      ["Slough", 1],
      ["Coventry", 1],
      ["Leicester", 3],
    ]);
    for (const [index, alternative] of result.entries()) {
      const km = haversineKm(luton, centreOf(alternative.town));
      if (index > 0) expect(alternative.distanceKm!).toBeGreaterThan(result[index - 1]!.distanceKm!);
      expect(alternative.distanceKm!).toBeCloseTo(km, 1);
      expect(alternative.distanceKm!).toBeLessThanOrEqual(ALTERNATIVES_RADIUS_KM);
    }
  });

  it(`looks no further than ${ALTERNATIVES_RADIUS_KM} km`, async () => {
    const result = await alternatives({ query: "kesar", location: "Southall" });
    expect(result.map((alternative) => alternative.town)).not.toContain("Glasgow");
    expect(result.map((alternative) => alternative.town)).toContain("Luton");
  });

  it("applies the query's words and the category and price filters, never counting inactive vendors", async () => {
    const result = await alternatives({ query: "kesar", location: "Luton", categorySlug: "venues", priceRange: "££" });
    expect(result.every((alternative) => alternative.matches === 1)).toBe(true);
    expect(result.map((alternative) => alternative.town)).not.toContain("Hounslow");
    expect(await alternatives({ query: "unrelated", location: "Luton", radiusKm: 10 })).toEqual([
      { town: "Watford", matches: 1, distanceKm: expect.any(Number) },
    ]);
  });

  it("without a known place, lists the towns with the most matches first, then by name", async () => {
    const result = await alternatives({ query: "kesar", location: "Atlantis" });
    expect(result).toEqual([
      { town: "Glasgow", matches: 4, distanceKm: null },
      { town: "Leicester", matches: 3, distanceKm: null },
      { town: "Southall", matches: 2, distanceKm: null },
      { town: "Birmingham", matches: 1, distanceKm: null },
      { town: "Coventry", matches: 1, distanceKm: null },
    ]);
  });

  it("gives nothing when no vendor anywhere matches", async () => {
    expect(await alternatives({ query: "zzyzx", location: "Luton" })).toEqual([]);
    expect(await alternatives({ query: "💍", location: "Atlantis" })).not.toContain(expect.objectContaining({ town: "Hounslow" }));
  });
});
