import { createCookie, type Cookie, type CookieOptions } from "react-router";

// React Router's cookies carry their value as base64 JSON (and signed when given secrets). The site's personal
// cookies (shortlist, early-bird holder, blog liker) hold a bare random id that browsers already keep for up to a
// year, so changing the form on the wire would lose a couple's shortlist. The codec below sits in the `encode` and
// `decode` options createCookie hands to its cookie parser: it turns React Router's base64 JSON back into the bare
// value on the way out and wraps the bare value on the way in, so createCookie parses and writes exactly the
// cookies written before. None is signed: each value is an unguessable id whose forgery only makes a new, empty
// holder (decisions 014, 028, 033). Decision 052.

/** React Router's encoding of a string (base64 of its JSON, UTF-8), as its `encodeData` writes it. */
const wrap = (bare: string) => Buffer.from(JSON.stringify(bare), "utf8").toString("base64");

/** The bare value inside React Router's encoding; anything that is not a JSON string is refused. */
function unwrap(encoded: string): string {
  const value: unknown = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  if (typeof value !== "string") throw new TypeError("A plain cookie holds a string");
  return value;
}

/** What a plain cookie is made with: React Router's cookie options without secrets or a codec of their own. */
export type PlainCookieOptions = Omit<CookieOptions, "secrets" | "encode" | "decode" | "filter">;

/**
 * A React Router {@link Cookie} whose value travels as the bare string (`name=value`), not base64 JSON: `parse`
 * gives the string or null when absent, `serialize` takes a string of cookie-safe characters (RFC 6265; an id in
 * hex or base64url) and throws a TypeError otherwise. Input: the name and the cookie's attributes.
 */
export function createPlainCookie(name: string, options: PlainCookieOptions): Cookie {
  return createCookie(name, {
    ...options,
    // Only this cookie is decoded: the others in the header are none of its business.
    filter: (key) => key === name,
    decode: wrap,
    encode: unwrap,
  });
}

/**
 * The value of `cookie` in a request's Cookie header when it passes `isValid`, else undefined.
 * Input: the cookie, the header (may be null), a shape check. Output: the value or undefined.
 */
export async function readPlainCookie(cookie: Cookie, cookieHeader: string | null | undefined, isValid: (value: string) => boolean): Promise<string | undefined> {
  const value: unknown = await cookie.parse(cookieHeader ?? null);
  return typeof value === "string" && isValid(value) ? value : undefined;
}

/** Whether cookies of a site served at `publicUrl` get the Secure attribute (only over https). */
export const secureFor = (publicUrl: string): boolean => publicUrl.startsWith("https:");
