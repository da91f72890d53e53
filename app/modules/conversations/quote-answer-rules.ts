import { z } from "zod";
import { parseRowId } from "~/lib/row-id";

// The couple's answer to a quote, shared with the browser (docs/product/couples-tools.md#quotes-and-bookings):
// 'Accept quote' or 'Decline' with an optional reason. The database side is quote-answers.server.ts.

/** The field naming the quote a form answers. */
export const QUOTE_ID_FIELD = "quoteId";

/** The optional reason of a declined quote ('Reason'). */
export const DECLINE_REASON_FIELD = "reason";

/** The longest reason for declining, in characters. */
export const DECLINE_REASON_MAX_LENGTH = 1000;

/** What the couple's page posts: a reply, or an answer to one quote. */
export const COUPLE_INTENTS = ["reply", "accept", "decline"] as const;
export type CoupleIntent = (typeof COUPLE_INTENTS)[number];

export const QUOTE_ANSWER_MESSAGES = {
  notFound: "Quote not found",
  expired: "This quote has expired and can no longer be accepted.",
  answered: "This quote has already been answered.",
  booked: "This conversation is already booked.",
  reasonTooLong: `Your reason can be at most ${DECLINE_REASON_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  accepted: "Quote accepted",
  declined: "Quote declined",
  refused: "Quote not answered",
} as const;

/** The posted reason: trimmed, empty allowed, at most {@link DECLINE_REASON_MAX_LENGTH} characters. */
export const declineReasonSchema = z.object({
  [DECLINE_REASON_FIELD]: z.string().trim().max(DECLINE_REASON_MAX_LENGTH, QUOTE_ANSWER_MESSAGES.reasonTooLong),
});

/** The quote id a form posted, or undefined when it is not a positive whole number. */
export function parseQuoteId(raw: unknown): number | undefined {
  return parseRowId(raw);
}

/** The intent a form posted ('reply' when none), or undefined for anything else. */
export function parseCoupleIntent(raw: unknown): CoupleIntent | undefined {
  const value = raw === null || raw === undefined || raw === "" ? "reply" : raw;
  return (COUPLE_INTENTS as readonly unknown[]).includes(value) ? (value as CoupleIntent) : undefined;
}
