import { and, eq, ne } from "drizzle-orm";
import { conversations, quotes } from "~/db/schema";
import { findVendorConversation } from "~/modules/conversations/conversation-access.server";
import { appendMessage, checkMessageLimit, MESSAGE_LIMITS } from "~/modules/conversations/messages.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { QUOTE_MESSAGES, quoteFormValues, quoteSchema } from "~/modules/conversations/quote-form";
import { notifySafely } from "~/modules/conversations/notifications.server";
import { vendorMessagesKey } from "~/modules/conversations/vendor-reply.server";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

/**
 * The vendor's 'Send a quote' (docs/product/couples-tools.md#quotes-and-bookings), in this order:
 * 1. the conversation must be one of the account's ({@link findVendorConversation}), else AppError `not_found`
 *    (404); a booked one refuses another quote with `conflict` (409) 'This conversation is already booked.';
 * 2. the form ({@link quoteSchema} on the UK day of `at`): 'Price (£)' £1 to £1,000,000 read as pence, "What's
 *    included" 1 to 2,000 characters, the event(s), the event's date (today to three years ahead), 'Valid
 *    until' (today to two years ahead), else `invalid` (400) with each field's message;
 * 3. a quote counts as a message: 100 an hour per vendor account, 30 an hour per conversation, else
 *    `rate_limited` (429);
 * 4. in one transaction: the `quotes` row, its line in the timeline (a vendor message with `quote_id` and an
 *    empty body, moving the conversation on as a reply does) and the conversation's stage 'quoted';
 * 5. the couple is mailed ({@link notifySafely}: a failure is logged and the quote stands).
 * Nothing is written when a step refuses. Input: {@link NotificationDeps}, `{ userId` (the session's),
 * `enquiryId` (from the URL), `formData }`, the time (default: the app clock). Output: `{ quoteId, messageId }`.
 */
export async function sendQuote(
  deps: NotificationDeps,
  input: { userId: string; enquiryId: number; formData: FormData },
  at: Date = now(),
): Promise<{ quoteId: number; messageId: number }> {
  const head = await findVendorConversation(deps.db, input.userId, input.enquiryId);
  if (head.stage === "booked" || head.bookingId !== null) throw new AppError("conflict", QUOTE_MESSAGES.booked, { title: QUOTE_MESSAGES.refused });
  const parsed = quoteSchema(ukDay(at)).safeParse(quoteFormValues(input.formData));
  if (!parsed.success) throw invalidForm(parsed.error);
  // Counted before the transaction: the limits' counters are written on their own connection.
  await checkMessageLimit(deps.db, vendorMessagesKey(input.userId), MESSAGE_LIMITS.perVendorAccount, at);
  await checkMessageLimit(deps.db, `conversation:${head.enquiryId}:vendor`, MESSAGE_LIMITS.perConversationSide, at);

  const { price, ...offer } = parsed.data;
  const sent = await deps.db.transaction(async (tx) => {
    const [quote] = await tx
      .insert(quotes)
      .values({ enquiryId: head.enquiryId, vendorId: head.vendorId, pricePence: price, ...offer, createdAt: at })
      .returning({ id: quotes.id });
    const message = await appendMessage(tx, { enquiryId: head.enquiryId, sender: "vendor", body: "", quoteId: quote!.id }, at);
    await tx
      .update(conversations)
      .set({ stage: "quoted" })
      .where(and(eq(conversations.enquiryId, head.enquiryId), ne(conversations.stage, "booked")));
    return { quoteId: quote!.id, messageId: message.id };
  });
  await notifySafely(deps, head.enquiryId, "couple", at, sent);
  return sent;
}
