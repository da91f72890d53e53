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

// Per handle, what was made from its categories, by the name its maker keeps it under.
const keptFromCategories = new WeakMap<Database, Map<string, { value: Promise<unknown>; readAt: number }>>();

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
 * What `read` makes of the categories of `db`, kept under `key` (one name per kind of value, e.g. the search's
 * vocabulary) the way the categories public pages show are kept (decision 079): made at most once per
 * {@link CATEGORIES_KEPT_MS} per handle, forgotten with them ({@link forgetCategories}); a failed read is not kept.
 * Input: the handle, the key, and a read of the categories (its promise is shared by every caller meanwhile, so
 * callers must not change what it gives). Output: the kept value. Throws (rejects with) what `read` throws.
 */
export function keptFromTheCategories<T>(db: Database, key: string, read: (db: Database) => Promise<T>): Promise<T> {
  let kept = keptFromCategories.get(db);
  if (!kept) {
    kept = new Map();
    keptFromCategories.set(db, kept);
  }
  const found = kept.get(key);
  if (found && performance.now() - found.readAt < CATEGORIES_KEPT_MS) return found.value as Promise<T>;
  const value = read(db);
  const fresh = { value, readAt: performance.now() };
  kept.set(key, fresh);
  const keptNow = kept;
  value.catch(() => {
    if (keptNow.get(key) === fresh) keptNow.delete(key);
  });
  return value;
}

/**
 * The categories as {@link listCategories} lists them, for what public pages show (a search's filters): read from
 * the database at most once per {@link CATEGORIES_KEPT_MS} per handle ({@link keptFromTheCategories}). Anything that
 * writes with a category (imports, the editors) reads {@link listCategories} instead. Callers must not change the list.
 */
export async function listShownCategories(db: Database): Promise<Category[]> {
  return keptFromTheCategories(db, "shown categories", listCategories);
}

/**
 * Forgets everything this process keeps for `db` from its categories ({@link keptFromTheCategories}: the list
 * public pages show, the search's vocabulary): the catalogue was just replaced.
 */
export function forgetCategories(db: Database): void {
  keptFromCategories.delete(db);
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
