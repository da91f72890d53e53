import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { boundingBox } from "~/modules/geo/geo-math";
import { facetCounts } from "~/modules/search/facets.server";
import { FACET_KEYS, type FacetKey } from "~/modules/search/attribute-facets";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { distanceKm, withinRadius } from "~/modules/search/search-sql.server";
import { shortDescription } from "~/modules/seo/page-meta";
import { isPublic, selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import { LIST_DESCRIPTION_CHARS } from "~/modules/search/list-category-vendors.server";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { townNamed, townsAround, type Town } from "~/modules/city-pages/town-places.server";
import { noDatesOrBudget, type DatesAndBudget } from "~/modules/search/dates-and-budget";
import { datesAndBudgetFilters, withAvailableDays } from "~/modules/search/dates-and-budget-sql.server";

// Which vendors a city landing page lists and the counts its text and links are built from (docs/product/public-area.md#city-pages:
// "City landing pages"; decision 035).

/** Other towns a city page links at most, nearest first. */
export const NEARBY_TOWN_LINKS = 6;
/** Towns the category page's "Popular towns" list names at most, most vendors first. */
export const POPULAR_TOWN_LINKS = 8;
/** A category × town page is in the sitemap when at least this many of the category's vendors give the town as theirs. */
export const SITEMAP_MIN_TOWN_VENDORS = 3;
/** The most city pages the sitemap lists, whatever the catalogue's size (the protocol allows 50,000 addresses). */
export const SITEMAP_MAX_CITY_PAGES = 5_000;

/** A town with how many of the category's vendors its page lists. */
export type TownCount = { name: string; slug: string; count: number };

/** Whether the vendor's address town is `town` (case-insensitive): "in Leicester itself". */
function inTownCondition(town: Town): SQL {
  return sql`lower(${vendors.city}) = lower(${town.name})`;
}

/**
 * The vendors of a town's page, before the category: within the town's radius of its centre, or, for a vendor
 * not yet placed on the map, one whose address town is the town (decision 035).
 */
function townAreaCondition(town: Town): SQL {
  return or(withinRadius(town, town.radiusKm), and(isNull(vendors.latitude), inTownCondition(town)))!;
}

/** A card with what a list card shows (the category page's rule): a cut description, the first 3 features. */
function toListCard(card: VendorCard): VendorCard {
  return { ...card, description: shortDescription(card.description, LIST_DESCRIPTION_CHARS), features: card.features.slice(0, LIST_CARD_FEATURES) };
}

/** The attribute most of the matching vendors offer, null when none offers any (ties: chip order). */
function topFacet(counts: Record<FacetKey, number>): { facet: FacetKey; count: number } | null {
  let best: { facet: FacetKey; count: number } | null = null;
  for (const facet of FACET_KEYS) if (counts[facet] > 0 && (!best || counts[facet] > best.count)) best = { facet, count: counts[facet] };
  return best;
}

/**
 * One page of a city landing page: the active vendors of a category in a town's area (see {@link Town}; decision
 * 035), featured first, then nearest, then A–Z; with the counts its intro is written from.
 * Input: database, category id, town, the couple's dates and budget (default none; docs/product/public-area.md#dates-and-budget),
 * page as `limit` (default 24) and `offset`.
 * Output: `vendors` (list cards, at most `limit`, only those free on the dates and within the budget, each saying the
 * days it is free on), `listed` (how many of the area's vendors fit the dates and budget: `total` without them),
 * `total` in the area, `inTown` (of those, address town the town itself), `topFacet` (the attribute most of them
 * offer, or null), `nearby` (up to {@link NEARBY_TOWN_LINKS} other towns with vendors of the category, nearest first,
 * with their own page's count). The intro's counts are the area's whatever the dates. Past the last page, no vendors
 * and the same counts. Throws the driver's error.
 */
export async function loadCityPage(
  db: Database,
  input: { categoryId: number; town: Town; datesAndBudget?: DatesAndBudget; limit?: number; offset?: number },
): Promise<{
  vendors: VendorCard[];
  listed: number;
  total: number;
  inTown: number;
  topFacet: { facet: FacetKey; count: number } | null;
  nearby: TownCount[];
}> {
  const { town } = input;
  const datesAndBudget = input.datesAndBudget ?? noDatesOrBudget();
  const where = and(eq(vendors.categoryId, input.categoryId), townAreaCondition(town))!;
  const fitting = datesAndBudgetFilters(null, datesAndBudget);
  const listedWhere = fitting.length > 0 ? and(where, ...fitting)! : where;
  const rows = await selectVendorCardRows(db, {
    where: listedWhere,
    orderBy: [desc(vendors.isFeatured), sql`${distanceKm(town)} asc nulls last`, asc(sql`lower(${vendors.name})`), asc(vendors.id)],
    limit: input.limit ?? RESULTS_PER_PAGE,
    offset: input.offset ?? 0,
  });
  const counts = await facetCounts(db, where);
  const [local] = await db.select({ count: count() }).from(vendors).where(and(isPublic, where, inTownCondition(town)));
  const [listed] = fitting.length > 0 ? await db.select({ count: count() }).from(vendors).where(and(isPublic, listedWhere)) : [{ count: counts.total }];
  const nearby = await nearbyTownCounts(db, input.categoryId, town);
  return {
    vendors: await withAvailableDays(db, (await toVendorCards(db, rows)).map(toListCard), datesAndBudget),
    listed: listed?.count ?? 0,
    total: counts.total,
    inTown: local?.count ?? 0,
    topFacet: topFacet(counts.facets),
    nearby,
  };
}

/**
 * How many active vendors of a category each town's page lists (the rule of {@link loadCityPage}), in one query.
 * Input: database, category id, towns. Output: the counts, in the towns' order; [] for no towns.
 */
export async function countTownVendors(db: Database, categoryId: number, towns: readonly Town[]): Promise<number[]> {
  if (towns.length === 0) return [];
  // Only rows inside the towns' combined box (or not on the map) need the per-town distance tests.
  const boxes = towns.map((town) => boundingBox(town, town.radiusKm));
  const box = sql`${vendors.latitude} between ${Math.min(...boxes.map((b) => b.minLat))} and ${Math.max(...boxes.map((b) => b.maxLat))}
    and ${vendors.longitude} between ${Math.min(...boxes.map((b) => b.minLng))} and ${Math.max(...boxes.map((b) => b.maxLng))}`;
  const columns = Object.fromEntries(
    towns.map((town, index) => [`t${index}`, sql<number>`count(*) filter (where ${townAreaCondition(town)})`.mapWith(Number)]),
  );
  const [row] = await db
    .select(columns)
    .from(vendors)
    .where(and(isPublic, eq(vendors.categoryId, categoryId), or(box, isNull(vendors.latitude))));
  return towns.map((_, index) => Number(row?.[`t${index}`] ?? 0));
}

/** Up to {@link NEARBY_TOWN_LINKS} towns around `town` whose page for the category has vendors, nearest first. */
async function nearbyTownCounts(db: Database, categoryId: number, town: Town): Promise<TownCount[]> {
  const around = townsAround(town);
  const counts = await countTownVendors(db, categoryId, around);
  return around
    .map((other, index) => ({ name: other.name, slug: other.slug, count: counts[index] ?? 0 }))
    .filter((other) => other.count > 0)
    .slice(0, NEARBY_TOWN_LINKS);
}

/**
 * The towns a category page links as "Popular towns": the address towns most of the category's active vendors
 * give that are cities or towns with a page (see `findTown`), each with its page's count, most first (ties A–Z),
 * at most {@link POPULAR_TOWN_LINKS}. Input: database, category id. Output: {@link TownCount}[], [] for a category
 * with no vendors. Throws the driver's error.
 */
export async function listPopularTowns(db: Database, categoryId: number): Promise<TownCount[]> {
  const rows = await db
    .select({ city: vendors.city, count: count() })
    .from(vendors)
    .where(and(isPublic, eq(vendors.categoryId, categoryId), isNotNull(vendors.city)))
    .groupBy(vendors.city)
    .orderBy(desc(count()), asc(vendors.city))
    .limit(POPULAR_TOWN_LINKS * 2);
  const towns = new Map<string, Town>();
  for (const row of rows) {
    const town = townNamed(row.city ?? "");
    if (town && !towns.has(town.placeId)) towns.set(town.placeId, town);
  }
  const list = [...towns.values()];
  const counts = await countTownVendors(db, categoryId, list);
  return list
    .map((town, index) => ({ name: town.name, slug: town.slug, count: counts[index] ?? 0 }))
    .filter((town) => town.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "en-GB"))
    .slice(0, POPULAR_TOWN_LINKS);
}

/**
 * The city pages the sitemap lists (decision 035): one per category and town where at least
 * {@link SITEMAP_MIN_TOWN_VENDORS} active vendors of the category give the town as their address town. Those vendors
 * are on the page too (their map point is in their town, or they have none), so a listed page has vendors. In
 * category order, then most vendors first; at most {@link SITEMAP_MAX_CITY_PAGES}. One grouped query whatever the
 * catalogue's size, rather than a radius count per town.
 * Input: database. Output: `{ categorySlug, path }[]`, path "/category/{slug}/{town}". Throws the driver's error.
 */
export async function listCityPagePaths(db: Database): Promise<{ categorySlug: string; path: string }[]> {
  const rows = await db
    .select({ slug: categories.slug, city: vendors.city, count: count() })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(and(isPublic, isNotNull(vendors.city)))
    .groupBy(categories.id, categories.slug, categories.sortPriority, categories.name, vendors.city)
    .having(sql`count(*) >= ${SITEMAP_MIN_TOWN_VENDORS}`)
    .orderBy(asc(categories.sortPriority), asc(categories.name), desc(count()), asc(vendors.city));
  const seen = new Set<string>();
  const paths: { categorySlug: string; path: string }[] = [];
  for (const row of rows) {
    const town = townNamed(row.city ?? "");
    const path = town && `/category/${row.slug}/${town.slug}`;
    if (!path || seen.has(path)) continue;
    seen.add(path);
    paths.push({ categorySlug: row.slug, path });
    if (paths.length === SITEMAP_MAX_CITY_PAGES) break;
  }
  return paths;
}
