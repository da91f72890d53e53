import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { expect, expectPath, fetchHtml, signInVendor, test, visit } from "./fixtures";
import { createAccountThroughCheckout } from "./paid-vendor-account";

// docs/product/vendor-journey-and-portal.md#delete-account in Chromium: the live vendor deletes their account with
// their password, the listing answers 404 at once, signing in again leads to 'Restore my account' (with 'Download my data'), and
// the listing is back. A second vendor deletes theirs, the development clock moves 31 days and runs the deletion
// (/dev/clock intent=run-erasures): the account can no longer sign in. The clock is put back afterwards.

/** Posts one intent to the development clock, as its page's forms do, and expects it done. */
async function clock(baseUrl: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL("/dev/clock", baseUrl), { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
}

/** The wrong password typed first is answered 401, which the browser reports. */
const REFUSED = { ignoreErrors: /status of 401/ };

test.afterAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "reset" });
});

async function deleteAccount(page: Page, password: string): Promise<void> {
  await visit(page, "/vendor-dashboard/delete-account");
  await expect(page.getByRole("heading", { name: "Delete my account" })).toBeVisible();
  await page.getByLabel("Enter your password to confirm").fill(`${password}-wrong`);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("That password is not correct. Your account has not been changed.")).toBeVisible();
  await page.getByLabel("Enter your password to confirm").fill(password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("heading", { name: "Your account will be deleted" })).toBeVisible();
}

test.describe("a vendor deleting their account", () => {
  test("takes the listing off the site at once and restores it on signing in again", async ({ open, liveVendor, baseUrl }) => {
    // Asked without a browser cache, which may keep a public page a minute (decision 036): the server's answer counts.
    const listingStatus = async () => (await fetchHtml(baseUrl, `/vendor/${liveVendor.vendorId}`)).status;
    expect(await listingStatus()).toBe(200);
    const page = await open(undefined, REFUSED);
    await signInVendor(page, liveVendor.email, liveVendor.password, { expectDashboard: false });
    await expectPath(page, "/vendor-dashboard");
    await page.getByRole("link", { name: "Delete my account" }).click();
    await expectPath(page, "/vendor-dashboard/delete-account");
    await deleteAccount(page, liveVendor.password);
    expect(await listingStatus()).toBe(404);

    await signInVendor(page, liveVendor.email, liveVendor.password, { expectDashboard: false });
    await expectPath(page, "/vendor-dashboard/delete-account");
    await expect(page.getByRole("heading", { name: /^Your account is set to be deleted on \d{1,2} \w+ \d{4}$/ })).toBeVisible();
    // The portal's own 'Download my data' is out of reach while the deletion is pending; this page offers it.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const data = JSON.parse(strFromU8(files["data.json"]!)) as { account: { email: string }; listing: { id: number } };
    expect(data.account.email).toBe(liveVendor.email);
    expect(data.listing.id).toBe(liveVendor.vendorId);
    await page.getByRole("button", { name: "Restore my account" }).click();
    await expectPath(page, "/vendor-dashboard");
    expect(await listingStatus()).toBe(200);
  });

  test("deletes the account 31 days later, after which it can no longer sign in", async ({ open, baseUrl }) => {
    // A whole journey from an account through checkout.
    test.setTimeout(120_000);
    const email = `deleted-vendor-${Date.now()}@example.test`;
    const password = "juniper-lanterns-over-leeds-9";
    const page = await open(undefined, REFUSED);
    await createAccountThroughCheckout(page, email, password);
    await deleteAccount(page, password);
    await clock(baseUrl, { intent: "advance", days: "31" });
    await clock(baseUrl, { intent: "run-erasures" });
    await signInVendor(page, email, password, { expectDashboard: false });
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expectPath(page, "/vendor-auth");
  });
});
