import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, reviews } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { MODERATION_MESSAGES, REASONS_SHOWN } from "~/modules/reviews/review-moderation";
import { listModerationQueue, moderateReview } from "~/modules/reviews/review-moderation.server";
import { createVendor, type CreatedVendor, createUser } from "../../../tests/support/factories";
import { createReview, reportReview } from "../../../tests/support/review-factories";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const ADMIN = { id: "admin-user-id", email: "admin@example.test" };
const T0 = new Date("2026-10-01T09:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describeEachDatabase("review moderation", (getDb) => {
  let vendor: CreatedVendor;
  beforeAll(async () => {
    // The audit log names its actor's account (set null on delete): the admin must exist as a user.
    await createUser(getDb(), { id: ADMIN.id, name: "Moderator", email: ADMIN.email, role: "admin", emailVerified: true });
    vendor = await createVendor(getDb(), { name: "Rangoli Caterers" });
  });

  const stored = async (id: number) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;
  const auditOf = (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  it("lists visible reviews reported since the last decision, newest report first, with their newest reasons, and hidden reviews", async () => {
    const quiet = await createReview(getDb(), vendor.id, { title: "Never reported" });
    const older = await createReview(getDb(), vendor.id, { title: "Reported earlier" });
    const newer = await createReview(getDb(), vendor.id, { title: "Reported lately" });
    const hidden = await createReview(getDb(), vendor.id, { title: "Already hidden", status: "hidden", moderatedAt: at(1) });
    const dismissed = await createReview(getDb(), vendor.id, { title: "Dismissed" });
    await reportReview(getDb(), older.id, "Spam", at(2));
    for (let index = 0; index < REASONS_SHOWN + 2; index += 1) await reportReview(getDb(), newer.id, `Reason ${index}`, at(10 + index));
    await reportReview(getDb(), dismissed.id, "Old complaint", at(3));
    await getDb().update(reviews).set({ moderatedAt: at(4) }).where(eq(reviews.id, dismissed.id));

    const queue = await listModerationQueue(getDb());
    const reported = queue.reported.filter((review) => review.vendorId === vendor.id);
    expect(reported.map((review) => review.title)).toEqual(["Reported lately", "Reported earlier"]);
    expect(reported[0]).toMatchObject({ vendorName: "Rangoli Caterers", reportCount: REASONS_SHOWN + 2, lastReportedAt: at(10 + REASONS_SHOWN + 1) });
    expect(reported[0]!.reasons).toEqual(["Reason 6", "Reason 5", "Reason 4", "Reason 3", "Reason 2"]);
    expect(reported[1]!.reasons).toEqual(["Spam"]);
    expect(queue.reported.map((review) => review.id)).not.toContain(quiet.id);
    expect(queue.reported.map((review) => review.id)).not.toContain(dismissed.id);
    expect(queue.hidden.map((review) => review.id)).toEqual([hidden.id]);

    // Reported again after the decision: back on the list, with only the new reason.
    await reportReview(getDb(), dismissed.id, "New complaint", at(5));
    const again = (await listModerationQueue(getDb())).reported.find((review) => review.id === dismissed.id);
    expect(again).toMatchObject({ reportCount: 2, reasons: ["New complaint"] });
  });

  it("hides and restores a review, setting status and moderated_at, with an audit entry for each decision", async () => {
    const review = await createReview(getDb(), vendor.id, { title: "Disputed" });
    await reportReview(getDb(), review.id, "Offensive", at(20));
    expect(await stored(review.id)).toMatchObject({ status: "visible", reportCount: 1 });

    expect(await moderateReview(getDb(), ADMIN, review.id, "hide", at(30))).toEqual({ id: review.id, status: "hidden" });
    expect(await stored(review.id)).toMatchObject({ status: "hidden", moderatedAt: at(30) });
    let queue = await listModerationQueue(getDb());
    expect(queue.reported.map((row) => row.id)).not.toContain(review.id);
    expect(queue.hidden[0]).toMatchObject({ id: review.id, reasons: [] });

    expect(await moderateReview(getDb(), ADMIN, review.id, "restore", at(40))).toEqual({ id: review.id, status: "visible" });
    expect(await stored(review.id)).toMatchObject({ status: "visible", moderatedAt: at(40), reportCount: 1 });
    queue = await listModerationQueue(getDb());
    expect([...queue.reported, ...queue.hidden].map((row) => row.id)).not.toContain(review.id);

    const entries = await auditOf(review.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.actorUserId])).toEqual([
      ["review.hide", ADMIN.email, ADMIN.id],
      ["review.restore", ADMIN.email, ADMIN.id],
    ]);
    expect(entries[0]).toMatchObject({
      before: { status: "visible", moderatedAt: null },
      after: { status: "hidden", moderatedAt: at(30).toISOString() },
    });
    expect(entries[1]).toMatchObject({
      before: { status: "hidden", moderatedAt: at(30).toISOString() },
      after: { status: "visible", moderatedAt: at(40).toISOString() },
    });
  });

  it("restoring a reported review that is still visible dismisses its reports, recorded too", async () => {
    const review = await createReview(getDb(), vendor.id);
    await reportReview(getDb(), review.id, "I disagree", at(50));
    await moderateReview(getDb(), ADMIN, review.id, "restore", at(60));
    expect(await stored(review.id)).toMatchObject({ status: "visible", moderatedAt: at(60) });
    expect((await listModerationQueue(getDb())).reported.map((row) => row.id)).not.toContain(review.id);
    expect((await auditOf(review.id)).map((entry) => entry.action)).toEqual(["review.restore"]);
  });

  it("answers an unknown review with not_found, recording nothing", async () => {
    const before = await getDb().select().from(auditLog);
    const error = await refusal(moderateReview(getDb(), ADMIN, 2_000_000_000, "hide"));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "not_found", message: MODERATION_MESSAGES.notFound });
    expect(await getDb().select().from(auditLog)).toEqual(before);
  });
});
