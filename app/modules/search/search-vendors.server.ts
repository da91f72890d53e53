import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { unionAll } from "drizzle-orm/pg-core";
import { replySpeedFactor } from "~/modules/response-times/reply-ranking.server";
import { isPublic, toVendorCards, vendorCardColumns } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { resolveSearchPlace, type SearchPlace } from "~/modules/search/search-place.server";
import { RESULTS_PER_PAGE, type SearchRequest, type SearchSort } from "~/modules/search/search-request";
import { facetFilters, facetGroupRows, facetGroupsOf, tallyFacetGroups, type FacetCounts } from "~/modules/search/facets.server";
import type { AttributeMatch } from "~/modules/search/attribute-words";
import {
  distanceFactor,
  distanceKm,
  inCategories,
  locationTextFilter,
  mentionCondition,
  nameCondition,
  queryTerms,
  relevance,
  type Relevance,
  termCondition,
  textRank,
  understandSearchQuery,
  withinRadius,
  type QueryTerm,
} from "~/modules/search/search-sql.server";

export type SearchHit = VendorCard & {
  latitude: number | null;
  longitude: number | null;
  /** Great-circle km from the searched place, 1 decimal; null when no place is known. */
  distanceKm: number | null;
};

export type SearchResult = {
  vendors: SearchHit[];
  /** Matching active vendors in all, beyond the page. */
  total: number;
  /** The place searched around, when the location (or query, or coordinates) resolved to one. */
  place: SearchPlace | null;
  /** The text matched against vendors, after a place named in the query was taken out of it. */
  matchedQuery: string;
  radiusKm: number;
  /** The sort applied: "distance" falls back to "relevance" when no place is known. */
  sort: SearchSort;
  /**
   * True when too few vendors matched the whole query and the list was widened to vendors matching most of
   * it, best first (docs/product/public-area.md#ranking, "no dead ends"); the notes then include {@link PARTIAL_MATCH_NOTE}.
   */
  partialMatch: boolean;
  /**
   * The attribute words of the query that act as filters ("halal", "for 1000 guests", "walima"), as typed, for the
   * chips that remove them (docs/product/public-area.md#filters: "shown as an applied filter chip the couple can remove").
   */
  applied: AttributeMatch[];
  /** How many of the listed vendors have each attribute (the chips' counts); null when no search ran. */
  facetCounts: FacetCounts | null;
  /** Notes for the visitor: ignored input, unknown place. */
  notes: string[];
};

function emptyResult(request: SearchRequest, text: string, notes: string[]): SearchResult {
  return {
    vendors: [], total: 0, place: null, matchedQuery: text, radiusKm: request.radiusKm, sort: "relevance", partialMatch: false,
    applied: [], facetCounts: null, notes,
  };
}

/** What the page says when the list is widened to vendors matching only part of the query (docs/product/public-area.md#ranking). */
export const PARTIAL_MATCH_NOTE = "Showing vendors matching most of your search";

/**
 * A part of a query a vendor can match (docs/product/public-area.md#ranking, "concepts"): the kind of vendor it names, or one other
 * required word (with its attribute synonyms), or a speciality a category word names ("qawwali"), or a guest count.
 */
export type QueryConcept = {
  condition: SQL;
  /** For the kind of vendor the query names: the categories (slugs) whose every vendor matches it; else empty. */
  categorySlugs: string[];
  /** For the kind of vendor the query names: how a vendor of another category matches it (by name); else undefined. */
  byName: SQL | undefined;
};

/**
 * The concepts of a query's terms. The words naming a category are one concept: words naming different
 * categories ("hair and makeup", "dhol dj") are alternatives, a vendor matching one is enough; words naming
 * the same one ("hair stylist") all apply. Every other required term is a concept of its own, and so is the
 * mention of a speciality word ("qawwali" is musicians, and a listing that says qawwali); occasion words only
 * raise the rank and are none.
 */
export function queryConcepts(terms: QueryTerm[]): QueryConcept[] {
  const required = terms.filter((term) => term.required);
  const named = required.filter((term) => term.categorySlug);
  const concepts: QueryConcept[] = [];
  if (named.length > 0) {
    const slugs = [...new Set(named.map((term) => term.categorySlug!))];
    // Alternatives for several categories, every word for one (see above), in the full condition and by name alike.
    const combine = (conditions: SQL[]) => (slugs.length > 1 ? or(...conditions)! : and(...conditions)!);
    concepts.push({ condition: combine(named.map(termCondition)), categorySlugs: slugs, byName: combine(named.map(nameCondition)) });
  }
  for (const term of required) {
    if (!term.categorySlug) concepts.push({ condition: termCondition(term), categorySlugs: [], byName: undefined });
    else if (term.speciality) concepts.push({ condition: mentionCondition(term), categorySlugs: [], byName: undefined });
  }
  return concepts;
}

/**
 * The matches of the scope and the concepts as disjoint conditions, whose matches together are the result list. With a
 * concept naming a kind of vendor, two: the vendors of its categories, which the category index answers on its own
 * (an index-only scan: it carries every column a search reads for its matches, migration 0013), and apart, the
 * vendors of other categories matching it by name ("… Photography" among the videographers). One OR over both made
 * PostgreSQL read every match's row in the vendors table, about one 8 KB page per match (docs/benchmarks.md,
 * "Index-only searches"). Input: the scope's conditions (active, place, chosen filters) and the query's concepts
 * ({@link queryConcepts}). Output: one condition, or two disjoint ones for a query naming a kind of vendor. Pure;
 * throws nothing. docs/product/public-area.md#ranking.
 */
export function matchBranches(scope: SQL[], concepts: QueryConcept[]): SQL[] {
  const category = concepts.find((concept) => concept.categorySlugs.length > 0);
  const others = concepts.filter((concept) => concept !== category).map((concept) => concept.condition);
  if (!category) return [and(...scope, ...others)!];
  const inCategory = inCategories(category.categorySlugs);
  // Not in the categories, also when none of them exists (`category_id = null` is null, and so is its negation).
  const outside = sql`not coalesce(${inCategory}, false)`;
  return [and(...scope, ...others, inCategory)!, and(...scope, ...others, category.byName, outside)!];
}

/**
 * Filters shared by the result list, its count and the alternatives: every concept of the text (see
 * {@link queryConcepts}), the category, the price band and the attribute filters.
 */
export function searchFilters(request: Pick<SearchRequest, "categorySlug" | "priceRange" | "filters">, text: string): SQL[] {
  return [...queryConcepts(queryTerms(text)).map((concept) => concept.condition), ...requestFilters(request)];
}

function requestFilters(request: Pick<SearchRequest, "categorySlug" | "priceRange" | "filters">): SQL[] {
  const filters: SQL[] = [];
  if (request.categorySlug) filters.push(inCategories([request.categorySlug]));
  if (request.priceRange) filters.push(eq(vendors.priceRange, request.priceRange));
  // The chips the couple chose are filters, never relaxed by a widened search (docs/product/public-area.md#filters, decision 027).
  filters.push(...facetFilters(request.filters));
  return filters;
}

type PageQuery = {
  /** The list's condition (the union of the branches). */
  where: SQL | undefined;
  /** Disjoint conditions whose matches together are the list (see {@link matchBranches}). */
  branches: SQL[];
  /** Text relevance (higher first); undefined when the sort does not use it. */
  rank: Relevance | undefined;
  /**
   * Whether the conditions (and `matched`) read only columns the category and location indexes carry (no concept but
   * the kind of vendor): the ranked words' ts_rank is then worked out apart, for the matches that have them.
   */
  indexOnly: boolean;
  /** Km from the place; undefined without one. */
  distance: SQL | undefined;
  /** How many of the query's other concepts a vendor matches, for a widened search. */
  matched: SQL | undefined;
  sort: SearchSort;
  radiusKm: number;
  limit: number;
  offset: number;
};

/** One page of matches: the ids in order with their distances, the number of matches, and the chips' counts. */
type FoundPage = {
  hits: { id: number; distanceKm: number | null }[];
  total: number;
  counts: FacetCounts;
};

/**
 * The ids of one page of matches, in order, with their distances, the number of matches and the chips' counts, from
 * two statements sent together: the page (its sort keys for every match, then a top-N sort) and the counts (the
 * matches grouped by their attribute bits, whose facet groups add up to the total). On PostgreSQL they run at once on
 * two pooled connections. One statement that kept the matches in a WITH query for both took longer than the two
 * together: PostgreSQL copied every match into a work table, spilling to disk past 4 MB, and read it back twice
 * (docs/benchmarks.md, "Attribute bits"). The card columns are then read for the page's ids only.
 */
async function findPage(db: Database, query: PageQuery): Promise<FoundPage> {
  const { rank, distance, matched, sort } = query;
  // Reply speed multiplies a 'Best match' score (decision 060); read with the matches from the covering indexes.
  const replied = sort === "relevance" && rank !== undefined;
  // ts_rank reads the search document, which no index carries: it is worked out only for the matches with one of the
  // ranked words (ts_rank is 0 for the others), so the other matches are read from the indexes alone.
  const ranked =
    rank?.words === undefined || !query.indexOnly
      ? undefined
      : db.$with("ranked").as(
          db
            .select({ id: vendors.id, textRank: sql<number>`${textRank(rank.words)}`.as("text_rank") })
            .from(vendors)
            .where(and(query.where, sql`${vendors.searchVector} @@ ${rank.words}`)),
        );
  const fields = {
    id: vendors.id,
    name: vendors.name,
    isFeatured: vendors.isFeatured,
    rank: sql<number>`${rankOf(rank, ranked?.textRank)}`.as("rank"),
    distance: sql<number | null>`${distance ?? sql`null`}::float8`.as("distance"),
    matched: sql<number>`${matched ?? sql`0`}`.as("matched"),
    replyScore: sql<number>`${replied ? vendors.replyScore : sql`0`}::float8`.as("reply_score"),
  };
  const branch = (where: SQL) => {
    const rows = db.select(fields).from(vendors).$dynamic();
    return (ranked ? rows.leftJoin(ranked, eq(ranked.id, vendors.id)) : rows).where(where);
  };
  const [firstBranch, secondBranch, ...otherBranches] = query.branches.map(branch);
  // Read once, so PostgreSQL folds it into the statement rather than materialising it.
  const matches = db.$with("matches").as(secondBranch ? unionAll(firstBranch!, secondBranch, ...otherBranches) : firstBranch!);
  // A widened search lists the vendors matching most of the query first, whatever the sort (decision 025).
  const byMatched = matched ? [desc(matches.matched)] : [];
  const byName = [asc(sql`lower(${matches.name})`), asc(matches.name), asc(matches.id)];
  const byRank = rank ? [desc(matches.rank)] : [];
  const byDistance = distance ? [asc(matches.distance)] : [];
  // Best match: text relevance, times the distance factor near a place (docs/product/public-area.md#ranking), times
  // at most 1.03 for reply speed (decision 060).
  const score = rank && distance ? sql`${matches.rank} * ${distanceFactor(sql`${matches.distance}`, query.radiusKm)}` : sql`${matches.rank}`;
  const byBlend = replied ? [desc(sql`${score} * ${replySpeedFactor(sql`${matches.replyScore}`)}`)] : byRank;
  const order =
    sort === "name"
      ? [...byMatched, ...byName]
      : sort === "distance"
        ? [...byMatched, ...byDistance, ...byRank, ...byName]
        : [...byMatched, ...byBlend, ...byDistance, desc(matches.isFeatured), ...byName];
  const pageRows = db
    .with(...(ranked ? [ranked] : []), matches)
    .select({ id: matches.id, distanceKm: sql<number | null>`round((${matches.distance})::numeric, 1)::float8` })
    .from(matches)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);

  const countStarted = performance.now();
  const bits = { facetBits: vendors.facetBits, eventTypeBits: vendors.eventTypeBits, languageBits: vendors.languageBits, capacity: vendors.capacity };
  const [firstCounted, secondCounted, ...otherCounted] = query.branches.map((where) => db.select(bits).from(vendors).where(where));
  const counted = secondCounted ? unionAll(firstCounted!, secondCounted, ...otherCounted) : firstCounted!;
  const counts = db.execute(facetGroupsOf(sql`(${counted}) as matches`)).then((result) => ({
    ...tallyFacetGroups(facetGroupRows(result)),
    elapsedMs: performance.now() - countStarted,
  }));

  const [page, facetCounts] = await Promise.all([pageRows, counts]);
  return {
    hits: page.map((hit) => ({ id: hit.id, distanceKm: hit.distanceKm === null ? null : Number(hit.distanceKm) })),
    total: facetCounts.total,
    counts: facetCounts,
  };
}

/** A match's relevance: 0 without one; its ranked words' ts_rank read from `ranked` when given, else worked out here. */
function rankOf(rank: Relevance | undefined, ranked: SQLWrapper | undefined): SQL {
  if (rank === undefined) return sql`0`;
  if (rank.words === undefined) return rank.boosts;
  return ranked ? sql`coalesce(${ranked}, 0) + ${rank.boosts}` : sql`${textRank(rank.words)} + ${rank.boosts}`;
}

/**
 * The search service's main operation (docs/product/public-area.md#search).
 * Full-text search over each active vendor's weighted document (name 10, category 8, features and
 * tags 5, description 2) with prefix matching, the synonym map and attribute synonyms ("lady" → female);
 * every concept of the query must match (see {@link queryConcepts}), occasion words only raise the rank, and a
 * guest count ("for 1000 guests") keeps vendors whose text says they take that many.
 * No dead ends: when that finds fewer than a page ({@link RESULTS_PER_PAGE}) and the query has several
 * concepts, the list is widened to the vendors matching most of them, most first: every vendor of a category
 * the query names, or without one, vendors matching at least half of its concepts; with `partialMatch` and
 * {@link PARTIAL_MATCH_NOTE} among the notes.
 * A place (from coordinates, the location, or a place named in the query) limits results to `radiusKm` by
 * great-circle distance and gives each hit its distance; a location that is not a place falls back to a
 * text match with the city → region expansion.
 * Attribute words ("halal", "lady", "for 1000 guests", "walima"; decision 026) are concepts too, found by the
 * ticked attribute or the listing's words, and reported in `applied`; the chips the couple chose
 * (`request.filters`) are filters that a widened search keeps. `facetCounts` counts the listed vendors' attributes
 * (the widened list when widened).
 * Input: {@link SearchRequest} (already cleaned). Output: {@link SearchResult}, at most `limit` hits from
 * `offset`. Sorts: relevance (text relevance, times the distance factor near a place — decision 025 — then
 * distance, featured, name), name (A–Z), distance. Never throws on user text: it never reaches SQL as code.
 */
export async function searchVendors(db: Database, request: SearchRequest): Promise<SearchResult> {
  const { place, text, locationText, notes } = resolveSearchPlace(request);
  const understanding = understandSearchQuery(text);
  const terms = understanding.terms;
  notes.push(...understanding.notes);
  const concepts = queryConcepts(terms);
  const scope = [isPublic, ...requestFilters(request)];
  // Around a place, a listing not yet geocoded can still be found by its address text. The two are disjoint and each
  // is a branch of its own, so the geocoded one scans the location index over the radius's latitudes only: with the
  // two OR-ed, PostgreSQL read the whole index (docs/benchmarks.md, "Attribute bits").
  const places = place ? [withinRadius(place, request.radiusKm), and(isNull(vendors.latitude), locationTextFilter(place.name))!] : [];
  if (!place && locationText) scope.push(locationTextFilter(locationText));
  const inPlace = places.length > 0 ? or(...places) : undefined;
  const placed = (branches: SQL[]) => (places.length === 0 ? branches : branches.flatMap((branch) => places.map((near) => and(branch, near)!)));
  if (text && terms.length === 0) {
    notes.push("Your search had no words to look for.");
    // Only punctuation or symbols: nothing to match, so nothing is shown rather than everything.
    if (!place && !locationText) return emptyResult(request, text, notes);
  }

  const distance = place ? distanceKm(place) : undefined;
  const sort: SearchSort = request.sort === "distance" && !place ? "relevance" : request.sort;
  // The A–Z sort never looks at the rank, so it is not worked out for every match.
  const rank = terms.length > 0 && sort !== "name" ? relevance(terms, text) : undefined;
  const base = { rank, distance, sort, radiusKm: request.radiusKm, limit: request.limit, offset: request.offset };
  const where = and(...scope, inPlace, ...concepts.map((concept) => concept.condition));
  const indexOnly = concepts.every((concept) => concept.categorySlugs.length > 0);
  let found = await findPage(db, { ...base, where, branches: placed(matchBranches(scope, concepts)), indexOnly, matched: undefined });
  let partialMatch = false;
  if (found.total < RESULTS_PER_PAGE && concepts.length > 1) {
    const category = concepts.find((concept) => concept.categorySlugs.length > 0);
    const others = concepts.filter((concept) => concept !== category);
    const matched = sql.join(others.map((concept) => sql`(case when ${concept.condition} then 1 else 0 end)`), sql` + `);
    // "Most of your search": a named category is always kept (so its vendors within the radius are never
    // hidden), then any of the other concepts may be missing; without one, at least half of them must match.
    const atLeast = Math.ceil(others.length / 2);
    const required = category
      ? category.condition
      : and(or(...others.map((concept) => concept.condition)), atLeast > 1 ? sql`${matched} >= ${atLeast}` : undefined);
    const widenedWhere = and(...scope, inPlace, required);
    const branches = placed(category ? matchBranches(scope, [category]) : [and(...scope, required)!]);
    const widened = await findPage(db, { ...base, where: widenedWhere, branches, indexOnly: false, matched });
    if (widened.total > found.total) {
      // The chips count what the page lists: the widened matches.
      found = widened;
      partialMatch = true;
      notes.push(PARTIAL_MATCH_NOTE);
    }
  }

  const details =
    found.hits.length === 0
      ? []
      : await db
          .select({ ...vendorCardColumns, latitude: vendors.latitude, longitude: vendors.longitude })
          .from(vendors)
          .innerJoin(categories, eq(categories.id, vendors.categoryId))
          .where(inArray(vendors.id, found.hits.map((hit) => hit.id)));
  const detailsById = new Map(details.map((row) => [row.id, row]));
  // In page order; a vendor deactivated between the two reads is left out.
  const rows = found.hits.flatMap((hit) => {
    const row = detailsById.get(hit.id);
    return row ? [{ ...row, distanceKm: hit.distanceKm }] : [];
  });
  const cards = await toVendorCards(db, rows);
  return {
    vendors: cards.map((card, index) => ({
      ...card,
      latitude: rows[index]!.latitude,
      longitude: rows[index]!.longitude,
      distanceKm: rows[index]!.distanceKm,
    })),
    total: found.total,
    place,
    matchedQuery: text,
    radiusKm: request.radiusKm,
    sort,
    partialMatch,
    applied: understanding.applied,
    facetCounts: found.counts,
    notes,
  };
}
