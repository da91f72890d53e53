import type { ConversationParty } from "~/modules/conversations/conversation-rules";
import type { QuoteView } from "~/modules/conversations/quotes";

// What a conversation's page shows on both sides (docs/product/couples-tools.md#conversations): the enquiry's
// details at the top, then one page of messages, a quote's line carrying its quote. Built by timeline.server.ts.

/** The enquiry that opened the conversation, shown above the messages. `eventDate` is `YYYY-MM-DD`. */
export type ConversationEnquiry = {
  coupleName: string;
  eventType: string;
  eventDate: string;
  guestCount: number;
  /** The couple's message, as typed. */
  message: string;
  sentAt: Date | string;
};

/** One line of the timeline: a message as typed, or (with `quote`) a quote sent, whose body is empty. */
export type TimelineMessage = {
  id: number;
  sender: ConversationParty;
  body: string;
  via: "site" | "email";
  createdAt: Date | string;
  quote: QuoteView | null;
};

/** One page of a conversation: its messages oldest first, and the id to ask `?before=` with for older ones. */
export type TimelinePage = { messages: TimelineMessage[]; olderBefore: number | null };
