import type { Page } from "@playwright/test";
import { SHORTLIST_ITEMS_ACTION } from "~/components/shortlist-state";
import { expectText } from "../fixtures";

/**
 * Presses the first 'Save to shortlist' of the page's main content and waits for the server's answer, not only for
 * the button's 'Shortlisted': the button shows the save at once, before the answer that sets the shortlist cookie,
 * and a page left earlier cancels the save (docs/product/couples-tools.md#shortlist).
 */
export async function saveFirstToShortlist(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith(SHORTLIST_ITEMS_ACTION) && response.request().method() === "POST");
  await page.getByRole("main").getByRole("button", { name: "Save to shortlist" }).first().click();
  await expectText(page.getByRole("main").getByRole("button", { name: "Shortlisted" }).first(), "Shortlisted");
  await saved;
}
