import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import { bookings, conversations, quotes } from "~/db/schema";
import { findCoupleConversation, requireOpenConversation, type ConversationHead } from "~/modules/conversations/conversation-access.server";
import { notifySafely } from "~/modules/conversations/notifications.server";
import { appendMessage } from "~/modules/conversations/messages.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { DECLINE_REASON_FIELD, declineReasonSchema, QUOTE_ANSWER_MESSAGES } from "~/modules/conversations/quote-answer-rules";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { invalidForm } from "~/modules/http/route-errors.server";
import { formatPrice } from "~/modules/money/money";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// The couple's answers to a quote through their private link (docs/product/couples-tools.md#quotes-and-bookings,
// decision 056). Each answer changes the quote, the conversation and its timeline in one transaction, so the
// vendor never sees a booking without its message or the reverse; the vendor is mailed after the commit.

type QuoteRow = typeof quotes.$inferSelect;

/** What an answer did: the quote, its new status, and the booking an accepted quote made. */
export type QuoteAnswer = { quoteId: number; status: "accepted" | "declined"; bookingId?: number };

const answered = () => new AppError("conflict", QUOTE_ANSWER_MESSAGES.answered, { title: QUOTE_ANSWER_MESSAGES.refused });
const alreadyBooked = () => new AppError("conflict", QUOTE_ANSWER_MESSAGES.booked, { title: QUOTE_ANSWER_MESSAGES.refused });

/**
 * The conversation a link opens, while it is open (decision 107: AppError `conflict` while the vendor's account
 * deletion is pending), and one of its own quotes, still open for an answer. A quote id of another conversation is
 * the same `not_found` as an unknown one, so ids cannot be probed.
 */
async function openQuote(db: NotificationDeps["db"], token: string | undefined, quoteId: number | undefined): Promise<{ head: ConversationHead; quote: QuoteRow }> {
  const head = await findCoupleConversation(db, token);
  requireOpenConversation(head);
  if (quoteId === undefined) throw new AppError("not_found", QUOTE_ANSWER_MESSAGES.notFound);
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.enquiryId, head.enquiryId)))
    .limit(1);
  if (!quote) throw new AppError("not_found", QUOTE_ANSWER_MESSAGES.notFound);
  if (quote.status !== "sent") throw answered();
  return { head, quote };
}

/**
 * The couple presses 'Accept quote' (docs/product/couples-tools.md#quotes-and-bookings), in this order:
 * 1. the link must open a conversation and the quote be one of its own, else AppError `not_found` (404), nothing
 *    changed; while the vendor's account deletion is pending, `conflict` (409), nothing changed (decision 107);
 * 2. the quote must still be 'sent', else `conflict` (409) 'This quote has already been answered.'; the
 *    conversation must not be booked, else `conflict` 'This conversation is already booked.';
 * 3. its 'Valid until' (a UK day) must not be before today in the UK, else `conflict` 'This quote has expired
 *    and can no longer be accepted.';
 * 4. in one transaction: the quote becomes 'accepted', a booking (`source` 'quote', amount = the price in pence,
 *    the quote's event date) is stored, the conversation's stage becomes 'booked', and a message of the couple
 *    says so in the timeline. Two answers at once make one booking (the conditional update and the one booking
 *    per conversation); the other is refused as in step 2;
 * 5. the vendor is mailed ({@link notifySafely}: a failure is logged, the booking stands).
 * Input: {@link NotificationDeps}, the token from the URL, the posted quote id (undefined when malformed), the
 * time (default: the app clock). Output: {@link QuoteAnswer} with the booking's id. Database errors are rethrown.
 */
export async function acceptQuote(
  deps: NotificationDeps,
  input: { token: string | undefined; quoteId: number | undefined },
  at: Date = now(),
): Promise<QuoteAnswer> {
  const { head, quote } = await openQuote(deps.db, input.token, input.quoteId);
  if (head.stage === "booked" || head.bookingId !== null) throw alreadyBooked();
  if (quote.validUntil < ukDay(at)) throw new AppError("conflict", QUOTE_ANSWER_MESSAGES.expired, { title: QUOTE_ANSWER_MESSAGES.refused });

  const bookingId = await deps.db.transaction(async (tx) => {
    const accepted = await tx
      .update(quotes)
      .set({ status: "accepted", respondedAt: at })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, "sent")))
      .returning({ id: quotes.id });
    if (accepted.length === 0) throw answered();
    const [booking] = await tx
      .insert(bookings)
      .values({ enquiryId: head.enquiryId, vendorId: quote.vendorId, quoteId: quote.id, source: "quote", amountPence: quote.pricePence, eventDate: quote.eventDate, createdAt: at })
      .onConflictDoNothing({ target: bookings.enquiryId, where: isNull(bookings.cancelledAt) })
      .returning({ id: bookings.id });
    if (!booking) throw alreadyBooked();
    await tx.update(conversations).set({ stage: "booked" }).where(eq(conversations.enquiryId, head.enquiryId));
    await appendMessage(tx, { enquiryId: head.enquiryId, sender: "couple", body: `Accepted your quote of ${formatPrice(quote.pricePence)}.` }, at);
    return booking.id;
  });
  await notifySafely(deps, head.enquiryId, "vendor", at, { quoteId: quote.id, bookingId });
  return { quoteId: quote.id, status: "accepted", bookingId };
}

/**
 * The couple presses 'Decline' on a quote, with an optional 'Reason' (docs/product/couples-tools.md#quotes-and-bookings):
 * 1. the link must open a conversation and the quote be one of its own, else AppError `not_found` (404), nothing
 *    changed; while the vendor's account deletion is pending, `conflict` (409), nothing changed (decision 107); the
 *    quote must still be 'sent', else `conflict` (409) 'This quote has already been answered.';
 * 2. the reason (field `reason`): trimmed, at most 1,000 characters, else `invalid` (400) with the field's message;
 * 3. in one transaction: the quote becomes 'declined' with its reason, a quoted conversation goes back to 'open'
 *    when no other quote of it is still 'sent' (a booked one stays booked), and a message of the couple says so
 *    in the timeline, with the reason;
 * 4. the vendor is mailed ({@link notifySafely}: a failure is logged, the answer stands).
 * Input: {@link NotificationDeps}, the token from the URL, the posted quote id (undefined when malformed), the
 * posted form, the time (default: the app clock). Output: {@link QuoteAnswer}. Database errors are rethrown.
 */
export async function declineQuote(
  deps: NotificationDeps,
  input: { token: string | undefined; quoteId: number | undefined; formData: FormData },
  at: Date = now(),
): Promise<QuoteAnswer> {
  const { head, quote } = await openQuote(deps.db, input.token, input.quoteId);
  const parsed = declineReasonSchema.safeParse({ [DECLINE_REASON_FIELD]: textField(input.formData, DECLINE_REASON_FIELD) });
  if (!parsed.success) throw invalidForm(parsed.error);
  const reason = parsed.data[DECLINE_REASON_FIELD];

  await deps.db.transaction(async (tx) => {
    const declined = await tx
      .update(quotes)
      .set({ status: "declined", declineReason: reason || null, respondedAt: at })
      .where(and(eq(quotes.id, quote.id), eq(quotes.status, "sent")))
      .returning({ id: quotes.id });
    if (declined.length === 0) throw answered();
    const stillSent = tx
      .select({ one: sql`1` })
      .from(quotes)
      .where(and(eq(quotes.enquiryId, head.enquiryId), eq(quotes.status, "sent")));
    await tx
      .update(conversations)
      .set({ stage: "open" })
      .where(and(eq(conversations.enquiryId, head.enquiryId), eq(conversations.stage, "quoted"), notExists(stillSent)));
    const line = `Declined your quote of ${formatPrice(quote.pricePence)}.`;
    await appendMessage(tx, { enquiryId: head.enquiryId, sender: "couple", body: reason ? `${line}\n\nReason: ${reason}` : line }, at);
  });
  await notifySafely(deps, head.enquiryId, "vendor", at, { quoteId: quote.id });
  return { quoteId: quote.id, status: "declined" };
}
