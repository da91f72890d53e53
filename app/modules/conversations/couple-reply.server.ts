import { findCoupleConversation, requireOpenConversation } from "~/modules/conversations/conversation-access.server";
import { parseReply, storeMessage, type ConversationMessage } from "~/modules/conversations/messages.server";
import { notifySafely, type NotificationDeps } from "~/modules/conversations/notifications.server";
import { now } from "~/modules/time/clock";

/**
 * The couple's reply through their private link (docs/product/couples-tools.md#conversations), in this order:
 * 1. the link must open a conversation ({@link findCoupleConversation}), else AppError `not_found` (404) and
 *    nothing is stored;
 * 2. the conversation must be open ({@link requireOpenConversation}: not while the vendor's account deletion is
 *    pending, decision 107), else AppError `conflict` (409) and nothing is stored or mailed;
 * 3. the `reply` field: trimmed, 1 to 5,000 characters, else AppError `invalid` (400) with the field's message;
 * 4. the message is stored from the couple (30 an hour per conversation, else `rate_limited`, 429);
 * 5. the vendor is told by mail ({@link notifyParty}: at once, or with the next sweep within 15 minutes). A mail
 *    failure is logged (ids only) and never undoes or hides the stored message.
 * Input: {@link NotificationDeps}, the token from the URL, the posted form, the time (default: the app clock).
 * Output: the stored message. Database errors are rethrown.
 */
export async function sendCoupleReply(
  deps: NotificationDeps,
  input: { token: string | undefined; formData: FormData },
  at: Date = now(),
): Promise<ConversationMessage> {
  const head = await findCoupleConversation(deps.db, input.token);
  requireOpenConversation(head);
  const body = parseReply(input.formData);
  const message = await storeMessage(deps.db, { enquiryId: head.enquiryId, sender: "couple", body }, at);
  await notifySafely(deps, head.enquiryId, "vendor", at, { messageId: message.id });
  return message;
}
