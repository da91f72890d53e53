import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { REPLY_MAX_LENGTH, REPLY_MESSAGES, type OwnReview } from "~/modules/reviews/review-replies";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { createReview, reportReview } from "../../tests/support/review-factories";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as portal from "~/routes/vendor-portal";
import { action, loader } from "~/routes/vendor-reviews";

// docs/product/couples-tools.md#review-replies: the portal's Reviews page lists the listing's reviews and takes the vendor's one public reply;
// another vendor's review id answers 404 exactly like an unknown one, and nothing changes.

const ORIGIN = "http://localhost:3000";
const PATH = "/vendor-dashboard/reviews";

const get = (cookie?: string) => new Request(`${ORIGIN}${PATH}`, { headers: cookie ? { cookie } : {} });
function post(fields: Record<string, string | number>, cookie?: string): Request {
  return new Request(`${ORIGIN}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
}

type Failure = { values: { reviewId: string; reply: string }; fieldErrors: Record<string, string>; formError: { message: string } };

describeEachDatabase("/vendor-dashboard/reviews", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let a: PortalVendor;
  let b: PortalVendor;
  beforeAll(async () => {
    a = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Vendor A Mehndi" });
    b = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Vendor B Catering" });
  });
  const stored = async (id: number) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;

  it("sends a visitor to sign in, from the page and from the form, changing nothing", async () => {
    const review = await createReview(getDb(), a.vendorId);
    const page = await runRoute(loader, get());
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/vendor-auth/);
    const posted = await runRoute(action, post({ reviewId: review.id, reply: "Anonymous reply" }));
    expect(posted.status).toBe(302);
    expect((await stored(review.id)).reply).toBeNull();
  });

  it("lists the vendor's own reviews, hidden and reported ones included, newest first, and counts those awaiting a reply", async () => {
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    await createReview(getDb(), vendor.vendorId, { title: "Lovely henna", rating: 4, eventMonth: "2026-07", createdAt: new Date("2026-08-01T10:00:00Z") });
    const reported = await createReview(getDb(), vendor.vendorId, { title: "Late again", rating: 2, createdAt: new Date("2026-08-02T10:00:00Z") });
    await reportReview(getDb(), reported.id, "Rude");
    await createReview(getDb(), vendor.vendorId, { title: "Hidden", status: "hidden", createdAt: new Date("2026-08-03T10:00:00Z") });
    await createReview(getDb(), b.vendorId, { title: "For B only" });

    const page = await runRoute<{ reviews: OwnReview[] }>(loader, get(vendor.cookie));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.body!.reviews.map((review) => [review.title, review.rating, review.status, review.reportCount])).toEqual([
      ["Hidden", 5, "hidden", 0],
      ["Late again", 2, "visible", 1],
      ["Lovely henna", 4, "visible", 0],
    ]);
    const frame = await runRoute<{ reviewsAwaitingReply: number }>(portal.loader, get(vendor.cookie));
    expect(frame.body?.reviewsAwaitingReply).toBe(2);
  });

  it("publishes one reply, then refuses a second with 'You have already replied to this review.'", async () => {
    const review = await createReview(getDb(), a.vendorId, { title: "Beautiful work" });
    const first = await runRoute<{ reviewId: number; toast: { title: string } }>(
      action,
      post({ reviewId: review.id, reply: "  Thank you both!\r\nIt was an honour.  " }, a.cookie),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reviewId: review.id, toast: { title: REPLY_MESSAGES.published } });
    const afterFirst = await stored(review.id);
    expect(afterFirst.reply).toBe("Thank you both!\nIt was an honour.");
    expect(afterFirst.repliedAt).toBeInstanceOf(Date);

    const second = await runRoute<Failure>(action, post({ reviewId: review.id, reply: "Changed my mind" }, a.cookie));
    expect(second.status).toBe(409);
    expect(second.body?.formError.message).toBe(REPLY_MESSAGES.alreadyReplied);
    expect(second.body?.values).toEqual({ reviewId: String(review.id), reply: "Changed my mind" });
    expect(await stored(review.id)).toEqual(afterFirst);
  });

  it("keeps markup as text and refuses an empty or over-long reply with the field's message", async () => {
    const review = await createReview(getDb(), a.vendorId);
    const empty = await runRoute<Failure>(action, post({ reviewId: review.id, reply: "   " }, a.cookie));
    expect(empty.status).toBe(400);
    expect(empty.body?.fieldErrors.reply).toBe(REPLY_MESSAGES.empty);
    const long = await runRoute<Failure>(action, post({ reviewId: review.id, reply: "x".repeat(REPLY_MAX_LENGTH + 1) }, a.cookie));
    expect(long.status).toBe(400);
    expect(long.body?.fieldErrors.reply).toBe(REPLY_MESSAGES.tooLong);
    expect((await stored(review.id)).reply).toBeNull();

    const markup = '<script>alert("x")</script> <b>Thanks</b>';
    expect((await runRoute(action, post({ reviewId: review.id, reply: markup }, a.cookie))).status).toBe(200);
    expect((await stored(review.id)).reply).toBe(markup);
  });

  it("answers 404 to a reply to another vendor's review, as to an unknown or malformed id, and B's review is unchanged", async () => {
    const theirs = await createReview(getDb(), b.vendorId, { title: "B's review" });
    const before = await stored(theirs.id);
    for (const reviewId of [String(theirs.id), "999999999", "abc", "", "-1", "99999999999"]) {
      const result = await runRoute<Failure>(action, post({ reviewId, reply: "Not my review" }, a.cookie));
      expect(result.status, reviewId).toBe(404);
      expect(result.body?.formError.message, reviewId).toBe(REPLY_MESSAGES.notFound);
    }
    expect(await stored(theirs.id)).toEqual(before);
    const page = await runRoute<{ reviews: OwnReview[] }>(loader, new Request(`${ORIGIN}${PATH}?vendorId=${b.vendorId}`, { headers: { cookie: a.cookie } }));
    expect(JSON.stringify(page.body)).not.toContain("B's review");
  });
});
