/**
 * Whether a form post comes from another site (login CSRF: a foreign page posting its own credentials to sign
 * a visitor into the attacker's account, issue #4 "CSRF form posts from another origin").
 * Input: the request and the public origin (PUBLIC_URL). Output: true when the browser says the post is
 * cross-site (`Sec-Fetch-Site: cross-site`) or names an origin that is neither the request's nor the public one
 * (an opaque origin, "null", counts as foreign). A request with no Origin header (older browsers, scripts)
 * is not judged here; session cookies are SameSite=Lax in any case.
 */
export function isCrossSitePost(request: Request, publicUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && origin !== new URL(publicUrl).origin;
}
