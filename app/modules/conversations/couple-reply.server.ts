import { findCoupleConversation } from "~/modules/conversations/conversation-access.server";
import { parseReply, storeMessage, type ConversationMessage } from "~/modules/conversations/messages.server";
import { notifyParty, type NotificationDeps } from "~/modules/conversations/notifications.server";
import { logError } from "~/modules/logging/logger.server";
import { now } from "~/modules/time/clock";

/**
 * Tells the vendor of conversation `enquiryId` about the couple's new message, never failing the caller: the
 * message is stored already, and one that could not be mailed now stays un-mailed for the notification sweep.
 * A failure is logged with the ids only (decision 056: the message is committed before any mail).
 * Input: {@link NotificationDeps}, the conversation, the time, ids to log with a failure. Output: resolves, always.
 */
export async function notifyVendorSafely(deps: NotificationDeps, enquiryId: number, at: Date, fields: Record<string, number> = {}): Promise<void> {
  try {
    await notifyParty(deps, enquiryId, "vendor", at);
  } catch (error) {
    logError("The vendor could not be told of the couple's message", error, { enquiryId, ...fields });
  }
}

/**
 * The couple's reply through their private link (docs/product/couples-tools.md#conversations), in this order:
 * 1. the link must open a conversation ({@link findCoupleConversation}), else AppError `not_found` (404) and
 *    nothing is stored;
 * 2. the `reply` field: trimmed, 1 to 5,000 characters, else AppError `invalid` (400) with the field's message;
 * 3. the message is stored from the couple (30 an hour per conversation, else `rate_limited`, 429);
 * 4. the vendor is told by mail ({@link notifyParty}: at once, or with the next sweep within 15 minutes). A mail
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
  const body = parseReply(input.formData);
  const message = await storeMessage(deps.db, { enquiryId: head.enquiryId, sender: "couple", body }, at);
  await notifyVendorSafely(deps, head.enquiryId, at, { messageId: message.id });
  return message;
}
