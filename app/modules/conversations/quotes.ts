// A quote as both sides see it in a conversation (docs/product/couples-tools.md#quotes-and-bookings): the shape
// the quote card shows and where the quote stands. The database side is quotes.server.ts; the form's rules are
// quote-form.ts.

/** Where a quote row stands: sent, then accepted (a booking) or declined by the couple. */
export type QuoteStatus = "sent" | "accepted" | "declined";

/** What the card shows: a sent quote past its 'Valid until' day is expired and can no longer be accepted. */
export type QuoteStanding = QuoteStatus | "expired";

/** One quote as the card shows it. Price in pence; days are `YYYY-MM-DD` (UK days). */
export type QuoteView = {
  id: number;
  pricePence: number;
  included: string;
  events: string;
  eventDate: string;
  validUntil: string;
  standing: QuoteStanding;
  /** The couple's reason when declined, if they gave one. */
  declineReason: string | null;
};

/**
 * Where a quote stands on UK day `today` (`YYYY-MM-DD`): its status, except that a quote still only sent after
 * its 'Valid until' day is expired ('A quote past its date cannot be accepted').
 */
export function quoteStanding(status: QuoteStatus, validUntil: string, today: string): QuoteStanding {
  return status === "sent" && validUntil < today ? "expired" : status;
}

export const QUOTE_STANDING_LABELS: Record<QuoteStanding, string> = {
  sent: "Awaiting answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};
