import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectPath, expectText, fetchHtml, useBrowser, visit } from "./browser";

// City landing pages (docs/product/public-area.md#city-pages; decision 035): reached from the category page's "Popular towns", the
// category's vendors around one town with an intro from real counts, links to the towns nearby, and a 404 for
// a town that has no page.

const session = useBrowser();

describe("city landing pages", () => {
  it("opens from the category page, shows the town's vendors and follows a nearby town", async () => {
    const page = await session.open();
    await visit(page, "/category/mehndi-artists");
    const popular = page.getByRole("region", { name: "Popular towns" }).getByRole("link");
    expect(await popular.count()).toBeGreaterThan(0);
    const label = ((await popular.first().textContent()) ?? "").trim();
    const [, townName, count] = /^Mehndi Artists in (.+) \((\d+)\)$/.exec(label) ?? [];
    expect(townName, label).toBeTruthy();
    await popular.first().click();
    await expectText(page.getByRole("heading", { level: 1 }), `Mehndi Artists in ${townName}`);
    const path = new URL(page.url()).pathname;
    expect(path).toMatch(/^\/category\/mehndi-artists\/[a-z0-9-]+$/);
    // The intro and the cards carry the count the link gave.
    await expectText(page.locator("header p").first(), new RegExp(`^${count} mehndi artists within \\d+ km of ${townName}`));
    await expect.poll(() => page.locator("main article h2").count()).toBe(Math.min(Number(count), 24));
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`${path}$`));
    await expectNoAxeViolations(page);

    const nearby = page.getByRole("region", { name: /in nearby towns$/ }).getByRole("link");
    expect(await nearby.count()).toBeGreaterThan(0);
    const [, otherName] = /^(.+) \((\d+)\)$/.exec(((await nearby.first().textContent()) ?? "").trim()) ?? [];
    await nearby.first().click();
    await expectText(page.getByRole("heading", { level: 1 }), `Mehndi Artists in ${otherName}`);
    expect(new URL(page.url()).pathname).not.toBe(path);
    expect(await page.locator("main article h2").count()).toBeGreaterThan(0);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Mehndi Artists" }).click();
    await expectPath(page, "/category/mehndi-artists");
  });

  it("keeps the category page and its city pages under 100 KB of HTML", async () => {
    const category = await fetchHtml("/category/mehndi-artists");
    const paths = [...category.html.matchAll(/href="(\/category\/mehndi-artists\/[a-z0-9-]+)"/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(0);
    const weights = [{ path: "/category/mehndi-artists", bytes: Buffer.byteLength(category.html) }];
    for (const path of paths) {
      const { status, html } = await fetchHtml(path);
      expect(status, path).toBe(200);
      weights.push({ path, bytes: Buffer.byteLength(html) });
    }
    const largest = weights.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(largest.bytes, `${largest.path} weighs ${largest.bytes} bytes`).toBeLessThan(100_000);
  });

  it("answers 404 for an unknown town and a town slug with odd characters", async () => {
    for (const path of ["/category/mehndi-artists/atlantis", "/category/mehndi-artists/le%3Cscript%3E", "/category/mehndi-artists/Leicester"]) {
      expect((await fetchHtml(path)).status, path).toBe(404);
    }
    const page = await session.open();
    const response = await page.goto("/category/mehndi-artists/atlantis");
    expect(response?.status()).toBe(404);
    await expectText(page.getByRole("heading", { level: 1 }), "Town Not Found");
  });
});
