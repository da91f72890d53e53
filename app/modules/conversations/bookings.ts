import { z } from "zod";
import { parsePoundsToPence } from "~/modules/money/money";
import { QUOTE_PRICE_PENCE } from "~/modules/conversations/quote-form";

// Bookings as the vendor portal shows and makes them (docs/product/couples-tools.md#quotes-and-bookings): the
// dashboard's Bookings card and the 'Booked outside the site' form, shared with the browser. The database side
// is bookings.server.ts.

/** How a booking was made: the couple accepted a quote, or the vendor marked it booked outside the site. */
export type BookingSource = "quote" | "outside";

/** One booking on the dashboard. Amount in pence (null: booked outside the site without an amount). */
export type BookingSummary = {
  id: number;
  enquiryId: number;
  coupleName: string;
  /** The event(s) of the accepted quote, else the enquiry's event type. */
  events: string;
  /** `YYYY-MM-DD`. */
  eventDate: string;
  amountPence: number | null;
  source: BookingSource;
};

/** The optional amount of 'Booked outside the site', in pounds. */
export const BOOKED_AMOUNT_FIELD = "amount";

export const BOOKING_MESSAGES = {
  amountFormat: "Enter the amount in pounds, e.g. 1250 or 1,250.50, or leave it empty.",
  amountRange: "The amount must be between £1 and £1,000,000.",
  booked: "This conversation is already booked.",
  markedBooked: "Marked as booked",
  refused: "Not marked as booked",
  cancelled: "Booking cancelled",
  cancelRefused: "Booking not cancelled",
  notBooked: "This conversation has no booking to cancel.",
} as const;

/**
 * The line a cancellation leaves in the conversation, from the vendor to the couple, e.g. 'Cancelled the booking
 * for Saturday 14 August 2027.' Input: the booking's day as written for people.
 */
export function bookingCancelledLine(day: string): string {
  return `Cancelled the booking for ${day}.`;
}

/** The posted 'Booked outside the site': `amount` empty (no amount) or pounds read as pence, £1 to £1,000,000. */
export const bookedOutsideSchema = z.object({
  [BOOKED_AMOUNT_FIELD]: z
    .string()
    .trim()
    .transform((value, context): number | null => {
      if (value === "") return null;
      const pence = parsePoundsToPence(value);
      if (pence === undefined) context.addIssue({ code: "custom", message: BOOKING_MESSAGES.amountFormat });
      else if (pence < QUOTE_PRICE_PENCE.min || pence > QUOTE_PRICE_PENCE.max) context.addIssue({ code: "custom", message: BOOKING_MESSAGES.amountRange });
      return pence ?? null;
    }),
});
