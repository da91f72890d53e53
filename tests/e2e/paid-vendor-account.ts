import type { Page } from "playwright-core";
import { expect } from "vitest";
import { expectPath, expectText, visit } from "./browser";

/**
 * The way a vendor gets an account (decision 012): choose Showcase, pay on the test checkout, ask for the
 * account at /account-creation, open the link mailed to the development outbox and confirm it.
 * Leaves `page` signed in on /business-details. Output: the checkout's session id.
 */
export async function createAccountThroughCheckout(page: Page, email: string, password: string): Promise<string> {
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
  await followAccountLink(page, email);
  await page.getByRole("button", { name: "Confirm and Continue" }).click();
  await expectPath(page, `/business-details?session_id=${encodeURIComponent(sessionId)}&plan=showcase`);
  return sessionId;
}

/** Opens the newest account-creation link mailed to `email`, from the development outbox. */
export async function followAccountLink(page: Page, email: string): Promise<void> {
  await visit(page, "/dev/outbox");
  const mail = page.locator("article").filter({ hasText: email }).filter({ hasText: "Confirm your email to create your account" });
  const link = mail.locator("pre a").filter({ hasText: "/account-confirmation?token=" }).first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/\/account-confirmation\?token=/);
  await link.click();
  await page.waitForURL(/\/account-confirmation\?token=/);
  await expectText(page.locator("main h1"), "Confirm Your Email");
}
