import { describe, expect, it } from "vitest";
import { holderFor, readHolderKey } from "~/modules/billing/holder-cookie.server";
import { likerFor, readLikerId } from "~/modules/blog/liker-cookie.server";
import { createPlainCookie, readPlainCookie } from "~/modules/http/plain-cookie.server";
import { readShortlistCookie, shortlistCookie } from "~/modules/shortlist/shortlist-cookie.server";

// Decision 052: the personal cookies go through React Router's createCookie but keep the bare-id form browsers
// already hold, so a cookie written before the change reads the same, and a new one looks like the old ones.

const HEX_ID = "0123456789abcdef0123456789abcdef";
const SHORTLIST_ID = "AbCdEfGhIjKlMnOpQrStUv-_";
const withCookies = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });
/** The attributes of a Set-Cookie value, order aside. */
const attributesOf = (setCookie: string) => setCookie.split("; ").slice(1).sort();

describe("personal cookies through createCookie", () => {
  it("reads the bare ids browsers already hold, among other cookies", async () => {
    const header = `theme=dark; blog_liker=${HEX_ID}; early_bird_holder=${HEX_ID}; shortlist=${SHORTLIST_ID}; note=caf%C3%A9`;
    expect(await readLikerId(withCookies(header))).toBe(HEX_ID);
    expect(await readHolderKey(withCookies(header))).toBe(HEX_ID);
    expect(await readShortlistCookie(header)).toBe(SHORTLIST_ID);
  });

  it("ignores a missing or malformed value, including React Router's own base64 JSON form", async () => {
    const base64Json = Buffer.from(JSON.stringify(HEX_ID)).toString("base64");
    for (const header of ["", "blog_liker=", "blog_liker=not-hex", `blog_liker=${base64Json}`, `blog_liker=${HEX_ID.toUpperCase()}`]) {
      expect(await readLikerId(withCookies(header))).toBeUndefined();
    }
    expect(await readShortlistCookie(null)).toBeUndefined();
    expect(await readShortlistCookie("shortlist=short")).toBeUndefined();
  });

  it("writes the bare id with the attributes of before, Secure only on https", async () => {
    const liker = await likerFor(withCookies(""), "http://localhost:3000");
    expect(liker.setCookie?.split("; ")[0]).toBe(`blog_liker=${liker.id}`);
    expect(attributesOf(liker.setCookie!)).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"]);

    const holder = await holderFor(withCookies(""), "https://shaadi.example");
    expect(holder.setCookie?.split("; ")[0]).toBe(`early_bird_holder=${holder.key}`);
    expect(attributesOf(holder.setCookie!)).toEqual(["HttpOnly", "Max-Age=86400", "Path=/", "SameSite=Lax", "Secure"]);

    const shortlist = await shortlistCookie(SHORTLIST_ID, "https://shaadi.example");
    expect(shortlist.split("; ")[0]).toBe(`shortlist=${SHORTLIST_ID}`);
    expect(attributesOf(shortlist)).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"]);
  });

  it("keeps the id a browser already has instead of writing a new cookie", async () => {
    expect(await likerFor(withCookies(`blog_liker=${HEX_ID}`), "http://localhost:3000")).toEqual({ id: HEX_ID });
    expect(await holderFor(withCookies(`early_bird_holder=${HEX_ID}`), "http://localhost:3000")).toEqual({ key: HEX_ID });
  });

  it("round-trips through a generic plain cookie and refuses a value a cookie cannot carry", async () => {
    const cookie = createPlainCookie("plain_test", { path: "/" });
    const setCookie = await cookie.serialize("value-1");
    expect(setCookie.split("; ")[0]).toBe("plain_test=value-1");
    expect(await readPlainCookie(cookie, setCookie.split("; ")[0], () => true)).toBe("value-1");
    await expect(cookie.serialize("two words;")).rejects.toThrow(TypeError);
  });
});
