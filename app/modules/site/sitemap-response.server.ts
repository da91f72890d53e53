import type { Database } from "~/db/client.server";
import { listArticleSummaries } from "~/modules/blog/blog-articles.server";
import { SITEMAP_CACHE_CONTROL, sitemapFile } from "~/modules/seo/sitemap";
import { listSitemapEntries } from "~/modules/site/sitemap-entries.server";

/**
 * The answer to /sitemap.xml (`file` "index") or to one of its parts, /sitemap/{N}.xml (`file` N), for every public
 * address of `db` (docs/product/public-area.md#seo; decision 106 for the parts). Input: database, the public origin
 * without a trailing slash, the file (undefined for an address that names no part). Output: a 200 XML Response that
 * shared caches may keep an hour, or a 404 when the part does not exist (the sitemap fits in one file, or N is past
 * the last part). Rejects with the database's error.
 */
export async function sitemapResponse(db: Database, origin: string, file: "index" | number | undefined): Promise<Response> {
  const xml = file === undefined ? undefined : sitemapFile(origin, await listSitemapEntries(db, { articles: listArticleSummaries() }), file);
  if (xml === undefined) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL } });
}
