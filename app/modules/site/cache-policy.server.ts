import { HOLDER_COOKIE_NAME } from "~/modules/billing/holder-cookie.server";
import { LIKER_COOKIE_NAME } from "~/modules/blog/liker-cookie.server";
import { hasSessionCookie, isAccountPath, isShortlistPath, NO_STORE, PRIVATE_NO_STORE } from "~/modules/site/no-store-pages";
import { SHORTLIST_COOKIE_NAME } from "~/modules/shortlist/shortlist-cookie.server";

// HTTP caching of the public pages (docs/product/public-area.md#speed-and-accessibility; docs/decisions/036-http-caching.md). A page an
// anonymous visitor gets is the same for everyone, so a CDN and the browser may keep it for a minute and serve it
// stale while refreshing; the same page answered to a browser holding one of our personal cookies draws that
// browser's shortlist, like or early-bird hold (or a signed-in account), so no cache may keep it. Account pages and
// session cookies keep decision 011's rule. Static files are cached by server/app.ts, not here.

/** Cache-Control of a public page for a visitor without personal cookies: a minute fresh, ten more minutes stale. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/**
 * The cookies that change what a public page shows (besides the auth library's, see {@link hasSessionCookie}):
 * the shortlist (header count, save buttons; decision 028), the early-bird holder (decision 014) and the blog liker
 * (liked state; decision 033). A new cookie that changes a page must be added here, or a CDN could serve one
 * visitor's page to another.
 */
export const PERSONAL_COOKIE_NAMES: readonly string[] = [SHORTLIST_COOKIE_NAME, HOLDER_COOKIE_NAME, LIKER_COOKIE_NAME];

/** The public pages (docs/product/public-area.md#overview), each as a pattern over the path without its `.data` suffix. */
const PUBLIC_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/search\/?$/,
  // A category, and a category in a town (`/category/:slug/:town`).
  /^\/category\/[^/]+(\/[^/]+)?\/?$/,
  /^\/vendor\/[^/]+\/?$/,
  /^\/blog(\/[^/]+)?\/?$/,
  /^\/(about|contact|pricing|terms|privacy)\/?$/,
];

/**
 * The page path a request is for: a client-side data request (`/vendor/7.data`, `/_.data` for the home page, as
 * React Router names them) is for the same page as its document.
 */
export function pagePathOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/** Whether `pathname` (a document or its `.data` request) is one of the public pages that may be cached. */
export function isPublicPagePath(pathname: string): boolean {
  const path = pagePathOf(pathname);
  return PUBLIC_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/** Whether a `Cookie` header holds one of {@link PERSONAL_COOKIE_NAMES} (with any value). */
export function hasPersonalCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => PERSONAL_COOKIE_NAMES.includes(pair.trim().split("=")[0] ?? ""));
}

/** What the policy is asked about one response. */
export type CachePolicyInput = {
  method: string;
  /** The request's path, without the query. */
  pathname: string;
  status: number;
  /** The request's Cookie header. */
  cookieHeader: string | undefined | null;
  /** The Cache-Control the route set, or null. */
  current: string | null;
  /** Whether the response carries Set-Cookie. */
  setsCookie: boolean;
};

/** The caching headers of a response: its Cache-Control (undefined: leave it as the route set it) and whether it varies by Cookie. */
export type CachePolicy = { cacheControl: string | undefined; varyCookie: boolean };

/**
 * The Cache-Control and Vary a response gets, first rule that applies (decision 036):
 * 1. a shortlist page ({@link isShortlistPath}): {@link PRIVATE_NO_STORE}, unless the route already chose a
 *    no-store value (decision 028: the owner's list and the shared copy's secret address);
 * 2. an account page, a request with a session cookie or a response setting a cookie: {@link NO_STORE}, unless the
 *    route already chose a no-store value (decision 011);
 * 3. a route that set its own Cache-Control (the APIs, the sitemap, robots.txt, a vendor's preview) keeps it;
 * 4. a method other than GET and HEAD, or a 4xx/5xx status: {@link NO_STORE};
 * 5. a public page ({@link isPublicPagePath}) answered 200: {@link NO_STORE} when the request holds a
 *    {@link hasPersonalCookie personal cookie}, else {@link PUBLIC_PAGE_CACHE_CONTROL};
 * 6. anything else (other pages, redirects): left as it is.
 * Every response of a public page path also varies by Cookie, so a cache never answers a cookie holder with the
 * anonymous copy.
 */
export function cachePolicyFor(input: CachePolicyInput): CachePolicy {
  const publicPage = isPublicPagePath(input.pathname);
  const decide = (): string | undefined => {
    const keepsNoStore = /\bno-store\b/i.test(input.current ?? "");
    if (isShortlistPath(input.pathname)) return keepsNoStore ? input.current! : PRIVATE_NO_STORE;
    if (isAccountPath(input.pathname) || hasSessionCookie(input.cookieHeader) || input.setsCookie) {
      return keepsNoStore ? input.current! : NO_STORE;
    }
    if (input.current) return input.current;
    const method = input.method.toUpperCase();
    if ((method !== "GET" && method !== "HEAD") || input.status >= 400) return NO_STORE;
    if (!publicPage || input.status !== 200) return undefined;
    return hasPersonalCookie(input.cookieHeader) ? NO_STORE : PUBLIC_PAGE_CACHE_CONTROL;
  };
  return { cacheControl: decide(), varyCookie: publicPage };
}

/** A `Vary` value with `Cookie` added to `current` (null or a list), once. */
export function varyWithCookie(current: string | null): string {
  const names = (current ?? "").split(",").map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name === "*" || name.toLowerCase() === "cookie")) return names.join(", ");
  return [...names, "Cookie"].join(", ");
}
