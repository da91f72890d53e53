import { reviewColumns } from "~/modules/reviews/vendor-reviews.server";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviews, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { REPLY_MESSAGES, type OwnReview, type ReviewStatus } from "~/modules/reviews/review-replies";
import { now } from "~/modules/time/clock";

// The vendor's replies to the reviews of its listing (docs/product/couples-tools.md#review-replies, "the vendor can reply once, publicly, from the
// portal"; decision 030). As in the enquiries inbox, every statement carries the ownership rule itself (the
// review's listing belongs to the account of the session), so another vendor's review id answers exactly as an
// unknown one and changes nothing.

/** Listings owned by the account `userId`, for `reviews.vendor_id in (…)`. */
function ownedListingIds(db: Database, userId: string) {
  return db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId));
}

/**
 * The reviews of the account's listing for the portal's Reviews page (docs/product/couples-tools.md#review-replies): visible and hidden ones,
 * newest first, each with its rating, text, event month, report count and reply.
 * Input: database, the session's user id. Output: {@link OwnReview}[]; none for an account without a listing.
 */
export async function listOwnReviews(db: Database, userId: string): Promise<OwnReview[]> {
  const rows = await db
    .select({
      ...reviewColumns,
      status: reviews.status,
      reportCount: reviews.reportCount,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(inArray(reviews.vendorId, ownedListingIds(db, userId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((row) => ({ ...row, status: row.status as ReviewStatus }));
}

/**
 * How many of the account's reviews the public sees without a reply: the count beside 'Reviews' in the portal's
 * navigation. Hidden reviews are not counted (nobody sees them). Input: database, the session's user id.
 * Output: a whole number (0 without a listing). One indexed count (`reviews_vendor_created_idx`).
 */
export async function countReviewsAwaitingReply(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ awaiting: count() })
    .from(reviews)
    .where(and(inArray(reviews.vendorId, ownedListingIds(db, userId)), isNull(reviews.reply), eq(reviews.status, "visible")));
  return row?.awaiting ?? 0;
}

/**
 * Publishes the vendor's one reply to a review of its listing (docs/product/couples-tools.md#review-replies): sets `reply` and `replied_at` (= `at`).
 * The reply text comes already checked and normalised by `replyFormSchema` (1–2,000 characters of plain text).
 * One UPDATE whose condition holds the ownership rule and "no reply yet", so two replies posted at once cannot
 * both land. A hidden review may be answered too: the reply shows if an admin restores it.
 * Input: database, the session's user id, the review id, the reply text, the time (default: the app clock).
 * Output: the review's id and `repliedAt`. Throws AppError `not_found` ('Review not found.') for an unknown id or
 * another account's review, and `conflict` ('You have already replied to this review.') when it has a reply;
 * nothing is changed then.
 */
export async function replyToReview(
  db: Database,
  userId: string,
  reviewId: number,
  reply: string,
  at: Date = now(),
): Promise<{ id: number; repliedAt: Date }> {
  const [updated] = await db
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply), inArray(reviews.vendorId, ownedListingIds(db, userId))))
    .returning({ id: reviews.id, repliedAt: reviews.repliedAt });
  if (updated?.repliedAt) return { id: updated.id, repliedAt: updated.repliedAt };
  // Nothing changed: tell a second reply from an id the vendor may not know about.
  const [own] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), inArray(reviews.vendorId, ownedListingIds(db, userId))));
  if (own) throw new AppError("conflict", REPLY_MESSAGES.alreadyReplied);
  throw new AppError("not_found", REPLY_MESSAGES.notFound);
}
