import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { conversationMessages, conversations } from "~/db/schema";
import { MESSAGES_PAGE_SIZE, replySchema, type ConversationParty } from "~/modules/conversations/conversation-rules";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import { now } from "~/modules/time/clock";

const HOUR = 60 * 60 * 1000;

/**
 * Message limits (docs/product/couples-tools.md#conversations): 30 an hour per conversation for each side, and
 * 100 an hour for a vendor's account across all its conversations.
 */
export const MESSAGE_LIMITS = {
  perConversationSide: { windowMs: HOUR, max: 30 },
  perVendorAccount: { windowMs: HOUR, max: 100 },
} satisfies Record<string, RateLimitRule>;

/** The message of a refused reply, e.g. "Too many messages. Please try again in 12 minutes." */
export function tooManyMessages(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError("rate_limited", `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    retryAfterSeconds,
    title: "Reply not sent",
  });
}

/**
 * Counts one message against a rule and key. Input: database, key, rule, time.
 * Throws AppError `rate_limited` (429) past the rule.
 */
export async function checkMessageLimit(db: Database, key: string, rule: RateLimitRule, at: Date): Promise<void> {
  const decision = await consumeRateLimit(db, key, rule, at);
  if (!decision.allowed) throw tooManyMessages(decision.retryAfterSeconds);
}

/** One line of a conversation, as shown on both sides. A quote's line carries its id and an empty body. */
export type ConversationMessage = {
  id: number;
  sender: ConversationParty;
  body: string;
  via: "site" | "email";
  quoteId: number | null;
  createdAt: Date;
};

/**
 * Reads the `reply` field of a posted form. Input: the form. Output: the trimmed text.
 * Throws AppError `invalid` (400) with the field's message: empty, or over 5,000 characters.
 */
export function parseReply(formData: FormData): string {
  const parsed = replySchema.safeParse({ reply: formData.get("reply") ?? "" });
  if (!parsed.success) throw invalidForm(parsed.error);
  return parsed.data.reply;
}

type NewMessage = { enquiryId: number; sender: ConversationParty; body: string; via?: "site" | "email"; quoteId?: number };

/**
 * Writes one message and moves the conversation on: its last activity, whose turn it is, the writer's read time,
 * the vendor's first reply (the response time's end), and a couple's message brings an archived conversation
 * back to the inbox. No limit is counted: for a step that is bounded on its own (answering a quote) and runs
 * inside its caller's transaction. Input: executor, `{ enquiryId, sender, body, via?, quoteId? }`, the time.
 * Output: the stored message. Database errors are rethrown.
 */
export async function appendMessage(executor: Executor, input: NewMessage, at: Date): Promise<ConversationMessage> {
  const [row] = await executor
    .insert(conversationMessages)
    .values({ enquiryId: input.enquiryId, sender: input.sender, body: input.body, via: input.via ?? "site", quoteId: input.quoteId, createdAt: at })
    .returning();
  const stamp = sql`${at.toISOString()}::timestamptz`;
  await executor
    .update(conversations)
    .set(
      input.sender === "vendor"
        ? { lastMessageAt: at, lastMessageFrom: "vendor", vendorReadAt: at, firstReplyAt: sql`coalesce(${conversations.firstReplyAt}, ${stamp})` }
        : { lastMessageAt: at, lastMessageFrom: "couple", coupleReadAt: at, archivedAt: null },
    )
    .where(eq(conversations.enquiryId, input.enquiryId));
  return { id: row!.id, sender: row!.sender as ConversationParty, body: row!.body, via: row!.via as "site" | "email", quoteId: row!.quoteId, createdAt: row!.createdAt };
}

/**
 * Stores one message of `sender` in conversation `enquiryId` through {@link appendMessage}, after counting it
 * against 30 messages an hour per conversation and side (key `conversation:{id}:{side}`). Access must have been
 * checked by the caller. Input: database, `{ enquiryId, sender, body, via, quoteId? }`, the time (default: the
 * app clock), an open transaction to write in (the limit is counted on `db`, before it).
 * Output: the stored message. Throws AppError `rate_limited` (429); database errors are rethrown.
 */
export async function storeMessage(db: Database, input: NewMessage, at: Date = now(), tx?: Executor): Promise<ConversationMessage> {
  await checkMessageLimit(db, `conversation:${input.enquiryId}:${input.sender}`, MESSAGE_LIMITS.perConversationSide, at);
  return tx ? appendMessage(tx, input, at) : db.transaction((executor) => appendMessage(executor, input, at));
}

/**
 * One page of a conversation's messages, oldest first on the page (docs/product/couples-tools.md#conversations:
 * "a conversation of 500 messages opens paginated"). The first page is the newest {@link MESSAGES_PAGE_SIZE};
 * `before` (a message id) gives the page before it.
 * Input: executor, the conversation's id (access checked by the caller), `before`.
 * Output: `{ messages, olderBefore }`: `olderBefore` is the id to ask with for older messages, or null.
 */
export async function listMessages(
  db: Executor,
  enquiryId: number,
  before?: number,
): Promise<{ messages: ConversationMessage[]; olderBefore: number | null }> {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.enquiryId, enquiryId), before ? lt(conversationMessages.id, before) : undefined))
    .orderBy(desc(conversationMessages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return {
    messages: page.map((row) => ({ id: row.id, sender: row.sender as ConversationParty, body: row.body, via: row.via as "site" | "email", quoteId: row.quoteId, createdAt: row.createdAt })),
    olderBefore: rows.length > MESSAGES_PAGE_SIZE ? page[0]!.id : null,
  };
}

/**
 * Marks a conversation read by `party` at `at` (the unread count of its inbox).
 * Input: executor, the conversation's id (access checked by the caller), the party, the time.
 */
export async function markConversationRead(db: Executor, enquiryId: number, party: ConversationParty, at: Date = now()): Promise<void> {
  await db
    .update(conversations)
    .set(party === "vendor" ? { vendorReadAt: at } : { coupleReadAt: at })
    .where(eq(conversations.enquiryId, enquiryId));
}
