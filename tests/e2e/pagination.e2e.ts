import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { baseUrl, eventually, expectCount, expectPath, expectText, fetchHtml, useBrowser, visit } from "./browser";

// docs/product/public-area.md#pagination: category pages and search results in pages of 24, with real links that work without JavaScript,
// head links for the neighbours, 404 for pages that do not exist, and category pages under 100 KB.

const session = useBrowser();

/** The card names of the page once its document has finished loading: the URL changes before the streamed body ends. */
const cardNames = async (page: Page) => {
  await page.waitForLoadState("load");
  return page.locator("main article h2").allTextContents();
};
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`).getAttribute("href");
const pathOf = (href: string | null) => (href ? `${new URL(href).pathname}${new URL(href).search}` : null);

describe("pages without JavaScript", () => {
  it("goes from page 1 to page 2 of a category and back with the Next and Previous links", async () => {
    const page = await session.open({ javaScriptEnabled: false });
    const response = await page.goto("/category/photographers");
    expect(response?.status()).toBe(200);
    const total = Number(/^(\d+)/.exec(((await page.getByText(/^\d+ providers available$/).textContent()) ?? "").trim())?.[1]);
    expect(total).toBeGreaterThan(RESULTS_PER_PAGE);
    await expectCount(page.locator("main article"), RESULTS_PER_PAGE);
    const first = await cardNames(page);
    expect(await pagination(page).locator('[aria-current="page"]').textContent()).toBe("1");
    expect(pathOf(await headLink(page, "canonical"))).toBe("/category/photographers");
    expect(pathOf(await headLink(page, "next"))).toBe("/category/photographers?page=2");
    expect(await page.locator('head link[rel="prev"]').count()).toBe(0);

    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expectPath(page, "/category/photographers?page=2");
    const second = await cardNames(page);
    expect(second.length).toBe(Math.min(total - RESULTS_PER_PAGE, RESULTS_PER_PAGE));
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(await pagination(page).locator('[aria-current="page"]').textContent()).toBe("2");
    // The count still says the whole category.
    await expectText(page.getByText(/^\d+ providers available$/), `${total} providers available`);
    expect(pathOf(await headLink(page, "canonical"))).toBe("/category/photographers?page=2");
    expect(pathOf(await headLink(page, "prev"))).toBe("/category/photographers");

    await pagination(page).getByRole("link", { name: "Previous" }).click();
    await expectPath(page, "/category/photographers");
    expect(await cardNames(page)).toEqual(first);
  });

  it("keeps the location and sort in the page links", async () => {
    const page = await session.open({ javaScriptEnabled: false });
    await page.goto("/category/venues?sort=name");
    const first = await cardNames(page);
    expect(first).toHaveLength(RESULTS_PER_PAGE);
    await pagination(page).getByRole("link", { name: "Page 2" }).click();
    await expectPath(page, "/category/venues?sort=name&page=2");
    const second = await cardNames(page);
    // A–Z carries on where page 1 stopped.
    for (const name of second) expect(name.toLowerCase() >= first.at(-1)!.toLowerCase(), name).toBe(true);
  });

  it("pages search results, keeping the query", async () => {
    const page = await session.open({ javaScriptEnabled: false });
    await page.goto("/search?q=dj");
    const heading = (await page.locator("main h1").textContent()) ?? "";
    const total = Number(/^(\d+) vendors? found/.exec(heading.trim())?.[1]);
    expect(total).toBeGreaterThan(RESULTS_PER_PAGE);
    const first = await cardNames(page);
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expectPath(page, "/search?q=dj&page=2");
    expect(((await page.locator("main h1").textContent()) ?? "").trim()).toBe(heading.trim());
    const second = await cardNames(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(await page.getByRole("button", { name: /Load more/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /Load more/ }).count()).toBe(0);
  });
});

describe("pages with JavaScript", () => {
  it("moves to the next page of results in place and back with the browser", async () => {
    const page = await session.open();
    await visit(page, "/search?q=dj&sort=name");
    const first = await cardNames(page);
    await pagination(page).getByRole("link", { name: "Next" }).click();
    await expectPath(page, "/search?q=dj&sort=name&page=2");
    await eventually(async () => expect(await cardNames(page)).not.toEqual(first));
    expect(await page.getByLabel("Sort by").inputValue()).toBe("name");
    // Changing a filter starts again at page 1.
    await page.getByLabel("Sort by").selectOption("relevance");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("page")).toBeNull());
    await page.goBack();
    await expectPath(page, "/search?q=dj&sort=name&page=2");
  });
});

describe("pages that do not exist", () => {
  it.each([
    "/category/photographers?page=99999",
    "/category/photographers?page=-1",
    "/category/photographers?page=0",
    "/category/photographers?page=abc",
    "/category/photographers?location=Leeds&page=40",
    "/search?q=dj&page=99999",
    "/search?q=dj&page=-1",
    "/search?q=dj&page=abc",
    "/search?page=2",
  ])("answers %s with a 404 page that leads back to page 1", async (path) => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(404);
    expect(html).toContain("Page Not Found</h1>");
    expect(html).toContain("There is no such page of results.");
    expect(html).toContain("<title>Page Not Found | Shaadi Vendors UK</title>");
  });

  it("still answers an unknown category with 'Category Not Found'", async () => {
    const { status, html } = await fetchHtml("/category/no-such-category?page=2");
    expect(status).toBe(404);
    expect(html).toContain("Category Not Found");
  });
});

describe("page weight", () => {
  it("keeps the first two pages of every category under 100 KB of HTML", async () => {
    const home = await fetchHtml("/");
    const slugs = [...new Set([...home.html.matchAll(/href="\/category\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
    expect(slugs.length).toBeGreaterThan(10);
    const weights: { path: string; bytes: number }[] = [];
    for (const slug of slugs) {
      for (const path of [`/category/${slug}`, `/category/${slug}?page=2`]) {
        // Uncompressed, as the page is measured: what a browser parses.
        const response = await fetch(new URL(path, baseUrl()), { headers: { "accept-encoding": "identity" } });
        const bytes = (await response.arrayBuffer()).byteLength;
        if (response.status === 404 && path.endsWith("page=2")) continue;
        expect(response.status, path).toBe(200);
        weights.push({ path, bytes });
      }
    }
    const largest = weights.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    expect(largest.bytes, `${largest.path} weighs ${largest.bytes} bytes`).toBeLessThan(100_000);
  });
});
