import { randomBytes } from "node:crypto";
import { isShortlistToken } from "~/modules/shortlist/shortlist-rules";

// The shortlist cookie (docs/product/couples-tools.md#shortlist, "stored on the server under an unguessable id kept in a cookie"). Its value is
// the shortlist's id, the owner's secret: whoever holds it may change the list, so it is HttpOnly and never shown
// (the share link carries the separate share id). docs/decisions/028-shortlist.md.

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
 * The shortlist id the browser sent in its `shortlist` cookie, if it has the shape of one (anything else is
 * ignored without a query). Input: the request's Cookie header. Output: the id or undefined. Whether a shortlist
 * with that id exists is for the store to say: a forged value simply finds nothing.
 */
export function readShortlistCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SHORTLIST_COOKIE_NAME && isShortlistToken(value)) return value;
  }
  return undefined;
}

/** The shortlist id of a request (see {@link readShortlistCookie}). */
export function shortlistIdOf(request: Request): string | undefined {
  return readShortlistCookie(request.headers.get("cookie"));
}

/**
 * The `Set-Cookie` value giving the browser its shortlist id: Path=/, a year, HttpOnly (scripts never see the
 * secret), SameSite=Lax (another site cannot post with it), Secure when the site is served over https.
 * Input: the id and the public origin (PUBLIC_URL).
 */
export function shortlistCookie(id: string, publicUrl: string): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SHORTLIST_COOKIE_NAME}=${id}; Path=/; Max-Age=${SHORTLIST_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
