import type { Page } from "playwright-core";
import { REPLY_MESSAGES } from "~/modules/reviews/review-replies";
import { expectCount, expectPath, expectText, visit } from "./browser";

/**
 * The vendor's side of the review journey (docs/product/couples-tools.md#review-replies): on `page`, signed in as the listing's owner (see
 * portal-fixture.ts), opens /vendor-dashboard/reviews, finds the review titled `reviewTitle`, types `reply` into
 * its 'Your public reply' field and presses 'Publish reply'. Asserts the success message 'Your reply has been
 * published.', the reply shown as text under the review, and that the reply form is gone (one reply only).
 * Input: the page, the review's title, the reply (default: a short thank-you). Output: nothing; throws on failure.
 */
export async function replyToReviewInPortal(page: Page, reviewTitle: string, reply = "Thank you so much, it was a joy to be part of your day."): Promise<void> {
  await visit(page, "/vendor-dashboard/reviews");
  const review = page.locator("article").filter({ has: page.getByRole("heading", { name: reviewTitle, exact: true }) });
  await expectCount(review, 1);
  await review.getByLabel("Your public reply").fill(reply);
  await review.getByRole("button", { name: "Publish reply" }).click();
  await expectPath(page, "/vendor-dashboard/reviews");
  await expectText(review.getByRole("status"), REPLY_MESSAGES.published);
  await expectText(review.getByText(reply, { exact: true }), reply);
  await expectCount(review.getByRole("button", { name: "Publish reply" }), 0);
}
