import { findVendorConversation } from "~/modules/conversations/conversation-access.server";
import { checkMessageLimit, MESSAGE_LIMITS, parseReply, storeMessage, type ConversationMessage } from "~/modules/conversations/messages.server";
import { notifySafely, type NotificationDeps } from "~/modules/conversations/notifications.server";
import { now } from "~/modules/time/clock";

/** The key of a vendor account's message limit (100 an hour across its conversations). */
export const vendorMessagesKey = (userId: string) => `vendor-messages:${userId}`;

/**
 * The vendor's reply in the portal (docs/product/couples-tools.md#conversations), in this order:
 * 1. the conversation must be one of the account's ({@link findVendorConversation}), else AppError `not_found`
 *    (404) and nothing is stored;
 * 2. the `reply` field: trimmed, 1 to 5,000 characters, else `invalid` (400) with the field's message;
 * 3. 100 messages an hour per vendor account (key `vendor-messages:{userId}`), then 30 an hour per conversation
 *    and side, else `rate_limited` (429);
 * 4. the message is stored (the conversation moves on: awaiting the couple, read, first reply);
 * 5. the couple is mailed ({@link notifySafely}: a failure is logged and the message stands).
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
  await notifySafely(deps, head.enquiryId, "couple", at, { messageId: message.id });
  return message;
}
