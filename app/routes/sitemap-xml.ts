import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { listArticleSummaries } from "~/modules/blog/blog-articles.server";
import { listSitemapEntries } from "~/modules/site/sitemap-entries.server";
import { SITEMAP_CACHE_CONTROL, sitemapXml } from "~/modules/seo/sitemap";

// GET /sitemap.xml (docs/product/public-area.md#seo): the public pages search engines should know, with lastmod; robots.txt
// points here. Shared caches may keep it an hour: a new listing can wait that long to be announced.

export async function loader() {
  const entries = await listSitemapEntries(getDatabase(), { articles: listArticleSummaries() });
  return new Response(sitemapXml(getConfig().publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL },
  });
}
