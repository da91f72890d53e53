import { randomBytes } from "node:crypto";
import { createPlainCookie, readPlainCookie, secureFor } from "~/modules/http/plain-cookie.server";
import { isShortlistToken } from "~/modules/shortlist/shortlist-rules";

// The shortlist cookie (docs/product/couples-tools.md#shortlist, "stored on the server under an unguessable id kept in a cookie"). Its value is
// the shortlist's id, the owner's secret: whoever holds it may change the list, so it is HttpOnly and never shown
// (the share link carries the separate share id). docs/decisions/028-shortlist.md. Written as the bare id
// (decision 052).

export const SHORTLIST_COOKIE_NAME = "shortlist";
/** A year: a couple plans over many months. Every save sends the cookie again, so an active list never expires. */
export const SHORTLIST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A new unguessable id: 18 bytes from the operating system's random source, base64url (24 characters, 144 bits).
 * Used for both a shortlist's id and its share id.
 */
export function newShortlistToken(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Path=/, a year, HttpOnly (scripts never see the secret), SameSite=Lax (another site cannot post with it), Secure
 * when the site is served over https.
 */
const cookieOf = (secure: boolean) =>
  createPlainCookie(SHORTLIST_COOKIE_NAME, { path: "/", maxAge: SHORTLIST_COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: "lax", secure });

/**
 * The shortlist id the browser sent in its `shortlist` cookie, if it has the shape of one (anything else is
 * ignored without a query). Input: the request's Cookie header. Output: the id or undefined. Whether a shortlist
 * with that id exists is for the store to say: a forged value simply finds nothing.
 */
export async function readShortlistCookie(cookieHeader: string | null | undefined): Promise<string | undefined> {
  return readPlainCookie(cookieOf(false), cookieHeader, isShortlistToken);
}

/** The shortlist id of a request (see {@link readShortlistCookie}). */
export async function shortlistIdOf(request: Request): Promise<string | undefined> {
  return readShortlistCookie(request.headers.get("cookie"));
}

/**
 * The `Set-Cookie` value giving the browser its shortlist id (see {@link cookieOf}).
 * Input: the id and the public origin (PUBLIC_URL). Output: the header value.
 */
export async function shortlistCookie(id: string, publicUrl: string): Promise<string> {
  return cookieOf(secureFor(publicUrl)).serialize(id);
}

/**
 * The `Set-Cookie` value that removes the browser's shortlist cookie: on a couple's sign-out, so a shared computer no
 * longer reaches their account's list (decision 081). Input: the public origin. Output: the header value.
 */
export async function clearShortlistCookie(publicUrl: string): Promise<string> {
  return cookieOf(secureFor(publicUrl)).serialize("", { maxAge: 0 });
}
