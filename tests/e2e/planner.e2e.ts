import { expect, expectNoAxeViolations, expectPath, expectText, test, visit, type Page } from "./fixtures";
import { saveToShortlist } from "./support/shortlist-pages";

// docs/product/couples-tools.md#couple-accounts (decision 081), in Chromium: a couple saves a vendor without an
// account, asks /planner for a sign-in link, opens it from the development outbox and finds the vendor on their
// planner; a second browser signing in with the same email sees the same shortlist.
const EMAIL = `planner-${Date.now()}@example.test`;

/** Asks /planner for a sign-in link for `email` and waits for the confirmation. */
async function askForLink(page: Page, email: string): Promise<void> {
  await visit(page, "/planner");
  await expectText(page.getByRole("heading", { level: 1 }), "Plan your wedding");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expectText(page.getByRole("heading", { name: "Check your email" }), "Check your email");
  await expectText(page.getByRole("status").filter({ hasText: email }), new RegExp(`sent a sign-in link to ${email.replace(/[.+]/g, "\\$&")}`));
}

/** Opens the newest sign-in link mailed to `email` from the outbox and presses its button; lands on the planner. */
async function signInFromOutbox(page: Page, email: string, linksBefore: number): Promise<void> {
  await visit(page, "/dev/outbox");
  const links = page.locator("article").filter({ hasText: email }).filter({ hasText: "Your sign-in link" }).locator("pre a").filter({ hasText: "/planner/sign-in" });
  await expect.poll(() => links.count()).toBe(linksBefore + 1);
  // Newest first.
  const href = await links.first().getAttribute("href");
  const url = new URL(href!);
  await visit(page, `${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Sign in to my planner" }).click();
  await expectPath(page, "/planner");
  await expectText(page.getByRole("heading", { level: 1 }), "Your wedding planner");
}

test.describe("the couple's planner", () => {
  test("keeps the shortlist saved before signing in, on every device the couple signs in on", async ({ open }) => {
    test.slow();
    const couple = await open();

    // A vendor saved without an account.
    await visit(couple, "/category/photographers");
    const card = couple.locator("article").first();
    const photographer = ((await card.getByRole("heading").first().textContent()) ?? "").trim();
    await saveToShortlist(couple, card);

    // A bad email is refused with a message, what was typed kept.
    await visit(couple, "/planner");
    await expectNoAxeViolations(couple);
    await couple.getByLabel("Email").fill("amira@");
    await couple.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expectText(couple.locator("#email-error"), "Please enter a valid email address.");
    expect(await couple.getByLabel("Email").inputValue()).toBe("amira@");

    await askForLink(couple, EMAIL);
    await signInFromOutbox(couple, EMAIL, 0);
    const shortlisted = couple.getByRole("list", { name: "Shortlisted vendors" });
    await expectText(shortlisted.getByRole("link", { name: photographer }), photographer);
    await expectNoAxeViolations(couple);

    // Another browser, with no shortlist of its own, signs in to the same list.
    const elsewhere = await open();
    await askForLink(elsewhere, EMAIL);
    await signInFromOutbox(elsewhere, EMAIL, 1);
    await expectText(elsewhere.getByRole("list", { name: "Shortlisted vendors" }).getByRole("link", { name: photographer }), photographer);

    // Signing out shows the sign-in form again.
    await elsewhere.getByRole("button", { name: "Sign out" }).click();
    await expectText(elsewhere.getByRole("heading", { level: 1 }), "Plan your wedding");
  });
});
