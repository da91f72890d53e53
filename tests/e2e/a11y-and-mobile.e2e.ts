import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { serveTiles } from "./map-tiles";
import { eventually, expectCount, expectNoAxeViolations, expectPath, expectText, findVendorIds, useBrowser, visit } from "./browser";

const session = useBrowser();

const MOBILE = { viewport: { width: 375, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** The sticky header's allowance (`scroll-padding-top: 5rem`) plus some slack for rounding. */
const SECTION_TOP_MAX = 100;

let vendorId: number;
let emptyVendorId: number;

beforeAll(async () => {
  ({ gallery: vendorId, none: emptyVendorId } = await findVendorIds({ gallery: (photos) => photos >= 3, none: (photos) => photos === 0 }));
});

/** Where a section's top edge is in the viewport, and how far the window is scrolled. */
const sectionPosition = (page: Page, id: string) =>
  page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    return { top: section ? Math.round(section.getBoundingClientRect().top) : null, scrollY: Math.round(window.scrollY) };
  }, id);

async function expectScrolledTo(page: Page, id: string) {
  await eventually(async () => {
    const { top, scrollY } = await sectionPosition(page, id);
    expect(scrollY).toBeGreaterThan(0);
    expect(top).not.toBeNull();
    expect(top!).toBeGreaterThanOrEqual(0);
    expect(top!).toBeLessThanOrEqual(SECTION_TOP_MAX);
  });
}

describe("accessibility (axe, WCAG 2.1 A/AA and best practice)", () => {
  it("home page", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/");
    await page.locator('#categories a[href^="/category/"]').first().waitFor();
    await expectNoAxeViolations(page);
  });

  it("home page on a phone, with the menu open", async () => {
    const page = await session.open(MOBILE);
    await visit(page, "/");
    await page.locator('#categories a[href^="/category/"]').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").waitFor();
    await expectNoAxeViolations(page);
  });

  it("category page, filtered and unfiltered", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/category/venues");
    await expectText(page.locator("main h1"), "Venues");
    await expectNoAxeViolations(page);
    await visit(page, "/category/venues?location=London&sort=name");
    await expectNoAxeViolations(page);
  });

  it("category and search pages past the first, on a phone, and a page that does not exist", async () => {
    const page = await session.open(MOBILE);
    await visit(page, "/category/venues?page=2");
    await expectCount(page.locator('nav[aria-label="Pagination"] [aria-current="page"]'), 1);
    await expectNoAxeViolations(page);
    await visit(page, "/search?q=dj&page=2");
    await expectCount(page.locator('nav[aria-label="Pagination"] [aria-current="page"]'), 1);
    await expectNoAxeViolations(page);
    expect((await visit(page, "/category/venues?page=99999")).status()).toBe(404);
    await expectText(page.locator("main h1"), "Page Not Found");
    await expectNoAxeViolations(page);
  });

  it("vendor page: overview, Location and Gallery tabs, and the open lightbox", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, `/vendor/${vendorId}`);
    await page.locator("main h1").waitFor();
    await expectNoAxeViolations(page);

    await serveTiles(page);
    await page.getByRole("tab", { name: "Location" }).click();
    await page.getByRole("tabpanel").getByRole("region", { name: /^Map of / }).locator(".leaflet-marker-icon").waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Gallery" }).click();
    await page.getByRole("tabpanel").getByRole("button").first().waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole("tabpanel").getByRole("button").nth(1).click();
    await expectText(page.getByTestId("lightbox-counter"), /^2 \/ \d+$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expectCount(page.getByRole("dialog"), 0);
  });

  it("vendor page without photos", async () => {
    const page = await session.open(MOBILE);
    await visit(page, `/vendor/${emptyVendorId}`);
    await page.locator("main h1").waitFor();
    await expectNoAxeViolations(page);
  });

  it("search results and an empty search", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/search?q=photographers&location=London");
    await expectText(page.locator("main h1"), /^[1-9]\d* vendors? found/);
    await expectNoAxeViolations(page);
    await visit(page, "/search?q=qwxyzzy&location=London");
    await expectText(page.locator("main h2"), "No qwxyzzy found in London");
    await expectNoAxeViolations(page);
  });

  it.each([
    ["/no-such-page", "Oops! Page not found"],
    ["/vendor/999999", "Vendor Not Found"],
    ["/category/nope", "Category Not Found"],
  ])("404 page %s", async (path, title) => {
    const page = await session.open(DESKTOP);
    expect((await visit(page, path)).status()).toBe(404);
    await expectText(page.locator("main h1"), title);
    await expectNoAxeViolations(page);
  });
});

describe("header on a phone (375 × 740)", () => {
  it("shows the compact logo and a menu button instead of the desktop navigation", async () => {
    const page = await session.open(MOBILE);
    await visit(page, "/");
    const logos = page.locator('header a[href="/"]');
    await expectCount(logos, 2);
    const visible = logos.filter({ visible: true });
    await expectCount(visible, 1);
    expect(await visible.getAttribute("aria-label")).toBeNull();
    expect(((await visible.textContent()) ?? "").replace(/^SV/, "").trim()).toBe("Shaadi Vendors UK");
    const mark = await visible.locator("span").first().boundingBox();
    expect(mark?.width).toBe(32);

    // The desktop navigation and buttons are in the page but hidden.
    await expectCount(page.locator("header nav[aria-label='Main']"), 1);
    expect(await page.locator("header nav[aria-label='Main']").isVisible()).toBe(false);
    await expectCount(page.locator('header a[href="/vendor-auth"]'), 1);
    expect(await page.locator('header a[href="/vendor-auth"]').isVisible()).toBe(false);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    expect(await menuButton.isVisible()).toBe(true);
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await expectCount(page.locator("#mobile-menu"), 0);
    // Narrow screens start with 4 category tiles.
    await expectCount(page.locator('#categories a[href^="/category/"]').filter({ visible: true }), 4);
  });

  it("opens the menu, whose 'Categories' link scrolls to the categories on the home page", async () => {
    const page = await session.open(MOBILE);
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Find Vendors", "Categories", "List Your Business", "About", "Vendor Login", "List Business"]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await menu.getByRole("link", { name: "Categories", exact: true }).click();
    await expectCount(page.locator("#mobile-menu"), 0);
    await expectPath(page, "/");
    await expectScrolledTo(page, "categories");
  });

  it("goes home from a vendor page and scrolls to the vendors with 'Find Vendors'", async () => {
    const page = await session.open(MOBILE);
    await visit(page, `/vendor/${vendorId}`);
    await page.locator("main h1").waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Find Vendors", exact: true }).click();
    await expectPath(page, "/");
    await expectCount(page.locator("#mobile-menu"), 0);
    await expectScrolledTo(page, "vendors");
  });
});

describe("header on a desktop (1280 wide)", () => {
  it("shows every navigation link and button, and no menu button", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/");
    const header = page.locator("header");
    const expected: [string, string | null][] = [
      ["Find Vendors", "/#vendors"],
      ["Categories", "/#categories"],
      ["List Your Business", "/onboarding"],
      ["About", "/about"],
      ["Vendor Login", "/vendor-auth"],
      ["List Business", "/onboarding"],
    ];
    for (const [name, href] of expected) {
      const link = header.getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("href"), name).toBe(href);
    }
    const logo = header.getByRole("link", { name: "Shaadi Vendors UK", exact: true }).filter({ visible: true });
    await expectCount(logo, 1);
    expect((await logo.locator("span").first().boundingBox())?.width).toBe(40);
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
  });

  it("scrolls to the categories from a category page, going home first", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/category/venues");
    await page.locator("header").getByRole("link", { name: "Categories", exact: true }).click();
    await expectPath(page, "/");
    await expectScrolledTo(page, "categories");
  });
});
