import { expect, type Page } from "@playwright/test";
import { expectPath, expectText, visit } from "../fixtures";

// A couple's way into the planner and onto its pages, as the planner's browser tests take it
// (docs/product/couples-tools.md#couple-accounts, #events).

/**
 * Asks /planner for a sign-in link for `email`, opens the newest one from the development outbox and presses its
 * button; lands on the planner. Works for a second sign-in of the same address (another browser).
 */
export async function signInToPlanner(page: Page, email: string): Promise<void> {
  const links = page.locator("article").filter({ hasText: email }).filter({ hasText: "Your sign-in link" }).locator("pre a").filter({ hasText: "/planner/sign-in" });
  await visit(page, "/dev/outbox");
  const before = await links.count();
  await visit(page, "/planner");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expectText(page.getByRole("heading", { name: "Check your email" }), "Check your email");
  await visit(page, "/dev/outbox");
  await expect.poll(() => links.count()).toBe(before + 1);
  // Newest first.
  const url = new URL((await links.first().getAttribute("href"))!);
  await visit(page, `${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Sign in to my planner" }).click();
  await expectPath(page, "/planner");
  await expectText(page.getByRole("heading", { level: 1 }), "Your wedding planner");
}

/** Fills the planner's 'Add event' form and sends it (the town's suggestions closed, as a couple typing it whole). */
export async function addPlannerEvent(page: Page, event: { type: string; date: string; town: string; guests: string }): Promise<void> {
  const form = page.getByRole("form", { name: "Add event" });
  await form.getByLabel("Event type").selectOption(event.type);
  await form.getByLabel("Date").fill(event.date);
  await form.getByLabel("Town").fill(event.town);
  await form.getByLabel("Town").press("Escape");
  await form.getByLabel("Guests").fill(event.guests);
  await form.getByRole("button", { name: "Add event" }).click();
}

/** Adds a guest in a new household invited to `event`, on /planner/guests; waits for the household to be listed. */
export async function addPlannerGuest(page: Page, name: string, household: string, event: string): Promise<void> {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add guest" }) });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Or a new household's name").fill(household);
  await form.getByRole("checkbox", { name: new RegExp(`^${event}`) }).check();
  await form.getByRole("button", { name: "Add guest" }).click();
  await expectText(page.getByRole("heading", { level: 3, name: household }), household);
}
