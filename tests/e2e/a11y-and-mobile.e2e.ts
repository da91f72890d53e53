import type { Page } from "@playwright/test";
import { serveTiles } from "./map-tiles";
import { eventually, expect, expectCount, expectNoAxeViolations, expectPath, expectText, findVendorIds, test, visit } from "./fixtures";

/** The sticky header's allowance (`scroll-padding-top: 5rem`) plus some slack for rounding. */
const SECTION_TOP_MAX = 100;

let vendorId: number;
let emptyVendorId: number;

test.beforeAll(async ({ baseUrl }) => {
  ({ gallery: vendorId, none: emptyVendorId } = await findVendorIds(baseUrl, { gallery: (photos) => photos >= 3, none: (photos) => photos === 0 }));
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

test.describe("accessibility (axe, WCAG 2.1 A/AA and best practice)", () => {
  test("home page", async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.locator('#categories a[href^="/category/"]').first().waitFor();
    await expectNoAxeViolations(page);
  });

  test("home page on a phone, with the menu open", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.locator('#categories a[href^="/category/"]').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").waitFor();
    await expectNoAxeViolations(page);
  });

  test("category page, filtered and unfiltered", async ({ open }) => {
    const page = await open();
    await visit(page, "/category/venues");
    await expectText(page.locator("main h1"), "Venues");
    await expectNoAxeViolations(page);
    await visit(page, "/category/venues?location=London&sort=name");
    await expectNoAxeViolations(page);
  });

  test("category and search pages past the first, on a phone, and a page that does not exist", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
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

  test("vendor page: overview, Location and Gallery tabs, and the open lightbox", async ({ open }) => {
    const page = await open();
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

  test("vendor page without photos", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, `/vendor/${emptyVendorId}`);
    await page.locator("main h1").waitFor();
    await expectNoAxeViolations(page);
  });

  test("search results and an empty search", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=photographers&location=London");
    await expectText(page.locator("main h1"), /^[1-9]\d* vendors? found/);
    await expectNoAxeViolations(page);
    await visit(page, "/search?q=qwxyzzy&location=London");
    await expectText(page.locator("main h2"), "No qwxyzzy found in London");
    await expectNoAxeViolations(page);
  });

  for (const [path, title] of [
    ["/no-such-page", "Oops! Page not found"],
    ["/vendor/999999", "Vendor Not Found"],
    ["/category/nope", "Category Not Found"],
  ]) {
    test(`404 page ${path}`, async ({ open }) => {
      const page = await open();
      expect((await visit(page, path!)).status()).toBe(404);
      await expectText(page.locator("main h1"), title!);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("header on a phone (375 × 740)", () => {
  test("shows the compact logo and a menu button instead of the desktop navigation", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
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

  test("opens the menu, whose 'Categories' link scrolls to the categories on the home page", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Find Vendors", "Categories", "List Your Business", "About", "Planner", "Vendor Login", "List Business"]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    }
    await menu.getByRole("link", { name: "Categories", exact: true }).click();
    await expectCount(page.locator("#mobile-menu"), 0);
    await expectPath(page, "/");
    await expectScrolledTo(page, "categories");
  });

  test("goes home from a vendor page and scrolls to the vendors with 'Find Vendors'", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await visit(page, `/vendor/${vendorId}`);
    await page.locator("main h1").waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Find Vendors", exact: true }).click();
    await expectPath(page, "/");
    await expectCount(page.locator("#mobile-menu"), 0);
    await expectScrolledTo(page, "vendors");
  });
});

test.describe("header on a desktop (1280 wide)", () => {
  test("shows every navigation link and button, and no menu button", async ({ open }) => {
    const page = await open();
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

  test("scrolls to the categories from a category page, going home first", async ({ open }) => {
    const page = await open();
    await visit(page, "/category/venues");
    await page.locator("header").getByRole("link", { name: "Categories", exact: true }).click();
    await expectPath(page, "/");
    await expectScrolledTo(page, "categories");
  });
});
