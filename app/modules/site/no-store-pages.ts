import { isAuthCookieName } from "~/modules/accounts/auth-cookies";

// Which responses no cache may keep (decision 011).
// Public pages stay cacheable for anonymous visitors; anything answered to a signed-in browser,
// and every page of the account and onboarding flows, is personal and must never be stored by a browser's
// back-forward history, a shared computer or a proxy. The whole caching policy, these rules first, is
// cachePolicyFor in cache-policy.server.ts (decision 036).

/** The account, onboarding and development pages, each with everything below it. */
export const ACCOUNT_PATHS: readonly string[] = [
  "/vendor-auth",
  "/vendor-dashboard",
  "/planner",
  "/account-creation",
  "/business-details",
  "/business-success",
  "/payment-success",
  "/checkout/test",
  "/email-verified",
  // The development clock, the review form and a couple's conversation (their links are secrets: the booking
  // confirmation under one included) are no one's to cache.
  "/dev/clock",
  "/review",
  "/rsvp",
  "/messages",
  "/dev/outbox",
  "/api/auth",
];

/** The Cache-Control value these responses get. */
export const NO_STORE = "no-store";

/**
 * The couple's shortlist pages, each with everything below it: the owner's list, compare and quotes (drawn from the
 * owner's cookie) and the shared copy at `/shortlist/<shareId>`, whose address is a secret passed around a family
 * (decision 028). None may be kept by any cache, the browser's own included.
 */
export const SHORTLIST_PATHS: readonly string[] = ["/shortlist"];

/** The Cache-Control value the shortlist pages get. */
export const PRIVATE_NO_STORE = "private, no-store";

/** Whether a `Cookie` header holds one of our session cookies (any better-auth cookie counts). */
export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => isAuthCookieName(pair.trim().split("=")[0] ?? ""));
}

/** Whether `pathname` (a client-side `.data` request included) is one of `prefixes` or below one. */
function isUnder(prefixes: readonly string[], pathname: string): boolean {
  const path = pathname.replace(/\.data$/, "");
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Whether `pathname` is an account page (a client-side `.data` request for one included). */
export function isAccountPath(pathname: string): boolean {
  return isUnder(ACCOUNT_PATHS, pathname);
}

/** Whether `pathname` is a shortlist page ({@link SHORTLIST_PATHS}; a client-side `.data` request for one included). */
export function isShortlistPath(pathname: string): boolean {
  return isUnder(SHORTLIST_PATHS, pathname);
}
