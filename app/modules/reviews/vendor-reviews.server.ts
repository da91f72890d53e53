import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";
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
 * The visible reviews of a vendor as one column of a statement about that vendor, so the vendor page reads its
 * listing and its reviews in one round trip (docs/benchmarks.md, "Uncached pages: the seventeenth round"): newest
 * first, at most {@link REVIEWS_PER_PAGE}, each with its photos in order and the vendor's reply when there is one
 * (docs/product/couples-tools.md#reviews). Hidden reviews (an admin's moderation) are left out. `verifiedBooking` is
 * true when the review's enquiry was booked (docs/product/couples-tools.md#quotes-and-bookings: "the review shows
 * 'Verified booking'"). Input: the vendor id as SQL (a column of the outer statement or a parameter). Output: SQL
 * whose value Drizzle decodes to {@link PublicReview}[] (empty when there are none).
 */
export function visibleReviewsSql(vendorId: SQL): SQL<PublicReview[]> {
  // Written by PostgreSQL as `Date.prototype.toISOString` writes it, to the millisecond in UTC.
  const createdAt = sql`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const photos = sql`coalesce((select json_agg(json_build_object('url', ${reviewPhotos.imageUrl}, 'alt', ${reviewPhotos.altText})
      order by ${reviewPhotos.sortOrder} asc, ${reviewPhotos.id} asc) from ${reviewPhotos} where ${reviewPhotos.reviewId} = shown.id), '[]'::json)`;
  // The live booking's join adds no row: one live booking at most per enquiry.
  return sql`coalesce((select json_agg(json_build_object('id', shown.id, 'rating', shown.rating, 'title', shown.title, 'body',
      shown.body, 'authorName', shown.author_name, 'eventMonth', shown.event_month, 'reply', shown.reply, 'createdAt',
      shown.created_at, 'verifiedBooking', shown.verified_booking, 'photos', ${photos}) order by shown.n)
    from (select ${reviews.id} as id, ${reviews.rating} as rating, ${reviews.title} as title, ${reviews.body} as body,
        ${reviews.authorName} as author_name, ${reviews.eventMonth} as event_month, ${reviews.reply} as reply,
        ${createdAt} as created_at, ${bookings.id} is not null as verified_booking,
        row_number() over (order by ${reviews.createdAt} desc, ${reviews.id} desc) as n
      from ${reviews}
      left join ${bookings} on ${liveBookingOf(reviews.enquiryId)}
      where ${reviews.vendorId} = ${vendorId} and ${isVisible}
      order by ${reviews.createdAt} desc, ${reviews.id} desc
      limit ${REVIEWS_PER_PAGE}) shown), '[]'::json)`.mapWith(publicReviewsOf);
}

/** The column's value (JSON, already parsed by the driver) as {@link PublicReview}s: a reply of only spaces counts as none. */
function publicReviewsOf(value: unknown): PublicReview[] {
  return (value as PublicReview[]).map((review) => ({ ...review, reply: review.reply?.trim() ? review.reply : null }));
}

/**
 * The visible reviews of one vendor on their own, by {@link visibleReviewsSql}'s rules: what the vendor page reads
 * with its listing. Input: database, vendor id. Output: {@link PublicReview}[] (empty when there are none). One query.
 */
export async function listVisibleReviews(db: Database, vendorId: number): Promise<PublicReview[]> {
  const result = await db.execute(sql`select ${visibleReviewsSql(sql`${vendorId}`)} as reviews`);
  return publicReviewsOf(statementRows<{ reviews: unknown }>(result)[0]!.reviews);
}
