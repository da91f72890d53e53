import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviewReports, reviews, vendors } from "~/db/schema";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { AppError } from "~/modules/errors/app-error";
import { rateLimitAddress } from "~/modules/http/client-ip.server";
import { invalidForm } from "~/modules/http/route-errors.server";
import { reportSchema } from "~/modules/reviews/review-schema";
import { now } from "~/modules/time/clock";
import { isPublic } from "~/modules/vendors/vendor-cards.server";

/** Reports from one client address (IPv6 per /64), to any review: 10 an hour, like a busy but honest reader. */
export const REPORT_LIMIT = { windowMs: 60 * 60 * 1000, max: 10 } satisfies RateLimitRule;

/**
 * A visitor's report of a review (docs/product/couples-tools.md#reviews: "anyone can report a review; a reported review stays visible until
 * an admin hides or restores it"), in this order:
 * 1. the review must be visible on an active vendor's page, else AppError `not_found` (404);
 * 2. the reason must be one of REPORT_REASONS, else `invalid` (400) with a message on `reason`;
 * 3. the post counts against the client address limit ({@link REPORT_LIMIT}), else `rate_limited` (429);
 * 4. in one transaction a review_reports row is stored and the review's report_count is incremented and its
 *    last_reported_at set; its status is left as it is (visible), for the admin's moderation list.
 * Input: database; the review id, the posted form, the client address; the time (default: the app clock).
 * Output: `{ reported: true, vendorId }`.
 */
export async function reportReview(
  db: Database,
  input: { reviewId: number; formData: FormData; ip: string },
  at: Date = now(),
): Promise<{ reported: true; vendorId: number }> {
  const [review] = await db
    .select({ id: reviews.id, vendorId: reviews.vendorId })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(and(isPublic, eq(reviews.id, input.reviewId), eq(reviews.status, "visible")))
    .limit(1);
  if (!review) throw new AppError("not_found", "Review not found");
  const parsed = reportSchema.safeParse({ reason: input.formData.get("reason") ?? "" });
  if (!parsed.success) throw invalidForm(parsed.error);

  const decision = await consumeRateLimit(db, `review-report:ip:${rateLimitAddress(input.ip)}`, REPORT_LIMIT, at);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
    throw new AppError("rate_limited", `Too many reports. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
  await db.transaction(async (tx) => {
    await tx.insert(reviewReports).values({ reviewId: review.id, reason: parsed.data.reason, createdAt: at });
    await tx
      .update(reviews)
      .set({ reportCount: sql`${reviews.reportCount} + 1`, lastReportedAt: at })
      .where(eq(reviews.id, review.id));
  });
  return { reported: true, vendorId: review.vendorId };
}
