import { describe, expect, it } from "vitest";
import {
  cachePolicyFor,
  hasPersonalCookie,
  isPublicPagePath,
  pagePathOf,
  PUBLIC_PAGE_CACHE_CONTROL,
  varyWithCookie,
  type CachePolicyInput,
} from "~/modules/site/cache-policy.server";

// Decision 036: which responses a CDN or a browser may keep, and for how long.

const PUBLIC_PAGES = [
  "/",
  "/search",
  "/category/mehndi-artists",
  "/category/mehndi-artists/birmingham",
  "/vendor/12",
  "/blog",
  "/blog/choosing-a-mehndi-artist",
  "/about",
  "/contact",
  "/pricing",
  "/terms",
  "/privacy",
];

const request = (overrides: Partial<CachePolicyInput> = {}): CachePolicyInput => ({
  method: "GET",
  pathname: "/",
  status: 200,
  cookieHeader: undefined,
  current: null,
  setsCookie: false,
  ...overrides,
});

describe("public page paths", () => {
  it.each(PUBLIC_PAGES)("counts %s, its .data request and a trailing slash", (path) => {
    expect(isPublicPagePath(path)).toBe(true);
    expect(isPublicPagePath(path === "/" ? "/_.data" : `${path}.data`)).toBe(true);
    expect(isPublicPagePath(`${path}/`.replace("//", "/"))).toBe(true);
  });

  it.each([
    "/shortlist",
    "/shortlist/abc",
    "/onboarding",
    "/vendor-dashboard",
    "/vendor/12/extra",
    "/category/a/b/c",
    "/api/search",
    "/sitemap.xml",
    "/admin",
    "/review/token",
    "/messages/token",
    "/aboutus",
    "/blog/a/b",
  ])("does not count %s", (path) => {
    expect(isPublicPagePath(path)).toBe(false);
  });

  it("names the page of a data request", () => {
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/vendor/7.data")).toBe("/vendor/7");
    expect(pagePathOf("/blog/_.data")).toBe("/blog/");
    expect(pagePathOf("/about")).toBe("/about");
  });
});

describe("personal cookies", () => {
  it.each([
    "shortlist=abcdefghijklmnopqrstuvwx",
    "theme=dark; early_bird_holder=0123456789abcdef0123456789abcdef",
    "blog_liker=0123456789abcdef0123456789abcdef; theme=dark",
    "shortlist=",
  ])("finds one in %s", (cookie) => {
    expect(hasPersonalCookie(cookie)).toBe(true);
  });

  it.each([undefined, null, "", "theme=dark", "my_shortlist=1; shortlisted=1", "_ga=GA1.1.2"])("finds none in %s", (cookie) => {
    expect(hasPersonalCookie(cookie)).toBe(false);
  });
});

describe("cachePolicyFor", () => {
  it.each(PUBLIC_PAGES)("lets shared caches keep %s for an anonymous visitor, varying by Cookie", (pathname) => {
    expect(cachePolicyFor(request({ pathname }))).toEqual({ cacheControl: PUBLIC_PAGE_CACHE_CONTROL, varyCookie: true });
    expect(cachePolicyFor(request({ pathname, method: "HEAD" })).cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("is a minute fresh and ten minutes stale", () => {
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe("public, max-age=60, stale-while-revalidate=600");
  });

  it("caches the client-side data request of a public page like its document", () => {
    expect(cachePolicyFor(request({ pathname: "/category/mehndi-artists.data" })).cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(cachePolicyFor(request({ pathname: "/_.data" })).cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("ignores cookies that are not ours", () => {
    expect(cachePolicyFor(request({ cookieHeader: "theme=dark; _ga=1" })).cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it.each([
    "shortlist=abcdefghijklmnopqrstuvwx",
    "early_bird_holder=0123456789abcdef0123456789abcdef",
    "blog_liker=0123456789abcdef0123456789abcdef",
    "shaadi.session_token=abc",
    "__Secure-shaadi.session_token=abc",
  ])("keeps a public page for a browser with %s out of every cache", (cookieHeader) => {
    for (const pathname of ["/", "/vendor/3", "/blog/a.data"]) {
      expect(cachePolicyFor(request({ pathname, cookieHeader }))).toEqual({ cacheControl: "no-store", varyCookie: true });
    }
  });

  it("never lets a cache keep a response that sets a cookie", () => {
    expect(cachePolicyFor(request({ setsCookie: true })).cacheControl).toBe("no-store");
    expect(cachePolicyFor(request({ pathname: "/api/search", current: "public, max-age=300", setsCookie: true })).cacheControl).toBe("no-store");
  });

  it("keeps decision 011's rule: account pages and session cookies are no-store whatever the route set", () => {
    expect(cachePolicyFor(request({ pathname: "/vendor-dashboard" }))).toEqual({ cacheControl: "no-store", varyCookie: false });
    expect(cachePolicyFor(request({ pathname: "/business-details.data" })).cacheControl).toBe("no-store");
    // A couple's conversation link and the booking confirmation under it, whatever the route set.
    expect(cachePolicyFor(request({ pathname: "/messages/abc/booking.pdf", current: "public, max-age=60" })).cacheControl).toBe("no-store");
    const signedIn = request({ pathname: "/api/search", cookieHeader: "shaadi.session_token=abc", current: "public, max-age=300" });
    expect(cachePolicyFor(signedIn).cacheControl).toBe("no-store");
    // A stricter value the route chose stays.
    expect(cachePolicyFor(request({ pathname: "/vendor-auth", current: "private, no-store" })).cacheControl).toBe("private, no-store");
  });

  it("keeps every shortlist page, the shared copy included, out of every cache, the browser's own too", () => {
    for (const pathname of ["/shortlist", "/shortlist/abcdefghijklmnopqrstuvwx", "/shortlist/abcdefghijklmnopqrstuvwx.data", "/shortlist/compare"]) {
      for (const cookieHeader of [undefined, "shortlist=abcdefghijklmnopqrstuvwx", "shaadi.session_token=abc"]) {
        expect(cachePolicyFor(request({ pathname, cookieHeader })), `${pathname} ${cookieHeader}`).toEqual({
          cacheControl: "private, no-store",
          varyCookie: false,
        });
      }
    }
    // A no-store value the route chose stays; anything weaker does not.
    expect(cachePolicyFor(request({ pathname: "/shortlist/abc", method: "POST", current: "no-store", setsCookie: true })).cacheControl).toBe("no-store");
    expect(cachePolicyFor(request({ pathname: "/shortlist/abc", current: "public, max-age=60" })).cacheControl).toBe("private, no-store");
    expect(cachePolicyFor(request({ pathname: "/shortlisted" })).cacheControl).toBeUndefined();
  });

  it("leaves the Cache-Control a route set itself", () => {
    expect(cachePolicyFor(request({ pathname: "/api/search", current: "public, max-age=300" }))).toEqual({
      cacheControl: "public, max-age=300",
      varyCookie: false,
    });
    expect(cachePolicyFor(request({ pathname: "/sitemap.xml", current: "public, max-age=3600" })).cacheControl).toBe("public, max-age=3600");
    expect(cachePolicyFor(request({ pathname: "/vendor/3", current: "private, no-store" })).cacheControl).toBe("private, no-store");
  });

  it.each([404, 410, 429, 500, 503])("keeps a %i out of every cache", (status) => {
    expect(cachePolicyFor(request({ pathname: "/vendor/999", status })).cacheControl).toBe("no-store");
    expect(cachePolicyFor(request({ pathname: "/no-such-page", status })).cacheControl).toBe("no-store");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH"])("keeps the answer to a %s out of every cache", (method) => {
    expect(cachePolicyFor(request({ pathname: "/contact", method })).cacheControl).toBe("no-store");
    expect(cachePolicyFor(request({ pathname: "/blog/a.data", method })).cacheControl).toBe("no-store");
  });

  it("leaves other pages and redirects as they are", () => {
    expect(cachePolicyFor(request({ pathname: "/onboarding" }))).toEqual({ cacheControl: undefined, varyCookie: false });
    expect(cachePolicyFor(request({ pathname: "/category/old-name", status: 301 }))).toEqual({ cacheControl: undefined, varyCookie: true });
  });
});

describe("varyWithCookie", () => {
  it("adds Cookie once to what is there", () => {
    expect(varyWithCookie(null)).toBe("Cookie");
    expect(varyWithCookie("Accept-Encoding")).toBe("Accept-Encoding, Cookie");
    expect(varyWithCookie("accept-encoding, cookie")).toBe("accept-encoding, cookie");
    expect(varyWithCookie("*")).toBe("*");
  });
});
