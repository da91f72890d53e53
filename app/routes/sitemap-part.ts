import type { Route } from "./+types/sitemap-part";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { sitemapPartNumber } from "~/modules/seo/sitemap";
import { sitemapResponse } from "~/modules/site/sitemap-response.server";

// GET /sitemap/{N}.xml: part N of a sitemap too large for one file, listed by /sitemap.xml's index (decision 106).

export function loader({ params }: Route.LoaderArgs) {
  return sitemapResponse(getDatabase(), getConfig().publicUrl, sitemapPartNumber(params.part));
}
