// /robots.txt (docs/product/public-area.md#seo: "disallow portal, admin, onboarding, checkout and API paths"). Pure, tested as text.

/**
 * Path prefixes crawlers are asked to leave alone: personal, signed-in or one-off pages with nothing to index.
 * A robots.txt rule is a prefix, so "/admin" would also cover "/admin-dashboard"; each is listed anyway so the
 * list reads as the route map does (app/routes.ts).
 */
export const DISALLOWED_PATHS = [
  // The vendor portal and its sign-in.
  "/vendor-dashboard",
  "/vendor-auth",
  "/vendor-import",
  // The admin back office.
  "/admin",
  "/admin-dashboard",
  // Listing a business: onboarding, account, payment and checkout steps.
  "/onboarding",
  "/account-creation",
  "/account-confirmation",
  "/business-details",
  "/business-success",
  "/email-verified",
  "/payment-success",
  "/checkout/",
  "/billing/",
  "/debug-payments",
  // JSON endpoints, development tools, and per-browser or tokened pages.
  "/api/",
  "/dev/",
  "/shortlist",
  "/review/",
  "/reviews/",
] as const;

/** `Cache-Control` of /robots.txt: it changes with releases only. */
export const ROBOTS_CACHE_CONTROL = "public, max-age=86400";

/**
 * The robots.txt text: every crawler allowed everywhere but {@link DISALLOWED_PATHS}, and the sitemap's absolute
 * address (the protocol wants a full URL). Input: the public origin without a trailing slash.
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
