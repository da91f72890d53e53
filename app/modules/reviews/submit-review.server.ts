import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, enquiries, reviewInvitations, reviewPhotos, reviews, vendors } from "~/db/schema";
import { liveBookingOf } from "~/modules/reviews/live-booking.server";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { discardReviewPhotos, pickReviewPhotos, storeReviewPhotos } from "~/modules/reviews/review-photos.server";
import { canReviewOn, REVIEW_MESSAGES, tooEarlyMessage, type ReviewSaved } from "~/modules/reviews/review-rules";
import { reviewFormValues, reviewSchema } from "~/modules/reviews/review-schema";
import { reviewEventDay } from "~/modules/reviews/review-invitations.server";
import { hashReviewToken, isWellFormedReviewToken } from "~/modules/reviews/review-tokens.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { now, utcDay } from "~/modules/time/clock";

/** What the review page shows about the invitation of a valid, unused link. */
export type OpenInvitation = {
  enquiryId: number;
  vendorId: number;
  vendorName: string;
  /** The event day `YYYY-MM-DD`: the booking's when the enquiry's conversation was booked, else the enquiry's. */
  eventDate: string;
  /** Whether the enquiry's conversation was booked: the review will show 'Verified booking'. */
  verifiedBooking: boolean;
  /** The couple's first name as they gave it, offered as the name shown with the review. */
  firstName: string;
};

const unknownLink = () => new AppError("not_found", REVIEW_MESSAGES.unknown, { title: "Review Link Not Found" });
const usedLink = () => new AppError("conflict", REVIEW_MESSAGES.used, { title: "Review Link Used" });

/**
 * The invitation behind a review link, if it may be used now (docs/product/couples-tools.md#reviews, bad input: "a forged or reused review
 * link", "a review before the event date"). Checks, in order:
 * - the token has the shape of ours and its SHA-256 is a stored invitation, else AppError `not_found` (404,
 *   'This review link is not valid…');
 * - the link was not used and the enquiry has no review yet, else `conflict` (409, 'This review link has
 *   already been used.');
 * - the event day (UTC: the booking's when the conversation was booked, else the enquiry's) is before the day of
 *   `at`, else `forbidden` (403, 'You can review this vendor after your event on Saturday 12 June 2027.').
 * Input: database, the token from the URL, the time (default: the app clock). Output: {@link OpenInvitation}.
 */
export async function openReviewInvitation(db: Database, token: string | undefined, at: Date = now()): Promise<OpenInvitation> {
  if (!isWellFormedReviewToken(token)) throw unknownLink();
  const [row] = await db
    .select({
      enquiryId: enquiries.id,
      vendorId: vendors.id,
      vendorName: vendors.name,
      eventDate: sql<string>`${reviewEventDay}::text`,
      bookingId: bookings.id,
      coupleName: enquiries.coupleName,
      usedAt: reviewInvitations.usedAt,
      reviewId: reviews.id,
    })
    .from(reviewInvitations)
    .innerJoin(enquiries, eq(enquiries.id, reviewInvitations.enquiryId))
    .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .leftJoin(bookings, liveBookingOf(enquiries.id))
    .leftJoin(reviews, eq(reviews.enquiryId, enquiries.id))
    .where(eq(reviewInvitations.tokenHash, hashReviewToken(token)))
    .limit(1);
  if (!row) throw unknownLink();
  if (row.usedAt || row.reviewId !== null) throw usedLink();
  if (!canReviewOn(row.eventDate, utcDay(at))) {
    throw new AppError("forbidden", tooEarlyMessage(row.eventDate), { title: "Too Early to Review" });
  }
  return {
    enquiryId: row.enquiryId,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    eventDate: row.eventDate,
    verifiedBooking: row.bookingId !== null,
    firstName: row.coupleName.trim().split(/\s+/)[0] ?? "",
  };
}

/**
 * A couple's review from the link of their invitation (docs/product/couples-tools.md#reviews, "One review per enquiry: a 1–5 rating, a title,
 * a text, optional photos"), in this order:
 * 1. the link is checked by {@link openReviewInvitation} (404 unknown, 409 used, 403 before the event);
 * 2. the text fields are checked with the shared schema, else `invalid` (400) with a message per field;
 * 3. the photos are checked and stored (review-photos.server.ts), else `invalid` with the upload's message on
 *    `photos` and nothing stored;
 * 4. in one transaction: the invitation is marked used (only if still unused), the review is stored (status
 *    visible; the enquiry's unique key refuses a second one) and its photos. A link used meanwhile, or a
 *    second review of the enquiry, ends in `conflict` (409). If the transaction fails, the stored photo files
 *    are removed, so nothing is kept half-way.
 * Markup in the text is stored as typed: it is text, and pages escape it.
 * Input: database and storage; the token and the posted form; the time (default: the app clock).
 * Output: {@link ReviewSaved}. Database and storage errors are rethrown (after the clean-up).
 */
export async function submitReview(
  deps: { db: Database; storage: ObjectStorage },
  input: { token: string | undefined; formData: FormData },
  at: Date = now(),
): Promise<ReviewSaved> {
  const invitation = await openReviewInvitation(deps.db, input.token, at);
  const parsed = reviewSchema.safeParse(reviewFormValues(input.formData));
  if (!parsed.success) throw invalidForm(parsed.error);
  const review = parsed.data;
  const photos = await storeReviewPhotos(pickReviewPhotos(input.formData), deps.storage);

  try {
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(reviewInvitations)
        .set({ usedAt: at })
        .where(and(eq(reviewInvitations.tokenHash, hashReviewToken(input.token as string)), isNull(reviewInvitations.usedAt)))
        .returning({ enquiryId: reviewInvitations.enquiryId });
      if (claimed.length === 0) throw usedLink();
      const [stored] = await tx
        .insert(reviews)
        .values({
          enquiryId: invitation.enquiryId,
          vendorId: invitation.vendorId,
          rating: review.rating,
          title: review.title,
          body: review.body,
          authorName: review.authorName,
          eventMonth: invitation.eventDate.slice(0, 7),
          status: "visible",
          createdAt: at,
        })
        .onConflictDoNothing({ target: reviews.enquiryId })
        .returning({ id: reviews.id });
      if (!stored) throw usedLink();
      if (photos.length > 0) {
        await tx.insert(reviewPhotos).values(
          photos.map((photo, index) => ({
            reviewId: stored.id,
            imageUrl: photo.url,
            altText: `Photo ${index + 1} from ${review.authorName}'s review of ${invitation.vendorName}`,
            sortOrder: index,
          })),
        );
      }
    });
  } catch (error) {
    await discardReviewPhotos(photos, deps.storage);
    throw error;
  }
  return { saved: true, vendorId: invitation.vendorId, vendorName: invitation.vendorName };
}
