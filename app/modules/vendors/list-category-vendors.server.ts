import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import type { CategorySort } from "~/modules/categories/category-types";
import { regionForCity } from "~/modules/geo/regions";
import { isPublic, selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";

/** Most cards one category page lists. */
export const CATEGORY_PAGE_LIMIT = 120;

/** A–Z as a reader expects it ("Dazzle" before "DJ Kiran"), whatever the database's collation. */
const byName = [asc(sql`lower(${vendors.name})`), asc(vendors.name), asc(vendors.id)];

const orderBySort: Record<CategorySort, SQL[]> = {
  featured: [desc(vendors.isFeatured), ...byName],
  newest: [desc(vendors.createdAt), desc(vendors.id)],
  name: byName,
};

/**
 * Active vendors of one category, optionally narrowed to one of the ten dropdown cities, which
 * expands to its region (e.g. London → Greater London, so Southall and Wembley count).
 * Input: database, category id, city (one of the spec's ten, else ignored), sort.
 * Output: `{ vendors: VendorCard[] (at most 120), total: number of matching active vendors }`.
 * Spec: public-area §2 (Category page), §4 (sort), §9 (location options); issue #2 makes the location filter real.
 */
export async function listCategoryVendors(
  db: Database,
  input: { categoryId: number; city?: string | null; sort: CategorySort },
): Promise<{ vendors: VendorCard[]; total: number }> {
  const region = input.city ? regionForCity(input.city) : undefined;
  const where = region
    ? and(eq(vendors.categoryId, input.categoryId), eq(vendors.region, region))!
    : eq(vendors.categoryId, input.categoryId);
  const [rows, [totalRow]] = await Promise.all([
    selectVendorCardRows(db, { where, orderBy: orderBySort[input.sort], limit: CATEGORY_PAGE_LIMIT }),
    db
      .select({ total: count() })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(and(isPublic, where)),
  ]);
  return { vendors: await toVendorCards(db, rows), total: totalRow?.total ?? 0 };
}
