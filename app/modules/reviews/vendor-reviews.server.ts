import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedStatement } from "~/db/prepared-statements.server";
import { bookings, reviewPhotos, reviews } from "~/db/schema";
import { liveBookingOf } from "~/modules/reviews/live-booking.server";
import type { PublicReview } from "~/modules/reviews/review-rules";

/** Most reviews a vendor page lists (newest first); the summary always counts them all. */
export const REVIEWS_PER_PAGE = 50;

const isVisible = eq(reviews.status, "visible");

/** The columns every list of reviews shows: what the couple wrote, and when their event was. */
export const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  authorName: reviews.authorName,
  eventMonth: reviews.eventMonth,
};

/**
 * The visible reviews of a vendor, newest first, at most {@link REVIEWS_PER_PAGE}, each with its photos in order
 * and the vendor's reply when there is one (docs/product/couples-tools.md#reviews). Hidden reviews (an admin's moderation) are left out.
 * `verifiedBooking` is true when the review's enquiry was booked (docs/product/couples-tools.md#quotes-and-bookings:
 * "the review shows 'Verified booking'").
 * Input: database, vendor id. Output: {@link PublicReview}[] (empty when there are none). Two queries.
 */
export async function listVisibleReviews(db: Database, vendorId: number): Promise<PublicReview[]> {
  // Prepared once: every uncached vendor page runs it.
  const statement = preparedStatement(db, "visible_reviews", () =>
    db
      .select({
        ...reviewColumns,
        reply: reviews.reply,
        createdAt: reviews.createdAt,
        verifiedBooking: sql<boolean>`${bookings.id} is not null`,
      })
      .from(reviews)
      // One live booking at most per enquiry, so the join adds no row.
      .leftJoin(bookings, liveBookingOf(reviews.enquiryId))
      .where(and(eq(reviews.vendorId, sql.placeholder("vendorId")), isVisible))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PER_PAGE)
      .prepare("visible_reviews"),
  );
  const rows = await statement.execute({ vendorId });
  if (rows.length === 0) return [];
  const photos = await db
    .select({ reviewId: reviewPhotos.reviewId, url: reviewPhotos.imageUrl, alt: reviewPhotos.altText })
    .from(reviewPhotos)
    .where(
      inArray(
        reviewPhotos.reviewId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.sortOrder), asc(reviewPhotos.id));
  return rows.map((row) => ({
    ...row,
    reply: row.reply?.trim() ? row.reply : null,
    createdAt: row.createdAt.toISOString(),
    photos: photos.filter((photo) => photo.reviewId === row.id).map(({ url, alt }) => ({ url, alt })),
  }));
}
