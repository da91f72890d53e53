import { getConfig } from "~/config.server";
import { AppError } from "~/modules/errors/app-error";

/** The message of a refused cross-site post. */
export const CROSS_SITE_MESSAGE = "This form must be sent from our own site.";

/**
 * Whether a form post comes from another site (login CSRF: a foreign page posting its own credentials to sign
 * a visitor into the attacker's account, a cross-site form post).
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

/**
 * The one same-origin guard, called first by every action (decision 011), before the body is read.
 * Input: the request (PUBLIC_URL from configuration). Output: nothing for a same-site post.
 * Throws AppError `forbidden` (403) with {@link CROSS_SITE_MESSAGE} for a cross-site one.
 */
export function requireSameOrigin(request: Request): void {
  if (isCrossSitePost(request, getConfig().publicUrl)) throw new AppError("forbidden", CROSS_SITE_MESSAGE);
}
