import { and, asc, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { isPublic, selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { resolveSearchPlace } from "~/modules/search/search-place.server";
import type { SearchRequest } from "~/modules/search/search-request";
import { distanceKm } from "~/modules/search/search-sql.server";
import { queryTerms } from "~/modules/search/search-sql.server";
import { datesAndBudgetFilters } from "~/modules/search/dates-and-budget-sql.server";

/** Similar vendors shown under empty results (docs/product/public-area.md#search). */
export const SIMILAR_VENDOR_LIMIT = 6;

/**
 * Vendors like the ones searched for, for an empty result (docs/product/public-area.md#search,
 * "getSimilarVendors(request)"): active vendors of the category the query names (through the
 * synonym map or a category name), nearest to the searched place first, whatever the radius, within the price band,
 * dates and budget asked for (docs/product/public-area.md#dates-and-budget).
 * Input: the request. Output: up to 6 cards, each with `distanceKm` when a place is known;
 * [] when the query names no category.
 */
export async function getSimilarVendors(
  db: Database,
  request: SearchRequest,
): Promise<(VendorCard & { distanceKm: number | null })[]> {
  const { place, text } = resolveSearchPlace(request);
  const slugs = [...new Set(queryTerms(text).flatMap((term) => (term.categorySlug ? [term.categorySlug] : [])))];
  if (request.categorySlug) slugs.push(request.categorySlug);
  if (slugs.length === 0) return [];
  const distance = place ? distanceKm(place) : undefined;
  const where = and(
    inArray(vendors.categoryId, db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, slugs))),
    ...datesAndBudgetFilters(request.priceRange, request),
    distance ? sql`${vendors.latitude} is not null` : undefined,
  );
  const rows = await selectVendorCardRows(db, {
    where,
    orderBy: distance ? [asc(distance), asc(vendors.id)] : [sql`${vendors.isFeatured} desc`, asc(vendors.id)],
    limit: SIMILAR_VENDOR_LIMIT,
  });
  const cards = await toVendorCards(db, rows);
  if (!place) return cards.map((card) => ({ ...card, distanceKm: null }));
  const located = await db
    .select({ id: vendors.id, km: sql<number>`round((${distanceKm(place)})::numeric, 1)::float8` })
    .from(vendors)
    .where(and(isPublic, inArray(vendors.id, cards.map((card) => card.id))));
  const kmById = new Map(located.map((row) => [row.id, Number(row.km)]));
  return cards.map((card) => ({ ...card, distanceKm: kmById.get(card.id) ?? null }));
}
