import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { eventually, expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";
import { createAccountThroughCheckout } from "./paid-vendor-account";
const VIEWPORT = { viewport: { width: 1366, height: 900 } };
const STAMP = Date.now();
const ADMIN = { email: `admin-${STAMP}@example.test`, password: "monsoon-ledger-and-brass-lamps-8" };
const VENDOR = { email: `approve-${STAMP}@example.test`, password: "rose-petal-garlands-at-dusk-5", business: `Approval Henna ${STAMP}` };

// A small site of vendors for the scraping job, served by the test on 127.0.0.1 (the server runs with
// SCRAPER_ALLOW_LOOPBACK=on, tests/e2e/support/test-server.ts). Its pages have no images: the vendors stay on the site
// for the later journeys, and images pointing at this site would fail to load once it has stopped (the image
// rules are unit-tested in app/modules/scraping/extract-vendor.test.ts).
const SITE_PAGES: Record<string, string> = {
  "/glow": `<html><head><title>Glow Bridal Studio</title></head><body><main>
    <p>Glow Bridal Studio creates South Asian bridal makeup for mehndi, nikah and walima days across Yorkshire.</p>
    </main></body></html>`,
  "/lens": `<html><head><title>Lens & Lanterns</title></head><body><main>
    <p>Lens & Lanterns photographs multi-day Punjabi and Gujarati weddings, from the sangeet to the reception.</p>
    </main></body></html>`,
};
let site: http.Server;
let siteUrl = "";
let csvDir = "";

test.beforeAll(async () => {
  site = http.createServer((request, response) => {
    const page = SITE_PAGES[request.url ?? ""];
    response.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    response.end(page ?? "not found");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  csvDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-admin-"));
});

test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  if (csvDir) fs.rmSync(csvDir, { recursive: true, force: true });
});

/** The number a stat card shows, e.g. 'Total Vendors'. */
async function statCard(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("list", { name: "Figures" }).getByRole("listitem").filter({ hasText: label }).first().textContent();
  return Number(/([\d,]+)/.exec((text ?? "").replace(label, ""))?.[1]?.replace(/,/g, "") ?? NaN);
}

test.describe("admin back office", () => {
  test("sets up the first admin, approves a submitted listing, and imports by CSV, the built-in list and scraping", async ({ open, baseUrl }) => {
    // The longest journey of the suite: five pages of forms, three imports and a scrape.
    test.slow();
    // A vendor submits a listing through onboarding; it waits for review.
    const vendorPage = await open(VIEWPORT);
    await createAccountThroughCheckout(vendorPage, VENDOR.email, VENDOR.password);
    await vendorPage.getByLabel("Business Name *").fill(VENDOR.business);
    await vendorPage.getByLabel("Category *").selectOption({ label: "Mehndi Artists" });
    await vendorPage.getByLabel("Location *").fill("Leicester");
    await vendorPage.getByLabel("Description *").fill("Bridal mehndi with organic henna across the East Midlands.");
    await vendorPage.getByRole("button", { name: "Submit Business Details" }).click();
    await expectPath(vendorPage, "/business-success");
    const searchFor = async () =>
      ((await (await fetch(new URL(`/api/search?q=${encodeURIComponent(VENDOR.business)}`, baseUrl))).json()) as { vendors: { name: string }[] }).vendors.map(
        (vendor) => vendor.name,
      );
    expect(await searchFor()).not.toContain(VENDOR.business);

    // First-run setup creates the first admin and opens the dashboard.
    const page = await open(VIEWPORT);
    await visit(page, "/admin");
    await expectText(page.locator("main h1"), "Admin Access");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByLabel("Confirm password", { exact: true }).fill(ADMIN.password);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    await expectPath(page, "/admin-dashboard");
    await expectText(page.locator("main h1"), "Admin Dashboard");

    // Signed out, /admin is a sign-in page now; signing in brings the dashboard back.
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expectPath(page, "/admin");
    expect(await page.getByRole("button", { name: "Create Admin Account" }).count()).toBe(0);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/admin-dashboard");
    await expectNoAxeViolations(page);
    const vendorsAtStart = await statCard(page, "Total Vendors");

    // Approve the submitted listing: public at once, in the API and on its category page.
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Business Listings" }).click();
    await expectPath(page, "/admin-dashboard/listings");
    // The sections are links; the current one says so.
    const sections = page.getByRole("navigation", { name: "Admin sections" });
    await expect(sections.getByRole("link", { name: "Business Listings" })).toHaveAttribute("aria-current", "page");
    expect(await sections.locator("[aria-current]").count()).toBe(1);
    await page.getByRole("button", { name: `Approve ${VENDOR.business}` }).click();
    await eventually(async () => expect(await searchFor()).toContain(VENDOR.business));
    // Newest first, so the approved listing is on page 1 whatever its name.
    const category = await (await fetch(new URL("/category/mehndi-artists?sort=newest", baseUrl))).text();
    expect(category).toContain(VENDOR.business);

    // CSV: 3 good rows (one with a package, its category a word search knows) and 2 bad ones; the preview shows the
    // 2 errors, the import creates 3.
    const csvFile = path.join(csvDir, "vendors.csv");
    fs.writeFileSync(
      csvFile,
      [
        "name,category,city,price_range,website,package_1_name,package_1_price,package_1_event_types",
        `CSV Petal Arches ${STAMP},Florists,Birmingham,££,https://petals.example,,,`,
        `CSV Saree Drapes ${STAMP},Bridal Wear,Leicester,£££,,,,`,
        `CSV Tandoor Feasts ${STAMP},Caterers,Bradford,££,,Walima buffet,"2,400",Walima; Reception`,
        ",catering,Leeds,£,,,,",
        `CSV Unknown ${STAMP},Balloon Sculptors,Leeds,£,,,,`,
      ].join("\n"),
    );
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Import/Upload" }).click();
    await expectPath(page, "/admin-dashboard/import");
    await page.getByRole("link", { name: "CSV Import" }).click();
    await expectPath(page, "/admin-dashboard/import/csv");
    await page.getByLabel("CSV file").setInputFiles(csvFile);
    await page.getByRole("button", { name: "Preview import" }).click();
    const errors = page.getByRole("list", { name: "Rows with errors" }).getByRole("listitem");
    await eventually(async () => expect(await errors.count()).toBe(2));
    await expectText(errors.nth(0), "Row 5: Name is required");
    await expectText(errors.nth(1), `Row 6: Category "Balloon Sculptors" not found`);
    await expectText(page.getByRole("status").filter({ hasText: "rows read" }).locator("strong"), "3 vendors with 1 package will be created");
    await page.getByRole("button", { name: "Import 3 vendors" }).click();
    await eventually(async () => expect(await statCard(page, "Total Vendors")).toBe(vendorsAtStart + 3));

    // Quick import twice: 40 vendors once.
    await visit(page, "/vendor-import");
    await page.getByRole("button", { name: "Import 40 vendors" }).click();
    await expectText(page.getByRole("status").filter({ hasText: "Added" }), "Added 40 vendors; 0 already existed.");
    await page.getByRole("button", { name: "Import 40 vendors" }).click();
    await expectText(page.getByRole("status").filter({ hasText: "Added" }), "Added 0 vendors; 40 already existed.");
    await visit(page, "/admin-dashboard");
    expect(await statCard(page, "Total Vendors")).toBe(vendorsAtStart + 3 + 40);

    // Web scraping against the local site: vendors created, progress reaches 100%.
    await visit(page, "/admin-dashboard/import/scraping");
    await page.getByLabel("Vendors to scrape").fill(
      [`Glow Bridal ${STAMP}, ${siteUrl}/glow, Makeup Artists`, `Lens and Lanterns ${STAMP}, ${siteUrl}/lens, Photographers`].join("\n"),
    );
    await page.getByRole("button", { name: "Start scraping" }).click();
    const progress = page.getByRole("progressbar", { name: "Scraping progress" });
    await expect.poll(() => progress.getAttribute("aria-valuenow"), { timeout: 30_000, intervals: [250] }).toBe("100");
    await expectText(page.getByText(/of 2 vendors handled/), "100% · 2 of 2 vendors handled");
    await visit(page, "/admin-dashboard");
    expect(await statCard(page, "Total Vendors")).toBe(vendorsAtStart + 3 + 40 + 2);
    await expectText(page.getByRole("heading", { name: "Recent activity" }), "Recent activity");
    await expectNoAxeViolations(page);
  });
});
