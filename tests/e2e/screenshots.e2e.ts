import path from "node:path";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, expectText, findVendorIds, newPage, test, visit, type OpenedPage } from "./fixtures";
import { saveToShortlist } from "./support/shortlist-pages";
import { TEMPLATE_ENV } from "./support/global-setup";
import { startTestServer, type TestServer } from "./support/test-server";

// Decision 077: the twelve main screens, full page, at 1280 px and 375 px, compared with the baselines in
// tests/e2e/screenshots/ (Debian's Chromium on this machine), so a layout break fails a test. The file runs on a
// server of its own, started from the seeded template, so the journeys of other files (imports, enquiries, saved
// vendors) never change what it draws. What depends on the clock, on counts or on the server's port is masked.

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
type Role = "guest" | "couple" | "vendor" | "admin";

const ADMIN = { email: "screenshots-admin@example.test", password: "cardamom-ledger-under-lanterns-4" };
const COUPLE = { name: "Amara Screenshot", email: "amara.screenshot@example.test" };
/** The enquiry's event, this many days ahead: the date is masked in the inbox, so only its being ahead matters. */
const EVENT_IN_DAYS = 150;

/** CSS applied while each screenshot is taken: one height for the home page's rotating grid, a clipped random id. */
const SCREENSHOT_CSS = path.resolve("tests/e2e/support/screenshots.css");

let server: TestServer;
const sessions: Partial<Record<Exclude<Role, "guest">, StorageState>> = {};
/** A vendor with photos (its page shows the gallery), and the three vendors the couple saved, in the grid's order. */
let vendorWithPhotos = 0;
let saved: number[] = [];

/** Fails the setup on any page error or console error, as the `open` fixture does for the tests. */
async function finish(opened: OpenedPage): Promise<StorageState> {
  expect(opened.errors(), "page errors or console errors while preparing the screenshots").toEqual([]);
  const state = await opened.context.storageState();
  await opened.context.close();
  return state;
}

test.beforeAll(async ({ browser, liveVendor }) => {
  // Two password checks (vendor and first admin) are deliberately slow work, on two shared cores.
  test.setTimeout(240_000);
  server = await startTestServer({ template: process.env[TEMPLATE_ENV] });
  const options = { baseURL: server.origin };
  ({ vendor: vendorWithPhotos } = await findVendorIds(server.origin, { vendor: (photos) => photos >= 3 }));

  // A couple saves the first three photographers, then sends the live vendor an enquiry for its inbox.
  const couple = await newPage(browser, options);
  await visit(couple.page, "/category/photographers");
  const cards = couple.page.locator("main article");
  saved = [];
  for (let index = 0; index < 3; index++) {
    const card = cards.nth(index);
    const href = await card.getByRole("link", { name: /^View details of / }).getAttribute("href");
    saved.push(Number(/\/vendor\/(\d+)/.exec(href ?? "")?.[1]));
    // One save answered before the next, or a second list would be started.
    await saveToShortlist(couple.page, card);
  }
  // The shortlist as the server keeps it, share link included, before the couple's cookies are kept for the tests.
  await visit(couple.page, "/shortlist");
  await expect(couple.page.locator("#share-link")).toBeVisible();
  await expect(couple.page.locator("main input[type=checkbox]")).toHaveCount(3);
  await visit(couple.page, `/vendor/${liveVendor.vendorId}`);
  await couple.page.getByLabel("Your name").fill(COUPLE.name);
  await couple.page.getByLabel("Email").fill(COUPLE.email);
  await couple.page.getByLabel("Event date").fill(new Date(Date.now() + EVENT_IN_DAYS * 86_400_000).toISOString().slice(0, 10));
  await couple.page.getByLabel("Event type").selectOption("Nikah");
  await couple.page.getByLabel("Guest count").fill("180");
  await couple.page.getByLabel("Message").fill("Salaam, are you free for bridal mehndi the evening before our nikah? We are in Leicester.");
  await couple.page.getByRole("button", { name: "Send enquiry" }).click();
  await expectText(couple.page.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");
  sessions.couple = await finish(couple);

  const vendor = await newPage(browser, options);
  await visit(vendor.page, "/vendor-auth");
  await vendor.page.getByLabel("Email").fill(liveVendor.email);
  await vendor.page.getByLabel("Password", { exact: true }).fill(liveVendor.password);
  await vendor.page.getByRole("button", { name: "Sign In" }).click();
  await vendor.page.waitForURL((url) => url.pathname === "/vendor-dashboard", { timeout: 60_000 });
  sessions.vendor = await finish(vendor);

  // This server's first admin, made by the first-run setup.
  const admin = await newPage(browser, options);
  await visit(admin.page, "/admin");
  await admin.page.getByLabel("Email").fill(ADMIN.email);
  await admin.page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await admin.page.getByLabel("Confirm password", { exact: true }).fill(ADMIN.password);
  await admin.page.getByRole("button", { name: "Create Admin Account" }).click();
  await admin.page.waitForURL((url) => url.pathname === "/admin-dashboard", { timeout: 60_000 });
  sessions.admin = await finish(admin);
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Masked on every screen: dates and times (relative to the run's day), reply records (from the seeded enquiries'
 * hours) and the footer's copyright line (this year).
 */
const everywhere = (page: Page): Locator[] => [
  page.locator("main time"),
  page.getByTestId("reply-record"),
  page.locator("body > footer > div", { hasText: /^©/ }),
];

type Screen = {
  /** The baseline's name: tests/e2e/screenshots/<name>-<project>.png. */
  name: string;
  path: () => string;
  as: Role;
  /** What else is masked on this screen, and why, beside {@link everywhere}. */
  mask?: (page: Page) => Locator[];
};

const SCREENS: Screen[] = [
  {
    name: "home",
    path: () => "/",
    as: "guest",
    // The figures are counts; the featured vendors rotate once a day (decision 003), so their grid is masked and
    // given one height (support/screenshots.css), and the sections below it stay where they are whatever the day's cards hold.
    mask: (page) => [page.locator("[data-figure] > span:first-of-type"), page.locator("#vendors > ul")],
  },
  // By name: 'Best match' weighs each vendor's reply speed (decision 060), which the seeding hour changes.
  { name: "search", path: () => "/search?q=mehndi+artist&location=Leicester&sort=name", as: "guest" },
  { name: "category", path: () => "/category/mehndi-artists", as: "guest" },
  { name: "city", path: () => "/category/mehndi-artists/leicester", as: "guest" },
  {
    name: "vendor",
    path: () => `/vendor/${vendorWithPhotos}`,
    as: "guest",
    // A review's event month is seeded relative to the day of the run.
    mask: (page) => [page.locator("main span", { hasText: /^Event: / })],
  },
  // The share link holds a random id and the server's port.
  { name: "shortlist", path: () => "/shortlist", as: "couple", mask: (page) => [page.locator("#share-link")] },
  { name: "compare", path: () => `/shortlist/compare?${saved.map((id) => `vendor=${id}`).join("&")}`, as: "couple" },
  {
    name: "onboarding",
    path: () => "/onboarding",
    as: "guest",
    // The early-bird spots left: a count every sign-up changes.
    mask: (page) => [page.locator("main p", { hasText: /Early Bird Offer/ })],
  },
  {
    name: "vendor-dashboard",
    path: () => "/vendor-dashboard",
    as: "vendor",
    // The 30-day period (it ends today), its totals and charts (they count this file's own visits); the
    // subscription's renewal date.
    mask: (page) => [
      page.locator("section[aria-labelledby='listing-stats-heading'] p", { hasText: /^The last \d+ days/ }),
      page.locator("section[aria-labelledby='listing-stats-heading'] ul"),
      page.locator("main p", { hasText: /^(Renews on|Ends on|Ended on|Payment overdue since) / }),
    ],
  },
  {
    name: "enquiries",
    path: () => "/vendor-dashboard/enquiries",
    as: "vendor",
    // Each row's event line holds the event's date, set this many days from the run.
    mask: (page) => [page.locator("main a[href^='/vendor-dashboard/enquiries/'] > div + p")],
  },
  {
    name: "admin-dashboard",
    path: () => "/admin-dashboard",
    as: "admin",
    // The vendors' creation days (the demo catalogue's are relative to the day of the run), and the audit lines: the
    // first admin's random account id, which on a phone runs past its line's box unless clipped to it (support/screenshots.css).
    mask: (page) => [
      page.locator("main table tbody td").filter({ hasText: /^\d{1,2} [A-Z][a-z]{2} \d{4}$/ }),
      page.locator("section[aria-labelledby='audit-heading'] li > p"),
    ],
  },
  { name: "blog-article", path: () => "/blog/1", as: "guest" },
];

/**
 * Waits until the page is drawn in full: every image loaded (lazy ones are made eager, since a full-page screenshot
 * does not scroll) and decoded, and the web fonts ready.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
}

test.describe("screenshots of the main screens", () => {
  for (const screen of SCREENS) {
    test(`${screen.name} looks as its baseline`, { tag: "@both-widths" }, async ({ open }) => {
      const storageState = screen.as === "guest" ? undefined : sessions[screen.as];
      const page = await open({ baseURL: server.origin, storageState });
      const response = await visit(page, screen.path());
      expect(response.status(), screen.path()).toBe(200);
      await settle(page);
      await expect(page).toHaveScreenshot(`${screen.name}.png`, {
        fullPage: true,
        // A full page of 24 cards takes a few seconds to capture on two busy cores, and it is captured until two agree.
        timeout: 30_000,
        mask: [...everywhere(page), ...(screen.mask?.(page) ?? [])],
        stylePath: SCREENSHOT_CSS,
      });
    });
  }
});
