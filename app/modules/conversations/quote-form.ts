import { z } from "zod";
import { parsePoundsToPence } from "~/modules/money/money";
import { isCalendarDay, shiftDay } from "~/modules/time/uk-dates";

// The vendor's 'Send a quote' form (docs/product/couples-tools.md#quotes-and-bookings), shared with the browser:
// its fields, limits and messages, and the zod schema both sides check with. The database side is quotes.server.ts.

export const QUOTE_FIELDS = ["price", "included", "events", "eventDate", "validUntil"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteFormValues = Record<QuoteField, string>;

/** The lowest and highest price of a quote, in pence (£1 to £1,000,000). */
export const QUOTE_PRICE_PENCE = { min: 100, max: 100_000_000 } as const;
export const QUOTE_INCLUDED_MAX_LENGTH = 2000;
export const QUOTE_EVENTS_MAX_LENGTH = 200;
/** How far ahead 'Valid until' may be, and the event's date, in years from today (UK). */
export const QUOTE_VALID_YEARS = 2;
export const QUOTE_EVENT_YEARS = 3;

export const QUOTE_MESSAGES = {
  priceEmpty: "Please enter the price in pounds.",
  priceFormat: "Enter the price in pounds, e.g. 1250 or 1,250.50.",
  priceRange: "The price must be between £1 and £1,000,000.",
  includedEmpty: "Please say what the price includes.",
  includedTooLong: `What's included can be at most ${QUOTE_INCLUDED_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  eventsEmpty: "Please name the event or events the quote covers.",
  eventsTooLong: `The events can be at most ${QUOTE_EVENTS_MAX_LENGTH} characters.`,
  eventDate: "Choose the event's date, from today up to three years ahead.",
  validUntil: "Choose a date from today up to two years ahead.",
  booked: "This conversation is already booked.",
  sent: "Quote sent",
  refused: "Quote not sent",
} as const;

/** The days a date field accepts on UK day `today`: from today to `years` ahead, `YYYY-MM-DD`. */
export function dayRange(today: string, years: number): { first: string; last: string } {
  return { first: today, last: shiftDay(today, { years }) };
}

const dayWithin = (range: { first: string; last: string }, message: string) =>
  z
    .string({ message })
    .trim()
    .refine((value) => isCalendarDay(value) && value >= range.first && value <= range.last, message);

/**
 * The posted quote on UK day `today`: 'Price (£)' in pounds (or pounds and pence) read as pence, £1 to £1,000,000;
 * "What's included", 1 to 2,000 characters; the event(s), 1 to 200; the event's date from today to three years
 * ahead; 'Valid until' from today to two years ahead. Output: `{ price` (in pence), `included, events, eventDate, validUntil }`.
 */
export function quoteSchema(today: string) {
  return z.object({
    price: z
      .string({ message: QUOTE_MESSAGES.priceEmpty })
      .trim()
      .min(1, QUOTE_MESSAGES.priceEmpty)
      .transform((value, context) => {
        const pence = parsePoundsToPence(value);
        if (pence === undefined) context.addIssue({ code: "custom", message: QUOTE_MESSAGES.priceFormat });
        else if (pence < QUOTE_PRICE_PENCE.min || pence > QUOTE_PRICE_PENCE.max) context.addIssue({ code: "custom", message: QUOTE_MESSAGES.priceRange });
        return pence ?? 0;
      }),
    included: z.string({ message: QUOTE_MESSAGES.includedEmpty }).trim().min(1, QUOTE_MESSAGES.includedEmpty).max(QUOTE_INCLUDED_MAX_LENGTH, QUOTE_MESSAGES.includedTooLong),
    events: z.string({ message: QUOTE_MESSAGES.eventsEmpty }).trim().min(1, QUOTE_MESSAGES.eventsEmpty).max(QUOTE_EVENTS_MAX_LENGTH, QUOTE_MESSAGES.eventsTooLong),
    eventDate: dayWithin(dayRange(today, QUOTE_EVENT_YEARS), QUOTE_MESSAGES.eventDate),
    validUntil: dayWithin(dayRange(today, QUOTE_VALID_YEARS), QUOTE_MESSAGES.validUntil),
  });
}

/** The form's values as typed, for the schema and to show again on refusal (missing fields are ""). */
export function quoteFormValues(formData: FormData): QuoteFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return { price: text("price"), included: text("included"), events: text("events"), eventDate: text("eventDate"), validUntil: text("validUntil") };
}
