import { describe, expect, it } from "vitest";
import { DISALLOWED_PATHS, robotsTxt } from "~/modules/seo/robots";
import { SITEMAP_MAX_URLS, sitemapFile, sitemapPartNumber } from "~/modules/seo/sitemap";

const ORIGIN = "https://shaadivendors.example";

describe("sitemapFile", () => {
  const locs = (xml: string, tag: "url" | "sitemap") => [...xml.matchAll(new RegExp(`<${tag}><loc>(.*?)</loc>`, "g"))].map((match) => match[1]);

  it("writes one <url> per address with absolute, escaped locations and W3C dates", () => {
    const xml = sitemapFile(ORIGIN, [
      { path: "/" },
      { path: "/category/venues", lastmod: new Date("2026-05-03T23:30:00Z") },
      { path: "/search?q=a&b", lastmod: "2026-01-14" },
      { path: "/vendor/7", lastmod: "not a date" },
      { path: "/category/venues", lastmod: "2020-01-01" },
    ], "index")!;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1])).toEqual([
      `<loc>${ORIGIN}/</loc>`,
      `<loc>${ORIGIN}/category/venues</loc><lastmod>2026-05-03</lastmod>`,
      `<loc>${ORIGIN}/search?q=a&amp;b</loc><lastmod>2026-01-14</lastmod>`,
      `<loc>${ORIGIN}/vendor/7</loc>`,
    ]);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("keeps 50,000 addresses in one file and has no parts then", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS }, (_unused, index) => ({ path: `/vendor/${index + 1}` }));
    // A repeated path is not an address more.
    const xml = sitemapFile(ORIGIN, [...entries, { path: "/vendor/1" }], "index")!;
    expect(xml).toContain("<urlset");
    expect(locs(xml, "url")).toHaveLength(SITEMAP_MAX_URLS);
    expect(sitemapFile(ORIGIN, entries, 1)).toBeUndefined();
  });

  it("past 50,000 addresses, indexes parts of 50,000 in order, each dated by its newest address", () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_unused, index) => ({
      path: `/vendor/${index + 1}`,
      lastmod: index === 10 ? "2026-11-30" : index === SITEMAP_MAX_URLS + 1 ? null : "2026-01-02",
    }));
    const index = sitemapFile(ORIGIN, entries, "index")!;
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...index.matchAll(/<sitemap>(.*?)<\/sitemap>/g)].map((match) => match[1])).toEqual([
      `<loc>${ORIGIN}/sitemap/1.xml</loc><lastmod>2026-11-30</lastmod>`,
      `<loc>${ORIGIN}/sitemap/2.xml</loc><lastmod>2026-01-02</lastmod>`,
    ]);
    expect(index).not.toContain("<url>");

    const first = locs(sitemapFile(ORIGIN, entries, 1)!, "url");
    const second = locs(sitemapFile(ORIGIN, entries, 2)!, "url");
    expect(first).toHaveLength(SITEMAP_MAX_URLS);
    expect([first[0], first.at(-1)]).toEqual([`${ORIGIN}/vendor/1`, `${ORIGIN}/vendor/${SITEMAP_MAX_URLS}`]);
    expect(second).toEqual([`${ORIGIN}/vendor/${SITEMAP_MAX_URLS + 1}`, `${ORIGIN}/vendor/${SITEMAP_MAX_URLS + 2}`]);
    expect(sitemapFile(ORIGIN, entries, 3)).toBeUndefined();
  });

  it("reads a part's number from its address and nothing else", () => {
    expect(["1.xml", "12.xml"].map(sitemapPartNumber)).toEqual([1, 12]);
    for (const segment of ["0.xml", "01.xml", "3", "3.xml.gz", "-1.xml", "1e3.xml", "9999999.xml", "", undefined]) {
      expect(sitemapPartNumber(segment), String(segment)).toBeUndefined();
    }
  });
});

describe("robotsTxt", () => {
  const rules = (text: string) => text.split("\n").filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice("Disallow: ".length));
  /** Whether a crawler obeying robots.txt's prefix rules may fetch `path`. */
  const allowed = (text: string, path: string) => !rules(text).some((rule) => path.startsWith(rule));

  it("keeps crawlers out of the portal, admin, onboarding, checkout and API paths", () => {
    const text = robotsTxt(ORIGIN);
    expect(text.startsWith("User-agent: *\n")).toBe(true);
    for (const path of [
      "/vendor-dashboard",
      "/vendor-dashboard/enquiries/3",
      "/vendor-auth",
      "/admin",
      "/admin-dashboard/vendors/5",
      "/onboarding",
      "/account-creation",
      "/business-details",
      "/checkout/test/cs_123",
      "/payment-success",
      "/billing/test",
      "/api/search?q=x",
      "/api/auth/sign-in",
      "/dev/outbox",
      "/shortlist/abc",
      "/review/token",
    ]) {
      expect(allowed(text, path), path).toBe(false);
    }
    expect(rules(text)).toEqual([...DISALLOWED_PATHS]);
  });

  it("leaves every public page open and names the sitemap by its full address", () => {
    const text = robotsTxt(ORIGIN);
    for (const path of ["/", "/search?q=mehndi", "/category/venues", "/vendor/12", "/pricing", "/blog/1", "/about", "/contact", "/terms", "/privacy"]) {
      expect(allowed(text, path), path).toBe(true);
    }
    expect(text).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
