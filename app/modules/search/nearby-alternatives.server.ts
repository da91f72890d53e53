import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { resolveSearchPlace } from "~/modules/search/search-place.server";
import type { SearchRequest } from "~/modules/search/search-request";
import { haversineKm } from "~/modules/geo/geo-math";
import { withinRadius } from "~/modules/search/search-sql.server";
import { searchFilters } from "~/modules/search/search-vendors.server";

/** How far to look for alternatives (km) and how many towns to list. */
export const ALTERNATIVES_RADIUS_KM = 150;
export const ALTERNATIVES_LIMIT = 5;

export type NearbyAlternative = {
  /** Town as stored on vendors, e.g. "Leicester". */
  town: string;
  /** Matching active vendors in that town. */
  matches: number;
  /** km from the searched place to the town's vendors (their mean position), 1 decimal; null without a place. */
  distanceKm: number | null;
};

/**
 * Nearby-area alternatives under an empty result (docs/product/public-area.md#search): towns with vendors
 * that match the same words and filters, ignoring the location, nearest to the searched place first
 * (within 150 km), or with the most matches when no place is known (then by town name).
 * Input: the request. Output: up to 5 {@link NearbyAlternative}.
 */
export async function getNearbyAlternatives(db: Database, request: SearchRequest): Promise<NearbyAlternative[]> {
  const { place, text } = resolveSearchPlace(request);
  const filters = searchFilters(request, text);
  const centreLat = sql<number>`avg(${vendors.latitude})`;
  const centreLng = sql<number>`avg(${vendors.longitude})`;
  const rows = await db
    .select({ town: vendors.city, matches: count(), lat: centreLat, lng: centreLng })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(and(isPublic, isNotNull(vendors.city), ...filters, place ? withinRadius(place, ALTERNATIVES_RADIUS_KM) : undefined))
    .groupBy(vendors.city)
    // Town names break ties, so the list (and a cached answer) is the same on every run and backend.
    .orderBy(desc(count()), asc(vendors.city))
    .limit(50);
  const alternatives = rows.map((row) => ({
    town: row.town!,
    matches: row.matches,
    distanceKm: place && row.lat !== null ? Math.round(haversineKm(place, { lat: Number(row.lat), lng: Number(row.lng) }) * 10) / 10 : null,
  }));
  if (place) alternatives.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return alternatives.filter((alternative) => alternative.town.toLowerCase() !== place?.name.toLowerCase()).slice(0, ALTERNATIVES_LIMIT);
}
