import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { AppError } from "~/modules/errors/app-error";
import { REPLY_MESSAGES } from "~/modules/reviews/review-replies";
import { countReviewsAwaitingReply, listOwnReviews, replyToReview } from "~/modules/reviews/review-replies.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { createReview, reportReview } from "../../../tests/support/review-factories";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

const PUBLIC_URL = "https://shaadi.example";
const WRITTEN = new Date("2026-09-01T09:00:00Z");
const DAY = 86_400_000;

describeEachDatabase("the vendor's replies to reviews", (getDb) => {
  let auth: Auth;
  let owner: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    owner = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Mehndi by Zara" });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true, name: "Other Vendor" });
  });

  const stored = async (id: number) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;
  it("lists the listing's own reviews, visible and hidden, newest first, and counts the visible ones awaiting a reply", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const oldest = await createReview(getDb(), vendor.vendorId, { title: "Oldest", createdAt: WRITTEN });
    const hidden = await createReview(getDb(), vendor.vendorId, { title: "Hidden one", status: "hidden", createdAt: new Date(WRITTEN.getTime() + DAY) });
    const answered = await createReview(getDb(), vendor.vendorId, {
      title: "Answered",
      reply: "Thank you!",
      repliedAt: WRITTEN,
      createdAt: new Date(WRITTEN.getTime() + 2 * DAY),
    });
    await reportReview(getDb(), oldest.id, "Not a real customer");
    await createReview(getDb(), other.vendorId, { title: "Someone else's" });

    const listed = await listOwnReviews(getDb(), vendor.userId);
    expect(listed.map((review) => review.title)).toEqual(["Answered", "Hidden one", "Oldest"]);
    expect(listed.find((review) => review.id === oldest.id)).toMatchObject({ reportCount: 1, reply: null, status: "visible", eventMonth: "2026-08" });
    expect(listed.find((review) => review.id === hidden.id)?.status).toBe("hidden");
    expect(listed.find((review) => review.id === answered.id)?.reply).toBe("Thank you!");
    // Only "Oldest" is public and unanswered: the hidden one is seen by nobody, "Answered" has its reply.
    expect(await countReviewsAwaitingReply(getDb(), vendor.userId)).toBe(1);
    expect(await listOwnReviews(getDb(), "no-such-user")).toEqual([]);
    expect(await countReviewsAwaitingReply(getDb(), "no-such-user")).toBe(0);
  });

  it("publishes one reply with its time, and refuses a second one, keeping the first", async () => {
    const review = await createReview(getDb(), owner.vendorId);
    const at = new Date("2026-10-02T12:30:00Z");
    const done = await replyToReview(getDb(), owner.userId, review.id, "Thank you, it was a joy.", at);
    expect(done).toEqual({ id: review.id, repliedAt: at });
    expect(await stored(review.id)).toMatchObject({ reply: "Thank you, it was a joy.", repliedAt: at });

    const second = await refusal(replyToReview(getDb(), owner.userId, review.id, "A second reply", new Date("2026-10-03T00:00:00Z")));
    expect(second).toBeInstanceOf(AppError);
    expect(second).toMatchObject({ code: "conflict", message: REPLY_MESSAGES.alreadyReplied });
    expect(await stored(review.id)).toMatchObject({ reply: "Thank you, it was a joy.", repliedAt: at });
    expect(await countReviewsAwaitingReply(getDb(), owner.userId)).toBe(0);
  });

  it("answers another vendor's review exactly as an unknown id, changing nothing", async () => {
    const theirs = await createReview(getDb(), other.vendorId, { title: "For the other vendor" });
    const before = await stored(theirs.id);
    const foreign = await refusal(replyToReview(getDb(), owner.userId, theirs.id, "Not mine to answer"));
    const unknown = await refusal(replyToReview(getDb(), owner.userId, 2_000_000_000, "Nobody's"));
    expect(foreign).toMatchObject({ code: "not_found", message: REPLY_MESSAGES.notFound });
    expect(unknown).toMatchObject({ code: "not_found", message: REPLY_MESSAGES.notFound });
    expect(await stored(theirs.id)).toEqual(before);
    // Once answered by its own vendor, the other vendor still gets 404, not 'already replied'.
    await replyToReview(getDb(), other.userId, theirs.id, "Thanks from the real vendor");
    expect(await refusal(replyToReview(getDb(), owner.userId, theirs.id, "Again"))).toMatchObject({ code: "not_found" });
  });

  it("lets only one of two replies posted at once land", async () => {
    const review = await createReview(getDb(), owner.vendorId);
    const outcomes = await Promise.allSettled([
      replyToReview(getDb(), owner.userId, review.id, "First tab"),
      replyToReview(getDb(), owner.userId, review.id, "Second tab"),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === "rejected");
    expect(rejected && rejected.reason).toMatchObject({ code: "conflict" });
    expect(["First tab", "Second tab"]).toContain((await stored(review.id)).reply);
  });
});
