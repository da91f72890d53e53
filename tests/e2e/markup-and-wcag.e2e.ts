import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page, Response } from "@playwright/test";
import { expect, expectPath, expectText, findVendorIds, test, visit } from "./fixtures";
import { saveFirstToShortlist } from "./support/shortlist-pages";
import { TEMPLATE_ENV } from "./support/global-setup";
import { htmlCodeSnifferErrors, overflowingElements, vnuErrors } from "./support/markup-checks";
import { PUBLIC_PAGES } from "./support/public-pages";
import { startTestServer, type TestServer } from "./support/test-server";

// Decision 073: every page a couple, a vendor or an admin sees, at 375 px, is valid HTML by the Nu HTML Checker (on
// the HTML the server sends), has no HTML_CodeSniffer WCAG2AA error (on the page as shown), and never scrolls
// sideways. One context per role, each page visited once, and one run of the checker over all the HTML at the end.
// The journey runs on a server of its own, so its first admin is made by the first-run setup.

const WIDTH = 375;
const VIEWPORT = { viewport: { width: WIDTH, height: 740 } };
const STAMP = Date.now();
const ADMIN = { email: `markup-admin-${STAMP}@example.test`, password: "tamarind-ledger-by-lamplight-6" };
const COUPLE = { name: "Samira Markup", email: `markup-${STAMP}@example.test` };

let server: TestServer;
let htmlDir = "";
/** The served HTML of each page checked: file written → the page's label. */
const served = new Map<string, string>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startTestServer({ template: process.env[TEMPLATE_ENV] });
  htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-markup-"));
});

test.afterAll(async () => {
  await server?.stop();
  if (htmlDir) fs.rmSync(htmlDir, { recursive: true, force: true });
});

/**
 * Checks the page `page` shows now, reached by `response`: keeps its served HTML for the checker, then asserts (softly,
 * so one run reports every page) no sideways scrolling and no HTML_CodeSniffer error.
 */
async function checkPage(page: Page, response: Response, label: string): Promise<void> {
  const file = path.join(htmlDir, `${String(served.size + 1).padStart(2, "0")}.html`);
  fs.writeFileSync(file, await response.text());
  served.set(file, label);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const overflowing = width > WIDTH ? `: ${(await overflowingElements(page)).join(", ")}` : "";
  expect.soft(width, `${label} is ${width} px wide at ${WIDTH} px${overflowing}`).toBeLessThanOrEqual(WIDTH);
  expect.soft(await htmlCodeSnifferErrors(page), `HTML_CodeSniffer WCAG2AA errors on ${label}`).toEqual([]);
}

/** Visits `pathname` (answered with `status`) and checks it. */
async function visitAndCheck(page: Page, pathname: string, status = 200): Promise<void> {
  const response = await visit(page, pathname);
  expect(response.status(), pathname).toBe(status);
  await checkPage(page, response, pathname);
}

test("every page is valid HTML, passes HTML_CodeSniffer WCAG2AA and fits 375 px", { tag: "@phone-only" }, async ({ open, liveVendor }) => {
  test.slow();
  const options = { ...VIEWPORT, baseURL: server.origin };
  const { vendor: otherVendor } = await findVendorIds(server.origin, { vendor: (photos) => photos >= 1 });

  await test.step("public pages, as a couple", async () => {
    const couple = await open(options);
    // The sign-up and sign-in pages too: public, though not pages a couple browses.
    for (const pathname of [...PUBLIC_PAGES, "/onboarding", "/vendor-auth"]) {
      await visitAndCheck(couple, pathname);
    }
    await visitAndCheck(couple, "/no-such-page", 404);

    // A vendor page, saved to the shortlist; then the live vendor's, saved and sent an enquiry (for the portal's inbox).
    await visitAndCheck(couple, `/vendor/${otherVendor}`);
    await saveFirstToShortlist(couple);
    await visitAndCheck(couple, `/vendor/${liveVendor.vendorId}`);
    await saveFirstToShortlist(couple);
    await couple.getByLabel("Your name").fill(COUPLE.name);
    await couple.getByLabel("Email").fill(COUPLE.email);
    await couple.getByLabel("Event date").fill(new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10));
    await couple.getByLabel("Event type").selectOption("Nikah");
    await couple.getByLabel("Guest count").fill("120");
    await couple.getByLabel("Message").fill(`Salaam, are you free for our nikah in the spring? (${STAMP})`);
    await couple.getByRole("button", { name: "Send enquiry" }).click();
    await expectText(couple.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");

    await visitAndCheck(couple, "/shortlist");
    await visitAndCheck(couple, `/shortlist/compare?vendor=${otherVendor}&vendor=${liveVendor.vendorId}`);
  });

  await test.step("the vendor portal, as the live vendor", async () => {
    const vendor = await open(options);
    await visit(vendor, "/vendor-auth");
    await vendor.getByLabel("Email").fill(liveVendor.email);
    await vendor.getByLabel("Password", { exact: true }).fill(liveVendor.password);
    await vendor.getByRole("button", { name: "Sign In" }).click();
    await expectPath(vendor, "/vendor-dashboard");
    await visitAndCheck(vendor, "/vendor-dashboard");
    await visitAndCheck(vendor, "/vendor-dashboard/enquiries");
    const conversation = await vendor.getByRole("link", { name: new RegExp(COUPLE.name) }).first().getAttribute("href", { timeout: 10_000 });
    await visitAndCheck(vendor, conversation!);
    for (const pathname of ["/vendor-dashboard/reviews", "/vendor-dashboard/availability"]) {
      await visitAndCheck(vendor, pathname);
    }
  });

  await test.step("the admin back office, as its first admin", async () => {
    const admin = await open(options);
    await visitAndCheck(admin, "/admin");
    await admin.getByLabel("Email").fill(ADMIN.email);
    await admin.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await admin.getByLabel("Confirm password", { exact: true }).fill(ADMIN.password);
    await admin.getByRole("button", { name: "Create Admin Account" }).click();
    await expectPath(admin, "/admin-dashboard");
    for (const pathname of [
      "/admin-dashboard",
      "/admin-dashboard/listings",
      "/admin-dashboard/import",
      "/admin-dashboard/import/csv",
      "/admin-dashboard/import/scraping",
      "/admin-dashboard/reviews",
      "/admin-dashboard/held-enquiries",
      "/admin-dashboard/reported-enquiries",
      "/admin-dashboard/data-requests",
      "/admin-dashboard/vendors/new",
      `/admin-dashboard/vendors/${liveVendor.vendorId}`,
      "/vendor-import",
    ]) {
      await visitAndCheck(admin, pathname);
    }
  });

  await test.step("the Nu HTML Checker, once over every page's served HTML", async () => {
    const errors = await vnuErrors([...served.keys()]);
    const report = [...errors].filter(([, list]) => list.length > 0).map(([file, list]) => ({ page: served.get(file), errors: list }));
    expect.soft(report, "Nu HTML Checker errors").toEqual([]);
  });
});
