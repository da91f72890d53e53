import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { conversationMessages, conversations, enquiries, quotes, users, vendors } from "~/db/schema";
import type { ConversationParty } from "~/modules/conversations/conversation-rules";
import { conversationLinkUrl, mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { conversationMessageMail } from "~/modules/mail/conversation-templates";
import type { MailSender } from "~/modules/mail/mail-message";
import { formatPrice } from "~/modules/money/money";
import { logError } from "~/modules/logging/logger.server";
import { now } from "~/modules/time/clock";

// New-message mails (docs/product/couples-tools.md#conversations: "Several messages within 15 minutes produce
// one mail"; decision 056). Each side's last mail time is kept on the conversation: a message to a side not
// mailed in the last 15 minutes is mailed at once; later ones wait for the sweep, which sends them together
// when the 15 minutes are over. The message is stored before any of this, and the mail goes through the
// retried mail queue, so a mail failure never loses a message.

/** Messages to one side within this time of its last mail share the next mail, in ms. */
export const NOTIFICATION_BATCH_MS = 15 * 60 * 1000;

export type NotificationDeps = {
  db: Database;
  sendMail: MailSender;
  /** The site's origin (PUBLIC_URL), for links. */
  publicUrl: string;
  supportEmail: string;
  /** The domain of reply addresses `reply+{token}@{domain}`; undefined when replies by mail are not set up. */
  replyDomain?: string;
};

/** The portal page of a conversation. */
export function vendorConversationUrl(publicUrl: string, enquiryId: number): string {
  return `${publicUrl}/vendor-dashboard/enquiries/${enquiryId}`;
}

/** The reply address of a reply token: `reply+{token}@{domain}`. */
export function replyAddress(token: string, domain: string): string {
  return `reply+${token}@${domain}`;
}

type Recipient = { to: string | undefined; from: string };

async function recipientOf(db: Database, enquiryId: number, recipient: ConversationParty): Promise<Recipient | undefined> {
  const [row] = await db
    .select({
      coupleEmail: enquiries.coupleEmail,
      coupleName: enquiries.coupleName,
      vendorName: vendors.name,
      vendorEmail: vendors.email,
      ownerEmail: users.email,
    })
    .from(enquiries)
    .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(eq(enquiries.id, enquiryId))
    .limit(1);
  if (!row) return undefined;
  return recipient === "couple"
    ? { to: row.coupleEmail, from: row.vendorName }
    : { to: row.vendorEmail?.trim() || row.ownerEmail || undefined, from: row.coupleName };
}

const notifiedColumn = (recipient: ConversationParty) => (recipient === "couple" ? conversations.coupleNotifiedAt : conversations.vendorNotifiedAt);

/**
 * Mails `recipient` the messages of conversation `enquiryId` it has not been mailed yet, if its last mail was
 * at least {@link NOTIFICATION_BATCH_MS} ago (or never). Safe from several instances at once: the mail time is
 * claimed by one conditional UPDATE, and only the claimer sends. The couple's mail carries a new private link
 * `/messages/{token}`, the vendor's the portal page; both a new reply address when `replyDomain` is set.
 * Input: {@link NotificationDeps}, the conversation, the side to mail, the time. Output: how many messages the
 * mail carried (0: nothing due, or within the 15 minutes). A mail failure rejects only when the mail could be
 * neither sent nor queued; the messages then stay un-mailed for the next sweep.
 */
export async function notifyParty(deps: NotificationDeps, enquiryId: number, recipient: ConversationParty, at: Date = now()): Promise<number> {
  const sender: ConversationParty = recipient === "couple" ? "vendor" : "couple";
  const column = notifiedColumn(recipient);
  const windowStart = new Date(at.getTime() - NOTIFICATION_BATCH_MS);
  const pending = and(eq(conversationMessages.enquiryId, enquiryId), eq(conversationMessages.sender, sender), isNull(conversationMessages.notifiedAt));
  const claimed = await deps.db
    .update(conversations)
    .set(recipient === "couple" ? { coupleNotifiedAt: at } : { vendorNotifiedAt: at })
    .where(
      and(
        eq(conversations.enquiryId, enquiryId),
        or(isNull(column), lte(column, windowStart)),
        sql`exists (select 1 from ${conversationMessages} where ${pending})`,
      ),
    )
    .returning({ enquiryId: conversations.enquiryId });
  if (claimed.length === 0) return 0;

  const messages = await deps.db
    .update(conversationMessages)
    .set({ notifiedAt: at })
    .where(pending)
    .returning({ id: conversationMessages.id, body: conversationMessages.body, quoteId: conversationMessages.quoteId });
  messages.sort((a, b) => a.id - b.id);
  const quoteIds = messages.flatMap((message) => (message.quoteId ? [message.quoteId] : []));
  const quoted = quoteIds.length
    ? await deps.db.select({ id: quotes.id, pricePence: quotes.pricePence, validUntil: quotes.validUntil }).from(quotes).where(inArray(quotes.id, quoteIds))
    : [];
  const who = await recipientOf(deps.db, enquiryId, recipient);
  if (!who?.to || messages.length === 0) return 0;

  const link =
    recipient === "couple"
      ? conversationLinkUrl(deps.publicUrl, await mintConversationToken(deps.db, { enquiryId, party: "couple", purpose: "link" }, at))
      : vendorConversationUrl(deps.publicUrl, enquiryId);
  const replyTo = deps.replyDomain
    ? replyAddress(await mintConversationToken(deps.db, { enquiryId, party: recipient, purpose: "reply" }, at), deps.replyDomain)
    : undefined;
  const mail = conversationMessageMail({
    to: who.to,
    from: who.from,
    messages: messages.map((message) => {
      const quote = quoted.find((row) => row.id === message.quoteId);
      return { text: quote ? `Sent you a quote of ${formatPrice(quote.pricePence)}, valid until ${quote.validUntil}. Open the conversation to accept or decline it.` : message.body };
    }),
    conversationUrl: link,
    replyTo,
    supportEmail: deps.supportEmail,
  });
  try {
    await deps.sendMail(mail);
  } catch (error) {
    // Neither sent nor queued: the messages and the side go back to un-mailed, so the next sweep mails them.
    await deps.db.update(conversationMessages).set({ notifiedAt: null }).where(inArray(conversationMessages.id, messages.map((message) => message.id)));
    await deps.db
      .update(conversations)
      .set(recipient === "couple" ? { coupleNotifiedAt: null } : { vendorNotifiedAt: null })
      .where(eq(conversations.enquiryId, enquiryId));
    throw error;
  }
  return messages.length;
}

/**
 * Tells `recipient` of the other side's new messages ({@link notifyParty}: at once, or with the sweep within 15
 * minutes), never failing the caller: the message is committed already, and one that could not be mailed now
 * stays un-mailed for the sweep (decision 056). A failure is logged with ids only.
 * Input: {@link NotificationDeps}, the conversation, the side to tell, the time, ids to log with a failure.
 * Output: resolves, always.
 */
export async function notifySafely(
  deps: NotificationDeps,
  enquiryId: number,
  recipient: ConversationParty,
  at: Date,
  fields: Record<string, number> = {},
): Promise<void> {
  try {
    await notifyParty(deps, enquiryId, recipient, at);
  } catch (error) {
    logError("A conversation's new messages could not be mailed now; the sweep tries again", error, { enquiryId, recipient, ...fields });
  }
}

/**
 * The notification sweep: every conversation with messages not yet mailed to a side whose last mail was at
 * least 15 minutes ago, mailed through {@link notifyParty}. Run every minute by one instance.
 * Input: {@link NotificationDeps}, the time, at most `limit` conversations per side (default 500).
 * Output: how many mails were sent.
 */
export async function sendDueNotifications(deps: NotificationDeps, at: Date = now(), limit = 500): Promise<number> {
  const windowStart = new Date(at.getTime() - NOTIFICATION_BATCH_MS);
  let mails = 0;
  for (const recipient of ["couple", "vendor"] as const) {
    const column = notifiedColumn(recipient);
    const due = await deps.db
      .selectDistinct({ enquiryId: conversationMessages.enquiryId })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.enquiryId, conversationMessages.enquiryId))
      .where(and(isNull(conversationMessages.notifiedAt), ne(conversationMessages.sender, recipient), or(isNull(column), lte(column, windowStart))))
      .orderBy(asc(conversationMessages.enquiryId))
      .limit(limit);
    for (const { enquiryId } of due) if ((await notifyParty(deps, enquiryId, recipient, at)) > 0) mails += 1;
  }
  return mails;
}
