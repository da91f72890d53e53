import { z } from "zod";
import { parseRowId } from "~/lib/row-id";

// What both sides of a conversation share with the browser (docs/product/couples-tools.md#conversations): the
// reply field, its limit and messages, the inbox filters. The database side is the `*.server.ts` files.

/** Who writes in a conversation. */
export type ConversationParty = "couple" | "vendor";

/** Where a conversation stands: open, a quote sent, booked. */
export type ConversationStage = "open" | "quoted" | "booked";

/** The longest message, in characters (docs/product/couples-tools.md#conversations). */
export const MESSAGE_MAX_LENGTH = 5000;

/** The name of the reply field on both sides ('Your reply'). */
export const REPLY_FIELD = "reply";

export const REPLY_MESSAGES = {
  empty: "Please write your reply.",
  tooLong: `Your reply can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  sent: "Reply sent",
} as const;

/** The posted reply: plain text, trimmed, 1 to {@link MESSAGE_MAX_LENGTH} characters. */
export const replySchema = z.object({
  [REPLY_FIELD]: z.string({ message: REPLY_MESSAGES.empty }).trim().min(1, REPLY_MESSAGES.empty).max(MESSAGE_MAX_LENGTH, REPLY_MESSAGES.tooLong),
});

/** The answer to a conversation id or link that is unknown, another's, expired or revoked: never told apart. */
export const CONVERSATION_NOT_FOUND = "Conversation not found";

/** Why a conversation takes no more messages: its vendor's account is being deleted (decision 107). */
export const CONVERSATION_CLOSED = "This vendor has closed their account, so messages and answers can no longer be sent here.";

/** Messages shown per page of a conversation, newest page first (a conversation of 500 opens paginated). */
export const MESSAGES_PAGE_SIZE = 50;

/** The inbox filters, in the order of the tabs (docs/product/couples-tools.md#conversations). */
export const INBOX_FILTERS = ["all", "new", "awaiting", "quoted", "booked", "archived"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_FILTER_LABELS: Record<InboxFilter, string> = {
  all: "All",
  new: "New",
  awaiting: "Awaiting your reply",
  quoted: "Quoted",
  booked: "Booked",
  archived: "Archived",
};

/** The filter named by `?filter=`; anything else is all (not archived). */
export function parseInboxFilter(raw: string | null | undefined): InboxFilter {
  return (INBOX_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as InboxFilter) : "all";
}

/** The id in `/vendor-dashboard/enquiries/:enquiryId`, or undefined when it is not a positive whole number. */
export function parseConversationId(raw: string | undefined): number | undefined {
  return parseRowId(raw);
}
