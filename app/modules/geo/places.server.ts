import { boundingBox, haversineKm, inBoundingBox, type LatLng } from "~/modules/geo/geo-math";
import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { type IndexedPlace, placeIndex } from "~/modules/geo/place-index.server";
import { findPostcodeInQuery, findPostcodeInText, geocodePostcode, resolvePostcode } from "~/modules/geo/postcode-places.server";
import {
  COUNTRY_WORDS,
  EVERYDAY_WORD_PLACES,
  NEVER_QUERY_PLACES,
  SERVICE_WORDS,
  placeKey,
  withoutCountry,
} from "~/modules/geo/place-text";

export type { PlaceResult } from "~/modules/geo/gazetteer-types";

/** Text longer than this is cut before matching; no UK place name comes close. */
const MAX_INPUT_LENGTH = 100;
/** Same-name places smaller than this are dropped from predictions when a larger namesake is listed. */
const NAMESAKE_MIN_POPULATION = 5_000;
/** Rough bounds of the UK (with its seas), decimal degrees. */
const UK_BOUNDS = { minLat: 49, maxLat: 61, minLng: -9, maxLng: 2 };
/** Reverse geocoding prefers a place of this many people within {@link REVERSE_TOWN_KM}. */
const REVERSE_TOWN_POPULATION = 10_000;
const REVERSE_TOWN_KM = 15;
/** Beyond this no place is near enough to name (open sea, or the continent inside the rough bounds). */
const REVERSE_MAX_KM = 50;
/** Nearby-town lists show places of at least this many people. */
const NEARBY_MIN_POPULATION = 20_000;
/** A nearby place closer than this to the centre is the centre place itself. */
const SAME_PLACE_KM = 1;

const COUNTRY_KEYS = new Set(COUNTRY_WORDS);
const PREPOSITIONS = new Set(["in", "near", "nr", "around"]);

// One collator: localeCompare with a locale argument builds a new one per call (~10 µs each).
const names = new Intl.Collator("en-GB");

function byRank(a: IndexedPlace, b: IndexedPlace): number {
  return b.rank - a.rank || names.compare(a.place.name, b.place.name);
}

function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

// 0 exact name or alias, 1 name prefix, 2 prefix of a later word of the name, 3 alias prefix.
function predictionTier(entry: IndexedPlace, key: string): number | undefined {
  if (entry.key === key || entry.aliasKeys.includes(key)) return 0;
  if (entry.key.startsWith(key)) return 1;
  if (entry.key.includes(` ${key}`)) return 2;
  if (entry.aliasKeys.some((alias) => alias.startsWith(key) || alias.includes(` ${key}`))) return 3;
  return undefined;
}

/**
 * Place predictions for the location box (docs/product/public-area.md#places: restricted to the
 * UK). Input: what was typed (trimmed, case- and accent-insensitive, cut to 100 characters;
 * trailing ", UK" ignored) and a limit (1–20, default 8). Output: up to `limit` places ranked exact name
 * or alias, then name prefix ("Lei" → Leicester), then a later word ("Tyne" → Newcastle upon Tyne), then
 * alias prefix; ties by population, descending. Namesakes under 5,000 people are dropped when a larger
 * one is listed. A UK postcode, outward code or half postcode ("LE5", "B11 2AB", "LE5 1") comes first as
 * its post town with `postcode` set (docs/product/public-area.md#places, {@link resolvePostcode}); one of an area that does not
 * exist ("ZZ9 9ZZ") gives nothing. Fewer than 2 characters → []. Never throws (docs/product/public-area.md#places: a failed
 * prediction is an empty list).
 */
export function predictPlaces(input: string, limit = 8): PlaceResult[] {
  const key = withoutCountry(placeKey(input.slice(0, MAX_INPUT_LENGTH)));
  if (key.length < 2) return [];
  const wanted = Math.min(20, Math.max(1, Math.trunc(limit) || 8));
  const postcode = resolvePostcode(key);
  if (postcode) return [postcode, ...predictNames(key, wanted - 1)];
  return predictNames(key, wanted);
}

function predictNames(key: string, wanted: number): PlaceResult[] {
  if (wanted < 1) return [];
  const ranked: { entry: IndexedPlace; tier: number }[] = [];
  for (const entry of placeIndex().all) {
    const tier = predictionTier(entry, key);
    if (tier !== undefined) ranked.push({ entry, tier });
  }
  ranked.sort((a, b) => a.tier - b.tier || byRank(a.entry, b.entry));
  const listed = new Set<string>();
  const results: PlaceResult[] = [];
  for (const { entry } of ranked) {
    if (listed.has(entry.key) && entry.rank < NAMESAKE_MIN_POPULATION) continue;
    listed.add(entry.key);
    results.push(entry.result);
    if (results.length === wanted) break;
  }
  return results;
}

/**
 * A place by id (docs/product/public-area.md#places). Input: `gn-…`, `nb-…` or a
 * postcode's `pc-…` id. Output: the place, or undefined for an unknown id (the endpoint answers 404
 * 'Geocoding failed', docs/product/public-area.md#places).
 */
export function geocodePlace(placeId: string): PlaceResult | undefined {
  return placeIndex().byId.get(placeId)?.result ?? geocodePostcode(placeId);
}

/** Places whose name or alias is exactly `key`, never a trade word ("hall") or a country ("Wales"). */
function exactPlaces(key: string): IndexedPlace[] {
  if (!key || SERVICE_WORDS.has(key) || COUNTRY_KEYS.has(key)) return [];
  return placeIndex().byKey.get(key) ?? [];
}

function qualifies(entry: IndexedPlace, qualifier: string): boolean {
  const areas = [entry.place.parent, entry.place.county, entry.place.country].filter((area) => area !== undefined);
  return areas.some((area) => {
    const key = placeKey(area);
    return key.includes(qualifier) || qualifier.includes(key);
  });
}

/**
 * The place a free-text location names (docs/product/public-area.md#places: "when the location
 * resolves to a place"). Input: text such as "Leicester", "leicester, uk", " BHAM ", "Southall, London",
 * "near Green Street", "LE5", "B11 2AB" (cut to 100 characters). The first comma-separated part that is
 * exactly a place name or alias, or a UK postcode (docs/product/public-area.md#places: its area's post town with `postcode` set),
 * wins; the other parts pick among namesakes by parent, county or country ("Newport, Isle of Wight"),
 * then the most populous. Failing that, a full postcode inside the text ("Melton Road, Leicester LE4
 * 6AR") decides. Output: the place, or undefined for unknown text ("Atlantis", "ZZ9 9ZZ"), trade words
 * ("wedding", "hall") and bare country names. Never throws.
 */
export function resolvePlace(text: string): PlaceResult | undefined {
  const parts = text
    .slice(0, MAX_INPUT_LENGTH)
    .split(",")
    .map((part) => withoutCountry(placeKey(part)))
    .filter((part) => part.length > 0);
  if (parts[0]) parts[0] = parts[0].replace(/^(in|near|nr|around) /, "");
  for (const [position, part] of parts.entries()) {
    const postcode = resolvePostcode(part);
    if (postcode) return postcode;
    const candidates = exactPlaces(part);
    if (candidates.length === 0) continue;
    const qualifiers = parts.filter((_, other) => other !== position);
    const preferred = candidates.filter((entry) => qualifiers.some((qualifier) => qualifies(entry, qualifier)));
    return [...(preferred.length > 0 ? preferred : candidates)].sort(byRank)[0]?.result;
  }
  return findPostcodeInText(text);
}

function inUk(point: LatLng): boolean {
  const { lat, lng } = point;
  return lat >= UK_BOUNDS.minLat && lat <= UK_BOUNDS.maxLat && lng >= UK_BOUNDS.minLng && lng <= UK_BOUNDS.maxLng;
}

function nearest(point: LatLng, maxKm: number, accept: (entry: IndexedPlace) => boolean) {
  const box = boundingBox(point, maxKm);
  let best: { entry: IndexedPlace; km: number } | undefined;
  for (const entry of placeIndex().all) {
    const place = { lat: entry.place.latitude, lng: entry.place.longitude };
    if (!inBoundingBox(box, place) || !accept(entry)) continue;
    const km = haversineKm(point, place);
    if (km <= maxKm && (!best || km < best.km)) best = { entry, km };
  }
  return best;
}

/**
 * The town a coordinate is in or near, for the current-location button (docs/product/public-area.md#places "Current
 * location ... maps reverse geocode"). Input: latitude and longitude in decimal degrees. Output: the
 * nearest town or city of 10,000+ people within 15 km, else the nearest town or village within 50 km
 * (neighbourhoods are never chosen), with the distance in km (1 decimal); undefined outside the UK's
 * rough bounds (49–61° N, 9° W–2° E), for non-finite input, or with no place within 50 km (open sea).
 * The endpoint then answers 404 'Reverse geocoding failed' (docs/product/public-area.md#places). Never throws.
 */
export function reverseGeocode(lat: number, lng: number): { place: PlaceResult; distanceKm: number } | undefined {
  const point = { lat, lng };
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !inUk(point)) return undefined;
  const notNeighbourhood = (entry: IndexedPlace) => entry.place.kind !== "neighbourhood";
  const found =
    nearest(point, REVERSE_TOWN_KM, (entry) => notNeighbourhood(entry) && entry.rank >= REVERSE_TOWN_POPULATION) ??
    nearest(point, REVERSE_MAX_KM, notNeighbourhood);
  return found && { place: found.entry.result, distanceKm: roundKm(found.km) };
}

/**
 * Towns and cities around a point, nearest first, for the nearby-area alternatives under an empty search
 * (docs/product/public-area.md#places). Input: centre in decimal degrees, radius in km (0–500), limit (1–50). Output: places of
 * 20,000+ people (not neighbourhoods or villages) within the radius, each with its distance in km
 * (1 decimal), leaving out the centre place itself (anything within 1 km). Invalid input → [].
 */
export function nearbyPlaces(
  lat: number,
  lng: number,
  radiusKm: number,
  limit: number,
): (PlaceResult & { distanceKm: number })[] {
  const valid = [lat, lng, radiusKm, limit].every(Number.isFinite) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (!valid || radiusKm <= 0 || limit < 1) return [];
  const center = { lat, lng };
  const radius = Math.min(radiusKm, 500);
  const box = boundingBox(center, radius);
  const found: { entry: IndexedPlace; km: number }[] = [];
  for (const entry of placeIndex().all) {
    const { kind, latitude, longitude } = entry.place;
    if (kind === "neighbourhood" || kind === "village" || entry.rank < NEARBY_MIN_POPULATION) continue;
    const place = { lat: latitude, lng: longitude };
    if (!inBoundingBox(box, place)) continue;
    const km = haversineKm(center, place);
    if (km <= radius && km >= SAME_PLACE_KM) found.push({ entry, km });
  }
  found.sort((a, b) => a.km - b.km);
  return found.slice(0, Math.min(50, Math.trunc(limit))).map(({ entry, km }) => ({ ...entry.result, distanceKm: roundKm(km) }));
}

type QueryToken = { text: string; key: string };

/**
 * The place a phrase of a search query names, or undefined. `bare` phrases (no "in"/"near" before them)
 * must name a town-sized place and not an everyday word ("deal", "street"); no phrase may be a month,
 * a trade word or, when a single word, 2 letters or fewer unless it is an alias ("MK").
 */
function queryPhrasePlace(tokens: readonly QueryToken[], bare: boolean): IndexedPlace | undefined {
  const key = withoutCountry(tokens.map((token) => token.key).join(" "));
  const words = key.split(" ");
  if (words.every((word) => SERVICE_WORDS.has(word) || NEVER_QUERY_PLACES.has(word))) return undefined;
  if (bare && words.length === 1 && EVERYDAY_WORD_PLACES.has(key)) return undefined;
  const candidates = exactPlaces(key).filter(
    (entry) => (key.length > 2 || entry.aliasKeys.includes(key)) && (!bare || entry.townSized),
  );
  return candidates[0];
}

/**
 * Finds a place named inside a search query (docs/product/public-area.md#places: "henna birmingham", "asian wedding venue near
 * leicester", "mendhi bham", "photographers in east london"). Tries, in order: a UK postcode (docs/product/public-area.md#places:
 * "caterer near B11 2AB", "halal caterer le5"; {@link findPostcodeInQuery}), the phrase after the last
 * "in"/"near"/"nr"/"around", then the query's last 3, 2 or 1 words, then its first 3, 2 or 1 words
 * (longest first). Trade words ("henna", "hall", "cake", "dj"), months and bare everyday-word towns
 * ("best deal") are never places. Input: the query (cut to 200 characters). Output: `rest`, the query
 * without the place and its preposition; `place` when found; `placeText` when a "near"/"around" phrase
 * names no known place ("venue near atlantis" → placeText "atlantis"), for a text match on location.
 * Never throws.
 */
export function extractPlaceFromQuery(query: string): { rest: string; place?: PlaceResult; placeText?: string } {
  const tokens = query
    .slice(0, 200)
    .split(/[\s,]+/)
    .map((text) => ({ text, key: placeKey(text) }))
    .filter((token) => token.key.length > 0);
  const restWithout = (start: number, end: number) =>
    [...tokens.slice(0, start), ...tokens.slice(end)].map((token) => token.text).join(" ");
  const found = (start: number, end: number, entry: IndexedPlace) => ({ rest: restWithout(start, end), place: entry.result });

  const postcode = findPostcodeInQuery(tokens.map((token) => token.key));
  if (postcode) return { rest: restWithout(postcode.start, postcode.end), place: postcode.place };

  for (let at = tokens.length - 2; at >= 0; at--) {
    if (!PREPOSITIONS.has(tokens[at]!.key)) continue;
    for (let size = Math.min(3, tokens.length - at - 1); size >= 1; size--) {
      const entry = queryPhrasePlace(tokens.slice(at + 1, at + 1 + size), false);
      if (entry) return found(at, at + 1 + size, entry);
    }
  }
  for (let size = Math.min(3, tokens.length); size >= 1; size--) {
    const entry = queryPhrasePlace(tokens.slice(tokens.length - size), true);
    if (entry) return found(tokens.length - size, tokens.length, entry);
  }
  for (let size = Math.min(3, tokens.length - 1); size >= 1; size--) {
    const entry = queryPhrasePlace(tokens.slice(0, size), true);
    if (entry) return found(0, size, entry);
  }
  const near = tokens.findLastIndex((token) => token.key === "near" || token.key === "around");
  const named = near >= 0 ? tokens.slice(near + 1) : [];
  if (named.length >= 1 && named.length <= 3 && named.every((token) => !SERVICE_WORDS.has(token.key))) {
    return { rest: restWithout(near, tokens.length), placeText: named.map((token) => token.text).join(" ") };
  }
  return { rest: tokens.map((token) => token.text).join(" ") };
}

/** Places of at least this many people (and every neighbourhood) feed the 'did you mean' vocabulary. */
const VOCABULARY_MIN_POPULATION = 20_000;

/**
 * Names couples may misspell in a search: towns and cities of 20,000+ people, neighbourhoods and
 * nicknames (docs/product/public-area.md#places: did-you-mean vocabulary includes place names). Output: distinct names.
 */
export function listPlaceNames(): string[] {
  const found = new Set<string>();
  for (const entry of placeIndex().all) {
    if (entry.place.kind !== "neighbourhood" && entry.rank < VOCABULARY_MIN_POPULATION) continue;
    found.add(entry.place.name);
    for (const alias of entry.place.aliases ?? []) found.add(alias);
  }
  return [...found];
}
