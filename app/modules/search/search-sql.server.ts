import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { categories, vendorFeatures, vendors } from "~/db/schema";
import { boundingBox, EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { regionForCity } from "~/modules/geo/regions";
import { containsPattern } from "~/modules/vendors/vendor-cards.server";
import type { Coordinates } from "~/modules/search/search-request";
import {
  extractGuestCount,
  isCategoryNameWord,
  isOccasionWord,
  isSpecialityWord,
  matchingWords,
  queryWords,
  synonymCategory,
} from "~/modules/search/synonyms";

/** ts_rank weights for D, C, B, A: description 2, features and tags 5, category 8, name 10 (spec: public-area §5). */
const RANK_WEIGHTS = sql.raw(`'{0.2,0.5,0.8,1.0}'`);

export type QueryTerm = {
  /** The query word, or for a guest count the phrase's number ("1000"). */
  word: string;
  categorySlug: string | undefined;
  /** A category word naming a speciality of it ("qawwali"): the listing should also say it (see SPECIALITY_WORDS). */
  speciality: boolean;
  required: boolean;
  /** Words any of which matches the term in a vendor's document, as prefixes: the word and its attribute synonyms. */
  matches: string[];
  /** For a guest count ("for 1000 guests"): the least number of guests the vendor must cater for; else null. */
  minGuests: number | null;
};

/**
 * The terms of a query: its words (see `queryWords`), each with the category it stands for, the words
 * that match it (attribute synonyms: "lady" → female) and whether it must match; occasion words are optional
 * when other words are present. A guest count ("for 1000 guests", "400 people") is one term of its own,
 * required, first. Issues #3, #11.
 */
export function queryTerms(text: string): QueryTerm[] {
  const { minGuests, rest } = extractGuestCount(text);
  const words = queryWords(rest);
  const hasVendorWord = minGuests !== null || words.some((word) => !isOccasionWord(word));
  const slugs = words.flatMap((word) => synonymCategory(word) ?? []);
  const terms: QueryTerm[] = words.map((word) => ({
    word,
    // "artist" in "makeup artist" is part of the category's name, so beside a word naming the category it names
    // it too (from 3 letters).
    categorySlug: synonymCategory(word) ?? (word.length >= 3 ? slugs.find((slug) => isCategoryNameWord(word, slug)) : undefined),
    speciality: synonymCategory(word) !== undefined && isSpecialityWord(word),
    required: !hasVendorWord || !isOccasionWord(word),
    matches: matchingWords(word),
    minGuests: null,
  }));
  if (minGuests === null) return terms;
  return [{ word: String(minGuests), categorySlug: undefined, speciality: false, required: true, matches: [], minGuests }, ...terms];
}

// Words are letters, marks and digits only (queryWords), so `word:*` is a safe tsquery operand.
function prefixQuery(words: readonly string[]): SQL {
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(" | ")})`;
}

/**
 * Guest counts in a vendor's own words (description, service tags, features), lower case: "caters for 1,000+
 * guests", "seats up to 900 guests", "capacity over 500", "well over a thousand". Group 1 or 2 is the number;
 * group 3 means a thousand.
 */
const GUEST_COUNT_PATTERN =
  "(\\d{1,3}(?:,\\d{3})+|\\d{1,7})\\+? ?(?:guests|people|persons|covers)|capacity (?:of |over |up to )?(\\d{1,3}(?:,\\d{3})+|\\d{1,7})|over a (thousand)";

/**
 * Vendors whose own text says they cater for at least `minGuests` guests (issue #11, "caterer for 1000
 * guests"). Read from the listing's words until capacity is a structured field: the full-text index first
 * narrows to documents that talk of guests or capacity, then the numbers next to those words are compared.
 */
export function guestCountCondition(minGuests: number): SQL {
  const features = sql`(select string_agg(${vendorFeatures.feature}, ' ') from ${vendorFeatures} where ${vendorFeatures.vendorId} = ${vendors.id})`;
  const text = sql`lower(concat_ws(' ', ${vendors.description}, array_to_string(${vendors.serviceTags}, ' '), ${features}))`;
  const count = sql`coalesce(replace(coalesce(m[1], m[2]), ',', '')::numeric, 1000)`;
  return and(
    sql`${vendors.searchVector} @@ to_tsquery('english', 'guest | capacity | people | covers | thousand')`,
    sql`exists (select 1 from regexp_matches(${text}, ${GUEST_COUNT_PATTERN}, 'g') as found(m) where ${count} >= ${minGuests})`,
  )!;
}

/** Condition that a vendor's document has any of a term's words (for a speciality word, beside its category). */
export function mentionCondition(term: QueryTerm): SQL {
  return sql`${vendors.searchVector} @@ ${prefixQuery(term.matches)}`;
}

/**
 * Condition for one term: any of its words as a prefix anywhere in the weighted document; for a word that
 * stands for a category (synonym map), the vendor is in that category or has the word in its name; for a
 * guest count, {@link guestCountCondition}.
 */
export function termCondition(term: QueryTerm): SQL {
  if (term.minGuests !== null) return guestCountCondition(term.minGuests);
  if (!term.categorySlug) return mentionCondition(term);
  // A word that names a kind of vendor selects that category (or a vendor named with it): a decorator whose
  // description mentions "photographs" is not a photographer.
  // The name's own document is exactly the A-weighted part of search_vector, and vendors_name_search_idx
  // answers it from the index; `search_vector @@ 'word:*A'` would recheck every document with the word.
  const inName = sql`to_tsvector('english', ${vendors.name}) @@ ${prefixQuery([term.word])}`;
  return or(inName, sql`${vendors.categoryId} = (select id from ${categories} where ${categories.slug} = ${term.categorySlug})`)!;
}

/**
 * Text relevance of a vendor for the terms (issues #3, #11): 0.8 per term whose synonym is the vendor's
 * category (a category match weighs like a category word, B), plus ts_rank (0–1) over the weighted document of
 * the query's other words, its speciality words ("qawwali") and the attribute synonyms of all its words, plus a
 * boost that puts exact name matches first, and names starting with the query next unless the query is only
 * category words. Plain category words are left out of ts_rank: every vendor of the category already scores
 * 0.8, and "Marigold Photography" is no more a photographer than "Frames by Sana".
 */
export function relevance(terms: QueryTerm[], rawText: string): SQL {
  const named = terms.filter((term) => term.categorySlug);
  // A category word counts only for its speciality and attribute synonyms ("qawwali"; "turban" → groom).
  const words = [
    ...new Set([
      ...terms.filter((term) => !term.categorySlug && term.minGuests === null).flatMap((term) => term.matches),
      ...named.flatMap((term) => (term.speciality ? term.matches : term.matches.slice(1))),
    ]),
  ];
  const parts: SQL[] = [];
  if (words.length > 0) parts.push(sql`ts_rank(${RANK_WEIGHTS}, ${vendors.searchVector}, ${prefixQuery(words)})`);
  for (const term of terms) {
    if (term.categorySlug) parts.push(sql`(case when ${categories.slug} = ${term.categorySlug} then 0.8 else 0 end)`);
  }
  const name = rawText.trim().toLowerCase();
  if (name) {
    // A name that starts with the query is what a couple typing a name is after, not with a category word:
    // "DJ Deepa" is no better an answer to "dj" than "Surma Beats".
    const prefix = named.length < terms.length
      ? sql`when lower(${vendors.name}) like ${`${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1.5`
      : sql``;
    parts.push(sql`(case when lower(${vendors.name}) = ${name} then 3 ${prefix} else 0 end)`);
  }
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`;
}

/** Share of a vendor's text relevance kept however far it is within the radius (decision 025). */
export const DISTANCE_FLOOR = 0.4;

/**
 * The distance factor a place search multiplies text relevance by (issue #11, decision 025): a Gaussian
 * decay on km, FLOOR + (1 − FLOOR) · 2^(−(d / h)²) with h half the radius, so 1 at the place, 0.7 at half the
 * radius and 0.44 at the radius (FLOOR 0.4). Flat near the place (1 km and 3 km barely differ) and steep
 * beyond h: of two equally relevant vendors the nearer ranks first, a much nearer vendor beats a slightly
 * better text match, and a much better match still wins. A vendor without coordinates (found by its
 * address text) gets the floor. Input: the distance in km (SQL, may be null) and the radius in km.
 */
export function distanceFactor(distance: SQL, radiusKm: number): SQL {
  const half = Math.max(radiusKm, 1) / 2;
  return sql`(${DISTANCE_FLOOR}::float8 + ${1 - DISTANCE_FLOOR}::float8
    * coalesce(power(2::float8, -power(${distance} / ${half}::float8, 2)), 0))`;
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
