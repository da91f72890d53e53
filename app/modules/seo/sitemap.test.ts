import { describe, expect, it } from "vitest";
import { DISALLOWED_PATHS, robotsTxt } from "~/modules/seo/robots";
import { sitemapXml } from "~/modules/seo/sitemap";

const ORIGIN = "https://shaadivendors.example";

describe("sitemapXml", () => {
  it("writes one <url> per address with absolute, escaped locations and W3C dates", () => {
    const xml = sitemapXml(ORIGIN, [
      { path: "/" },
      { path: "/category/venues", lastmod: new Date("2026-05-03T23:30:00Z") },
      { path: "/search?q=a&b", lastmod: "2026-01-14" },
      { path: "/vendor/7", lastmod: "not a date" },
      { path: "/category/venues", lastmod: "2020-01-01" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect([...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1])).toEqual([
      `<loc>${ORIGIN}/</loc>`,
      `<loc>${ORIGIN}/category/venues</loc><lastmod>2026-05-03</lastmod>`,
      `<loc>${ORIGIN}/search?q=a&amp;b</loc><lastmod>2026-01-14</lastmod>`,
      `<loc>${ORIGIN}/vendor/7</loc>`,
    ]);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
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
