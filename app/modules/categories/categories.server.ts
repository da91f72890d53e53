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
 * How long a process keeps the list of categories public pages show (ms; {@link listShownCategories}). Categories
 * change only when the catalogue is replaced (the demo seed, which forgets them at once in its own process); another
 * process sees the change within this time, as a CDN sees a public page's (decision 036).
 * docs/benchmarks.md, "Uncached pages: the second round".
 */
export const CATEGORIES_KEPT_MS = 60_000;

const keptCategories = new WeakMap<Database, { list: Promise<Category[]>; readAt: number }>();

/**
 * All categories in home-page order: sort priority (Photographers, Venues, Wedding Cake Shops,
 * Mehndi Artists first), then name A–Z. Output: {@link Category}[], read from the database.
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
 * The categories as {@link listCategories} lists them, for what public pages show (a search's filters): read from
 * the database at most once per {@link CATEGORIES_KEPT_MS} per handle (a failed read is not kept). Anything that
 * writes with a category (imports, the editors) reads {@link listCategories} instead. Callers must not change the list.
 */
export async function listShownCategories(db: Database): Promise<Category[]> {
  const kept = keptCategories.get(db);
  if (kept && performance.now() - kept.readAt < CATEGORIES_KEPT_MS) return kept.list;
  const list = listCategories(db);
  keptCategories.set(db, { list, readAt: performance.now() });
  list.catch(() => keptCategories.delete(db));
  return list;
}

/** Forgets the categories this process keeps for `db` ({@link listShownCategories}): the catalogue was just replaced. */
export function forgetCategories(db: Database): void {
  keptCategories.delete(db);
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
