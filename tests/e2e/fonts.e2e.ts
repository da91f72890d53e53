import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { baseUrl, fetchHtml, useBrowser, visit } from "./browser";

// docs/product/public-area.md#speed-and-accessibility, decision 039: "Fonts self-hosted (no CDN), at most 2 families,
// font-display: swap". Today the theme uses system font stacks only, so no font is downloaded at all; these checks
// keep any font added later to the rule.

const session = useBrowser();

const PAGES = ["/", "/search?q=mehndi&location=Birmingham", "/category/mehndi-artists", "/category/mehndi-artists/birmingham", "/blog", "/blog/1", "/about", "/contact", "/pricing", "/terms", "/privacy", "/shortlist"];

/** The stylesheets a page links, as absolute URLs. */
function stylesheetUrls(html: string, pageUrl: URL): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => new URL(/\bhref=["']?([^"'\s>]+)/i.exec(tag)![1]!, pageUrl).href);
}

describe("fonts", () => {
  it("the built CSS imports nothing from another origin, and every @font-face swaps", async () => {
    const origin = new URL(baseUrl()).origin;
    const sheets = new Set<string>();
    for (const path of PAGES) {
      const { html } = await fetchHtml(path);
      for (const url of stylesheetUrls(html, new URL(path, origin))) sheets.add(url);
    }
    expect(sheets.size).toBeGreaterThan(0);
    const families = new Set<string>();
    for (const url of sheets) {
      expect(new URL(url).origin, "a stylesheet from another origin").toBe(origin);
      const css = await (await fetch(url)).text();
      expect(css, `${url} has an @import`).not.toMatch(/@import/i);
      for (const [, raw] of css.matchAll(/url\(\s*([^)]*?)\s*\)/gi)) {
        const target = raw!.replace(/^["']|["']$/g, "");
        if (target.startsWith("data:") || target.startsWith("#")) continue;
        expect(new URL(target, url).origin, `url(${target}) in ${url}`).toBe(origin);
      }
      for (const [block] of css.matchAll(/@font-face\s*\{[^}]*\}/gi)) {
        expect(block, "an @font-face without font-display: swap").toMatch(/font-display\s*:\s*swap/i);
        families.add(/font-family\s*:\s*([^;}]+)/i.exec(block)![1]!.trim().replace(/^["']|["']$/g, "").toLowerCase());
      }
    }
    expect(families.size, `web font families: ${[...families].join(", ")}`).toBeLessThanOrEqual(2);
  });

  it("the theme declares at most 2 font families", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const theme = /@theme\b[^{]*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    const fonts = [...theme.matchAll(/--font-(?!weight-)([a-z-]+)\s*:/g)].map((match) => match[1]);
    expect(fonts.length, `theme fonts: ${fonts.join(", ")}`).toBeGreaterThan(0);
    expect(fonts.length, `theme fonts: ${fonts.join(", ")}`).toBeLessThanOrEqual(2);
  });

  it("no public page requests anything, fonts included, from another origin", async () => {
    const origin = new URL(baseUrl()).origin;
    const page = await session.open();
    const elsewhere: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "font") fonts.push(request.url());
      if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) elsewhere.push(request.url());
    });
    const sitemap = await (await fetch(new URL("/sitemap.xml", origin))).text();
    const vendor = new URL(/<loc>([^<]*\/vendor\/\d+)<\/loc>/.exec(sitemap)![1]!).pathname;
    for (const path of [...PAGES, vendor]) await visit(page, path);
    expect(elsewhere).toEqual([]);
    expect(fonts.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
});
