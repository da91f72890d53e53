import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { enquiries, reviewInvitations, reviewPhotos, reviewReports, reviews } from "~/db/schema";
import type { MailMessage } from "~/modules/mail/mail-message";
import { optOutByLink, optOutToken, optOutUrl } from "~/modules/mail-preferences/opt-outs.server";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { reportReview, REPORT_LIMIT } from "~/modules/reviews/report-review.server";
import { INVITATION_WINDOW_DAYS, INVITATIONS_PER_SWEEP, sendReviewInvitations } from "~/modules/reviews/review-invitations.server";
import { REVIEW_MESSAGES, tooEarlyMessage } from "~/modules/reviews/review-rules";
import { hashReviewToken, newReviewToken } from "~/modules/reviews/review-tokens.server";
import { openReviewInvitation, submitReview } from "~/modules/reviews/submit-review.server";
import { listVisibleReviews } from "~/modules/reviews/vendor-reviews.server";
import { ratingSummaries } from "~/modules/vendors/vendor-ratings.server";
import { getStorage } from "~/modules/storage/storage.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor } from "../../../tests/support/factories";
import { solidImage } from "../../../tests/support/image-fixtures";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";

/** Signs the unsubscribe links and keys the opt-outs in these tests (decision 094). */
const TEST_SECRET = "test-secret-for-unsubscribe-links-0123456789";

const PUBLIC_URL = "https://shaadi.example";
const EVENT_DAY = "2026-08-15";
const BEFORE = new Date("2026-08-15T20:00:00Z");
const AFTER = new Date("2026-08-16T06:00:00Z");

function mailbox() {
  const sent: MailMessage[] = [];
  return { sent, sendMail: async (message: MailMessage) => void sent.push(message) };
}

/** The token of the review link in an invitation mail. */
function tokenOf(message: MailMessage): string {
  const match = /\/review\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match) throw new Error(`No review link in: ${message.text}`);
  return match[1]!;
}

async function createEnquiry(db: Database, vendorId: number, fields: Partial<typeof enquiries.$inferInsert> = {}) {
  const [row] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: "Aisha Khan",
      coupleEmail: `aisha-${Math.random().toString(36).slice(2)}@example.test`,
      eventDate: EVENT_DAY,
      eventType: "Walima",
      guestCount: 250,
      message: "Are you free on our date?",
      createdAt: new Date("2026-03-01T10:00:00Z"),
      ...fields,
    })
    .returning();
  return row!;
}

/** An invitation with a known token, as the sweep would store it. */
async function invite(db: Database, enquiryId: number): Promise<string> {
  const token = newReviewToken();
  await db.insert(reviewInvitations).values({ enquiryId, tokenHash: hashReviewToken(token), sentAt: AFTER });
  return token;
}

function reviewForm(fields: Record<string, string> = {}, photos: Blob[] = []): FormData {
  const form = new FormData();
  const values = { rating: "5", title: "Wonderful walima", body: "They made our walima unforgettable, thank you so much!", authorName: "Aisha", ...fields };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  photos.forEach((photo, index) => form.append("photos", photo, `photo-${index}.jpg`));
  return form;
}

describeEachDatabase("review invitations", (getDb) => {
  afterEach(() => resetClock());

  it("mails nothing before the event day has passed, then one invitation, however often the sweep runs", async () => {
    const db = getDb();
    const vendor = await createVendor(db, { name: "Royal Walima Caterers" });
    const enquiry = await createEnquiry(db, vendor.id);
    const box = mailbox();
    const deps = { db, sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET };

    setClock(() => BEFORE);
    expect(await sendReviewInvitations(deps)).toEqual({ sent: 0, optedOut: 0, failed: 0 });
    expect(box.sent).toEqual([]);

    setClock(() => AFTER);
    expect(await sendReviewInvitations(deps)).toEqual({ sent: 1, optedOut: 0, failed: 0 });
    expect(await sendReviewInvitations(deps)).toEqual({ sent: 0, optedOut: 0, failed: 0 });
    expect(box.sent).toHaveLength(1);
    const [mail] = box.sent;
    expect(mail!.to).toBe(enquiry.coupleEmail);
    expect(mail!.subject).toContain("Royal Walima Caterers");
    expect(mail!.text).toContain("Saturday 15 August 2026");
    expect(mail!.text).toMatch(new RegExp(`${PUBLIC_URL}/review/[A-Za-z0-9_-]{43}\\n`));
    expect(mail!.html).toContain(`${PUBLIC_URL}/review/${tokenOf(mail!)}`);

    // Only the token's hash is kept.
    const [row] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.enquiryId, enquiry.id));
    expect(row?.tokenHash).toBe(hashReviewToken(tokenOf(mail!)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(mail!));
  });

  it("sends one invitation when two sweeps run at once", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    await createEnquiry(db, vendor.id, { eventDate: "2026-08-14" });
    const box = mailbox();
    const deps = { db, sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET };
    const results = await Promise.all([sendReviewInvitations(deps, AFTER), sendReviewInvitations(deps, AFTER)]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    expect(box.sent).toHaveLength(1);
  });

  it(`leaves out enquiries whose event is more than ${INVITATION_WINDOW_DAYS} days past, reviewed ones and hidden vendors`, async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    const hidden = await createVendor(db, { isActive: false });
    await createEnquiry(db, vendor.id, { eventDate: "2026-07-01" });
    await createEnquiry(db, hidden.id, { eventDate: "2026-08-15" });
    const box = mailbox();
    await sendReviewInvitations({ db, sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET }, AFTER);
    expect(box.sent).toEqual([]);
  });

  it("keeps no invitation when its mail fails, so the next sweep tries again", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    const enquiry = await createEnquiry(db, vendor.id, { eventDate: "2026-08-13" });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const failing = await sendReviewInvitations(
        { db, sendMail: () => Promise.reject(new Error("SMTP down")), publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET },
        AFTER,
      );
      expect(failing).toEqual({ sent: 0, optedOut: 0, failed: 1 });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(await db.select().from(reviewInvitations).where(eq(reviewInvitations.enquiryId, enquiry.id))).toEqual([]);
    const box = mailbox();
    expect(await sendReviewInvitations({ db, sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET }, AFTER)).toEqual({
      sent: 1,
      optedOut: 0,
      failed: 0,
    });
  });

  it("invites no couple whose address opted out of review invitations, and still the others (docs/product/couples-tools.md#mail-choices)", async () => {
    const db = getDb();
    const vendor = await createVendor(db, { name: "Mehndi Magic" });
    const optedOut = await createEnquiry(db, vendor.id, { eventDate: "2026-08-13", coupleEmail: "Hina@Example.test" });
    const suggestionsOnly = await createEnquiry(db, vendor.id, { eventDate: "2026-08-13", coupleEmail: "no-suggestions@example.test" });
    const other = await createEnquiry(db, vendor.id, { eventDate: "2026-08-13" });
    await optOutByLink(db, "review-invitation", optOutToken("review-invitation", "hina@example.test", TEST_SECRET), TEST_SECRET, BEFORE);
    await optOutByLink(db, "similar-vendors", optOutToken("similar-vendors", "no-suggestions@example.test", TEST_SECRET), TEST_SECRET, BEFORE);
    const box = mailbox();
    const deps = { db, sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET };

    expect(await sendReviewInvitations(deps, AFTER)).toEqual({ sent: 2, optedOut: 1, failed: 0 });
    expect(box.sent.map((mail) => mail.to).sort()).toEqual([other.coupleEmail, suggestionsOnly.coupleEmail].sort());
    expect(await db.select().from(reviewInvitations).where(eq(reviewInvitations.enquiryId, optedOut.id))).toEqual([]);
    // Every invitation carries its couple's own one-click unsubscribe.
    for (const mail of box.sent) {
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${optOutUrl(PUBLIC_URL, "review-invitation", mail.to, TEST_SECRET)}>`);
    }
    expect(await sendReviewInvitations(deps, AFTER)).toEqual({ sent: 0, optedOut: 1, failed: 0 });
  });

  it("reads on past a full batch of opted-out couples to the next couple due", async () => {
    const db = getDb();
    const vendor = await createVendor(db, { name: "Busy Banquets" });
    const email = "opted-out-often@example.test";
    await db.insert(enquiries).values(
      Array.from({ length: INVITATIONS_PER_SWEEP + 1 }, () => ({
        vendorId: vendor.id,
        coupleName: "Often",
        coupleEmail: email,
        eventDate: "2026-08-10",
        eventType: "Walima",
        guestCount: 100,
        message: "Are you free?",
        createdAt: new Date("2026-03-01T10:00:00Z"),
      })),
    );
    const later = await createEnquiry(db, vendor.id, { eventDate: "2026-08-15" });
    await optOutByLink(db, "review-invitation", optOutToken("review-invitation", email, TEST_SECRET), TEST_SECRET, BEFORE);
    const box = mailbox();
    const sweep = await sendReviewInvitations({ db, sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET }, AFTER);
    expect(sweep.optedOut).toBeGreaterThan(INVITATIONS_PER_SWEEP);
    expect(box.sent.map((mail) => mail.to)).toContain(later.coupleEmail);
    expect(box.sent.map((mail) => mail.to)).not.toContain(email);
  });
});

describeEachDatabase("writing a review from an invitation link", (getDb) => {
  const storage = useTemporaryLocalStorage();
  let vendorId: number;
  beforeAll(async () => {
    vendorId = (await createVendor(getDb(), { name: "Noor Mehndi" })).id;
  });
  const deps = () => ({ db: getDb(), storage: getStorage() });

  it("refuses a forged or malformed token as an unknown link (404)", async () => {
    for (const token of [newReviewToken(), "not-a-token", undefined, `${newReviewToken()}x`]) {
      const error = await refusal(submitReview(deps(), { token, formData: reviewForm() }, AFTER));
      expect([error.code, error.message]).toEqual(["not_found", REVIEW_MESSAGES.unknown]);
    }
    expect((await getDb().select({ n: count() }).from(reviews))[0]?.n).toBe(0);
  });

  it("refuses a review before the day after the event, saying when it can be written", async () => {
    const enquiry = await createEnquiry(getDb(), vendorId);
    const token = await invite(getDb(), enquiry.id);
    const error = await refusal(submitReview(deps(), { token, formData: reviewForm() }, BEFORE));
    expect(error.code).toBe("forbidden");
    expect(error.message).toBe(tooEarlyMessage(EVENT_DAY));
    expect(error.message).toBe("You can review this vendor after your event on Saturday 15 August 2026.");
    expect(await getDb().select().from(reviews).where(eq(reviews.enquiryId, enquiry.id))).toEqual([]);
  });

  it("stores one review with its photos, then refuses the same link and a second review of the enquiry", async () => {
    const db = getDb();
    const enquiry = await createEnquiry(db, vendorId, { coupleName: "Aisha Khan" });
    const token = await invite(db, enquiry.id);
    expect(await openReviewInvitation(db, token, AFTER)).toMatchObject({ vendorId, vendorName: "Noor Mehndi", eventDate: EVENT_DAY, firstName: "Aisha" });
    const photo = new Blob([new Uint8Array(await solidImage("jpeg", 1200, 900))], { type: "image/jpeg" });
    const saved = await submitReview(deps(), { token, formData: reviewForm({ rating: "4" }, [photo]) }, AFTER);
    expect(saved).toEqual({ saved: true, vendorId, vendorName: "Noor Mehndi" });

    const [review] = await db.select().from(reviews).where(eq(reviews.enquiryId, enquiry.id));
    expect(review).toMatchObject({ vendorId, rating: 4, eventMonth: "2026-08", status: "visible", isDemo: false, authorName: "Aisha" });
    const photos = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review!.id));
    expect(photos).toHaveLength(1);
    expect(photos[0]!.imageUrl).toMatch(/^\/media\/uploads\/reviews\/photo-[0-9a-f-]+\.webp$/);
    expect(await storage.storedFiles()).toHaveLength(1);

    const reused = await refusal(submitReview(deps(), { token, formData: reviewForm() }, AFTER));
    expect([reused.code, reused.message]).toEqual(["conflict", "This review link has already been used."]);
    // A second link for the same enquiry (should one ever exist) meets the unique key of reviews.enquiry_id.
    await db.delete(reviewInvitations).where(eq(reviewInvitations.enquiryId, enquiry.id));
    const second = await invite(db, enquiry.id);
    const again = await refusal(submitReview(deps(), { token: second, formData: reviewForm() }, AFTER));
    expect([again.code, again.message]).toEqual(["conflict", REVIEW_MESSAGES.used]);
    expect((await db.select({ n: count() }).from(reviews).where(eq(reviews.enquiryId, enquiry.id)))[0]?.n).toBe(1);
    expect(await storage.storedFiles()).toHaveLength(1);
  });

  it("refuses a 6 MB photo with the upload's message and stores nothing, the link still unused", async () => {
    const db = getDb();
    const enquiry = await createEnquiry(db, vendorId);
    const token = await invite(db, enquiry.id);
    const before = await storage.storedFiles();
    const good = new Blob([new Uint8Array(await solidImage("png", 400, 300))], { type: "image/png" });
    const huge = new Blob([new Uint8Array(6 * 1024 * 1024)], { type: "image/jpeg" });
    const error = await refusal(submitReview(deps(), { token, formData: reviewForm({}, [good, huge]) }, AFTER));
    expect(error.code).toBe("invalid");
    expect(error.fieldErrors).toEqual({ photos: IMAGE_MESSAGES.tooLarge });
    expect(IMAGE_MESSAGES.tooLarge).toBe("Image must be smaller than 5MB");

    const script = new Blob(["<script>alert(1)</script>"], { type: "image/jpeg" });
    const invalid = await refusal(submitReview(deps(), { token, formData: reviewForm({}, [good, script]) }, AFTER));
    expect(invalid.fieldErrors).toEqual({ photos: IMAGE_MESSAGES.invalidType });

    const five = Array.from({ length: 5 }, () => good);
    const tooMany = await refusal(submitReview(deps(), { token, formData: reviewForm({}, five) }, AFTER));
    expect(tooMany.fieldErrors).toEqual({ photos: REVIEW_MESSAGES.tooManyPhotos });

    expect(await db.select().from(reviews).where(eq(reviews.enquiryId, enquiry.id))).toEqual([]);
    expect(await storage.storedFiles()).toEqual(before);
    const [invitation] = await db.select().from(reviewInvitations).where(eq(reviewInvitations.enquiryId, enquiry.id));
    expect(invitation?.usedAt).toBeNull();
  });

  it("refuses missing or invalid fields with a message for each", async () => {
    const enquiry = await createEnquiry(getDb(), vendorId);
    const token = await invite(getDb(), enquiry.id);
    const error = await refusal(submitReview(deps(), { token, formData: reviewForm({ rating: "6", title: " ", body: "Too short", authorName: "" }) }, AFTER));
    expect(error.code).toBe("invalid");
    expect(error.fieldErrors).toEqual({
      rating: REVIEW_MESSAGES.rating,
      title: REVIEW_MESSAGES.title,
      body: REVIEW_MESSAGES.body,
      authorName: REVIEW_MESSAGES.authorName,
    });
  });

  it("keeps markup in the text as typed: it is text, never code", async () => {
    const db = getDb();
    const enquiry = await createEnquiry(db, vendorId);
    const token = await invite(db, enquiry.id);
    const body = `<script>alert("x")</script><img src=x onerror=alert(1)> Lovely henna, really intricate work!`;
    await submitReview(deps(), { token, formData: reviewForm({ title: "<b>Great</b>", body }) }, AFTER);
    const listed = await listVisibleReviews(db, vendorId);
    expect(listed.find((review) => review.title === "<b>Great</b>")?.body).toBe(body);
  });
});

describeEachDatabase("ratings and reports", (getDb) => {
  let vendorId: number;
  let otherId: number;
  let reviewIds: number[];
  beforeAll(async () => {
    const db = getDb();
    vendorId = (await createVendor(db)).id;
    otherId = (await createVendor(db)).id;
    reviewIds = [];
    for (const [rating, status] of [
      [5, "visible"],
      [4, "visible"],
      [1, "hidden"],
    ] as const) {
      const enquiry = await createEnquiry(db, vendorId);
      const [row] = await db
        .insert(reviews)
        .values({ enquiryId: enquiry.id, vendorId, rating, title: `Rated ${rating}`, body: "Text of the review.", authorName: "Sana", eventMonth: "2026-08", status })
        .returning({ id: reviews.id });
      reviewIds.push(row!.id);
    }
  });

  it("averages and counts only visible reviews, and lists only those", async () => {
    const summaries = await ratingSummaries(getDb(), [vendorId, otherId]);
    expect(summaries.get(vendorId)).toEqual({ average: 4.5, count: 2 });
    expect(summaries.has(otherId)).toBe(false);
    const listed = await listVisibleReviews(getDb(), vendorId);
    expect(listed.map((review) => review.rating).sort()).toEqual([4, 5]);
    expect(await listVisibleReviews(getDb(), otherId)).toEqual([]);
  });

  it("stores a report and counts it, and the review stays visible", async () => {
    const db = getDb();
    const form = new FormData();
    form.set("reason", "Not a genuine review");
    const at = new Date("2026-09-01T10:00:00Z");
    expect(await reportReview(db, { reviewId: reviewIds[0]!, formData: form, ip: "198.51.100.7" }, at)).toEqual({ reported: true, vendorId });
    await reportReview(db, { reviewId: reviewIds[0]!, formData: form, ip: "198.51.100.8" }, at);
    const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewIds[0]!));
    expect(review).toMatchObject({ status: "visible", reportCount: 2, lastReportedAt: at });
    const reports = await db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewIds[0]!));
    expect(reports.map((report) => report.reason)).toEqual(["Not a genuine review", "Not a genuine review"]);
    expect((await listVisibleReviews(db, vendorId)).map((listed) => listed.id)).toContain(reviewIds[0]);
  });

  it("refuses a report without a reason, of a hidden review, and past the address limit", async () => {
    const db = getDb();
    const empty = await refusal(reportReview(db, { reviewId: reviewIds[1]!, formData: new FormData(), ip: "198.51.100.20" }));
    expect(empty.fieldErrors).toEqual({ reason: REVIEW_MESSAGES.reportReason });
    const form = new FormData();
    form.set("reason", "Spam or advertising");
    const hidden = await refusal(reportReview(db, { reviewId: reviewIds[2]!, formData: form, ip: "198.51.100.20" }));
    expect(hidden.code).toBe("not_found");
    const at = new Date("2026-09-02T10:00:00Z");
    for (let i = 0; i < REPORT_LIMIT.max; i += 1) await reportReview(db, { reviewId: reviewIds[1]!, formData: form, ip: "198.51.100.21" }, at);
    const limited = await refusal(reportReview(db, { reviewId: reviewIds[1]!, formData: form, ip: "198.51.100.21" }, at));
    expect(limited.code).toBe("rate_limited");
    const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewIds[1]!));
    expect(review?.reportCount).toBe(REPORT_LIMIT.max);
  });
});

describe("review tokens", () => {
  it("are 43 random base64url characters, stored as a 64-digit SHA-256", () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newReviewToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashReviewToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
