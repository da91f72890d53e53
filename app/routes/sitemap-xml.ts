import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { sitemapResponse } from "~/modules/site/sitemap-response.server";

// GET /sitemap.xml (docs/product/public-area.md#seo): the public pages search engines should know, with lastmod, or the
// index of its parts once there are more than a file may hold (decision 106); robots.txt points here. Shared caches may
// keep it an hour: a new listing can wait that long to be announced.

export function loader() {
  return sitemapResponse(getDatabase(), getConfig().publicUrl, "index");
}
