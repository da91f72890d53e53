import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, expectText, fetchHtml, useBrowser, visit } from "./browser";

// docs/product/public-area.md#contact, in Chromium: the contact form sends a message that reaches the support
// outbox (/dev/outbox; the database side is asserted in app/routes/contact.test.ts), field messages appear beside
// the fields, and the trust pages pass axe on a desktop and a 375 px phone, with every link to them answering.

const session = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const MOBILE = { viewport: { width: 375, height: 740 } };
const STAMP = Date.now();

describe("the contact form", () => {
  it("sends a message that reaches the support outbox", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/contact");
    await expectText(page.locator("main h1"), "Contact Us");
    const text = `Do you list Tamil wedding photographers in Leeds? Reference ${STAMP}.`;
    await page.getByLabel("First name").fill("Nadia");
    await page.getByLabel("Last name").fill("Rahman");
    await page.getByLabel("Email", { exact: true }).fill(`nadia-${STAMP}@example.test`);
    await page.getByLabel("Phone (optional)").fill("07700 900456");
    await page.getByLabel("Subject").fill(`Photographers in Leeds ${STAMP}`);
    await page.getByLabel(/^Message/).fill(text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectText(page.getByRole("status").getByRole("heading"), "Message sent");
    await expectText(page.getByRole("status").locator("p").first(), /^Thank you, Nadia\./);

    await visit(page, "/dev/outbox");
    const mail = page.locator("article").filter({ hasText: `Contact form: Photographers in Leeds ${STAMP}` });
    await expectText(mail.locator("pre"), new RegExp(`Message: ${text.replace(/[.?]/g, "\\$&")}`));
    await expect.poll(() => mail.textContent()).toContain(`nadia-${STAMP}@example.test`);
  });

  it("shows messages beside the fields, keeping what was typed", async () => {
    const page = await session.open(MOBILE);
    await visit(page, "/contact");
    await page.getByLabel("First name").fill("Nadia");
    await page.getByLabel("Email", { exact: true }).fill("nadia@");
    await page.getByLabel(/^Message/).fill("M".repeat(10_000));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectText(page.locator("#contact-email-error"), "Please enter a valid email address.");
    await expectText(page.locator("#contact-message-error"), "Your message is too long: please use at most 5,000 characters.");
    await expectText(page.locator("#contact-lastName-error"), "Please enter your last name.");
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect((await page.getByLabel(/^Message/).inputValue()).length).toBe(10_000);
    await expectNoAxeViolations(page);
  });

  it("jumps from a quick-help link to its answer", async () => {
    const page = await session.open(DESKTOP);
    await visit(page, "/contact");
    await page.getByRole("navigation", { name: "Quick help" }).getByRole("link", { name: "Cancelling" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#faq-cancel");
    await expect.poll(() => page.locator("#faq-cancel").evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
  });
});

describe("the trust pages", () => {
  const pages = [
    { path: "/about", heading: "About Shaadi Vendors UK" },
    { path: "/contact", heading: "Contact Us" },
    { path: "/terms", heading: "Terms of Service" },
    { path: "/privacy", heading: "Privacy Policy" },
  ];

  it.each(pages)("$path passes axe on a desktop and a 375 px phone, without sideways scrolling", async ({ path, heading }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await session.open(viewport);
      const response = await visit(page, path);
      expect(response.status()).toBe(200);
      await expectText(page.locator("main h1"), heading);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.viewport.width);
    }
  });

  it("answers every header and footer link to them, and /pricing and /contact (linked from the payment pages)", async () => {
    const { html: home } = await fetchHtml("/");
    for (const path of ["/about", "/terms", "/privacy"]) expect(home).toContain(`href="${path}"`);
    for (const path of ["/about", "/contact", "/terms", "/privacy", "/pricing"]) {
      const { status, html } = await fetchHtml(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<link rel="canonical" href="`);
    }
  });

  it("lists the cookies the site sets on /privacy", async () => {
    const { html } = await fetchHtml("/privacy");
    for (const name of ["shaadi.session_token", "early_bird_holder", "shortlist", "blog_liker"]) expect(html).toContain(name);
  });
});
