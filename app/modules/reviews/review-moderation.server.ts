import { reviewColumns } from "~/modules/reviews/vendor-reviews.server";
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { reviewReports, reviews, vendors } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { AppError } from "~/modules/errors/app-error";
import {
  MODERATION_LIST_LIMIT,
  MODERATION_MESSAGES,
  REASONS_SHOWN,
  STATUS_AFTER,
  type ModeratedReview,
  type ModerationIntent,
  type ModerationQueue,
} from "~/modules/reviews/review-moderation";
import type { ReviewStatus } from "~/modules/reviews/review-replies";
import { now } from "~/modules/time/clock";

// Admin moderation of reviews (docs/product/admin.md#reviews-moderation; decision 030). Reports never hide a review by themselves: a reported
// review stays visible and waits here until an admin hides or restores it. `moderated_at` is when an admin last
// decided, so a review reported again afterwards joins the list again. Every decision is written to the audit log
// in the transaction that makes it.

/** Reported since the last decision: a report newer than `moderated_at` (or any report, never moderated). */
const reportedSinceDecision = and(
  isNotNull(reviews.lastReportedAt),
  or(isNull(reviews.moderatedAt), gt(reviews.lastReportedAt, reviews.moderatedAt)),
);

async function listReviews(db: Database, where: SQL | undefined, order: SQL[]): Promise<Omit<ModeratedReview, "reasons">[]> {
  const rows = await db
    .select({
      ...reviewColumns,
      vendorId: reviews.vendorId,
      vendorName: vendors.name,
      status: reviews.status,
      reportCount: reviews.reportCount,
      lastReportedAt: reviews.lastReportedAt,
      moderatedAt: reviews.moderatedAt,
    })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(where)
    .orderBy(...order)
    .limit(MODERATION_LIST_LIMIT);
  return rows.map((row) => ({ ...row, status: row.status as ReviewStatus }));
}

/** The newest {@link REASONS_SHOWN} reasons of each review given since its last decision, newest first. */
async function reasonsOf(db: Database, reviewIds: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (reviewIds.length === 0) return found;
  const ranked = db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
      id: reviewReports.id,
      rank: sql<number>`row_number() over (partition by ${reviewReports.reviewId} order by ${reviewReports.createdAt} desc, ${reviewReports.id} desc)`.as(
        "rank",
      ),
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(
      and(
        inArray(reviewReports.reviewId, reviewIds),
        or(isNull(reviews.moderatedAt), gt(reviewReports.createdAt, reviews.moderatedAt)),
      ),
    )
    .as("ranked");
  const rows = await db
    .select({ reviewId: ranked.reviewId, reason: ranked.reason })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${REASONS_SHOWN}`)
    .orderBy(ranked.reviewId, desc(ranked.createdAt), desc(ranked.id));
  for (const row of rows) found.set(row.reviewId, [...(found.get(row.reviewId) ?? []), row.reason]);
  return found;
}

/**
 * The moderation page (docs/product/admin.md#reviews-moderation, "an admin review-moderation list"): visible reviews reported since an admin last
 * decided, most recently reported first; and hidden reviews, most recently moderated first. Each with its listing,
 * text, report count, `last_reported_at` and the newest reasons given since the last decision. At most
 * {@link MODERATION_LIST_LIMIT} per list. Input: database. Output: {@link ModerationQueue}.
 */
export async function listModerationQueue(db: Database): Promise<ModerationQueue> {
  const reported = await listReviews(db, and(eq(reviews.status, "visible"), reportedSinceDecision), [
    sql`${reviews.lastReportedAt} desc`,
    desc(reviews.id),
  ]);
  const hidden = await listReviews(db, eq(reviews.status, "hidden"), [sql`${reviews.moderatedAt} desc nulls last`, desc(reviews.id)]);
  const reasons = await reasonsOf(db, [...reported, ...hidden].map((review) => review.id));
  const withReasons = (review: Omit<ModeratedReview, "reasons">): ModeratedReview => ({ ...review, reasons: reasons.get(review.id) ?? [] });
  return { reported: reported.map(withReasons), hidden: hidden.map(withReasons) };
}

/**
 * An admin's decision on a review (docs/product/admin.md#reviews-moderation): 'hide' makes it hidden, 'restore' makes it visible (or keeps it
 * so, dismissing its reports); either sets `moderated_at` = `at`, which takes it off the reported list until it is
 * reported again. The row is locked for the transaction, and the decision is recorded in the audit log
 * (`review.hide` / `review.restore`, entity `review`, before and after `status` and `moderatedAt`), even when
 * the status stays the same, since the decision itself changed the queue.
 * Input: database, the acting admin, the review id, the decision, the time (default: the app clock).
 * Output: the review's id and new status. Throws AppError `not_found` ('Review not found.') for an unknown id.
 */
export async function moderateReview(
  db: Database,
  actor: AuditActor,
  reviewId: number,
  intent: ModerationIntent,
  at: Date = now(),
): Promise<{ id: number; status: ReviewStatus }> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, status: reviews.status, moderatedAt: reviews.moderatedAt })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for("update");
    if (!review) throw new AppError("not_found", MODERATION_MESSAGES.notFound);
    const status = STATUS_AFTER[intent];
    await tx.update(reviews).set({ status, moderatedAt: at }).where(eq(reviews.id, review.id));
    await recordAudit(tx, actor, {
      action: `review.${intent}`,
      entityType: "review",
      entityId: review.id,
      before: { status: review.status, moderatedAt: review.moderatedAt?.toISOString() ?? null },
      after: { status, moderatedAt: at.toISOString() },
    });
    return { id: review.id, status };
  });
}
