import { randomBytes } from "node:crypto";

// The browser id behind 'Like' (decision 033): a random value in a cookie, so a browser likes an article once
// and nothing personal is stored. Like the early-bird holder cookie (decision 014) it is not signed: a new value
// only makes another liker, which is all clearing cookies does anyway.

export const LIKER_COOKIE_NAME = "blog_liker";
/** A year: the like stays recognised while the browser keeps the cookie. */
const LIKER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const LIKER_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The liker id in the request's `blog_liker` cookie when well formed (32 lowercase hex), else undefined. */
export function readLikerId(request: Request): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LIKER_COOKIE_NAME && value && LIKER_ID_PATTERN.test(value)) return value;
  }
  return undefined;
}

/**
 * The browser's liker id, or a new one (128 random bits) with the `Set-Cookie` value that gives it to the browser:
 * HttpOnly, SameSite=Lax, Path=/ (the form posts to `/blog/7` or, with JavaScript, `/blog/7.data`), Secure on
 * https. Input: the request and the public origin. Output: `{ id, setCookie? }`.
 */
export function likerFor(request: Request, publicUrl: string): { id: string; setCookie?: string } {
  const existing = readLikerId(request);
  if (existing) return { id: existing };
  const id = randomBytes(16).toString("hex");
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return { id, setCookie: `${LIKER_COOKIE_NAME}=${id}; Path=/; Max-Age=${LIKER_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}` };
}
