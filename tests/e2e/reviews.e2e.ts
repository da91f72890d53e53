import { CATEGORY_SCHEMA_TYPES, DEFAULT_VENDOR_SCHEMA_TYPE } from "~/modules/categories/category-schema-types";
import { expect, expectNoAxeViolations, expectText, fetchHtml, test, visit } from "./fixtures";

// docs/product/couples-tools.md#reviews, in Chromium: an enquiry, the clock moved past its event, the daily
// invitation, the link from the outbox, the review, and the review on the vendor page. The server's app clock is
// moved through /dev/clock (shown only where /dev/outbox is; docs/decisions/029-reviews.md) and put back afterwards.
const STAMP = Date.now();
const COUPLE_EMAIL = `reviewer-${STAMP}@example.test`;
const TITLE = `Our mehndi night was magical ${STAMP}`;

/** Posts one intent to the development clock, as its page's forms do. */
async function clock(baseUrl: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL("/dev/clock", baseUrl), { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
}

test.afterAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "reset" });
});

test.describe("a review from a real enquiry", () => {
  test("invites the couple after the event, takes their review once and shows it as a verified enquiry", async ({ open, baseUrl, liveVendor }) => {
    const live = liveVendor;
    const couple = await open();

    // The enquiry, for an event tomorrow.
    await visit(couple, `/vendor/${live.vendorId}`);
    await couple.getByLabel("Your name").fill("Mariam Iqbal");
    await couple.getByLabel("Email").fill(COUPLE_EMAIL);
    await couple.getByLabel("Event date").fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
    await couple.getByLabel("Event type").selectOption("Mehndi");
    await couple.getByLabel("Guest count").fill("150");
    await couple.getByLabel("Message").fill("Salaam! Are you free for our mehndi?");
    await couple.getByRole("button", { name: "Send enquiry" }).click();
    await expectText(couple.getByRole("heading", { name: "Enquiry sent" }), "Enquiry sent");

    // No invitation before the event; three days on, the daily sweep mails one.
    await visit(couple, "/dev/clock");
    await couple.getByRole("button", { name: "Send review invitations now" }).click();
    await expectText(couple.getByRole("status"), /^Review invitations sent: \d+$/);
    await visit(couple, "/dev/outbox");
    expect(await couple.locator("article").filter({ hasText: COUPLE_EMAIL }).filter({ hasText: "Share your review" }).count()).toBe(0);

    await visit(couple, "/dev/clock");
    await couple.getByLabel("Days ahead of the system clock").fill("3");
    await couple.getByRole("button", { name: "Advance the clock" }).click();
    await couple.getByText(/App time: /).waitFor();
    await couple.getByRole("button", { name: "Send review invitations now" }).click();
    await expectText(couple.getByRole("status"), /^Review invitations sent: [1-9]\d*$/);

    await visit(couple, "/dev/outbox");
    const mail = couple.locator("article").filter({ hasText: COUPLE_EMAIL }).filter({ hasText: "Share your review" });
    await expect.poll(() => mail.count()).toBe(1);
    const href = await mail.locator("pre a").filter({ hasText: "/review/" }).first().getAttribute("href");
    expect(href).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
    const reviewPath = new URL(href!).pathname;

    // The review form, refused once (no rating) with what was typed kept, then sent.
    await visit(couple, reviewPath);
    await expectText(couple.locator("main h1"), `Review ${live.name}`);
    await expectNoAxeViolations(couple);
    await couple.getByLabel("Title").fill(TITLE);
    await couple.getByLabel(`Your review of ${live.name}`).fill("<b>Beautiful</b> henna, on time and so patient with all my cousins.");
    await couple.getByRole("button", { name: "Publish review" }).click();
    await expectText(couple.locator("#review-rating-error"), "Please choose a rating from 1 to 5 stars.");
    expect(await couple.getByLabel("Title").inputValue()).toBe(TITLE);
    // The radios are drawn as star buttons: a couple clicks the label, which checks its radio.
    await couple.getByText("5 stars", { exact: true }).click();
    expect(await couple.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await couple.getByRole("button", { name: "Publish review" }).click();

    // On the vendor page: the thanks, stars, 'Verified enquiry', the event month, the markup as text, the figures.
    await couple.waitForURL(new RegExp(`/vendor/${live.vendorId}\\?reviewed=1#reviews$`));
    await expectText(couple.locator("#reviews").getByRole("status"), "Thank you for your review. It is now shown on this page.");
    const review = couple.locator("#reviews article").filter({ hasText: TITLE });
    await expectText(review.getByText("Verified enquiry"), "Verified enquiry");
    await expectText(review.getByText(/^Event: /), /^Event: [A-Z][a-z]+ \d{4}$/);
    expect(await review.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(1);
    await expectText(review.getByText(/Beautiful/), "<b>Beautiful</b> henna, on time and so patient with all my cousins.");
    expect(await couple.getByRole("img", { name: /^Rated \d\.\d out of 5 from \d+ reviews?$/ }).count()).toBe(1);
    // Script text is not page text, so the business block is picked from all the JSON-LD blocks' contents; its type is
    // the category's schema.org type (decision 072).
    const blocks = await couple.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = JSON.parse(blocks.find((block) => block.includes('"aggregateRating"')) ?? "{}");
    const businessTypes = [DEFAULT_VENDOR_SCHEMA_TYPE, ...Object.values(CATEGORY_SCHEMA_TYPES)].map((type) => JSON.stringify(type));
    expect(businessTypes).toContain(JSON.stringify(jsonLd["@type"]));
    expect(jsonLd.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);

    // Reporting it keeps it on the page.
    await review.getByText("Report", { exact: true }).click();
    await review.getByLabel("Why are you reporting this review?").selectOption("Something else");
    await review.getByRole("button", { name: "Send report" }).click();
    await expectText(review.getByRole("status"), "Thank you. Our team will look at this review.");
    await expectNoAxeViolations(couple);

    // The link works once (fetched, not opened: the browser logs every 409 document as a console error).
    const reused = await fetchHtml(baseUrl, reviewPath);
    expect(reused.status).toBe(409);
    expect(reused.html).toContain("This review link has already been used.");
  });
});
