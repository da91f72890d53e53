import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { eventually, expect, expectNoAxeViolations, expectPath, expectText, fetchHtml, signInVendor, test, visit } from "./fixtures";
import { createAccountThroughCheckout } from "./paid-vendor-account";

const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const STAMP = Date.now();
const EMAIL = `portal-${STAMP}@example.test`;
const PASSWORD = "jasmine-garlands-at-noon-4";
const BUSINESS = `Portal Henna ${STAMP}`;

let imageDir = "";
const galleryImage = () => path.join(imageDir, "gallery.jpg");

test.beforeAll(async () => {
  imageDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-portal-"));
  await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 60, b: 90 } } })
    .jpeg()
    .toFile(galleryImage());
});

test.afterAll(() => {
  if (imageDir) fs.rmSync(imageDir, { recursive: true, force: true });
});

const statsTotal = (page: Page, measure: "profileViews" | "enquiries") => page.getByTestId(`stats-total-${measure}`);
const enquiriesLink = (page: Page) => page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: /Enquiries/ });
/** The unread count the navigation shows beside 'Enquiries' (0 without a badge). */
async function unreadCount(page: Page): Promise<number> {
  const text = (await enquiriesLink(page).textContent()) ?? "";
  return Number(/(\d+)\s*unread/.exec(text)?.[1] ?? 0);
}

test.describe("vendor portal", () => {
  test("edits the listing, adds a primary gallery image, saves and previews it; strangers still get 404", async ({ open, baseUrl }) => {
    // A whole journey from an account through checkout.
    test.setTimeout(120_000);
    const page = await open();
    await createAccountThroughCheckout(page, EMAIL, PASSWORD);
    await page.getByLabel("Business Name *").fill(BUSINESS);
    await page.getByLabel("Category *").selectOption({ label: "Mehndi Artists" });
    await page.getByLabel("Location *").fill("Leicester");
    await page.getByLabel("Description *").fill("Bridal mehndi across the Midlands.");
    await page.getByRole("button", { name: "Submit Business Details" }).click();
    await expectPath(page, "/business-success");

    const vendor = await open();
    await signInVendor(vendor, EMAIL, PASSWORD);
    await expectText(vendor.getByRole("heading", { name: "Listing Status" }), "Listing Status");
    await expectText(vendor.locator("#listing-status-heading ~ p"), /under review/);

    // Description and a tag typed and added with Enter.
    await vendor.getByLabel("Description *").fill("Bridal and party mehndi with organic henna across the Midlands.");
    await vendor.getByLabel("Add a tag").fill("  Organic henna ");
    await vendor.getByLabel("Add a tag").press("Enter");
    await expectText(vendor.getByRole("list", { name: "Your tags" }), /Organic henna/);

    // A gallery image, uploaded at once, then made primary.
    await vendor.getByLabel("Add image").setInputFiles(galleryImage());
    await expectText(vendor.getByText("Image added to gallery").first(), "Image added to gallery");
    await expectText(vendor.getByText(/of 10 images uploaded/), "1 of 10 images uploaded");
    await vendor.getByLabel("Add image").setInputFiles(galleryImage());
    await expectText(vendor.getByText(/of 10 images uploaded/), "2 of 10 images uploaded");
    await vendor.getByRole("button", { name: "Make primary" }).click();
    await eventually(async () => {
      const second = vendor.locator("#gallery-heading ~ ol > li").nth(1);
      expect(await second.getByText("Primary", { exact: true }).count()).toBe(1);
    });

    await vendor.getByRole("button", { name: "Save Changes" }).click();
    await expectText(vendor.getByText("Changes saved!").first(), "Changes saved!");
    await expectNoAxeViolations(vendor);

    // Preview: the owner sees the inactive page with its banner; a signed-out browser gets 404.
    await vendor.getByRole("link", { name: "Preview" }).click();
    await vendor.waitForURL(/\/vendor\/\d+$/);
    const previewPath = new URL(vendor.url()).pathname;
    await expectText(vendor.getByRole("status").filter({ hasText: "Preview" }), /^Preview — this listing is not yet visible to couples/);
    await expectText(vendor.locator("main h1"), BUSINESS);
    await expectText(vendor.getByText(/organic henna across the Midlands/).first(), /organic henna/);
    const stranger = await fetchHtml(baseUrl, previewPath);
    expect(stranger.status).toBe(404);
    expect(stranger.html).not.toContain(BUSINESS);
  });

  test("delivers a couple's enquiry to the vendor's inbox and moves its counts", async ({ open, liveVendor }) => {
    const live = liveVendor;
    const owner = await open();
    await signInVendor(owner, live.email, live.password);
    const enquiriesBefore = Number(await statsTotal(owner, "enquiries").textContent());
    const viewsBefore = Number(await statsTotal(owner, "profileViews").textContent());
    const unreadBefore = await unreadCount(owner);

    // Headless Chromium names itself 'HeadlessChrome', which the robot list leaves out of the figures: the couple
    // browses with the user agent of an ordinary desktop Chrome.
    const couple = await open({ userAgent: DESKTOP_CHROME });
    await visit(couple, `/vendor/${live.vendorId}`);
    await couple.getByLabel("Your name").fill("Ayesha Khan");
    await couple.getByLabel("Email").fill(`ayesha-${STAMP}@example.test`);
    await couple.getByLabel("Event date").fill(new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10));
    await couple.getByLabel("Event type").selectOption("Mehndi");
    await couple.getByLabel("Guest count").fill("250");
    await couple.getByLabel("Message").fill(`Salaam! Are you free for our mehndi night? (${STAMP})`);
    await couple.getByRole("button", { name: "Send enquiry" }).click();
    await expectText(couple.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");

    // Both mails are in the outbox: the vendor's, with the couple's message, and the couple's confirmation.
    await visit(couple, "/dev/outbox");
    await expect.poll(() => couple.locator("article").filter({ hasText: live.email }).filter({ hasText: String(STAMP) }).count()).toBe(1);
    await expect.poll(() => couple.locator("article").filter({ hasText: `ayesha-${STAMP}@example.test` }).count()).toBeGreaterThanOrEqual(1);

    // The owner's dashboard: one more enquiry and one more view, and an unread enquiry in the navigation.
    await visit(owner, "/vendor-dashboard");
    await expectText(statsTotal(owner, "enquiries"), String(enquiriesBefore + 1));
    expect(Number(await statsTotal(owner, "profileViews").textContent())).toBeGreaterThan(viewsBefore);
    await expect.poll(() => unreadCount(owner)).toBe(unreadBefore + 1);
    await enquiriesLink(owner).click();
    await expectPath(owner, "/vendor-dashboard/enquiries");
    await owner.getByRole("link", { name: /Ayesha Khan/ }).click();
    await expectText(owner.getByText(String(STAMP)).first(), new RegExp(String(STAMP)));
    // Opened, it is read: the count goes back down.
    await expect.poll(() => unreadCount(owner)).toBe(unreadBefore);
    await expectNoAxeViolations(owner);
  });

  test("answers a couple in the conversation: a reply shown as typed, a quote, then booked outside the site", async ({ open, liveVendor }) => {
    const live = liveVendor;
    const couple = await open({ userAgent: DESKTOP_CHROME });
    await visit(couple, `/vendor/${live.vendorId}`);
    await couple.getByLabel("Your name").fill("Mariam Ali");
    await couple.getByLabel("Email").fill(`mariam-${STAMP}@example.test`);
    await couple.getByLabel("Event date").fill(new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10));
    await couple.getByLabel("Event type").selectOption("Walima");
    await couple.getByLabel("Guest count").fill("180");
    await couple.getByLabel("Message").fill(`Could you quote for our walima? (${STAMP})`);
    await couple.getByRole("button", { name: "Send enquiry" }).click();
    await expectText(couple.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");

    const owner = await open();
    await signInVendor(owner, live.email, live.password);
    await visit(owner, "/vendor-dashboard/enquiries?filter=new");
    await owner.getByRole("link", { name: /Mariam Ali/ }).click();
    await expectText(owner.getByRole("heading", { name: "Conversation with Mariam Ali" }), "Conversation with Mariam Ali");

    const reply = "Salaam Mariam!\n<b>We are free</b> that day.";
    await owner.getByLabel("Your reply").fill(reply);
    await owner.getByRole("button", { name: "Send reply" }).click();
    const sent = owner.getByRole("article", { name: "Message from You" }).getByTestId("message-body");
    await expect(sent).toHaveText(reply);
    await expect(owner.getByLabel("Your reply")).toHaveValue("");

    await owner.getByText("Send a quote").click();
    await expect(owner.getByLabel("Event(s)")).toHaveValue("Walima");
    await owner.getByLabel("Price (£)").fill("0.50");
    await owner.getByLabel("What's included").fill("Bridal mehndi and ten guests");
    await owner.getByRole("button", { name: "Send quote" }).click();
    await expectText(owner.getByText("The price must be between £1 and £1,000,000."), /£1,000,000/);
    await expect(owner.getByLabel("What's included")).toHaveValue("Bridal mehndi and ten guests");
    await owner.getByLabel("Price (£)").fill("1,250");
    await owner.getByRole("button", { name: "Send quote" }).click();
    await expectText(owner.getByTestId("quote-price"), "£1,250");
    await expectText(owner.getByTestId("quote-standing"), "Awaiting answer");

    await owner.getByText("Booked outside the site").click();
    await owner.getByLabel("Amount (£, optional)").fill("1,100");
    await owner.getByRole("button", { name: "Mark as booked" }).click();
    await expect(owner.getByTestId("booked-badge")).toBeVisible();
    await expect(owner.getByRole("link", { name: "Download booking confirmation (PDF)" })).toBeVisible();
    await expect(owner.getByText("Send a quote")).toBeHidden();
    await expectNoAxeViolations(owner);

    await visit(owner, "/vendor-dashboard");
    await expectText(owner.getByRole("region", { name: "Bookings" }).getByRole("link", { name: "Mariam Ali" }), "Mariam Ali");
  });
});
