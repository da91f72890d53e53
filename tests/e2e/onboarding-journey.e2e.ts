import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, expectNoAxeViolations, expectPath, expectText, test, visit } from "./fixtures";
import { followAccountLink } from "./paid-vendor-account";

const EMAIL = `journey-${Date.now()}@example.test`;
const PASSWORD = "peacock-feathers-and-gold-9";
const BUSINESS = `Journey Mehndi ${Date.now()}`;

let imageDir = "";
const image = (name: string) => path.join(imageDir, name);

/** A small photo-like image: a colour gradient, so it is a real picture for sharp to re-encode. */
async function writeImage(file: string, format: "jpeg" | "png", width: number, height: number, hue: number): Promise<void> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (hue + x) % 256;
      pixels[offset + 1] = (y * 2) % 256;
      pixels[offset + 2] = (hue * 3 + x + y) % 256;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toFile(file);
}

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-journey-"));
  await writeImage(image("logo.png"), "png", 320, 320, 10);
  await writeImage(image("gallery-1.jpg"), "jpeg", 1200, 800, 60);
  await writeImage(image("gallery-2.jpg"), "jpeg", 900, 900, 120);
  await writeImage(image("gallery-3.png"), "png", 640, 480, 200);
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

test.describe("supplier onboarding journey", () => {
  test("chooses Showcase, pays in test mode, confirms the email to create the account, submits the business and signs in", async ({ open }) => {
    // Eight pages, four accessibility scans, an upload of four images and two browser contexts: on two shared cores
    // beside the other worker's tests the journey passes the default 60 s, so it gets three times that.
    test.slow();
    const page = await open();

    // Plan and payment.
    await visit(page, "/onboarding");
    // Each radio is named by its short label and described by its card (badge, price, features).
    const showcase = page.getByRole("radio", { name: "Choose Supplier Showcase", exact: true });
    await expect(showcase).toHaveAccessibleDescription(/^Most Popular £149\.99 \/ year .*SEO article$/);
    // The label covers the card: a click on the card's price chooses the plan. Forced, because Playwright refuses a
    // click on an element another one covers, and the cover is the point.
    await page.getByRole("radio", { name: "Choose Featured Supplier", exact: true }).check();
    await page.locator("#plan-showcase-price").click({ force: true });
    await expect(showcase).toBeChecked();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await expectText(page.getByText("Test mode — no real payment"), "Test mode — no real payment");
    await page.getByRole("button", { name: /^Pay / }).click();
    await page.waitForURL(/\/payment-success\?/);
    await expectText(page.locator("main h1"), "Payment Successful!");
    const sessionId = new URL(page.url()).searchParams.get("session_id")!;

    // Account creation: the spec's validation first, then the account.
    await page.getByRole("link", { name: "Create Account" }).click();
    await page.waitForURL(/\/account-creation\?/);
    await expectText(page.locator("main h1"), "Create Your Account");
    await page.waitForFunction(() => {
      const footer = document.querySelector("body > footer");
      return Boolean(footer && Object.keys(footer).some((key) => key.startsWith("__reactProps")));
    });
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(`${PASSWORD}-typo`);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectText(page.getByRole("alert"), "Password Mismatch: Passwords do not match.");
    await page.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    // The same answer for every address: a link goes to the mailbox, whose owner alone can continue.
    await expectText(page.locator("main h1"), "Check your email");
    await expectText(page.getByText(/We have sent a link to/), new RegExp(`We have sent a link to ${EMAIL.replace(/[.]/g, "\\.")}`));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send the link again" }).click();
    await expectText(page.getByRole("status"), "We have sent another link. Earlier links no longer work.");

    // The link from the outbox: a page that asks to confirm (opening it alone changes nothing).
    await followAccountLink(page, EMAIL);
    await expectNoAxeViolations(page);
    await page.waitForFunction(() => {
      const footer = document.querySelector("body > footer");
      return Boolean(footer && Object.keys(footer).some((key) => key.startsWith("__reactProps")));
    });
    await page.getByRole("button", { name: "Confirm and Continue" }).click();
    await expectText(page.getByRole("status"), "Account Created! Redirecting to business details form...");
    await expectPath(page, `/business-details?session_id=${encodeURIComponent(sessionId)}&plan=showcase`);

    // Business details with a logo and three gallery images.
    await expectText(page.locator("main h1"), "Tell Us About Your Business");
    await page.waitForFunction(() => {
      const footer = document.querySelector("body > footer");
      return Boolean(footer && Object.keys(footer).some((key) => key.startsWith("__reactProps")));
    });
    const submit = page.getByRole("button", { name: "Submit Business Details" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Business Name *").fill(BUSINESS);
    expect(await page.getByLabel("Business Email *").inputValue()).toBe(EMAIL);
    await page.getByLabel("Category *").selectOption({ label: "Mehndi Artists" });
    await page.getByLabel("Location *").fill("Leicester");
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Description *").fill("Bridal mehndi with natural henna across the Midlands.");
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await page.getByLabel("Phone").fill("0116 496 0000");
    await page.getByLabel("Upload your logo").setInputFiles(image("logo.png"));
    await expectText(page.getByText(/of 10 images uploaded/), "0 of 10 images uploaded");
    await page.getByLabel("Gallery image 1").setInputFiles(image("gallery-1.jpg"));
    await page.getByLabel("Gallery image 2").setInputFiles(image("gallery-2.jpg"));
    await page.getByLabel("Gallery image 3").setInputFiles(image("gallery-3.png"));
    await expectText(page.getByText(/of 10 images uploaded/), "3 of 10 images uploaded");
    await expectNoAxeViolations(page);
    await submit.click();

    // Submitted.
    await expectPath(page, "/business-success");
    await expectText(page.locator("main h1"), "Success!");
    await expectText(page.getByText(/which takes 1-2 business days/), "Our team reviews your listing, which takes 1-2 business days.");
    await expectNoAxeViolations(page);

    // The mailbox was proven when the account was made: no second verification link, only the receipt.
    await visit(page, "/dev/outbox");
    await expect.poll(() => page.locator("article").filter({ hasText: EMAIL }).filter({ hasText: "received your listing" }).count()).toBe(1);
    expect(await page.locator("article").filter({ hasText: EMAIL }).filter({ hasText: "Verify your email address" }).count()).toBe(0);

    // Sign in at /vendor-auth (a new browser context, as the vendor would later).
    const later = await open();
    await visit(later, "/vendor-auth");
    await later.getByLabel("Email").fill(EMAIL);
    await later.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await later.getByRole("button", { name: "Sign In" }).click();
    await expectPath(later, "/vendor-dashboard");
  });
});
