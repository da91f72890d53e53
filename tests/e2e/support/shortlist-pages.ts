import type { Locator, Page } from "@playwright/test";
import { SHORTLIST_ITEMS_ACTION } from "~/components/shortlist-state";
import { expect, expectText } from "../fixtures";

/**
 * Presses the first 'Save to shortlist' inside `within` and waits for the server's answer, not only for the button's
 * 'Shortlisted': the button shows the save at once, before the answer that sets the shortlist cookie, so a second save
 * sent earlier would start a second list, and a page left earlier cancels the save
 * (docs/product/couples-tools.md#shortlist).
 */
export async function saveToShortlist(page: Page, within: Locator): Promise<void> {
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(SHORTLIST_ITEMS_ACTION) && response.request().method() === "POST");
  await within.getByRole("button", { name: "Save to shortlist" }).first().click();
  await expectText(within.getByRole("button", { name: "Shortlisted" }).first(), "Shortlisted");
  expect((await saved).ok()).toBe(true);
}

/** {@link saveToShortlist} for the first 'Save to shortlist' of the page's main content. */
export async function saveFirstToShortlist(page: Page): Promise<void> {
  await saveToShortlist(page, page.getByRole("main"));
}
