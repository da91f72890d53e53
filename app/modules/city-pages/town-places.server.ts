import { nearbyPlaces } from "~/modules/geo/places.server";
import { placeIndex } from "~/modules/geo/place-index.server";
import { placeKey } from "~/modules/geo/place-text";

// Towns of the city landing pages (docs/product/public-area.md#city-pages: "City landing pages", decision 035): the address slug of a
// gazetteer place and back, and the area each page covers.

/** A place a city page can be about: a GeoNames city or town of the gazetteer. */
export type Town = {
  placeId: string;
  name: string;
  /** The page's address segment: "leicester", "newcastle-upon-tyne". */
  slug: string;
  kind: "city" | "town";
  lat: number;
  lng: number;
  /** The page's area: vendors within this many km of the place's centre (see {@link townRadiusKm}). */
  radiusKm: number;
};

/**
 * The radius of a page's area by kind of place (decision 035): a city (100,000+ people) 15 km, which takes in its
 * suburbs (Oadby for Leicester); a town 10 km, its own streets and the villages around it.
 */
export const TOWN_RADIUS_KM = { city: 15, town: 10 } as const;

/** How far around a town its page looks for other towns to link. */
export const NEARBY_TOWN_SEARCH_KM = 40;

/** A slug as the pages write them: lower-case letters and digits in words joined by single hyphens, 80 at most. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 80;

/**
 * The address slug of a place name: its comparison key (accents and apostrophes dropped, punctuation a space,
 * "Saint" → "st"; see `placeKey`) with hyphens for spaces. "Newcastle upon Tyne" → "newcastle-upon-tyne",
 * "Stoke-on-Trent" → "stoke-on-trent", "King's Lynn" → "kings-lynn". Pure.
 */
export function townSlug(name: string): string {
  return placeKey(name).replace(/ /g, "-");
}

/** The radius of a page's area for a kind of place: {@link TOWN_RADIUS_KM}. */
export function townRadiusKm(kind: Town["kind"]): number {
  return TOWN_RADIUS_KM[kind];
}

/**
 * The town a page's slug names. Input: the `:town` segment as requested. Output: the most populous GeoNames city
 * or town whose own name (not an alias: "bham" is no page) has that slug, with its area; undefined for anything
 * else: a village, a neighbourhood, an unknown name, or a slug with other characters, upper case, doubled or edge
 * hyphens or more than 80 characters ("le%3Cscript", "Leicester", "leicester-"). The route answers undefined with
 * a 404. Never throws once the gazetteer is loaded.
 */
export function findTown(slug: string): Town | undefined {
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) return undefined;
  const key = slug.replace(/-/g, " ");
  const entry = placeIndex()
    .byKey.get(key)
    ?.find((candidate) => candidate.key === key && (candidate.place.kind === "city" || candidate.place.kind === "town"));
  if (!entry) return undefined;
  const kind = entry.place.kind as Town["kind"];
  return {
    placeId: entry.place.id,
    name: entry.place.name,
    slug,
    kind,
    lat: entry.place.latitude,
    lng: entry.place.longitude,
    radiusKm: townRadiusKm(kind),
  };
}

/** The town a vendor's address town names ("Leicester", "Newcastle upon Tyne"), by its slug; see {@link findTown}. */
export function townNamed(name: string): Town | undefined {
  return findTown(townSlug(name));
}

/**
 * Towns around `town` that a page may link, nearest first: places of 20,000+ people within
 * {@link NEARBY_TOWN_SEARCH_KM} km (see `nearbyPlaces`), each with its distance in km, leaving out the town itself
 * and any place whose slug leads to a larger namesake elsewhere (its link would open another town's page).
 * Input: the town, at most `limit` places (default 40). Output: Town & { distanceKm }[].
 */
export function townsAround(town: Town, limit = 40): (Town & { distanceKm: number })[] {
  return nearbyPlaces(town.lat, town.lng, NEARBY_TOWN_SEARCH_KM, limit).flatMap((place) => {
    const found = townNamed(place.name);
    return found && found.placeId === place.placeId && found.placeId !== town.placeId ? [{ ...found, distanceKm: place.distanceKm }] : [];
  });
}
