import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { isPublic, toVendorCards, vendorCardColumns } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { resolveSearchPlace, type SearchPlace } from "~/modules/search/search-place.server";
import type { SearchRequest, SearchSort } from "~/modules/search/search-request";
import { distanceKm, locationTextFilter, queryTerms, relevance, termCondition, withinRadius } from "~/modules/search/search-sql.server";

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
  /** Notes for the visitor: ignored input, unknown place. */
  notes: string[];
};

function emptyResult(request: SearchRequest, text: string, notes: string[]): SearchResult {
  return { vendors: [], total: 0, place: null, matchedQuery: text, radiusKm: request.radiusKm, sort: "relevance", notes };
}

/**
 * Filters shared by the result list, its count and the alternatives: text terms, category, price.
 * Every required word must match, except that words naming different categories ("hair and makeup",
 * "dhol dj") are alternatives: a vendor matching one of them is enough.
 */
export function searchFilters(request: Pick<SearchRequest, "categorySlug" | "priceRange">, text: string): SQL[] {
  const required = queryTerms(text).filter((term) => term.required);
  const slugs = new Set(required.flatMap((term) => (term.categorySlug ? [term.categorySlug] : [])));
  const alternatives = slugs.size > 1 ? required.filter((term) => term.categorySlug) : [];
  const filters = required.filter((term) => !alternatives.includes(term)).map(termCondition);
  if (alternatives.length > 0) filters.push(or(...alternatives.map(termCondition))!);
  if (request.categorySlug) filters.push(eq(categories.slug, request.categorySlug));
  if (request.priceRange) filters.push(eq(vendors.priceRange, request.priceRange));
  return filters;
}

/**
 * The search service's main operation (spec: public-area §7 "search(request)"; issue #3).
 * Full-text search over each active vendor's weighted document (name 10, category 8, features and
 * tags 5, description 2) with prefix matching and the synonym map; every vendor word must match,
 * occasion words only raise the rank. A place (from coordinates, the location, or a place named in
 * the query) limits results to `radiusKm` by great-circle distance and gives each hit its distance;
 * a location that is not a place falls back to a text match with the city → region expansion.
 * Input: {@link SearchRequest} (already cleaned). Output: {@link SearchResult}, at most `limit` hits
 * from `offset`. Sorts: relevance (rank, then distance, featured, name), name (A–Z), distance.
 * Never throws on user text: it never reaches SQL as code.
 */
export async function searchVendors(db: Database, request: SearchRequest): Promise<SearchResult> {
  const { place, text, locationText, notes } = resolveSearchPlace(request);
  const terms = queryTerms(text);
  const filters = searchFilters(request, text);
  if (place) {
    // A listing not yet geocoded can still be found by its address text.
    filters.push(or(withinRadius(place, request.radiusKm), and(isNull(vendors.latitude), locationTextFilter(place.name)))!);
  } else if (locationText) filters.push(locationTextFilter(locationText));
  if (text && terms.length === 0) {
    notes.push("Your search had no words to look for.");
    // Only punctuation or symbols: nothing to match, so nothing is shown rather than everything.
    if (!place && !locationText) return emptyResult(request, text, notes);
  }
  const where = and(isPublic, ...filters);

  const distance = place ? distanceKm(place) : undefined;
  const sort: SearchSort = request.sort === "distance" && !place ? "relevance" : request.sort;
  // The A–Z sort never looks at the rank, so it is not worked out for every match.
  const rank = terms.length > 0 && sort !== "name" ? relevance(terms, text) : undefined;
  // Each match's sort keys are worked out once into a narrow working set that gives both the page and
  // the total (PostgreSQL materialises a WITH query that is read twice); a separate count query visited
  // every match a second time. The card columns are then read for the page's ids only (docs/benchmarks.md).
  const matches = db.$with("matches").as(
    db
      .select({
        id: vendors.id,
        name: vendors.name,
        isFeatured: vendors.isFeatured,
        rank: sql<number>`${rank ?? sql`0`}`.as("rank"),
        distance: sql<number | null>`${distance ?? sql`null`}::float8`.as("distance"),
      })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(where),
  );
  const byName = [asc(sql`lower(${matches.name})`), asc(matches.name), asc(matches.id)];
  const byRank = rank ? [desc(matches.rank)] : [];
  const byDistance = distance ? [asc(matches.distance)] : [];
  const orderBy =
    sort === "name"
      ? byName
      : sort === "distance"
        ? [...byDistance, ...byRank, ...byName]
        : [...byRank, ...byDistance, desc(matches.isFeatured), ...byName];

  const page = await db
    .with(matches)
    .select({
      id: matches.id,
      distanceKm: sql<number | null>`round((${matches.distance})::numeric, 1)::float8`,
      total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
    })
    .from(matches)
    .orderBy(...orderBy)
    .limit(request.limit)
    .offset(request.offset);
  let total = page[0]?.total ?? 0;
  if (page.length === 0 && request.offset > 0) {
    // A page past the last match carries no total (an old link to a page that no longer exists), so count on its own.
    const [row] = await db.select({ total: count() }).from(vendors).innerJoin(categories, eq(categories.id, vendors.categoryId)).where(where);
    total = row?.total ?? 0;
  }
  const details =
    page.length === 0
      ? []
      : await db
          .select({ ...vendorCardColumns, latitude: vendors.latitude, longitude: vendors.longitude })
          .from(vendors)
          .innerJoin(categories, eq(categories.id, vendors.categoryId))
          .where(inArray(vendors.id, page.map((hit) => hit.id)));
  const detailsById = new Map(details.map((row) => [row.id, row]));
  // In page order; a vendor deactivated between the two reads is left out.
  const rows = page.flatMap((hit) => {
    const row = detailsById.get(hit.id);
    return row ? [{ ...row, distanceKm: hit.distanceKm }] : [];
  });
  const cards = await toVendorCards(db, rows);
  return {
    vendors: cards.map((card, index) => ({
      ...card,
      latitude: rows[index]!.latitude,
      longitude: rows[index]!.longitude,
      distanceKm: rows[index]!.distanceKm === null ? null : Number(rows[index]!.distanceKm),
    })),
    total,
    place,
    matchedQuery: text,
    radiusKm: request.radiusKm,
    sort,
    notes,
  };
}
