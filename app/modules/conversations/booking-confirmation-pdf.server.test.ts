import { expect, it } from "vitest";
import { bookingConfirmation, renderBookingConfirmationPdf, NO_PAYMENT_NOTE } from "~/modules/conversations/booking-confirmation-pdf.server";
import { CONVERSATION_NOT_FOUND } from "~/modules/conversations/conversation-rules";
import { createBooking, createConversation, createQuote } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { pdfText } from "../../../tests/support/pdf-text";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "https://shaadi.example";
// In British Summer Time: the confirmation says 13:30, the UK time.
const BOOKED_AT = new Date("2026-06-10T12:30:00Z");
const MADE_AT = new Date("2026-06-11T09:00:00Z");

describeEachDatabase("booking confirmations", (getDb) => {
  async function bookedWithQuote() {
    const vendor = await createVendor(getDb(), { name: "Henna by Zainab", location: "Belgrave, Leicester" });
    const conversation = await createConversation(getDb(), vendor.id, {
      enquiry: { coupleName: "Zoë Ahmed", coupleEmail: "zoe@example.test", eventType: "Mehndi", eventDate: "2026-09-12", guestCount: 180 },
    });
    const { booking } = await createBooking(getDb(), conversation, {
      source: "quote",
      quote: { pricePence: 125_000, events: "Mehndi and Sangeet", eventDate: "2026-09-19", included: "Bridal mehndi, both hands and feet\nHenna for 20 guests" },
      eventDate: "2026-09-19",
      createdAt: BOOKED_AT,
    });
    return { vendor, enquiry: conversation.enquiry, booking };
  }

  it("reads both parties, the booked event, the quote's price and what it includes", async () => {
    const { vendor, enquiry, booking } = await bookedWithQuote();
    const details = await bookingConfirmation(getDb(), enquiry.id, PUBLIC_URL);
    expect(details).toEqual({
      bookingId: booking!.id,
      reference: `B-${String(booking!.id).padStart(6, "0")}`,
      enquiryId: enquiry.id,
      couple: { name: "Zoë Ahmed", email: "zoe@example.test" },
      vendor: { id: vendor.id, name: "Henna by Zainab", town: "Belgrave, Leicester", pageUrl: `${PUBLIC_URL}/vendor/${vendor.id}` },
      events: "Mehndi and Sangeet",
      // The booking's day, not the enquiry's.
      eventDate: "2026-09-19",
      guestCount: 180,
      source: "quote",
      amountPence: 125_000,
      included: "Bridal mehndi, both hands and feet\nHenna for 20 guests",
      bookedAt: BOOKED_AT,
    });
  });

  it("draws a PDF whose text names both parties, the event, the date, the price and what is included", async () => {
    const { vendor, enquiry, booking } = await bookedWithQuote();
    const pdf = await renderBookingConfirmationPdf(await bookingConfirmation(getDb(), enquiry.id, PUBLIC_URL), MADE_AT);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(pdf);
    const reference = `B-${String(booking!.id).padStart(6, "0")}`;
    for (const expected of [
      "Shaadi Vendors UK",
      "Booking confirmation",
      `Booking reference ${reference} · Booked on 10 June 2026, 13:30`,
      "Name: Zoë Ahmed",
      "Email: zoe@example.test",
      "Name: Henna by Zainab",
      "Town: Belgrave, Leicester",
      `Page: ${PUBLIC_URL}/vendor/${vendor.id}`,
      "Event: Mehndi and Sangeet",
      "Date: Saturday 19 September 2026",
      "Guests: 180",
      "Price £1,250",
      "What is included Bridal mehndi, both hands and feet Henna for 20 guests",
      NO_PAYMENT_NOTE,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("says a booking made outside the site was, with its amount or without one", async () => {
    const vendor = await createVendor(getDb());
    const withAmount = await createConversation(getDb(), vendor.id, { enquiry: { eventType: "Nikah" } });
    await createBooking(getDb(), withAmount, { source: "outside", amountPence: 80_050 });
    const without = await createConversation(getDb(), vendor.id, { enquiry: { eventType: "Nikah" } });
    await createBooking(getDb(), without, { source: "outside" });

    const priced = await bookingConfirmation(getDb(), withAmount.enquiry.id, PUBLIC_URL);
    expect(priced).toMatchObject({ source: "outside", amountPence: 80_050, included: null, events: "Nikah" });
    const pricedText = await pdfText(await renderBookingConfirmationPdf(priced, MADE_AT));
    expect(pricedText).toContain("Price Booked outside the site: £800.50");
    expect(pricedText).toContain("What is included Not recorded on the site: the booking was made outside it.");

    const unpriced = await pdfText(await renderBookingConfirmationPdf(await bookingConfirmation(getDb(), without.enquiry.id, PUBLIC_URL), MADE_AT));
    expect(unpriced).toContain("Price Booked outside the site (no amount recorded)");
    expect(unpriced).not.toContain("£");
  });

  it("spells names outside the standard fonts' characters in Latin letters instead of printing wrong ones", async () => {
    const vendor = await createVendor(getDb(), { name: "Łódź Décor" });
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.id, { enquiry: { coupleName: "ਸਿਮਰਨ Kaur & Zoë" } });
    await createBooking(getDb(), conversation, { source: "quote" });
    const text = await pdfText(await renderBookingConfirmationPdf(await bookingConfirmation(getDb(), enquiry.id, PUBLIC_URL), MADE_AT));
    expect(text).toContain("Name: simrn Kaur & Zoë");
    expect(text).toContain("Name: Lódz Décor");
  });

  it("answers the conversations' 404 for a conversation that is not booked", async () => {
    const vendor = await createVendor(getDb());
    const { enquiry, ...conversation } = await createConversation(getDb(), vendor.id);
    await createQuote(getDb(), conversation);
    const error = await refusal(bookingConfirmation(getDb(), enquiry.id, PUBLIC_URL));
    expect(error.code).toBe("not_found");
    expect(error.message).toBe(CONVERSATION_NOT_FOUND);
  });
});
