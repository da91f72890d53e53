import { randomBytes } from "node:crypto";
import { createPlainCookie, readPlainCookie, secureFor } from "~/modules/http/plain-cookie.server";

// The browser id behind 'Like' (decision 033): a random value in a cookie, so a browser likes an article once
// and nothing personal is stored. Like the early-bird holder cookie (decision 014) it is not signed: a new value
// only makes another liker, which is all clearing cookies does anyway. Written as the bare id (decision 052).

export const LIKER_COOKIE_NAME = "blog_liker";
/** A year: the like stays recognised while the browser keeps the cookie. */
const LIKER_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const LIKER_ID_PATTERN = /^[0-9a-f]{32}$/;

/**
 * HttpOnly, SameSite=Lax, Path=/ (the form posts to `/blog/7` or, with JavaScript, `/blog/7.data`), a year,
 * Secure on https.
 */
const likerCookie = (secure: boolean) =>
  createPlainCookie(LIKER_COOKIE_NAME, { path: "/", maxAge: LIKER_COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: "lax", secure });

/** The liker id in the request's `blog_liker` cookie when well formed (32 lowercase hex), else undefined. */
export async function readLikerId(request: Request): Promise<string | undefined> {
  return readPlainCookie(likerCookie(false), request.headers.get("cookie"), (value) => LIKER_ID_PATTERN.test(value));
}

/**
 * The browser's liker id, or a new one (128 random bits) with the `Set-Cookie` value that gives it to the browser
 * (see {@link likerCookie}). Input: the request and the public origin. Output: `{ id, setCookie? }`.
 */
export async function likerFor(request: Request, publicUrl: string): Promise<{ id: string; setCookie?: string }> {
  const existing = await readLikerId(request);
  if (existing) return { id: existing };
  const id = randomBytes(16).toString("hex");
  return { id, setCookie: await likerCookie(secureFor(publicUrl)).serialize(id) };
}
