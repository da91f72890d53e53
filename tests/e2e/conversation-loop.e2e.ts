import fs from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInVendor, test, visit } from "./fixtures";

// The whole loop of docs/product/couples-tools.md#conversations and #quotes-and-bookings in two browsers: a couple's
// enquiry from the vendor page, the private link mailed to them, the vendor's reply in the portal, the couple's
// answer through the link in a fresh browser, the vendor's quote of £1,250, the couple's acceptance, and then
// 'Booked' and a booking confirmation PDF on both sides.

const STAMP = Date.now();
const COUPLE_NAME = `Sana Mirza ${STAMP}`;
const COUPLE_EMAIL = `loop-${STAMP}@example.test`;
const VENDOR_REPLY = `Salaam Sana, yes we are free that evening! (${STAMP})`;
const COUPLE_REPLY = `Wonderful, could you send us a quote for 20 guests? (${STAMP})`;
const INCLUDED = "Bridal mehndi, and henna for 20 guests";

/** A UK day `days` from now, as a date input takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Clicks `link` and asserts the file it downloads is a PDF (its first bytes are `%PDF`). */
async function expectPdfDownload(page: Page, link: Locator): Promise<void> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString("latin1")).toBe("%PDF");
}

test.describe("a conversation from enquiry to booking", () => {
  test("the couple and the vendor talk, quote, book and both download the confirmation", async ({ open, liveVendor }) => {
    test.setTimeout(120_000);
    const live = liveVendor;

    // (1) The couple's enquiry from the vendor's page.
    const couple = await open();
    await visit(couple, `/vendor/${live.vendorId}`);
    await couple.getByLabel("Your name").fill(COUPLE_NAME);
    await couple.getByLabel("Email").fill(COUPLE_EMAIL);
    await couple.getByLabel("Event date").fill(dayFromNow(150));
    await couple.getByLabel("Event type").selectOption("Mehndi");
    await couple.getByLabel("Guest count").fill("120");
    await couple.getByLabel("Message").fill(`Salaam! Are you free for our mehndi night? (${STAMP})`);
    await couple.getByRole("button", { name: "Send enquiry" }).click();
    await expect(couple.getByRole("heading", { name: "Enquiry sent" })).toBeVisible();

    // (2) Their confirmation in the development outbox carries the private link (the vendor's mail names the
    // couple's address too, with the portal's link instead).
    await visit(couple, "/dev/outbox");
    const mail = couple.locator("article").filter({ hasText: COUPLE_EMAIL }).filter({ hasText: "/messages/" });
    await expect(mail).toHaveCount(1);
    const href = await mail.locator("pre a").filter({ hasText: "/messages/" }).first().getAttribute("href");
    expect(href).toMatch(/\/messages\/[A-Za-z0-9_-]{43}$/);
    const link = new URL(href!).pathname;

    // (3) The vendor finds the enquiry in the portal and replies.
    const vendor = await open();
    await signInVendor(vendor, live.email, live.password);
    await visit(vendor, "/vendor-dashboard/enquiries");
    await vendor.getByRole("link", { name: new RegExp(COUPLE_NAME) }).click();
    await vendor.waitForURL(/\/vendor-dashboard\/enquiries\/\d+$/);
    const conversationPath = new URL(vendor.url()).pathname;
    await vendor.getByLabel("Your reply").fill(VENDOR_REPLY);
    await vendor.getByRole("button", { name: "Send reply" }).click();
    await expect(vendor.getByText(VENDOR_REPLY)).toBeVisible();

    // (4) The couple, in a fresh browser with nothing but the link, reads the reply and answers.
    const coupleLater = await open();
    const opened = await visit(coupleLater, link);
    expect(opened.headers()["cache-control"]).toBe("no-store");
    await expect(coupleLater.getByRole("heading", { level: 1 })).toHaveText(`Your conversation with ${live.name}`);
    await expect(coupleLater.getByRole("link", { name: live.name })).toHaveAttribute("href", `/vendor/${live.vendorId}`);
    await expect(coupleLater.getByText(VENDOR_REPLY)).toBeVisible();
    await expectNoAxeViolations(coupleLater);
    await coupleLater.getByLabel("Your reply").fill(COUPLE_REPLY);
    await coupleLater.getByRole("button", { name: "Send reply" }).click();
    await expect(coupleLater.getByText(COUPLE_REPLY)).toBeVisible();
    await expect(coupleLater.getByLabel("Your reply")).toHaveValue("");

    // (5) The vendor sees the answer and sends a quote of £1,250.
    await visit(vendor, conversationPath);
    await expect(vendor.getByText(COUPLE_REPLY)).toBeVisible();
    // The quote's form sits behind its disclosure, 'Send a quote'.
    await vendor.locator("summary").filter({ hasText: "Send a quote" }).click();
    await vendor.getByLabel("Price (£)").fill("1250");
    await vendor.getByLabel("What's included").fill(INCLUDED);
    await vendor.getByLabel("Valid until").fill(dayFromNow(30));
    await vendor.getByRole("button", { name: "Send quote" }).click();
    await expect(vendor.getByTestId("quote-price")).toHaveText("£1,250");

    // (6) The couple sees the quote and accepts it.
    await visit(coupleLater, link);
    const quote = coupleLater.getByTestId("quote-card");
    await expect(quote.getByTestId("quote-price")).toHaveText("£1,250");
    await expect(quote.getByText(INCLUDED)).toBeVisible();
    await expectNoAxeViolations(coupleLater);
    await quote.getByRole("button", { name: "Accept quote" }).click();
    await expect(coupleLater.getByTestId("booked-badge")).toBeVisible();
    await expect(quote.getByTestId("quote-standing")).toHaveText("Accepted");
    await expect(quote.getByRole("button", { name: "Accept quote" })).toBeHidden();

    // (7) Both see 'Booked' and download the booking confirmation.
    await expectPdfDownload(coupleLater, coupleLater.getByRole("link", { name: "Download booking confirmation (PDF)" }));
    await visit(vendor, conversationPath);
    await expect(vendor.getByTestId("booked-badge").first()).toBeVisible();
    await expectPdfDownload(vendor, vendor.getByRole("link", { name: "Download booking confirmation (PDF)" }));
  });
});
