// The names of the auth library's cookies, shared by its configuration (auth.server.ts) and the server's
// cache policy (modules/site/no-store-pages.ts), so the two can never disagree.

/** Prefix of every auth cookie; over HTTPS the browser-enforced `__Secure-` comes in front. */
export const AUTH_COOKIE_PREFIX = "shaadi";

/** Whether a cookie name is one of the auth library's (e.g. `shaadi.session_token`, `__Secure-shaadi.session_data`). */
export function isAuthCookieName(name: string): boolean {
  return name.replace(/^__Secure-/, "").startsWith(`${AUTH_COOKIE_PREFIX}.`);
}
