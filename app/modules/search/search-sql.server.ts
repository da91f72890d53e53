import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { categories, vendorFeatures, vendors } from "~/db/schema";
import { boundingBox, EARTH_RADIUS_KM } from "~/modules/geo/geo-math";
import { regionForCity } from "~/modules/geo/regions";
import { containsPattern } from "~/modules/vendors/vendor-cards.server";
import type { Coordinates } from "~/modules/search/search-href";
import type { FacetKey } from "~/modules/search/attribute-facets";
import { understandQuery, type AttributeMatch } from "~/modules/search/attribute-words";
import type { EventType } from "~/modules/enquiries/enquiry-form";
import { hasFacet, servesEventType } from "~/modules/search/facets.server";
import {
  isCategoryNameWord,
  isOccasionWord,
  isSpecialityWord,
  matchingWords,
  queryWords,
  synonymCategory,
} from "~/modules/search/synonyms";

/** ts_rank weights for D, C, B, A: description 2, features and tags 5, category 8, name 10 (docs/product/public-area.md#ranking). */
const RANK_WEIGHTS = sql.raw(`'{0.2,0.5,0.8,1.0}'`);

export type QueryTerm = {
  /** The query word; for an attribute, the words that named it ("prayer room"); for a guest count its number ("1000"). */
  word: string;
  categorySlug: string | undefined;
  /** A category word naming a speciality of it ("qawwali"): the listing should also say it (see SPECIALITY_WORDS). */
  speciality: boolean;
  required: boolean;
  /** Words any of which matches the term in a vendor's document, as prefixes: the word and its attribute synonyms. */
  matches: string[];
  /** For a guest count ("for 1000 guests"): the least number of guests the vendor must cater for; else null. */
  minGuests: number | null;
  /** For attribute words ("lady", "hijabi", "prayer room"): the facet they name (decision 026); else null. */
  facet: FacetKey | null;
  /** For an occasion the query names ("walima", "mehndi night"): its event type, which raises vendors serving it. */
  eventType: EventType | null;
  /** For an attribute's words, each word's own matches: a listing that says them all has it (see {@link termCondition}). */
  phrase: string[][];
};

/** What a query says beyond its words (docs/product/public-area.md#ranking, query understanding): attributes applied and notes to show. */
export type QueryUnderstanding = {
  terms: QueryTerm[];
  /** Attribute words of the query that count as filters (facets, guest count, event types), as typed, in order. */
  applied: AttributeMatch[];
  /** E.g. the note that guest numbers above 10,000 are read as 10,000. */
  notes: string[];
};

/**
 * The terms of a query: its words (see `queryWords`), each with the category it stands for, the words
 * that match it (attribute synonyms: "lady" → female) and whether it must match; occasion words are optional
 * when other words are present. The attribute words `understandQuery` finds become terms of their own
 * (docs/product/public-area.md#ranking): a facet ("lady" → female, "prayer room") required, a guest count ("for 1000 guests") required and
 * first, an occasion ("walima", "mehndi night") optional. Attribute words that also name a kind of vendor ("dhol",
 * "turban") stay category words; "mehndi" beside another kind of vendor ("mehndi photographer") is the occasion.
 * Input: the query text. Output: {@link QueryUnderstanding}. Pure; throws nothing. docs/product/public-area.md#ranking; decision 026.
 */
export function understandSearchQuery(text: string): QueryUnderstanding {
  const understood = understandQuery(text);
  let rest = text;
  const attributeTerms: QueryTerm[] = [];
  const applied: AttributeMatch[] = [];
  const eventWords = new Set<string>();
  const vendorWords = queryWords(text).filter((word) => synonymCategory(word) !== undefined);
  for (const match of understood.matches) {
    const words = queryWords(match.text);
    const categoryWords = words.filter((word) => synonymCategory(word) !== undefined);
    if ("minCapacity" in match) {
      rest = removeFirst(rest, match.text);
      applied.push(match);
      continue;
    }
    if ("facet" in match) {
      // "dhol", "turban": the kind of vendor they name comes first; the speciality match raises those who do it.
      if (categoryWords.length > 0) continue;
      rest = removeFirst(rest, match.text);
      applied.push(match);
      attributeTerms.push({
        word: words.join(" "),
        categorySlug: undefined,
        speciality: false,
        required: true,
        matches: [...new Set(words.flatMap(matchingWords))],
        minGuests: null,
        facet: match.facet,
        eventType: null,
        phrase: words.map(matchingWords),
      });
      continue;
    }
    // An occasion: its words only raise the rank. A category word in it ("mehndi night") stays the category unless
    // another word names a different kind of vendor ("photographer for mehndi night").
    const demoted = categoryWords.length > 0 && vendorWords.some((word) => !categoryWords.includes(word));
    if (categoryWords.length > 0 && !demoted) continue;
    for (const word of words) eventWords.add(word);
    applied.push(match);
  }

  const words = queryWords(rest);
  const isOccasion = (word: string) => isOccasionWord(word) || eventWords.has(word);
  const minGuests = understood.minCapacity ?? null;
  const hasVendorWord = minGuests !== null || attributeTerms.length > 0 || words.some((word) => !isOccasion(word));
  const slugs = words.flatMap((word) => (eventWords.has(word) ? [] : (synonymCategory(word) ?? [])));
  const eventTypes = understood.eventTypes.filter((eventType) => applied.some((match) => "eventType" in match && match.eventType === eventType));
  const wordTerms: QueryTerm[] = words.map((word) => {
    const category = eventWords.has(word) ? undefined : synonymCategory(word);
    return {
      word,
      // "artist" in "makeup artist" is part of the category's name, so beside a word naming the category it names
      // it too (from 3 letters).
      categorySlug: category ?? (word.length >= 3 && !eventWords.has(word) ? slugs.find((slug) => isCategoryNameWord(word, slug)) : undefined),
      speciality: category !== undefined && isSpecialityWord(word),
      required: !hasVendorWord || !isOccasion(word),
      matches: matchingWords(word),
      minGuests: null,
      facet: null,
      eventType: null,
      phrase: [],
    };
  });
  const eventTerms: QueryTerm[] = eventTypes.map((eventType) => ({
    word: eventType.toLowerCase(),
    categorySlug: undefined,
    speciality: false,
    required: false,
    matches: [],
    minGuests: null,
    facet: null,
    eventType,
    phrase: [],
  }));
  const guestTerms: QueryTerm[] =
    minGuests === null
      ? []
      : [{ word: String(minGuests), categorySlug: undefined, speciality: false, required: true, matches: [], minGuests, facet: null, eventType: null, phrase: [] }];
  return { terms: [...guestTerms, ...attributeTerms, ...wordTerms, ...eventTerms], applied, notes: understood.notes };
}

/** The terms of a query (see {@link understandSearchQuery}). */
export function queryTerms(text: string): QueryTerm[] {
  return understandSearchQuery(text).terms;
}

/** `text` without the first occurrence of `part` (any case), spaces collapsed. */
function removeFirst(text: string, part: string): string {
  const at = text.toLowerCase().indexOf(part.toLowerCase());
  if (at < 0) return text;
  return `${text.slice(0, at)} ${text.slice(at + part.length)}`.replace(/\s+/g, " ").trim();
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
 * Vendors that cater for at least `minGuests` guests (docs/product/public-area.md#ranking, "caterer for 1000 guests"): their capacity
 * (decision 026), or when they have not given one, their own text: the full-text index first narrows to documents
 * that talk of guests or capacity, then the numbers next to those words are compared.
 */
export function guestCountCondition(minGuests: number): SQL {
  return or(sql`${vendors.capacity} >= ${minGuests}`, and(isNull(vendors.capacity), guestCountInText(minGuests)))!;
}

function guestCountInText(minGuests: number): SQL {
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
 * guest count, {@link guestCountCondition}; for an attribute, the facet is ticked or the listing's document has
 * every word of the phrase (in any of its synonyms), so a listing that never ticked anything is still found by
 * what it says (decision 026).
 */
export function termCondition(term: QueryTerm): SQL {
  if (term.minGuests !== null) return guestCountCondition(term.minGuests);
  if (term.facet !== null) {
    const phrase = term.phrase.length > 0 ? term.phrase : [term.matches];
    const text = sql`to_tsquery('english', ${phrase.map((alternatives) => `(${alternatives.map((word) => `${word}:*`).join(" | ")})`).join(" & ")})`;
    // The array, not the bits: its GIN index and the document's answer the OR together without reading every vendor.
    return or(sql`${vendors.facets} @> array[${term.facet}]::text[]`, sql`${vendors.searchVector} @@ ${text}`)!;
  }
  if (!term.categorySlug) return mentionCondition(term);
  // A word that names a kind of vendor selects that category (or a vendor named with it): a decorator whose
  // description mentions "photographs" is not a photographer.
  return or(nameCondition(term), inCategories([term.categorySlug]))!;
}

/**
 * The part of a category word's {@link termCondition} that a vendor of another category can match: the word in its
 * name. The name's own document is exactly the A-weighted part of search_vector, and vendors_name_search_idx
 * answers it from the index; `search_vector @@ 'word:*A'` would recheck every document with the word.
 * Input: a term naming a category. Output: a boolean SQL condition over `vendors.name`. Throws nothing. docs/product/public-area.md#ranking.
 */
export function nameCondition(term: QueryTerm): SQL {
  return sql`to_tsvector('english', ${vendors.name}) @@ ${prefixQuery([term.word])}`;
}

/**
 * The condition written so that no index can answer it: PostgreSQL tests it on each row another condition's index
 * found. A WHERE keeps the same rows (`is true` drops a null as WHERE does). For the words of a search near a place,
 * beside the category the search names (decision 105). Input: a boolean SQL condition. Output: a boolean SQL
 * condition. Pure; throws nothing.
 */
export function testedOnRows(condition: SQL): SQL {
  return sql`((${condition}) is true)`;
}

/** Relevance a ticked facet the query names adds: a features-weight word match (C, 0.5). */
const FACET_WEIGHT = sql.raw("0.5");
/** Relevance serving the occasion the query names adds: less than a word, it only orders otherwise equal vendors. */
const EVENT_WEIGHT = sql.raw("0.3");

/**
 * Text relevance of a vendor for the terms, in two parts (see {@link relevance}): `words`, the tsquery of the words
 * ranked by ts_rank over the weighted document (undefined when none are), and `boosts`, the rest, worked out from
 * columns the search indexes carry (decision 025, docs/benchmarks.md "Index-only searches").
 */
export type Relevance = { words: SQL | undefined; boosts: SQL };

/**
 * Text relevance of a vendor for the terms (docs/product/public-area.md#ranking): 0.8 per term whose synonym is the vendor's
 * category (a category match weighs like a category word, B), plus ts_rank (0–1) over the weighted document of
 * the query's other words, its speciality words ("qawwali") and the attribute synonyms of all its words, plus a
 * boost that puts exact name matches first, and names starting with the query next unless the query is only
 * category words, plus 0.5 when the vendor ticked a facet the query names and 0.3 when it serves an occasion the
 * query names (decision 026). Plain category words are left out of ts_rank: every vendor of the category already scores
 * 0.8, and "Marigold Photography" is no more a photographer than "Frames by Sana".
 * Output: {@link Relevance}; the relevance is `textRank(words)` (0 for a document without any of the words, as
 * ts_rank gives) plus `boosts`. Pure; throws nothing.
 */
export function relevance(terms: QueryTerm[], rawText: string): Relevance {
  const named = terms.filter((term) => term.categorySlug);
  // A category word counts only for its speciality and attribute synonyms ("qawwali"; "turban" → groom).
  const words = [
    ...new Set([
      ...terms.filter((term) => !term.categorySlug && term.minGuests === null).flatMap((term) => term.matches),
      ...named.flatMap((term) => (term.speciality ? term.matches : term.matches.slice(1))),
    ]),
  ];
  const parts: SQL[] = [];
  for (const term of terms) {
    if (term.categorySlug) parts.push(sql`(case when ${vendors.categoryId} = ${categoryIdOf(term.categorySlug)} then 0.8 else 0 end)`);
    // A ticked attribute or a served occasion counts like a word in the features (decision 026).
    if (term.facet !== null) parts.push(sql`(case when ${hasFacet(term.facet)} then ${FACET_WEIGHT} else 0 end)`);
    if (term.eventType !== null) parts.push(sql`(case when ${servesEventType(term.eventType)} then ${EVENT_WEIGHT} else 0 end)`);
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
  return {
    words: words.length > 0 ? prefixQuery(words) : undefined,
    // float8: numeric arithmetic on every match costs more than the rank is worth.
    boosts: parts.length > 0 ? sql`(${sql.join(parts, sql` + `)})::float8` : sql`0::float8`,
  };
}

/**
 * ts_rank (0–1) of the vendor's weighted document for a tsquery of {@link Relevance} `words`, with the weights of
 * {@link RANK_WEIGHTS} (docs/product/public-area.md#ranking). Input: the tsquery (SQL). Output: a float4 SQL expression over
 * `vendors.search_vector`, 0 for a document with none of the words. Throws nothing.
 */
export function textRank(words: SQL): SQL {
  return sql`ts_rank(${RANK_WEIGHTS}, ${vendors.searchVector}, ${words})`;
}

/**
 * The id of the category with this slug, as a subquery PostgreSQL works out once (an InitPlan). Input: a category
 * slug. Output: an integer SQL expression, null when no category has the slug. Throws nothing.
 */
export function categoryIdOf(slug: string): SQL {
  return sql`(select id from ${categories} where ${categories.slug} = ${slug})`;
}

/**
 * Condition that the vendor is in one of the categories (slugs); `= any(array(…))` so the ids are worked out once and
 * the category index is searched for each, as for one category. Input: at least one slug. Output: a boolean SQL
 * condition over `vendors.category_id`, null (not false) for a single slug no category has. Throws nothing.
 */
export function inCategories(slugs: readonly string[]): SQL {
  if (slugs.length === 1) return sql`${vendors.categoryId} = ${categoryIdOf(slugs[0]!)}`;
  const listed = sql.join(slugs.map((slug) => sql`${slug}`), sql`, `);
  return sql`${vendors.categoryId} = any(array(select id from ${categories} where ${categories.slug} in (${listed})))`;
}

/** Share of a vendor's text relevance kept however far it is within the radius (decision 025). */
export const DISTANCE_FLOOR = 0.4;

/**
 * The distance factor a place search multiplies text relevance by (docs/product/public-area.md#ranking, decision 025): a Gaussian
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
 * contains it; one of the spec's ten cities also matches its whole region (docs/product/public-area.md#ranking).
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
