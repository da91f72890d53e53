import { TOWN_POPULATION } from "~/modules/geo/build-gazetteer.server";
import { loadGazetteer } from "~/modules/geo/gazetteer.server";
import type { GazetteerPlace, PlaceResult } from "~/modules/geo/gazetteer-types";
import { placeKey } from "~/modules/geo/place-text";

/** A gazetteer place with its comparison keys and ranking weight, built once per process. */
export type IndexedPlace = {
  place: GazetteerPlace;
  result: PlaceResult;
  /** {@link placeKey} of the name, e.g. "newcastle upon tyne". */
  key: string;
  aliasKeys: string[];
  /** Ranking weight: the population, or {@link NEIGHBOURHOOD_RANK} for hand-added neighbourhoods. */
  rank: number;
  /** Whether it may be read from a search query without "in"/"near" (towns, cities, curated neighbourhoods). */
  townSized: boolean;
};

/**
 * The hand-added neighbourhoods have no population figure; they are in the gazetteer because couples
 * search by them, so they rank like a mid-sized town rather than below every hamlet.
 */
export const NEIGHBOURHOOD_RANK = 20_000;

export type PlaceIndex = {
  all: IndexedPlace[];
  byId: Map<string, IndexedPlace>;
  /** Exact name and alias keys → places, most highly ranked first. */
  byKey: Map<string, IndexedPlace[]>;
};

let index: PlaceIndex | undefined;

function formattedAddress(place: GazetteerPlace): string {
  const area = place.parent ?? place.county;
  // "Glasgow, Glasgow, Scotland" says the same thing twice.
  const middle = area && placeKey(area) !== placeKey(place.name) ? [area] : [];
  return [place.name, ...middle, place.country].join(", ");
}

function indexed(place: GazetteerPlace): IndexedPlace {
  const curated = place.id.startsWith("nb-");
  const rank = curated ? Math.max(place.population, NEIGHBOURHOOD_RANK) : place.population;
  return {
    place,
    result: {
      placeId: place.id,
      name: place.name,
      formattedAddress: formattedAddress(place),
      lat: place.latitude,
      lng: place.longitude,
      kind: place.kind,
      population: place.population,
    },
    key: placeKey(place.name),
    aliasKeys: (place.aliases ?? []).map(placeKey),
    rank,
    townSized: curated || rank >= TOWN_POPULATION,
  };
}

/**
 * The gazetteer ready for matching (docs/product/public-area.md#places place search): every place with its {@link PlaceResult},
 * comparison keys and rank, plus lookups by id and by exact name/alias key (each list highest rank first).
 * Built on first use (~30 ms, after {@link loadGazetteer}) and kept for the life of the process.
 * Throws only when the gazetteer cannot be loaded (GeoNames packages missing).
 */
export function placeIndex(): PlaceIndex {
  if (index) return index;
  const all = loadGazetteer().places.map(indexed);
  const byId = new Map(all.map((entry) => [entry.place.id, entry]));
  const byKey = new Map<string, IndexedPlace[]>();
  for (const entry of all) {
    for (const key of new Set([entry.key, ...entry.aliasKeys])) {
      const list = byKey.get(key);
      if (list) list.push(entry);
      else byKey.set(key, [entry]);
    }
  }
  for (const list of byKey.values()) list.sort((a, b) => b.rank - a.rank);
  index = { all, byId, byKey };
  return index;
}
