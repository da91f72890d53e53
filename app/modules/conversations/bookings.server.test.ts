import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, conversationMessages, conversations, quotes, vendorUnavailableDates } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { BOOKING_MESSAGES } from "~/modules/conversations/bookings";
import { cancelBooking, listBookings, markBookedOutside } from "~/modules/conversations/bookings.server";
import { findVendorConversation } from "~/modules/conversations/conversation-access.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { conversationState, createBooking, createConversation, createQuote } from "../../../tests/support/conversations";

const PUBLIC_URL = "https://shaadi.example";
const NOW = new Date("2026-06-01T12:00:00Z");

const amountForm = (amount?: string) => {
  const form = new FormData();
  if (amount !== undefined) form.set("amount", amount);
  return form;
};

describeEachDatabase("bookings", (getDb) => {
  let auth: Auth;
  let other: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    other = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
  });

  const bookingOf = async (enquiryId: number) => (await getDb().select().from(bookings).where(eq(bookings.enquiryId, enquiryId)))[0];
  const stageOf = async (enquiryId: number) => (await getDb().select().from(conversations).where(eq(conversations.enquiryId, enquiryId)))[0]?.stage;

  it("marks a conversation booked outside the site, with or without an amount, once", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const withAmount = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate: "2026-10-03" } });
    const { bookingId } = await markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: withAmount.enquiry.id, formData: amountForm("£2,400.50") }, NOW);
    expect(await bookingOf(withAmount.enquiry.id)).toMatchObject({
      id: bookingId,
      vendorId: vendor.vendorId,
      source: "outside",
      amountPence: 240050,
      quoteId: null,
      eventDate: "2026-10-03",
      createdAt: NOW,
    });
    expect(await stageOf(withAmount.enquiry.id)).toBe("booked");

    const without = await createConversation(getDb(), vendor.vendorId);
    await markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: without.enquiry.id, formData: amountForm("  ") }, NOW);
    expect(await bookingOf(without.enquiry.id)).toMatchObject({ source: "outside", amountPence: null });

    const again = await refusal(markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: without.enquiry.id, formData: amountForm("10") }, NOW));
    expect(again).toMatchObject({ code: "conflict", message: BOOKING_MESSAGES.booked });
    expect(await bookingOf(without.enquiry.id)).toMatchObject({ amountPence: null });
  });

  it("refuses a wrong amount and another vendor's conversation, writing nothing", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const { enquiry } = await createConversation(getDb(), vendor.vendorId);
    for (const [amount, message] of [["0.50", BOOKING_MESSAGES.amountRange], ["1000000.01", BOOKING_MESSAGES.amountRange], ["lots", BOOKING_MESSAGES.amountFormat]]) {
      const error = await refusal(markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: enquiry.id, formData: amountForm(amount) }, NOW));
      expect(error).toMatchObject({ code: "invalid", fieldErrors: { amount: message } });
    }
    const theirs = await createConversation(getDb(), other.vendorId);
    expect((await refusal(markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: theirs.enquiry.id, formData: amountForm() }, NOW))).code).toBe("not_found");
    for (const id of [enquiry.id, theirs.enquiry.id]) {
      expect(await bookingOf(id)).toBeUndefined();
      expect(await stageOf(id)).toBe("open");
    }
  });

  it("lists the account's bookings: upcoming soonest first, then past ones latest first, with the quote's events", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const book = async (eventDate: string, coupleName: string, amount?: string) => {
      const { enquiry } = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate, coupleName, eventType: "Sangeet" } });
      await markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: enquiry.id, formData: amountForm(amount) }, NOW);
      return enquiry.id;
    };
    const later = await book("2026-12-01", "Later Couple", "900");
    const past = await book("2026-05-01", "Past Couple");
    const soon = await book("2026-06-01", "Today's Couple");
    const quoted = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate: "2026-08-01", coupleName: "Quoted Couple" } });
    const [quote] = await getDb()
      .insert(quotes)
      .values({ enquiryId: quoted.enquiry.id, vendorId: vendor.vendorId, pricePence: 125000, included: "All", events: "Mehndi and Sangeet", eventDate: "2026-08-01", validUntil: "2026-07-01", status: "accepted" })
      .returning();
    await getDb().insert(bookings).values({ enquiryId: quoted.enquiry.id, vendorId: vendor.vendorId, quoteId: quote!.id, source: "quote", amountPence: 125000, eventDate: "2026-08-01" });
    const hidden = await createConversation(getDb(), vendor.vendorId, { delivery: "held" });
    await getDb().insert(bookings).values({ enquiryId: hidden.enquiry.id, vendorId: vendor.vendorId, source: "outside", eventDate: "2026-07-01" });
    const theirs = await createConversation(getDb(), other.vendorId);
    await markBookedOutside(getDb(), { userId: other.userId, enquiryId: theirs.enquiry.id, formData: amountForm() }, NOW);

    expect(await listBookings(getDb(), vendor.userId, NOW)).toEqual([
      expect.objectContaining({ enquiryId: soon, coupleName: "Today's Couple", events: "Sangeet", eventDate: "2026-06-01", amountPence: null, source: "outside" }),
      expect.objectContaining({ enquiryId: quoted.enquiry.id, events: "Mehndi and Sangeet", amountPence: 125000, source: "quote" }),
      expect.objectContaining({ enquiryId: later, amountPence: 90000 }),
      expect.objectContaining({ enquiryId: past, coupleName: "Past Couple" }),
    ]);
    expect((await listBookings(getDb(), other.userId, NOW)).map((row) => row.enquiryId)).toEqual([theirs.enquiry.id]);
  });

  const unavailableOf = async (vendorId: number) =>
    (await getDb().select({ day: vendorUnavailableDates.day }).from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendorId))).map((row) => row.day);
  const CANCELLED_AT = new Date("2026-06-05T09:30:00Z");

  it("cancels a booking: its day is free again, the conversation goes back to open and says so to the couple", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const conversation = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate: "2027-08-14" } });
    const { booking, quote } = await createBooking(getDb(), conversation, { source: "quote", quote: { eventDate: "2027-08-14", validUntil: "2026-07-01" } });
    expect(await unavailableOf(vendor.vendorId)).toEqual(["2027-08-14"]);

    expect(await cancelBooking(getDb(), vendor.userId, conversation.enquiryId, CANCELLED_AT)).toEqual({ bookingId: booking.id, eventDate: "2027-08-14" });
    const state = await conversationState(getDb(), conversation.enquiryId);
    expect(state.bookings).toEqual([{ ...booking, cancelledAt: CANCELLED_AT }]);
    expect(state.conversation?.stage).toBe("open");
    // The accepted quote stays accepted in the history.
    expect(state.quotes).toEqual([expect.objectContaining({ id: quote!.id, status: "accepted" })]);
    expect(state.messages.at(-1)).toMatchObject({ sender: "vendor", body: "Cancelled the booking for Saturday 14 August 2027.", createdAt: CANCELLED_AT, notifiedAt: null });
    expect(await unavailableOf(vendor.vendorId)).toEqual([]);
    expect(await listBookings(getDb(), vendor.userId, NOW)).toEqual([]);
    expect((await findVendorConversation(getDb(), vendor.userId, conversation.enquiryId)).bookingId).toBeNull();

    // Cancelled once: a second cancellation finds no booking, and changes nothing.
    const again = await refusal(cancelBooking(getDb(), vendor.userId, conversation.enquiryId, NOW));
    expect(again).toMatchObject({ code: "conflict", message: BOOKING_MESSAGES.notBooked, title: BOOKING_MESSAGES.cancelRefused });
    expect(await conversationState(getDb(), conversation.enquiryId)).toEqual(state);
  });

  it("goes back to 'quoted' while a quote is still open, and the conversation can be booked again", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const conversation = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate: "2027-09-04" } });
    const { booking } = await createBooking(getDb(), conversation, { source: "outside" });
    await createQuote(getDb(), conversation, { status: "sent", eventDate: "2027-09-04" });
    await cancelBooking(getDb(), vendor.userId, conversation.enquiryId, CANCELLED_AT);
    expect((await conversationState(getDb(), conversation.enquiryId)).conversation?.stage).toBe("quoted");

    const { bookingId } = await markBookedOutside(getDb(), { userId: vendor.userId, enquiryId: conversation.enquiryId, formData: amountForm("800") }, NOW);
    expect(bookingId).not.toBe(booking.id);
    const head = await findVendorConversation(getDb(), vendor.userId, conversation.enquiryId);
    expect(head).toMatchObject({ bookingId, bookingEventDate: "2027-09-04", stage: "booked" });
    expect(await unavailableOf(vendor.vendorId)).toEqual(["2027-09-04"]);
    expect((await listBookings(getDb(), vendor.userId, NOW)).map((row) => row.id)).toEqual([bookingId]);
  });

  it("refuses to cancel another vendor's booking or an unbooked conversation, changing nothing", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const theirs = await createConversation(getDb(), other.vendorId, { enquiry: { eventDate: "2027-10-02" } });
    await createBooking(getDb(), theirs, { source: "outside" });
    const open = await createConversation(getDb(), vendor.vendorId);
    const before = [await conversationState(getDb(), theirs.enquiryId), await conversationState(getDb(), open.enquiryId)];
    const messagesBefore = await getDb().select().from(conversationMessages);

    expect(await refusal(cancelBooking(getDb(), vendor.userId, theirs.enquiryId, NOW))).toMatchObject({ code: "not_found", message: "Conversation not found" });
    expect(await refusal(cancelBooking(getDb(), vendor.userId, open.enquiryId, NOW))).toMatchObject({ code: "conflict", message: BOOKING_MESSAGES.notBooked });
    expect([await conversationState(getDb(), theirs.enquiryId), await conversationState(getDb(), open.enquiryId)]).toEqual(before);
    expect(await getDb().select().from(conversationMessages)).toEqual(messagesBefore);
    expect(await unavailableOf(other.vendorId)).toContain("2027-10-02");
  });
});
