import { findVendorConversation } from "~/modules/conversations/conversation-access.server";
import { checkMessageLimit, MESSAGE_LIMITS, parseReply, storeMessage, type ConversationMessage } from "~/modules/conversations/messages.server";
import { notifyParty, type NotificationDeps } from "~/modules/conversations/notifications.server";
import { logError } from "~/modules/logging/logger.server";
import { now } from "~/modules/time/clock";

/** The key of a vendor account's message limit (100 an hour across its conversations). */
export const vendorMessagesKey = (userId: string) => `vendor-messages:${userId}`;

/**
 * Tells the couple of the vendor's new messages ({@link notifyParty}: at once, or with the sweep within 15
 * minutes). A failure is logged with ids only and swallowed: the message is stored already, and the sweep mails
 * what is still un-mailed (docs/product/couples-tools.md#conversations: "a failed email is retried").
 * Input: {@link NotificationDeps}, the conversation, the time, ids to log.
 */
export async function notifyCoupleSafely(deps: NotificationDeps, enquiryId: number, at: Date, fields: Record<string, number> = {}): Promise<void> {
  try {
    await notifyParty(deps, enquiryId, "couple", at);
  } catch (error) {
    logError("The couple could not be told of the vendor's message", error, { enquiryId, ...fields });
  }
}

/**
 * The vendor's reply in the portal (docs/product/couples-tools.md#conversations), in this order:
 * 1. the conversation must be one of the account's ({@link findVendorConversation}), else AppError `not_found`
 *    (404) and nothing is stored;
 * 2. the `reply` field: trimmed, 1 to 5,000 characters, else `invalid` (400) with the field's message;
 * 3. 100 messages an hour per vendor account (key `vendor-messages:{userId}`), then 30 an hour per conversation
 *    and side, else `rate_limited` (429);
 * 4. the message is stored (the conversation moves on: awaiting the couple, read, first reply);
 * 5. the couple is mailed ({@link notifyCoupleSafely}: a failure is logged and the message stands).
 * Input: {@link NotificationDeps}, `{ userId` (the session's), `enquiryId` (from the URL), `formData }`, the time
 * (default: the app clock). Output: the stored message. Database errors are rethrown.
 */
export async function sendVendorReply(
  deps: NotificationDeps,
  input: { userId: string; enquiryId: number; formData: FormData },
  at: Date = now(),
): Promise<ConversationMessage> {
  const head = await findVendorConversation(deps.db, input.userId, input.enquiryId);
  const body = parseReply(input.formData);
  await checkMessageLimit(deps.db, vendorMessagesKey(input.userId), MESSAGE_LIMITS.perVendorAccount, at);
  const message = await storeMessage(deps.db, { enquiryId: head.enquiryId, sender: "vendor", body }, at);
  await notifyCoupleSafely(deps, head.enquiryId, at, { messageId: message.id });
  return message;
}
