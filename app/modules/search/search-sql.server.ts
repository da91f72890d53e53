import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { categories, vendors } from "~/db/schema";
import { boundingBox, EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { regionForCity } from "~/modules/geo/regions";
import { containsPattern } from "~/modules/vendors/vendor-cards.server";
import type { Coordinates } from "~/modules/search/search-request";
import { isOccasionWord, queryWords, synonymCategory } from "~/modules/search/synonyms";

/** ts_rank weights for D, C, B, A: description 2, features and tags 5, category 8, name 10 (spec: public-area §5). */
const RANK_WEIGHTS = sql.raw(`'{0.2,0.5,0.8,1.0}'`);

export type QueryTerm = { word: string; categorySlug: string | undefined; required: boolean };

/**
 * The terms of a query: its words (see `queryWords`), each with the category it stands for, and
 * whether it must match. Occasion words are optional when other words are present.
 */
export function queryTerms(text: string): QueryTerm[] {
  const words = queryWords(text);
  const hasVendorWord = words.some((word) => !isOccasionWord(word));
  return words.map((word) => ({
    word,
    categorySlug: synonymCategory(word),
    required: !hasVendorWord || !isOccasionWord(word),
  }));
}

// Words are letters, marks and digits only (queryWords), so `word:*` is a safe tsquery operand.
function prefixQuery(word: string): SQL {
  return sql`to_tsquery('english', ${`${word}:*`})`;
}

/**
 * Condition for one term: its prefix anywhere in the weighted document; for a word that stands for a
 * category (synonym map), the vendor is in that category or has the word in its name.
 */
export function termCondition(term: QueryTerm): SQL {
  if (!term.categorySlug) return sql`${vendors.searchVector} @@ ${prefixQuery(term.word)}`;
  // A word that names a kind of vendor selects that category (or a vendor named with it): a decorator whose
  // description mentions "photographs" is not a photographer.
  // The name's own document is exactly the A-weighted part of search_vector, and vendors_name_search_idx
  // answers it from the index; `search_vector @@ 'word:*A'` would recheck every document with the word.
  const inName = sql`to_tsvector('english', ${vendors.name}) @@ ${prefixQuery(term.word)}`;
  return or(inName, sql`${vendors.categoryId} = (select id from ${categories} where ${categories.slug} = ${term.categorySlug})`)!;
}

/**
 * Relevance of a vendor for the terms: ts_rank over the weighted document (0–1), plus 0.8 per term
 * whose synonym is the vendor's category (a category match weighs like a category word, B), plus a
 * boost that puts exact and prefix name matches first (issue #3).
 */
export function relevance(terms: QueryTerm[], rawText: string): SQL {
  const any = terms.map((term) => `${term.word}:*`).join(" | ");
  const parts: SQL[] = [sql`ts_rank(${RANK_WEIGHTS}, ${vendors.searchVector}, to_tsquery('english', ${any}))`];
  for (const term of terms) {
    if (term.categorySlug) parts.push(sql`(case when ${categories.slug} = ${term.categorySlug} then 0.8 else 0 end)`);
  }
  const name = rawText.trim().toLowerCase();
  if (name) {
    parts.push(sql`(case when lower(${vendors.name}) = ${name} then 3
      when lower(${vendors.name}) like ${`${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1.5 else 0 end)`);
  }
  return sql.join(parts, sql` + `);
}

/**
 * Great-circle distance in km from a point to the vendor (haversine, mean Earth radius). The radius is
 * cast: an untyped parameter beside the integer 2 would be read as an integer and 6371.0088 rejected.
 */
export function distanceKm(point: Coordinates): SQL {
  return sql`(${EARTH_RADIUS_KM}::float8 * 2 * asin(sqrt(
    power(sin(radians(${vendors.latitude} - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(${vendors.latitude}))
      * power(sin(radians(${vendors.longitude} - ${point.lng}) / 2), 2))))`;
}

/**
 * Vendors within `radiusKm` of a point: a latitude/longitude bounding box that the B-tree index on
 * (latitude, longitude) answers, then the exact great-circle distance. Input: centre, radius in km.
 * Ranges on the two columns rather than `point <@ box` on a GiST index: PostgreSQL estimates any
 * `point <@ box` at 0.1 % of the rows whatever the box's size, so the planner started from a 100 km
 * box holding a third of the catalogue instead of the much narrower text condition; column ranges are
 * estimated from statistics (docs/benchmarks.md).
 */
export function withinRadius(point: Coordinates, radiusKm: number): SQL {
  const { minLat, maxLat, minLng, maxLng } = boundingBox(point, radiusKm);
  return and(
    sql`${vendors.latitude} between ${minLat} and ${maxLat}`,
    sql`${vendors.longitude} between ${minLng} and ${maxLng}`,
    sql`${distanceKm(point)} <= ${radiusKm}`,
  )!;
}

/**
 * Text fallback for a location that is not a known place: the vendor's location, town or region text
 * contains it; one of the spec's ten cities also matches its whole region (spec: public-area §5).
 */
export function locationTextFilter(location: string): SQL {
  const pattern = containsPattern(location);
  const text = or(
    sql`${vendors.location} ilike ${pattern}`,
    sql`${vendors.city} ilike ${pattern}`,
    sql`${vendors.region} ilike ${pattern}`,
  )!;
  const region = regionForCity(location);
  return region ? or(text, eq(vendors.region, region))! : text;
}
