import { getConfig } from "~/config.server";
import { ROBOTS_CACHE_CONTROL, robotsTxt } from "~/modules/seo/robots";

// GET /robots.txt (docs/product/public-area.md#seo): keeps crawlers out of the portal, admin, onboarding, checkout and API paths
// and names the sitemap.

export function loader() {
  return new Response(robotsTxt(getConfig().publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": ROBOTS_CACHE_CONTROL },
  });
}
