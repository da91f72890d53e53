import { randomBytes } from "node:crypto";
import { createPlainCookie, readPlainCookie, secureFor } from "~/modules/http/plain-cookie.server";

// The early-bird holder cookie (decision 014): a random id naming one browser, so it holds at most one spot.
// It is not a secret worth signing: choosing another value only makes a browser a new holder, which the
// per-address limit still counts, and another browser's value cannot be guessed (128 random bits). Written as the
// bare id (decision 052).

export const HOLDER_COOKIE_NAME = "early_bird_holder";
/** The cookie outlives any hold (30 minutes at most), so a browser coming back the same day is recognised. */
const HOLDER_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
const HOLDER_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * HttpOnly, SameSite=Lax (sent when Stripe's cancel link brings the buyer back), Secure on https. Path `/`, since a
 * form sent with JavaScript posts to `/onboarding.data`, which a cookie of path `/onboarding` would not reach.
 */
const holderCookie = (secure: boolean) =>
  createPlainCookie(HOLDER_COOKIE_NAME, { path: "/", maxAge: HOLDER_COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: "lax", secure });

/**
 * The holder key the browser sent in its `early_bird_holder` cookie, if it is well formed.
 * Input: the request. Output: 32 lowercase hex characters, or undefined.
 */
export async function readHolderKey(request: Request): Promise<string | undefined> {
  return readPlainCookie(holderCookie(false), request.headers.get("cookie"), (value) => HOLDER_KEY_PATTERN.test(value));
}

/**
 * The browser's holder key, or a new one with the `Set-Cookie` value that gives it to the browser (see
 * {@link holderCookie}). Input: the request and the public origin. Output: `{ key, setCookie? }`.
 */
export async function holderFor(request: Request, publicUrl: string): Promise<{ key: string; setCookie?: string }> {
  const existing = await readHolderKey(request);
  if (existing) return { key: existing };
  const key = randomBytes(16).toString("hex");
  return { key, setCookie: await holderCookie(secureFor(publicUrl)).serialize(key) };
}
