import fs from "node:fs";
import { expect, fetchHtml, test, visit } from "./fixtures";

// docs/product/public-area.md#speed-and-accessibility, decisions 039 and 074: "Fonts self-hosted (no CDN), at most 2
// families, font-display: swap". Headings use Playfair Display, served by the site and preloaded; text keeps the
// system stack.

const PAGES = ["/", "/search?q=mehndi&location=Birmingham", "/category/mehndi-artists", "/category/mehndi-artists/birmingham", "/blog", "/blog/1", "/about", "/contact", "/pricing", "/terms", "/privacy", "/shortlist"];

/** The stylesheets a page links, as absolute URLs. */
function stylesheetUrls(html: string, pageUrl: URL): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => new URL(/\bhref=["']?([^"'\s>]+)/i.exec(tag)![1]!, pageUrl).href);
}

test.describe("fonts", () => {
  test("the built CSS imports nothing from another origin, and every @font-face swaps", async ({ baseUrl }) => {
    const sheets = new Set<string>();
    for (const path of PAGES) {
      const { html } = await fetchHtml(baseUrl, path);
      for (const url of stylesheetUrls(html, new URL(path, baseUrl))) sheets.add(url);
    }
    expect(sheets.size).toBeGreaterThan(0);
    const families = new Set<string>();
    for (const url of sheets) {
      expect(new URL(url).origin, "a stylesheet from another origin").toBe(baseUrl);
      const css = await (await fetch(url)).text();
      expect(css, `${url} has an @import`).not.toMatch(/@import/i);
      for (const [, raw] of css.matchAll(/url\(\s*([^)]*?)\s*\)/gi)) {
        const target = raw!.replace(/^["']|["']$/g, "");
        if (target.startsWith("data:") || target.startsWith("#")) continue;
        expect(new URL(target, url).origin, `url(${target}) in ${url}`).toBe(baseUrl);
      }
      for (const [block] of css.matchAll(/@font-face\s*\{[^}]*\}/gi)) {
        // A face of local fonts only (the metric-matched fallback) downloads nothing.
        if (!/url\(/i.test(block)) continue;
        expect(block, "an @font-face without font-display: swap").toMatch(/font-display\s*:\s*swap/i);
        families.add(/font-family\s*:\s*([^;}]+)/i.exec(block)![1]!.trim().replace(/^["']|["']$/g, "").toLowerCase());
      }
    }
    expect(families.size, `web font families: ${[...families].join(", ")}`).toBeLessThanOrEqual(2);
  });

  test("the theme declares at most 2 font families", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const theme = /@theme\b[^{]*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    const fonts = [...theme.matchAll(/--font-(?!weight-)([a-z-]+)\s*:/g)].map((match) => match[1]);
    expect(fonts.length, `theme fonts: ${fonts.join(", ")}`).toBeGreaterThan(0);
    expect(fonts.length, `theme fonts: ${fonts.join(", ")}`).toBeLessThanOrEqual(2);
  });

  test("no public page requests anything, fonts included, from another origin", async ({ open, baseUrl }) => {
    const page = await open();
    const elsewhere: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "font") fonts.push(request.url());
      if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== baseUrl) elsewhere.push(request.url());
    });
    const sitemap = await (await fetch(new URL("/sitemap.xml", baseUrl))).text();
    const vendor = new URL(/<loc>([^<]*\/vendor\/\d+)<\/loc>/.exec(sitemap)![1]!).pathname;
    for (const path of [...PAGES, vendor]) await visit(page, path);
    expect(elsewhere).toEqual([]);
    expect(fonts.filter((url) => new URL(url).origin !== baseUrl)).toEqual([]);
  });

  test("headings use the self-hosted typeface, preloaded and served by the site", async ({ open, baseUrl }) => {
    const page = await open();
    const fonts: { url: string; status: number; type: string }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "font") fonts.push({ url: response.url(), status: response.status(), type: response.headers()["content-type"] ?? "" });
    });
    await visit(page, "/");
    const family = await page.locator("h1").first().evaluate((element) => getComputedStyle(element).fontFamily);
    expect(family).toMatch(/^"?Playfair Display"?,/);
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute("href")).toMatch(/^\/assets\/playfair-display-latin-wght-normal-[\w-]+\.woff2$/);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 32px "Playfair Display"'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(baseUrl);
      expect(font.status).toBe(200);
      expect(font.type).toBe("font/woff2");
    }
  });
});
