import type { Page } from "@playwright/test";
import { expect, expectText, signInVendor, test, visit } from "./fixtures";

// docs/product/vendor-journey-and-portal.md#packages, #availability and docs/product/public-area.md#dates-and-budget
// end to end, as a vendor and a couple meet them: the live vendor (Leicester) adds a package 'Walima Essentials'
// at £1,250 and blocks 14 August 2027; their page then says 'From £1,250'; a search in Leicester for 14 August
// leaves them out, one for 15 August lists them as available that day; a budget of £1,000 drops them and one of
// £1,500 keeps them. The journey undoes its package and its blocked day at the end, since the live vendor is
// shared with the other journeys of its worker.

const BLOCKED = "2027-08-14";
const FREE = "2027-08-15";

const newPackage = (page: Page) => page.getByRole("form", { name: "New package" });
/** The live vendor's card among a Leicester search's results for its name, with the given extra parameters. */
async function searchCard(page: Page, name: string, extra: string) {
  await visit(page, `/search?q=${encodeURIComponent(name)}&location=Leicester&${extra}`);
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

test.describe("packages, availability and a couple's dates and budget", () => {
  test("a vendor's package and blocked day decide whether a search by date and budget lists them", async ({ open, liveVendor }) => {
    // The journey walks the portal and runs six searches: 55 s on a slow machine, next to the default 60 s limit.
    test.slow();
    const page = await open();
    await signInVendor(page, liveVendor.email, liveVendor.password);

    // 1. The package and the blocked day.
    await newPackage(page).getByLabel("Package name").fill("Walima Essentials");
    await newPackage(page).getByLabel("Price (£)").fill("1250");
    await newPackage(page).getByLabel("Walima").check();
    await newPackage(page).getByRole("button", { name: "Add package" }).click();
    await expectText(page.getByTestId("packages-from-price"), "Your listing shows From £1,250");

    await visit(page, "/vendor-dashboard/availability");
    await page.getByLabel("Date", { exact: true }).fill(BLOCKED);
    await page.getByRole("button", { name: "Mark unavailable" }).click();
    await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText("Saturday 14 August 2027 marked unavailable.");

    // 2. The vendor page's 'From' price.
    await visit(page, `/vendor/${liveVendor.vendorId}`);
    await expect(page.getByText("From £1,250").first()).toBeVisible();

    // 3. Not listed on the blocked day; 4. listed, and said to be free, the day after.
    await expect(await searchCard(page, liveVendor.name, `dates=${BLOCKED}`)).toHaveCount(0);
    const free = await searchCard(page, liveVendor.name, `dates=${FREE}`);
    await expect(free).toHaveCount(1);
    await expect(free.getByText("Available on 15 Aug")).toBeVisible();
    await expect(free.getByText("From £1,250")).toBeVisible();

    // 5. The budget: £1,000 drops them, £1,500 keeps them.
    await expect(await searchCard(page, liveVendor.name, `dates=${FREE}&maxPrice=1000`)).toHaveCount(0);
    await expect(await searchCard(page, liveVendor.name, `dates=${FREE}&maxPrice=1500`)).toHaveCount(1);

    // The live vendor as it was: the day free again, no packages.
    await visit(page, "/vendor-dashboard/availability");
    await page.getByLabel("Date", { exact: true }).fill(BLOCKED);
    await page.getByRole("button", { name: "Mark available" }).click();
    await expect(page.getByRole("status").filter({ hasText: "marked" })).toHaveText("Saturday 14 August 2027 marked available.");
    await expect(await searchCard(page, liveVendor.name, `dates=${BLOCKED}`)).toHaveCount(1);

    await visit(page, "/vendor-dashboard");
    await page.getByRole("link", { name: "Delete Walima Essentials" }).click();
    await page.getByRole("alertdialog", { name: "Delete Walima Essentials?" }).getByRole("button", { name: "Delete package" }).click();
    await expectText(page.getByTestId("packages-from-price"), "Add a package to show a 'From' price on your listing.");
  });
});
