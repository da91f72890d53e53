import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import type { Category } from "~/modules/categories/category-types";

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  icon: categories.icon,
};

/**
 * All categories in home-page order: sort priority (Photographers, Venues, Wedding Cake Shops,
 * Mehndi Artists first), then name A–Z. Output: {@link Category}[].
 * docs/product/public-area.md#categories (the list), docs/product/public-area.md#home (the priority order).
 */
export async function listCategories(db: Database): Promise<Category[]> {
  // Case-insensitive, so "Decorators" comes before "DJs & Entertainment" whatever the database's collation.
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.sortPriority), asc(sql`lower(${categories.name})`), asc(categories.name));
}

/**
 * One category by slug. Slugs are matched exactly (lower-case, hyphenated).
 * Output: {@link Category}. Throws AppError `not_found` for an unknown slug.
 * docs/product/public-area.md#categories.
 */
export async function getCategoryBySlug(db: Database, slug: string): Promise<Category> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new AppError("not_found", "Category not found");
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.slug, slug)).limit(1);
  if (!row) throw new AppError("not_found", "Category not found");
  return row;
}
