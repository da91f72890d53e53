import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, conversations, quotes } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { BOOKING_MESSAGES } from "~/modules/conversations/bookings";
import { listBookings, markBookedOutside } from "~/modules/conversations/bookings.server";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { refusal } from "../../../tests/support/rejections";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createConversation } from "../../../tests/support/conversations";

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
});
