import { and, asc, eq, max } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { listCityPagePaths } from "~/modules/city-pages/city-vendors.server";
import type { SitemapEntry } from "~/modules/seo/sitemap";

/**
 * Public pages with a fixed address that the sitemap always lists. Only pages that exist in app/routes.ts belong
 * here: a sitemap address that answers 404 costs the site crawl budget and trust.
 */
export const STATIC_SITEMAP_PATHS = ["/", "/search", "/pricing", "/about", "/contact", "/terms", "/privacy"] as const;

/** A blog article as the sitemap needs it: its id (the page is /blog/{id}) and its ISO publication date. */
export type SitemapArticle = { id: number; published: string };

/**
 * Every address of /sitemap.xml, in the order it lists them: the fixed pages, the categories (lastmod: the
 * newest change among their active vendors; none when they have none), every active vendor and no inactive one
 * (lastmod: `vendors.updated_at`, which every admin and review change sets), then the blog. Inactive vendors,
 * whether still under review, hidden by an admin or lapsed, answer 404 and are never listed.
 * Input: database; `articles`, the blog's articles when the blog exists (then /blog and /blog/{id} are listed).
 * Output: {@link SitemapEntry}[]. docs/product/public-area.md#seo.
 *
 * City landing pages (/category/{slug}/{town}, docs/product/public-area.md#seo, decision 035) follow the categories: one per category and
 * town where at least 3 active vendors of the category give that town as theirs (`listCityPagePaths`), lastmod as
 * the category's.
 */
export async function listSitemapEntries(db: Database, options: { articles?: readonly SitemapArticle[] } = {}): Promise<SitemapEntry[]> {
  const [categoryRows, vendorRows, cityPages] = await Promise.all([
    db
      .select({ slug: categories.slug, lastmod: max(vendors.updatedAt) })
      .from(categories)
      // An inactive vendor's changes are not visible on the category page, so they do not date it.
      .leftJoin(vendors, and(eq(vendors.categoryId, categories.id), isPublic))
      .groupBy(categories.id, categories.slug, categories.sortPriority, categories.name)
      .orderBy(asc(categories.sortPriority), asc(categories.name)),
    db.select({ id: vendors.id, updatedAt: vendors.updatedAt }).from(vendors).where(isPublic).orderBy(asc(vendors.id)),
    listCityPagePaths(db),
  ]);
  const categoryLastmod = new Map(categoryRows.map((row) => [row.slug, row.lastmod]));
  const articles = options.articles ?? [];
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...categoryRows.map((row) => ({ path: `/category/${row.slug}`, lastmod: row.lastmod })),
    ...cityPages.map((page) => ({ path: page.path, lastmod: categoryLastmod.get(page.categorySlug) })),
    ...vendorRows.map((row) => ({ path: `/vendor/${row.id}`, lastmod: row.updatedAt })),
    ...(articles.length > 0
      ? [
          { path: "/blog", lastmod: articles.map((article) => article.published).sort().at(-1) },
          ...articles.map((article) => ({ path: `/blog/${article.id}`, lastmod: article.published })),
        ]
      : []),
  ];
}
