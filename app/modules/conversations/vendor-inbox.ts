import type { ConversationParty } from "~/modules/conversations/conversation-rules";

// The portal's Enquiries inbox (docs/product/vendor-journey-and-portal.md#enquiries-inbox): the shapes its page
// shows and the rules it shares with the browser. The database side is vendor-inbox.server.ts.

/** Conversations shown per page of the inbox. */
export const INBOX_PAGE_SIZE = 50;

/** The unread count is counted up to this many; the navigation shows '99+' from there. */
export const UNREAD_COUNT_CAP = 100;

/** The unread count as the navigation shows it: the number, or '99+' from {@link UNREAD_COUNT_CAP}. */
export function formatUnreadCount(count: number): string {
  return count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count);
}

/** How long an inbox excerpt may be, in characters. */
export const EXCERPT_LENGTH = 140;

/** Where a conversation stands, as its inbox row says it. */
export type InboxStage = "new" | "awaiting" | "replied" | "quoted" | "booked";

export const INBOX_STAGE_LABELS: Record<InboxStage, string> = {
  new: "New",
  awaiting: "Awaiting your reply",
  replied: "Replied",
  quoted: "Quoted",
  booked: "Booked",
};

/**
 * The stage label of a conversation: booked and quoted by its stage; an open one is new until the vendor's first
 * reply, then awaiting the vendor's reply when the couple wrote last, else replied.
 */
export function inboxStage(row: { stage: string; firstReplyAt: Date | string | null; lastMessageFrom: ConversationParty }): InboxStage {
  if (row.stage === "booked" || row.stage === "quoted") return row.stage;
  if (row.firstReplyAt === null) return "new";
  return row.lastMessageFrom === "couple" ? "awaiting" : "replied";
}

/** One row of the inbox. `unread`: a message of the couple after the vendor last opened it. */
export type InboxConversation = {
  id: number;
  coupleName: string;
  eventType: string;
  /** The event's day, `YYYY-MM-DD`. */
  eventDate: string;
  guestCount: number;
  stage: InboxStage;
  archived: boolean;
  unread: boolean;
  /** The last message (or the enquiry, before any) on one line, at most {@link EXCERPT_LENGTH} characters. */
  excerpt: string;
  lastMessageFrom: ConversationParty;
  lastMessageAt: Date;
};

/** One page of the inbox: its rows, its number (from 1) and whether a next page exists. */
export type InboxPage = { conversations: InboxConversation[]; page: number; hasNextPage: boolean };

/** The page named by `?page=`: a whole number from 1 (anything else is 1), at most 10,000. */
export function parseInboxPage(raw: string | null | undefined): number {
  if (!raw || !/^[1-9]\d{0,3}$/.test(raw)) return 1;
  return Number(raw);
}

/**
 * A message's start on one line for the inbox: whitespace (line breaks included) collapsed, cut at a word
 * near {@link EXCERPT_LENGTH} characters with an ellipsis when longer. Input: the message, or its start.
 */
export function messageExcerpt(message: string, length = EXCERPT_LENGTH): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
