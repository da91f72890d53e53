import { expect, expectPath, expectText, visit, type Page } from "./fixtures";

/**
 * The way a vendor asks for an account (decision 012): choose Showcase, pay on the test checkout, ask for the
 * account at /account-creation with `email` and `password`. Leaves `page` on 'Check your email', with the
 * account link in the development outbox. Output: the checkout's session id.
 */
export async function requestAccountThroughCheckout(page: Page, email: string, password: string): Promise<string> {
  await visit(page, "/onboarding");
  await page.getByLabel("Choose Supplier Showcase").check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.waitForURL(/\/checkout\/test\//);
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/payment-success\?/);
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;
  await page.getByRole("link", { name: "Create Account" }).click();
  await page.waitForURL(/\/account-creation\?/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectText(page.locator("main h1"), "Check your email");
  return sessionId;
}

/**
 * The whole way to an account: {@link requestAccountThroughCheckout}, then the link mailed to the development
 * outbox, opened and confirmed. Leaves `page` signed in on /business-details. Output: the checkout's session id.
 */
export async function createAccountThroughCheckout(page: Page, email: string, password: string): Promise<string> {
  const sessionId = await requestAccountThroughCheckout(page, email, password);
  await followAccountLink(page, email);
  await page.getByRole("button", { name: "Confirm and Continue" }).click();
  await expectPath(page, businessDetailsPath(sessionId));
  return sessionId;
}

/** Where a confirmed account lands: the business details of the Showcase checkout `sessionId`. */
export function businessDetailsPath(sessionId: string): string {
  return `/business-details?session_id=${encodeURIComponent(sessionId)}&plan=showcase`;
}

/** The newest account-creation link mailed to `email`, on the development outbox `page` shows. */
function accountLinkIn(page: Page, email: string) {
  const mail = page.locator("article").filter({ hasText: email }).filter({ hasText: "Confirm your email to create your account" });
  return mail.locator("pre a").filter({ hasText: "/account-confirmation?token=" }).first();
}

/** The newest account-creation link mailed to `email`, read from the development outbox on `page` (an absolute URL). */
export async function accountLink(page: Page, email: string): Promise<string> {
  await visit(page, "/dev/outbox");
  const href = await accountLinkIn(page, email).getAttribute("href");
  expect(href).toMatch(/\/account-confirmation\?token=/);
  return href!;
}

/** Opens the newest account-creation link mailed to `email`, from the development outbox. */
export async function followAccountLink(page: Page, email: string): Promise<void> {
  await accountLink(page, email);
  await accountLinkIn(page, email).click();
  await page.waitForURL(/\/account-confirmation\?token=/);
  await expectText(page.locator("main h1"), "Confirm Your Email");
}
