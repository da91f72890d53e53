import type { Page } from "@playwright/test";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { eventually, expect, expectCount, expectPath, expectText, test, visit } from "./fixtures";

const heading = (page: Page) => page.locator("main h1");
/** The card names of the page once its document has finished loading: the URL changes before the streamed body ends. */
const cardNames = async (page: Page) => {
  await page.waitForLoadState("load");
  return page.locator("main article h2").allTextContents();
};
const headingCount = async (page: Page) => {
  const text = (await heading(page).textContent()) ?? "";
  const match = /^(\d+) vendors? found/.exec(text.trim());
  if (!match) throw new Error(`Unexpected results heading: ${text}`);
  return Number(match[1]);
};

/** A–Z as a reader expects it: case-insensitive ("Dazzle" before "DJ Kiran"). */
const alphabetical = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

test.describe("search from the hero", () => {
  test("goes to /search with the trimmed query and location, and shows the count", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.getByLabel("What are you looking for?").fill("  photographers  ");
    await page.getByPlaceholder("Location (e.g., London, Birmingham)").fill("  Birmingham  ");
    await page.getByLabel("What are you looking for?").press("Enter");
    await expectPath(page, "/search?q=photographers&location=Birmingham");
    await expectText(heading(page), /^\d+ vendors? found for “photographers” in Birmingham$/);
    const count = await headingCount(page);
    expect(count).toBeGreaterThan(0);
    await expectCount(page.locator("main article"), Math.min(count, RESULTS_PER_PAGE));
    // The best match is a photographer (category match outweighs a mention in a description).
    expect(await page.locator("main article").first().textContent()).toContain("Photographers");
    // The search box on the results page keeps what was searched.
    expect(await page.getByLabel("What are you looking for?").inputValue()).toBe("photographers");
  });

  test("searches with the button and with only one of the two fields", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.getByPlaceholder("Location (e.g., London, Birmingham)").fill(" Leeds ");
    await page.getByRole("button", { name: "Search Vendors" }).click();
    await expectPath(page, "/search?location=Leeds");
    await expectText(heading(page), /^\d+ vendors? found in Leeds$/);
    expect(await headingCount(page)).toBeGreaterThan(0);
  });

  test("does nothing when both inputs are blank", async ({ open }) => {
    const page = await open();
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/search")) searches.push(`${url.pathname}${url.search}`);
    });
    await visit(page, "/");
    await page.getByLabel("What are you looking for?").fill("   ");
    await page.getByLabel("What are you looking for?").press("Enter");
    await page.getByRole("button", { name: "Search Vendors" }).click();
    await expectPath(page, "/");
    await expectText(page.locator("h1"), "Find the perfect vendors for your special day");
    // A search that does happen, after the blank ones: whatever they had started would be seen before it ends.
    await page.getByLabel("What are you looking for?").fill("cake");
    await page.getByLabel("What are you looking for?").press("Enter");
    await expectPath(page, "/search?q=cake");
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.filter((search) => !search.includes("q=cake"))).toEqual([]);
    // Nor did a blank search leave a history entry: one step back is the home page.
    await page.goBack();
    await expectPath(page, "/");
  });

  test("shows the spec's empty-state titles", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.getByLabel("What are you looking for?").fill("qwxyzzy");
    await page.getByPlaceholder("Location (e.g., London, Birmingham)").fill("London");
    await page.getByLabel("What are you looking for?").press("Enter");
    await expectPath(page, "/search?q=qwxyzzy&location=London");
    await expectText(heading(page), "0 vendors found for “qwxyzzy” in London");
    await expectText(page.locator("main h2"), "No qwxyzzy found in London");
    const browse = page.getByRole("link", { name: "Browse All Categories" });
    expect(await browse.getAttribute("href")).toBe("/#categories");

    const cases: [string, string][] = [
      ["/search?location=Atlantis", "No vendors found in Atlantis"],
      ["/search?q=qwxyzzy", "No vendors found for qwxyzzy"],
      ["/search", "No vendors found"],
    ];
    for (const [url, title] of cases) {
      expect((await visit(page, url)).status()).toBe(200);
      await expectText(page.locator("main h2"), title);
      await expectCount(page.locator("main article"), 0);
    }
  });

  test("reorders the results by name with 'Name (A-Z)', across the pages", async ({ open }) => {
    const page = await open();
    // More results than a page of 24, so the order is checked over every page.
    await visit(page, "/search?q=dj");
    const count = await headingCount(page);
    expect(count).toBeGreaterThan(RESULTS_PER_PAGE);
    const pages = Math.ceil(count / RESULTS_PER_PAGE);
    /** Every result of the search at `url`, page after page. */
    const allNames = async (url: string) => {
      const names: string[] = [];
      for (let number = 1; number <= pages; number++) {
        await visit(page, number === 1 ? url : `${url}&page=${number}`);
        names.push(...(await cardNames(page)));
      }
      return names;
    };
    const relevance = await allNames("/search?q=dj");
    expect(relevance).toHaveLength(count);
    expect(relevance).not.toEqual([...relevance].sort(alphabetical));

    await visit(page, "/search?q=dj");
    const firstPage = await cardNames(page);
    await page.getByLabel("Sort by").selectOption("name");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("sort")).toBe("name"));
    expect(new URL(page.url()).searchParams.get("q")).toBe("dj");
    await eventually(async () => {
      const current = await cardNames(page);
      expect(current).toHaveLength(RESULTS_PER_PAGE);
      expect(current).not.toEqual(firstPage);
    });
    expect(await page.getByLabel("Sort by").inputValue()).toBe("name");
    const byName = await allNames("/search?q=dj&sort=name");
    expect(byName).toEqual([...byName].sort(alphabetical));
    expect([...byName].sort()).toEqual([...relevance].sort());

    // Upper-case letters do not jump ahead: "Deepa Desai Design" comes before "DJ Deepa".
    await visit(page, "/search?q=deepa&sort=name");
    const deepa = await cardNames(page);
    expect(deepa).toEqual(expect.arrayContaining(["Deepa Desai Design", "DJ Deepa"]));
    expect(deepa).toEqual([...deepa].sort(alphabetical));
  });

  test("shows 6 placeholder cards while a client-side search loads", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=venue");
    await eventually(async () => expect(await headingCount(page)).toBeGreaterThan(0));

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/search.data",
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByLabel("What are you looking for?").fill("cake");
    await page.getByLabel("What are you looking for?").press("Enter");

    await expectCount(page.getByTestId("vendor-card-skeleton"), 6);
    await expectText(heading(page), "Searching...");
    await expectCount(page.locator("main article"), 0);

    release();
    await expectPath(page, "/search?q=cake");
    await expectCount(page.getByTestId("vendor-card-skeleton"), 0);
    await expectText(heading(page), /^\d+ vendors? found for “cake”$/);
    expect(await headingCount(page)).toBeGreaterThan(0);
  });
});
