import { eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { bookings, reviewInvitations, reviews } from "~/db/schema";
import type { MailMessage } from "~/modules/mail/mail-message";
import { sendReviewInvitations } from "~/modules/reviews/review-invitations.server";
import { tooEarlyMessage } from "~/modules/reviews/review-rules";
import { hashReviewToken, newReviewToken } from "~/modules/reviews/review-tokens.server";
import { openReviewInvitation, submitReview } from "~/modules/reviews/submit-review.server";
import { listVisibleReviews } from "~/modules/reviews/vendor-reviews.server";
import { getStorage } from "~/modules/storage/storage.server";
import { resetClock } from "~/modules/time/clock";
import { createBooking, createConversation, createQuote } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { createReview } from "../../../tests/support/review-factories";
import { refusal } from "../../../tests/support/rejections";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../../tests/support/test-database";

/** Signs the unsubscribe links and keys the opt-outs in these tests (decision 094). */
const TEST_SECRET = "test-secret-for-unsubscribe-links-0123456789";

// Reviews after a booking (docs/product/couples-tools.md#quotes-and-bookings): the invitation follows the booked
// day, and the review says 'Verified booking'.

const PUBLIC_URL = "https://shaadi.example";
const ENQUIRED_DAY = "2026-08-15";
const BOOKED_DAY = "2026-09-05";
const AFTER_ENQUIRED_DAY = new Date("2026-08-16T06:00:00Z");
const AFTER_BOOKED_DAY = new Date("2026-09-06T06:00:00Z");

function mailbox() {
  const sent: MailMessage[] = [];
  return { sent, sendMail: async (message: MailMessage) => void sent.push(message) };
}

describeEachDatabase("review invitations after bookings", (getDb) => {
  afterEach(() => resetClock());
  const sweep = (box: ReturnType<typeof mailbox>, at: Date) =>
    sendReviewInvitations({ db: getDb(), sendMail: box.sendMail, publicUrl: PUBLIC_URL, supportEmail: "help@shaadi.example", secret: TEST_SECRET }, at);

  it("waits for the booked day rather than the day first enquired about, then invites once", async () => {
    const vendor = await createVendor(getDb(), { name: "Royal Walima Caterers" });
    const booked = await createConversation(getDb(), vendor.id, { enquiry: { eventDate: ENQUIRED_DAY } });
    await createBooking(getDb(), booked, { source: "quote", eventDate: BOOKED_DAY });
    const { enquiry } = booked;
    const box = mailbox();

    expect(await sweep(box, AFTER_ENQUIRED_DAY)).toEqual({ sent: 0, optedOut: 0, failed: 0 });
    expect(await sweep(box, AFTER_BOOKED_DAY)).toEqual({ sent: 1, optedOut: 0, failed: 0 });
    expect(await sweep(box, new Date(AFTER_BOOKED_DAY.getTime() + 86_400_000))).toEqual({ sent: 0, optedOut: 0, failed: 0 });
    expect(box.sent).toHaveLength(1);
    expect(box.sent[0]!.to).toBe(enquiry.coupleEmail);
    expect(box.sent[0]!.text).toContain("Saturday 5 September 2026");
    expect(await getDb().select().from(reviewInvitations).where(eq(reviewInvitations.enquiryId, enquiry.id))).toHaveLength(1);
  });

  it("invites after a booked day earlier than the enquiry's, and within 30 days of the booked day", async () => {
    const vendor = await createVendor(getDb());
    // Booked for an earlier day than first asked: the enquiry's day is still to come.
    await createBooking(getDb(), await createConversation(getDb(), vendor.id, { enquiry: { eventDate: "2026-10-01" } }), { source: "quote", eventDate: ENQUIRED_DAY });
    // Booked for a later day: the enquiry's day is long past the 30 days, the booked one is not.
    await createBooking(getDb(), await createConversation(getDb(), vendor.id, { enquiry: { eventDate: "2026-06-01" } }), { source: "quote", eventDate: ENQUIRED_DAY });
    const box = mailbox();
    expect(await sweep(box, AFTER_ENQUIRED_DAY)).toEqual({ sent: 2, optedOut: 0, failed: 0 });
    expect(box.sent.every((mail) => mail.text.includes("Saturday 15 August 2026"))).toBe(true);
  });

  it("follows the enquiry's day again once its booking is cancelled, and the day of the booking made after it", async () => {
    const vendor = await createVendor(getDb());
    const cancelled = await createConversation(getDb(), vendor.id, { enquiry: { eventDate: ENQUIRED_DAY } });
    const { booking } = await createBooking(getDb(), cancelled, { source: "quote", eventDate: BOOKED_DAY });
    await getDb().update(bookings).set({ cancelledAt: new Date("2026-07-01T10:00:00Z") }).where(eq(bookings.id, booking.id));
    const rebooked = await createConversation(getDb(), vendor.id, { enquiry: { eventDate: ENQUIRED_DAY } });
    const first = await createBooking(getDb(), rebooked, { source: "outside", eventDate: ENQUIRED_DAY });
    await getDb().update(bookings).set({ cancelledAt: new Date("2026-07-01T10:00:00Z") }).where(eq(bookings.id, first.booking.id));
    await createBooking(getDb(), rebooked, { source: "outside", eventDate: BOOKED_DAY });
    const box = mailbox();

    expect(await sweep(box, AFTER_ENQUIRED_DAY)).toEqual({ sent: 1, optedOut: 0, failed: 0 });
    expect(box.sent.map((mail) => mail.to)).toEqual([cancelled.enquiry.coupleEmail]);
    expect(await sweep(box, AFTER_BOOKED_DAY)).toEqual({ sent: 1, optedOut: 0, failed: 0 });
    expect(box.sent.map((mail) => mail.to)).toEqual([cancelled.enquiry.coupleEmail, rebooked.enquiry.coupleEmail]);
  });

  it("invites no couple whose enquiry was not delivered, booked or not", async () => {
    const vendor = await createVendor(getDb());
    for (const delivery of ["held", "rejected", "not_genuine"]) {
      await createBooking(getDb(), await createConversation(getDb(), vendor.id, { delivery, enquiry: { eventDate: ENQUIRED_DAY } }), { source: "quote", eventDate: ENQUIRED_DAY });
      await createConversation(getDb(), vendor.id, { delivery, enquiry: { eventDate: ENQUIRED_DAY } });
    }
    const delivered = await createConversation(getDb(), vendor.id, { enquiry: { eventDate: ENQUIRED_DAY } });
    const box = mailbox();
    expect(await sweep(box, AFTER_ENQUIRED_DAY)).toEqual({ sent: 1, optedOut: 0, failed: 0 });
    expect(box.sent.map((mail) => mail.to)).toEqual([delivered.enquiry.coupleEmail]);
  });
});

describeEachDatabase("reviews of bookings", (getDb) => {
  useTemporaryLocalStorage();

  async function invite(enquiryId: number): Promise<string> {
    const token = newReviewToken();
    await getDb().insert(reviewInvitations).values({ enquiryId, tokenHash: hashReviewToken(token), sentAt: AFTER_ENQUIRED_DAY });
    return token;
  }

  function reviewForm(): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries({ rating: "5", title: "Wonderful walima", body: "They made our walima unforgettable, thank you!", authorName: "Aisha" })) {
      form.set(name, value);
    }
    return form;
  }

  it("opens the link from the day after the booked day, and stores the booked month", async () => {
    const vendor = await createVendor(getDb(), { name: "Noor Mehndi" });
    const booked = await createConversation(getDb(), vendor.id, { enquiry: { eventDate: ENQUIRED_DAY } });
    await createBooking(getDb(), booked, { source: "quote", eventDate: BOOKED_DAY });
    const { enquiry } = booked;
    const token = await invite(enquiry.id);

    const early = await refusal(openReviewInvitation(getDb(), token, AFTER_ENQUIRED_DAY));
    expect([early.code, early.message]).toEqual(["forbidden", tooEarlyMessage(BOOKED_DAY)]);
    expect(await openReviewInvitation(getDb(), token, AFTER_BOOKED_DAY)).toMatchObject({ eventDate: BOOKED_DAY, verifiedBooking: true });
    // Cancelled, the booking no longer sets the day nor verifies the review.
    const cancelledAt = new Date("2026-08-01T10:00:00Z");
    await getDb().update(bookings).set({ cancelledAt }).where(eq(bookings.enquiryId, enquiry.id));
    expect(await openReviewInvitation(getDb(), token, AFTER_ENQUIRED_DAY)).toMatchObject({ eventDate: ENQUIRED_DAY, verifiedBooking: false });
    await getDb().update(bookings).set({ cancelledAt: null }).where(eq(bookings.enquiryId, enquiry.id));

    await submitReview({ db: getDb(), storage: getStorage() }, { token, formData: reviewForm() }, AFTER_BOOKED_DAY);
    const [review] = await getDb().select().from(reviews).where(eq(reviews.enquiryId, enquiry.id));
    expect(review?.eventMonth).toBe("2026-09");
  });

  it("says which reviews come from a booking, without listing any review twice", async () => {
    const vendor = await createVendor(getDb());
    const booked = await createConversation(getDb(), vendor.id);
    await createBooking(getDb(), booked, { source: "quote" });
    const quoted = await createConversation(getDb(), vendor.id);
    await createQuote(getDb(), quoted);
    const bookedReview = await createReview(getDb(), vendor.id, { enquiryId: booked.enquiry.id, createdAt: new Date("2026-09-02T10:00:00Z") });
    const quotedReview = await createReview(getDb(), vendor.id, { enquiryId: quoted.enquiry.id, createdAt: new Date("2026-09-01T10:00:00Z") });
    const plainReview = await createReview(getDb(), vendor.id, { createdAt: new Date("2026-08-31T10:00:00Z") });
    // A booking cancelled, then made again: one review, verified by the live booking.
    const rebooked = await createConversation(getDb(), vendor.id);
    const { booking } = await createBooking(getDb(), rebooked, { source: "outside" });
    await getDb().update(bookings).set({ cancelledAt: new Date("2026-07-01T10:00:00Z") }).where(eq(bookings.id, booking.id));
    await createBooking(getDb(), rebooked, { source: "outside" });
    const rebookedReview = await createReview(getDb(), vendor.id, { enquiryId: rebooked.enquiry.id, createdAt: new Date("2026-08-30T10:00:00Z") });
    // A booking cancelled for good: the review is not a verified booking.
    const cancelled = await createConversation(getDb(), vendor.id);
    const gone = await createBooking(getDb(), cancelled, { source: "outside" });
    await getDb().update(bookings).set({ cancelledAt: new Date("2026-07-01T10:00:00Z") }).where(eq(bookings.id, gone.booking.id));
    const cancelledReview = await createReview(getDb(), vendor.id, { enquiryId: cancelled.enquiry.id, createdAt: new Date("2026-08-29T10:00:00Z") });

    const listed = await listVisibleReviews(getDb(), vendor.id);
    expect(listed.map((review) => [review.id, review.verifiedBooking])).toEqual([
      [bookedReview.id, true],
      [quotedReview.id, false],
      [plainReview.id, false],
      [rebookedReview.id, true],
      [cancelledReview.id, false],
    ]);
  });
});
