import { and, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { cardExtrasColumns, isPublic, toVendorCard, vendorCardColumns, type CardExtras, type VendorCardRow } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { resolveSearchPlace, type SearchPlace } from "~/modules/search/search-place.server";
import { RESULTS_PER_PAGE, type SearchRequest, type SearchSort } from "~/modules/search/search-request";
import { facetFilters, type FacetCounts } from "~/modules/search/facets.server";
import { applyDateAndBudgetWords, type AppliedWords } from "~/modules/search/date-budget-words";
import type { DatesAndBudget } from "~/modules/search/dates-and-budget";
import { availableDaysOf, datesAndBudgetFilters } from "~/modules/search/dates-and-budget-sql.server";
import { availableOnText } from "~/modules/availability/availability-dates";
import { findPage, type FoundPage } from "~/modules/search/find-search-page.server";
import {
  distanceKm,
  inCategories,
  locationTextFilter,
  mentionCondition,
  nameCondition,
  queryTerms,
  relevance,
  termCondition,
  testedOnRows,
  understandSearchQuery,
  withinRadius,
  type QueryTerm,
} from "~/modules/search/search-sql.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

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
   * The words of the query that act as filters ("halal", "for 1000 guests", "walima", "available 14 August 2027",
   * "under £500"), as typed, for the chips that remove them (docs/product/public-area.md#filters: "shown as an applied
   * filter chip the couple can remove"; docs/product/public-area.md#dates-and-budget).
   */
  applied: AppliedWords[];
  /** The dates and budget searched with: the request's and its words' together (docs/product/public-area.md#dates-and-budget). */
  datesAndBudget: DatesAndBudget;
  /** How many of the listed vendors have each attribute (the chips' counts); null when no search ran. */
  facetCounts: FacetCounts | null;
  /** Notes for the visitor: ignored input, unknown place. */
  notes: string[];
};

/** The dates and budget of a request. */
function datesAndBudgetOf(request: SearchRequest): DatesAndBudget {
  const { dates, dateEventTypes, dateMode, maxPricePence, includeUnpriced } = request;
  return { dates, dateEventTypes, dateMode, maxPricePence, includeUnpriced };
}

function emptyResult(request: SearchRequest, text: string, notes: string[], applied: AppliedWords[]): SearchResult {
  return {
    vendors: [], total: 0, place: null, matchedQuery: text, radiusKm: request.radiusKm, sort: "relevance", partialMatch: false,
    applied, datesAndBudget: datesAndBudgetOf(request), facetCounts: null, notes,
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
 * "Index-only searches"). With `nearPlace` (the branches are then limited to a place), the other concepts of the
 * category's branch are written with {@link testedOnRows}, as filters on the category's rows in the box (decision 105).
 * Input: the scope's conditions (active, a location's text, chosen filters), the query's concepts
 * ({@link queryConcepts}) and whether the search is near a place. Output: one condition, or two disjoint ones for a
 * query naming a kind of vendor. Pure; throws nothing. docs/product/public-area.md#ranking.
 */
export function matchBranches(scope: SQL[], concepts: QueryConcept[], nearPlace = false): SQL[] {
  const category = concepts.find((concept) => concept.categorySlugs.length > 0);
  const others = concepts.filter((concept) => concept !== category).map((concept) => concept.condition);
  if (!category) return [and(...scope, ...others)!];
  const inCategory = inCategories(category.categorySlugs);
  // Around a place the category index narrows the category to its vendors in the box, and the other words are tested
  // on those rows: gathering a word as common as "hire" from the text index cost more than the rows (decision 105).
  const withOthers = nearPlace && others.length > 0 ? [testedOnRows(and(...others)!)] : others;
  // Not in the categories, also when none of them exists (`category_id = null` is null, and so is its negation).
  const outside = sql`not coalesce(${inCategory}, false)`;
  return [and(...scope, ...withOthers, inCategory)!, and(...scope, ...others, category.byName, outside)!];
}

/** What a request filters by besides its words. */
type RequestFilters = Pick<SearchRequest, "categorySlug" | "priceRange" | "filters" | "dates" | "dateMode" | "maxPricePence" | "includeUnpriced">;

/**
 * Filters shared by the result list, its count and the alternatives: every concept of the text (see
 * {@link queryConcepts}), the category, the price band, the attribute filters, the dates and the budget. Input: a
 * request whose date and budget words are already applied (`applyDateAndBudgetWords`) and the text to match.
 */
export function searchFilters(request: RequestFilters, text: string): SQL[] {
  return [...queryConcepts(queryTerms(text)).map((concept) => concept.condition), ...requestFilters(request)];
}

function requestFilters(request: RequestFilters): SQL[] {
  const filters: SQL[] = [];
  if (request.categorySlug) filters.push(inCategories([request.categorySlug]));
  // The chips the couple chose are filters, never relaxed by a widened search (docs/product/public-area.md#filters, decision 027);
  // nor are the dates and budget (docs/product/public-area.md#dates-and-budget).
  filters.push(...facetFilters(request.filters), ...datesAndBudgetFilters(request.priceRange, request));
  return filters;
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
 * Dates and budgets in the words ("available 14 August 2027", "under £500") join the request's (`dates`, `maxPricePence`;
 * docs/product/public-area.md#dates-and-budget), before a place is looked for in the words: only vendors free on every
 * date (or on any, `dateMode` 'any') and, with a budget, whose 'From' price is within it (or who have none, with
 * `includeUnpriced`) are listed, each card with the days it is free on (`availableOn`); `datesAndBudget` says what was
 * searched with.
 * Input: {@link SearchRequest} (already cleaned) and the UK day today (the app clock's by default). Output:
 * {@link SearchResult}, at most `limit` hits from `offset`. Sorts: relevance (text relevance, times the distance
 * factor near a place — decision 025 — then distance, featured, name), name (A–Z), distance, 'From' price low to high
 * or high to low (vendors without one last, then A–Z). Never throws on user text: it never reaches SQL as code.
 */
export async function searchVendors(db: Database, asked: SearchRequest, today: string = ukDay(now())): Promise<SearchResult> {
  const withWords = applyDateAndBudgetWords(asked, today);
  const request = withWords.request;
  const { place, text, locationText, notes } = resolveSearchPlace(request);
  notes.push(...withWords.notes);
  const understanding = understandSearchQuery(text);
  const applied: AppliedWords[] = [...understanding.applied, ...withWords.applied];
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
    if (!place && !locationText) return emptyResult(request, text, notes, applied);
  }

  const distance = place ? distanceKm(place) : undefined;
  const sort: SearchSort = request.sort === "distance" && !place ? "relevance" : request.sort;
  // The A–Z and price sorts never look at the rank, so it is not worked out for every match.
  const rank = terms.length > 0 && (sort === "relevance" || sort === "distance") ? relevance(terms, text) : undefined;
  // With neither words nor a place, the first page can come in the sort's order from an index (see findPage).
  const countsApart = concepts.length === 0 && places.length === 0 && !locationText;
  const base = { rank, distance, sort, radiusKm: request.radiusKm, limit: request.limit, offset: request.offset, card: cardOf, countsApart };
  const where = and(...scope, inPlace, ...concepts.map((concept) => concept.condition));
  const indexOnly = concepts.every((concept) => concept.categorySlugs.length > 0);
  const first = findPage(db, { ...base, where, branches: placed(matchBranches(scope, concepts, places.length > 0)), indexOnly, matched: undefined });
  // The cards come with the page's ids; the days they are free on are read as soon as those arrive.
  let shown = first.hits.then((hits) => readCards(db, hits, request));
  // Awaited below; marked as handled here, so a failure while the counts are awaited first is not left unhandled.
  shown.catch(() => undefined);
  let found = await first.page;
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
    const widened = await findPage(db, { ...base, where: widenedWhere, branches, indexOnly: false, matched }).page;
    if (widened.total > found.total) {
      // The chips count what the page lists: the widened matches, whose cards are read instead.
      shown = readCards(db, widened.hits, request);
      found = widened;
      partialMatch = true;
      notes.push(PARTIAL_MATCH_NOTE);
    }
  }

  const { rows, freeDays } = await shown;
  const cards = rows.map((row) => toVendorCard(row, row));
  return {
    vendors: cards.map((card, index) => ({
      ...card,
      ...(freeDays.has(card.id) ? { availableOn: freeDays.get(card.id), availableOnLabel: availableOnText(freeDays.get(card.id)!) } : {}),
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
    applied,
    datesAndBudget: datesAndBudgetOf(request),
    facetCounts: found.counts,
    notes,
  };
}

/**
 * The card rows of a page's matches, in page order with their distances, and the days each is free of the
 * request's dates (docs/product/public-area.md#dates-and-budget). The rows come with the page's ids ({@link cardOf});
 * only the free days are read here. Rejects with the database's error.
 */
async function readCards(db: Database, hits: FoundPage["hits"], request: Pick<SearchRequest, "dates" | "dateMode">) {
  const freeDays = await availableDaysOf(
    db,
    hits.map((hit) => hit.id),
    request.dates,
    request.dateMode,
  );
  const rows = hits.flatMap((hit) => (hit.card ? [{ ...(hit.card as SearchCardRow), distanceKm: hit.distanceKm }] : []));
  return { rows, freeDays };
}

type SearchCardRow = VendorCardRow & CardExtras & { latitude: number | null; longitude: number | null };

/**
 * A search card as one JSON object, for the vendor whose id is `vendorId`: its row, coordinates and card extras;
 * null for a vendor no longer public (docs/product/public-area.md#only-active-vendors). Read in the page's statement,
 * so a rendered search waits for one round trip fewer (decision 101).
 */
function cardOf(vendorId: SQL): SQL {
  const fields = { ...vendorCardColumns, latitude: vendors.latitude, longitude: vendors.longitude, ...cardExtrasColumns(sql`${vendors.id}`) };
  const pairs = sql.join(
    Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );
  return sql`(select json_build_object(${pairs}) from ${vendors} inner join ${categories} on ${categories.id} = ${vendors.categoryId}
    where ${vendors.id} = ${vendorId} and ${isPublic})`;
}
