import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectPath, expectText, signInVendor, test } from "./fixtures";

// docs/product/vendor-journey-and-portal.md#packages: a vendor adds a package on the dashboard's Packages card and
// sees it listed with the listing's 'From' price, is told why a price of £0 is refused without losing what was
// typed, and deletes the package after confirming; the confirmation works without JavaScript too. The packages are
// the live vendor's, and each journey leaves none behind.

const PRICE_RANGE = "The price must be between £1 and £1,000,000.";
// The refused price is answered 400, which the browser logs as a failed load.
const REFUSED = { ignoreErrors: /status of 400/ };

const card = (page: Page) => page.getByRole("region", { name: "Packages" });
const newPackage = (page: Page) => page.getByRole("form", { name: "New package" });
const listed = (page: Page) => card(page).getByRole("list", { name: "Your packages" }).getByRole("listitem");

test.describe("packages", () => {
  test("adds a package, refuses a price of £0 keeping what was typed, and deletes after confirming", async ({ open, liveVendor }) => {
    const page = await open({}, REFUSED);
    await signInVendor(page, liveVendor.email, liveVendor.password);
    await expectText(card(page).getByTestId("packages-from-price"), "Add a package to show a 'From' price on your listing.");

    await newPackage(page).getByLabel("Package name").fill("Walima Essentials");
    await newPackage(page).getByLabel("Price (£)").fill("1250");
    await newPackage(page).getByLabel("Price type").selectOption("fixed");
    await newPackage(page).getByLabel("What's included").fill("Stage, flowers and lighting for the walima.");
    await newPackage(page).getByLabel("Walima").check();
    await newPackage(page).getByLabel("Guests (optional)").fill("300");
    await newPackage(page).getByRole("button", { name: "Add package" }).click();
    await expectText(page.getByText("Package added").first(), "Package added");
    await expect(listed(page)).toHaveCount(1);
    await expectText(listed(page).getByRole("heading", { level: 3 }), "Walima Essentials");
    await expectText(listed(page).getByText("£1,250", { exact: true }), "£1,250");
    await expectText(listed(page).getByText("Walima · Up to 300 guests"), "Walima · Up to 300 guests");
    await expectText(card(page).getByTestId("packages-from-price"), "Your listing shows From £1,250");
    // The new-package form is empty again.
    await expect(newPackage(page).getByLabel("Package name")).toHaveValue("");

    // A price of £0: the message beside the price, the name as typed, nothing added.
    await newPackage(page).getByLabel("Package name").fill("Mehndi Night");
    await newPackage(page).getByLabel("Price (£)").fill("0");
    await newPackage(page).getByRole("button", { name: "Add package" }).click();
    await expectText(newPackage(page).locator("#package-new-price-error"), PRICE_RANGE);
    await expect(newPackage(page).getByLabel("Price (£)")).toHaveAttribute("aria-invalid", "true");
    await expect(newPackage(page).getByLabel("Package name")).toHaveValue("Mehndi Night");
    await expect(listed(page)).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Delete: the confirmation first; Cancel keeps the package.
    await listed(page).getByRole("link", { name: "Delete Walima Essentials" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Walima Essentials?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(listed(page)).toHaveCount(1);

    await listed(page).getByRole("link", { name: "Delete Walima Essentials" }).click();
    await page.getByRole("alertdialog", { name: "Delete Walima Essentials?" }).getByRole("button", { name: "Delete package" }).click();
    await expectText(page.getByText("Package deleted").first(), "Package deleted");
    await expect(listed(page)).toHaveCount(0);
    await expectPath(page, "/vendor-dashboard");
    await expectText(card(page).getByTestId("packages-from-price"), "Add a package to show a 'From' price on your listing.");
  });

  test("adds and deletes a package with the confirmation as a plain page, without JavaScript", async ({ open, liveVendor }) => {
    const page = await open({ javaScriptEnabled: false }, REFUSED);
    await page.goto("/vendor-auth");
    await page.getByLabel("Email").fill(liveVendor.email);
    await page.getByLabel("Password", { exact: true }).fill(liveVendor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expectPath(page, "/vendor-dashboard");

    await newPackage(page).getByLabel("Package name").fill("Mehndi Night");
    await newPackage(page).getByLabel("Price (£)").fill("0");
    await newPackage(page).getByRole("button", { name: "Add package" }).click();
    await expectText(newPackage(page).locator("#package-new-price-error"), PRICE_RANGE);
    await expect(newPackage(page).getByLabel("Package name")).toHaveValue("Mehndi Night");
    await newPackage(page).getByLabel("Price (£)").fill("800");
    await newPackage(page).getByRole("button", { name: "Add package" }).click();
    await expectText(listed(page).getByRole("heading", { level: 3 }), "Mehndi Night");
    await expectText(card(page).getByTestId("packages-from-price"), "Your listing shows From £800");

    await listed(page).getByRole("link", { name: "Delete Mehndi Night" }).click();
    await expect(page).toHaveURL(/\?delete-package=\d+$/);
    await page.getByRole("button", { name: "Delete package" }).click();
    await expectPath(page, "/vendor-dashboard");
    await expect(listed(page)).toHaveCount(0);
    await expectText(card(page).getByTestId("packages-from-price"), "Add a package to show a 'From' price on your listing.");
  });
});
