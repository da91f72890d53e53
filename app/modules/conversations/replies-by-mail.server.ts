import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import EmailReplyParser from "email-reply-parser";
import { enquiries, vendorDeletionPending } from "~/db/schema";
import { MESSAGE_MAX_LENGTH, type ConversationParty } from "~/modules/conversations/conversation-rules";
import { resolveConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { storeMessage } from "~/modules/conversations/messages.server";
import { notifyParty, type NotificationDeps } from "~/modules/conversations/notifications.server";
import { AppError } from "~/modules/errors/app-error";
import { errorCode } from "~/modules/logging/error-code";
import { logInfo, logWarning } from "~/modules/logging/logger.server";
import { isMailgunSignatureValid, isMailgunTimestampFresh, MAILGUN_TIMESTAMP_TOLERANCE_MS, type InboundMail } from "~/modules/mail/mailgun-inbound.server";
import { consumeRateLimit, resetRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { now } from "~/modules/time/clock";

// Replies by mail (docs/product/couples-tools.md#conversations, decision 058): each conversation mail carries a
// reply address `reply+{token}@{INBOUND_MAIL_DOMAIN}`; Mailgun receives the answer and posts it here. The post
// must be signed with the webhook key, fresh and new; the address must name a live reply token of a delivered
// enquiry. The reply is stored without its quoted text and signature, as a message of the token's side, and the
// other side is told as for a message written on the site.

/** Settings of replies by mail: the reply addresses' domain and Mailgun's signing key (both unset: off). */
export type RepliesByMailSettings = { domain: string | undefined; signingKey: string | undefined };

/** What became of a signed, addressed post: stored as a message, or dropped without one. */
export type ReplyByMailOutcome =
  | { outcome: "stored"; enquiryId: number; messageId: number; sender: ConversationParty }
  | { outcome: "dropped"; reason: "empty" | "automatic" | "duplicate" | "closed" };

/**
 * Only this much of a mail's text is read for quotes and signatures. The parser's expressions take time growing
 * with the square of a line's length, and no more than {@link MESSAGE_MAX_LENGTH} characters are kept anyway:
 * the extra 1,000 let a quote header that starts before the cut be read whole.
 */
const PARSED_TEXT_LENGTH = MESSAGE_MAX_LENGTH + 1000;

/** A signed (timestamp, token) pair is accepted once while it is fresh, either side of the app clock. */
const SIGNED_POST_RULE = { windowMs: 2 * MAILGUN_TIMESTAMP_TOLERANCE_MS, max: 1 };
/** The same mail (Message-Id) to the same address is stored once, however often Mailgun posts it in its 8 hours of retries. */
const SAME_MAIL_RULE = { windowMs: 24 * 60 * 60 * 1000, max: 1 };

const UNKNOWN_ADDRESS = "Unknown reply address";

/**
 * Removes what opens a conversation from a reply's text: a quoted mail the stripping missed could show the
 * other side this side's private link `/messages/{token}` or reply address `reply+{token}@…`, with which they
 * could read or write as this side.
 */
export function removeConversationSecrets(text: string): string {
  return text
    .replace(/\bhttps?:\/\/\S*\/messages\/[A-Za-z0-9_-]{20,}/g, "[link removed]")
    .replace(/\/messages\/[A-Za-z0-9_-]{20,}/g, "/messages/[link removed]")
    .replace(/\breply\+[A-Za-z0-9_-]{20,}(@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*)?/gi, "[address removed]");
}

/** `text` cut to at most `length` UTF-16 units, never inside a surrogate pair. */
function cutText(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The text of a reply by mail as it is stored: the mail's text without quoted mails and signature (the
 * `email-reply-parser` library, decision 058), without conversation secrets, trimmed, and cut to
 * {@link MESSAGE_MAX_LENGTH} characters. Input: the mail's whole text part. Output: the text, possibly empty.
 */
export function replyTextOfMail(bodyPlain: string): string {
  const normalised = cutText(bodyPlain.replace(/\r\n?/g, "\n"), PARSED_TEXT_LENGTH);
  const reply = new EmailReplyParser().parseReply(normalised);
  return cutText(removeConversationSecrets(reply).trim(), MESSAGE_MAX_LENGTH).trim();
}

/** The token of a reply address `reply+{token}@{domain}` (domain compared without case), or undefined. */
export function replyTokenOf(recipient: string, domain: string): string | undefined {
  const address = recipient.trim().replace(/^<(.*)>$/, "$1");
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return undefined;
  const match = /^reply\+(.+)$/i.exec(address.slice(0, at));
  return match?.[1];
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Receives one mail Mailgun posted for a reply address (docs/product/couples-tools.md#conversations; decision 058).
 * Checks, in order, writing nothing until all pass: replies by mail are set up; the signature (HMAC of the
 * timestamp and token with the signing key); the timestamp within 5 minutes of the app clock; the recipient is
 * `reply+{token}@{domain}` with a live reply token; the conversation's enquiry is delivered. Then a reply to a
 * conversation closed while its vendor's account deletion is pending is dropped (decision 107), a machine's
 * answer (out of office, a list) or a reply empty without its quotes is dropped; the signed pair is spent (a second
 * post of it is refused); a mail already stored for this address is dropped; the reply is stored as a message of
 * the token's side (`via` 'email', at most 5,000 characters: longer replies are cut) and the other side is mailed
 * as for a message on the site ({@link notifyParty}; a mail failure is logged, the message stays stored).
 * Input: {@link NotificationDeps}, the settings, the posted mail, the time (default: the app clock).
 * Output: {@link ReplyByMailOutcome}. Throws AppError `not_found` (off; unknown, revoked or foreign address),
 * `unauthorized` (signature), `invalid` (stale timestamp), `conflict` (the signed pair was already used),
 * `forbidden` (enquiry not delivered), `rate_limited` (30 messages an hour for the side); database errors are
 * rethrown, with nothing stored and the pair and mail left unspent so that a retry is accepted.
 */
export async function receiveReplyByMail(
  deps: NotificationDeps,
  settings: RepliesByMailSettings,
  mail: InboundMail,
  at: Date = now(),
): Promise<ReplyByMailOutcome> {
  const { domain, signingKey } = settings;
  if (!domain || !signingKey) throw new AppError("not_found", "Replies by mail are not set up");
  if (!isMailgunSignatureValid(signingKey, mail)) throw new AppError("unauthorized", "Invalid signature");
  if (!isMailgunTimestampFresh(mail.timestamp, at)) throw new AppError("invalid", "The timestamp is too far from the server's clock");

  const conversation = await resolveConversationToken(deps.db, replyTokenOf(mail.recipient, domain), "reply");
  if (!conversation) throw new AppError("not_found", UNKNOWN_ADDRESS);
  const [enquiry] = await deps.db
    .select({ delivery: enquiries.delivery, vendorLeaving: vendorDeletionPending(enquiries.vendorId) })
    .from(enquiries)
    .where(eq(enquiries.id, conversation.enquiryId))
    .limit(1);
  if (enquiry?.delivery !== "delivered") throw new AppError("forbidden", "The enquiry of this conversation was not delivered");
  // A closed conversation (decision 107) takes nothing from either side; dropped, so Mailgun does not retry it.
  if (enquiry.vendorLeaving) return { outcome: "dropped", reason: "closed" };

  if (mail.automatic) return { outcome: "dropped", reason: "automatic" };
  const body = replyTextOfMail(mail.bodyPlain);
  if (!body) return { outcome: "dropped", reason: "empty" };

  const signedPostKey = `inbound-mail:post:${mail.signature.toLowerCase()}`;
  if (!(await consumeRateLimit(deps.db, signedPostKey, SIGNED_POST_RULE, at)).allowed) {
    throw new AppError("conflict", "This post was already received");
  }
  const sameMailKey = mail.messageId ? `inbound-mail:message:${sha256(`${mail.messageId.trim()}\n${mail.recipient.trim().toLowerCase()}`)}` : undefined;
  try {
    if (sameMailKey && !(await consumeRateLimit(deps.db, sameMailKey, SAME_MAIL_RULE, at)).allowed) {
      return { outcome: "dropped", reason: "duplicate" };
    }
    const message = await storeMessage(deps.db, { enquiryId: conversation.enquiryId, sender: conversation.party, body, via: "email" }, at);
    logInfo("A reply by mail was stored", { enquiryId: conversation.enquiryId, messageId: message.id, sender: conversation.party });
    const recipient: ConversationParty = conversation.party === "couple" ? "vendor" : "couple";
    try {
      await notifyParty(deps, conversation.enquiryId, recipient, at);
    } catch (error) {
      logWarning("The mail about a reply by mail could not be sent or queued", undefined, { enquiryId: conversation.enquiryId, code: errorCode(error) });
    }
    return { outcome: "stored", enquiryId: conversation.enquiryId, messageId: message.id, sender: conversation.party };
  } catch (error) {
    // A refusal is final (Mailgun is told not to retry); anything else leaves the post retryable.
    if (!(error instanceof AppError)) {
      for (const key of [signedPostKey, sameMailKey]) if (key) await resetRateLimit(deps.db, key).catch(() => undefined);
    }
    throw error;
  }
}
