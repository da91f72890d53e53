import { randomBytes } from "node:crypto";

// The early-bird holder cookie (decision 014): a random id naming one browser, so it holds at most one spot.
// It is not a secret worth signing: choosing another value only makes a browser a new holder, which the
// per-address limit still counts, and another browser's value cannot be guessed (128 random bits).

export const HOLDER_COOKIE_NAME = "early_bird_holder";
/** The cookie outlives any hold (30 minutes at most), so a browser coming back the same day is recognised. */
const HOLDER_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
const HOLDER_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The holder key the browser sent in its `early_bird_holder` cookie, if it is well formed.
 * Input: the request. Output: 32 lowercase hex characters, or undefined.
 */
export function readHolderKey(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === HOLDER_COOKIE_NAME && value && HOLDER_KEY_PATTERN.test(value)) return value;
  }
  return undefined;
}

/**
 * The browser's holder key, or a new one with the `Set-Cookie` value that gives it to the browser: HttpOnly,
 * SameSite=Lax (sent when Stripe's cancel link brings the buyer back), Secure on https. Path `/`, since a form
 * sent with JavaScript posts to `/onboarding.data`, which a cookie of path `/onboarding` would not reach.
 * Input: the request and the public origin. Output: `{ key, setCookie? }`.
 */
export function holderFor(request: Request, publicUrl: string): { key: string; setCookie?: string } {
  const existing = readHolderKey(request);
  if (existing) return { key: existing };
  const key = randomBytes(16).toString("hex");
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return {
    key,
    setCookie: `${HOLDER_COOKIE_NAME}=${key}; Path=/; Max-Age=${HOLDER_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}
