import type { Page } from "@playwright/test";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { eventually, expect, expectCount, expectPath, expectText, findVendorIds, test, vendorPhotoCount, visit } from "./fixtures";

/** Towns of the West Midlands region in the demo catalogue (Birmingham expands to its region). */
const WEST_MIDLANDS_TOWNS = [
  "Birmingham", "Coventry", "Wolverhampton", "West Bromwich", "Smethwick", "Walsall", "Dudley", "Solihull",
];

const cards = (page: Page) => page.locator("main article");
const badgeCount = async (page: Page) => {
  const text = (await page.getByText(/^\d+ providers available$/).textContent()) ?? "";
  return Number(/^(\d+)/.exec(text.trim())?.[1]);
};
const cardLocations = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector("svg.lucide-map-pin")?.parentElement?.textContent?.trim() ?? ""),
  );
const activeLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
const focusInsideDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test.describe("browsing from the home page to a vendor", () => {
  test("goes home → category → city filter → vendor → lightbox → back", async ({ open, baseUrl }) => {
    const page = await open();
    const home = await visit(page, "/");
    expect(home.status()).toBe(200);

    await expectText(page.locator("h1"), "Find the perfect vendors for your special day");
    await expectText(
      page.getByText(/^The UK's first directory for South Asian weddings\. From venues/),
      "The UK's first directory for South Asian weddings. From venues to MUAs, find everything for your dream day.",
    );
    const featured = page.locator("#vendors article");
    await expectCount(featured, 4);
    for (const card of await featured.all()) {
      expect(await card.getByRole("link", { name: /^View details of / }).getAttribute("href")).toMatch(/^\/vendor\/\d+$/);
    }

    await expectText(page.locator("#categories h2"), "Browse by Category");
    const tiles = page.locator('#categories a[href^="/category/"]');
    await expectCount(tiles.first(), 1);
    const tileCount = await tiles.count();
    expect(tileCount).toBeGreaterThan(10);
    // 10 tiles from 768 px wide until 'View All Categories' expands the grid.
    await expectCount(tiles.filter({ visible: true }), 10);
    await page.getByRole("button", { name: "View All Categories" }).click();
    await expectCount(tiles.filter({ visible: true }), tileCount);
    await expectCount(page.getByRole("button", { name: "View All Categories" }), 0);
    const tileNames = (await tiles.allTextContents()).map((name) => name.trim());
    expect(tileNames.slice(0, 4)).toEqual(["Photographers", "Venues", "Wedding Cake Shops", "Mehndi Artists"]);
    const rest = tileNames.slice(4);
    // Then A–Z as a reader expects it: "Decorators" before "DJs & Entertainment".
    expect(rest).toEqual([...rest].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));

    await tiles.first().click();
    await expectPath(page, "/category/photographers");
    await expectText(page.locator("h1"), "Photographers");
    const total = await badgeCount(page);
    expect(total).toBeGreaterThan(3);
    // A page of 24 (docs/product/public-area.md#pagination); the badge still counts the whole category.
    await expectCount(cards(page), Math.min(total, RESULTS_PER_PAGE));

    await page.selectOption("#category-location", "Birmingham");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("location")).toBe("Birmingham"));
    await eventually(async () => expect(await badgeCount(page)).toBeLessThan(total));
    const narrowed = await badgeCount(page);
    expect(narrowed).toBeGreaterThan(0);
    await expectCount(cards(page), Math.min(narrowed, RESULTS_PER_PAGE));
    const locations = await cardLocations(page);
    expect(locations).toHaveLength(Math.min(narrowed, RESULTS_PER_PAGE));
    // Neighbourhood cards read "Sparkbrook, Birmingham"; the town is the last part.
    for (const location of locations) expect(WEST_MIDLANDS_TOWNS).toContain(location.split(", ").at(-1));
    const filteredUrl = page.url();

    // A vendor of the filtered list with at least four photos, so the lightbox can open on the third.
    const hrefs = await cards(page)
      .getByRole("link", { name: /^View details of / })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    let chosen: { href: string; photos: number } | undefined;
    for (const href of hrefs) {
      const photos = await vendorPhotoCount(baseUrl, Number(href.split("/").pop()));
      if (photos !== undefined && photos >= 4) {
        chosen = { href, photos };
        break;
      }
    }
    expect(chosen, "a Birmingham-area photographer with at least 4 photos").toBeDefined();
    const { href, photos } = chosen!;
    const link = page.locator(`main article a[href="${href}"]`);
    const vendorName = ((await link.getAttribute("aria-label")) ?? "").replace(/^View details of /, "");
    await link.click();
    await expectPath(page, href);
    await expectText(page.locator("h1"), vendorName);

    const third = page.getByRole("button", { name: `Open photo 3 of ${photos}` });
    const thirdSrc = await third.locator("img").getAttribute("src");
    await third.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const counter = dialog.getByTestId("lightbox-counter");
    await expectText(counter, `3 / ${photos}`);
    expect(await dialog.locator("figure img").getAttribute("src")).toBe(thirdSrc);

    for (let n = 4; n <= photos; n++) {
      await page.keyboard.press("ArrowRight");
      await expectText(counter, `${n} / ${photos}`);
    }
    await page.keyboard.press("ArrowRight");
    await expectText(counter, `1 / ${photos}`);
    await page.keyboard.press("ArrowLeft");
    await expectText(counter, `${photos} / ${photos}`);
    await page.keyboard.press("ArrowLeft");
    await expectText(counter, `${photos - 1} / ${photos}`);

    // Focus stays inside the open dialog however often Tab is pressed, forwards or backwards.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInsideDialog(page)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInsideDialog(page)).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expectCount(page.getByRole("dialog"), 0);
    await eventually(async () => expect(await activeLabel(page)).toBe(`Open photo 3 of ${photos}`));

    await page.goBack();
    await expectPath(page, new URL(filteredUrl).pathname + new URL(filteredUrl).search);
    await expectText(page.locator("h1"), "Photographers");
    await eventually(async () => expect(await badgeCount(page)).toBe(narrowed));
    expect(await page.locator("#category-location").inputValue()).toBe("Birmingham");
  });
});

test.describe("category page sorting", () => {
  test("lists featured vendors first by default and sorts A–Z with 'Name (A-Z)'", async ({ open }) => {
    const page = await open();
    await visit(page, "/category/venues");
    const featuredFlags = await cards(page).evaluateAll((articles) =>
      articles.map((article) => /Featured/.test(article.querySelector("div")?.textContent ?? "")),
    );
    const firstPlain = featuredFlags.indexOf(false);
    expect(firstPlain).toBeGreaterThan(0);
    expect(featuredFlags.slice(firstPlain)).not.toContain(true);

    await page.selectOption("#category-sort", "name");
    await eventually(async () => expect(new URL(page.url()).searchParams.get("sort")).toBe("name"));
    const names = async () => (await cards(page).locator("h2").allTextContents()).map((name) => name.trim());
    // While the list loads, placeholders stand in for the cards: wait for the full, sorted list.
    await eventually(async () => {
      const current = await names();
      expect(current).toHaveLength(Math.min(await badgeCount(page), RESULTS_PER_PAGE));
      expect(current).toEqual([...current].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    });
  });
});

test.describe("vendor galleries", () => {
  let ids: { many: number; none: number; few: number };

  test.beforeAll(async ({ baseUrl }) => {
    ids = await findVendorIds(baseUrl, { many: (photos) => photos > 9, none: (photos) => photos === 0, few: (photos) => photos >= 2 && photos <= 9 });
  });

  test("shows 8 thumbnails and 'View All' for a vendor with more than 9 photos", async ({ open, baseUrl }) => {
    const page = await open();
    expect((await visit(page, `/vendor/${ids.many}`)).status()).toBe(200);
    const photos = (await vendorPhotoCount(baseUrl, ids.many))!;
    expect(photos).toBeGreaterThan(9);
    await expectCount(page.getByRole("button", { name: new RegExp(`^Open photo \\d+ of ${photos}$`) }), 9);
    const viewAll = page.getByRole("button", { name: `View All (${photos} photos)` });
    await viewAll.click();
    await expectText(page.getByTestId("lightbox-counter"), `1 / ${photos}`);
    await page.keyboard.press("ArrowLeft");
    await expectText(page.getByTestId("lightbox-counter"), `${photos} / ${photos}`);
    await page.keyboard.press("Escape");
    await expectCount(page.getByRole("dialog"), 0);
    // Focus goes back to the button that opened the viewer.
    await eventually(async () =>
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(`View All (${photos} photos)`),
    );
  });

  test("has no 'View All' for a vendor with 9 photos or fewer", async ({ open, baseUrl }) => {
    const page = await open();
    await visit(page, `/vendor/${ids.few}`);
    const photos = (await vendorPhotoCount(baseUrl, ids.few))!;
    await expectCount(page.getByRole("button", { name: new RegExp(`^Open photo \\d+ of ${photos}$`) }), photos);
    await expectCount(page.getByRole("button", { name: /^View All/ }), 0);
  });

  test("shows the category's artwork for a vendor without photos (decision 071)", async ({ open }) => {
    const page = await open();
    expect((await visit(page, `/vendor/${ids.none}`)).status()).toBe(200);
    const name = ((await page.locator("h1").textContent()) ?? "").trim();
    const fallback = page.getByRole("main").getByRole("img", { name: `${name}: no photos yet` });
    await expectCount(fallback, 1);
    expect(await fallback.locator("use").last().getAttribute("href")).toMatch(/^\/images\/category-art\.svg#/);
    await expectCount(page.getByRole("button", { name: /^Open photo/ }), 0);
    await expectCount(page.getByRole("button", { name: /^View All/ }), 0);
    await page.getByRole("tab", { name: "Gallery" }).click();
    await expectText(page.getByRole("tabpanel").getByText("This vendor has not added photos yet."), "This vendor has not added photos yet.");
  });
});
