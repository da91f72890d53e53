import { sql } from "drizzle-orm";
import { bigserial, check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { vendors } from "~/db/schema";
import { users } from "~/db/schema-accounts";
import { enquiries } from "~/db/schema-portal";

// Conversations, quotes and bookings (docs/product/couples-tools.md#conversations, decision 056): every delivered
// enquiry opens one conversation between the couple and that vendor, continued on the site or by replying to its
// mails. The conversation's id is its enquiry's id: the enquiry is the first message and the details at the top.

/** Who wrote a message or holds a token: the couple who sent the enquiry, or the vendor it was sent to. */
export const CONVERSATION_PARTIES = ["couple", "vendor"] as const;

/** Where a conversation stands in the vendor's inbox: open until a quote is sent, then quoted, then booked. */
export const CONVERSATION_STAGES = ["open", "quoted", "booked"] as const;

/**
 * The state of one enquiry's conversation. `last_message_*` sort the inbox and tell whose turn it is;
 * `vendor_read_at`/`couple_read_at` are when each side last opened it (unread: a message of the other side
 * after that); `first_reply_at` is the vendor's first answer (in the site or by email), the response time's
 * end. `*_notified_at` are when each side was last mailed about new messages: messages within 15 minutes of
 * that share the next mail. `couple_user_id` is the couple's account once they sign in with the enquiry's email
 * (decision 081).
 */
export const conversations = pgTable(
  "conversations",
  {
    enquiryId: integer("enquiry_id")
      .primaryKey()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    coupleUserId: text("couple_user_id").references(() => users.id, { onDelete: "set null" }),
    stage: text("stage").notNull().default("open"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    lastMessageFrom: text("last_message_from").notNull().default("couple"),
    vendorReadAt: timestamp("vendor_read_at", { withTimezone: true }),
    coupleReadAt: timestamp("couple_read_at", { withTimezone: true }),
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    vendorNotifiedAt: timestamp("vendor_notified_at", { withTimezone: true }),
    coupleNotifiedAt: timestamp("couple_notified_at", { withTimezone: true }),
    /** When the 24-hour reminder to the vendor and the 48-hour suggestions to the couple went (sent once each). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    suggestionsSentAt: timestamp("suggestions_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A couple's planner: their conversations, newest activity first.
    index("conversations_couple_user_idx").on(t.coupleUserId, t.lastMessageAt).where(sql`${t.coupleUserId} is not null`),
    // The inbox: a vendor's conversations, newest activity first.
    index("conversations_vendor_activity_idx").on(t.vendorId, t.lastMessageAt, t.enquiryId),
    // The inbox's order, unread first and then the newest activity, apart for the archive: a page of a vendor's
    // 10,000 conversations is read in index order and stops at the page, and the unread count reads only the
    // unread entries. The unread expression is the one the queries sort by (unreadByVendor, vendor-inbox.server.ts).
    ...(["inbox", "archive"] as const).map((part) =>
      index(`conversations_vendor_${part}_idx`)
        .on(t.vendorId, sql`(${t.vendorReadAt} is null or ${t.vendorReadAt} < ${t.lastMessageAt}) desc`, t.lastMessageAt.desc().nullsFirst(), t.enquiryId.desc().nullsFirst())
        .where(part === "inbox" ? sql`${t.archivedAt} is null` : sql`${t.archivedAt} is not null`),
    ),
    check("conversations_stage_check", sql`${t.stage} in ('open', 'quoted', 'booked')`),
    check("conversations_last_from_check", sql`${t.lastMessageFrom} in ('couple', 'vendor')`),
  ],
);

/**
 * A message after the enquiry, plain text up to 5,000 characters, or the line of a quote (`quote_id`, empty
 * body). `via` is 'site' or 'email' (a reply to a notification). `notified_at`: when the other side was mailed it.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => conversations.enquiryId, { onDelete: "cascade" }),
    sender: text("sender").notNull(),
    body: text("body").notNull(),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    via: text("via").notNull().default("site"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("conversation_messages_conversation_idx").on(t.enquiryId, t.id),
    check("conversation_messages_sender_check", sql`${t.sender} in ('couple', 'vendor')`),
    check("conversation_messages_via_check", sql`${t.via} in ('site', 'email')`),
    check("conversation_messages_length_check", sql`char_length(${t.body}) <= 5000`),
  ],
);

/**
 * The secrets that reach a conversation from outside a session: the couple's link `/messages/{token}`
 * (`purpose` 'link') and the reply address of a notification mail (`purpose` 'reply', with the side that
 * replies). A new token is made for every mail; only its SHA-256 is kept. Revoking sets `revoked_at`.
 */
export const conversationTokens = pgTable(
  "conversation_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => conversations.enquiryId, { onDelete: "cascade" }),
    party: text("party").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("conversation_tokens_conversation_idx").on(t.enquiryId),
    check("conversation_tokens_party_check", sql`${t.party} in ('couple', 'vendor')`),
    check("conversation_tokens_purpose_check", sql`${t.purpose} in ('link', 'reply')`),
  ],
);

/** Where a quote stands: sent, then accepted (a booking) or declined by the couple. */
export const QUOTE_STATUSES = ["sent", "accepted", "declined"] as const;

/**
 * A vendor's priced offer in a conversation. Price in pence (£1 to £1,000,000); `valid_until` is the last day
 * it can be accepted (UK date). `events` names the event(s) covered, `event_date` the day.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => conversations.enquiryId, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    pricePence: integer("price_pence").notNull(),
    included: text("included").notNull(),
    events: text("events").notNull(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    status: text("status").notNull().default("sent"),
    declineReason: text("decline_reason"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quotes_conversation_idx").on(t.enquiryId),
    check("quotes_price_check", sql`${t.pricePence} between 100 and 100000000`),
    check("quotes_status_check", sql`${t.status} in ('sent', 'accepted', 'declined')`),
  ],
);

/**
 * A booking: one per conversation, made when the couple accepts a quote (`source` 'quote', `quote_id`) or
 * when the vendor marks it 'Booked outside the site' (`source` 'outside', amount optional). Amounts in pence.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => conversations.enquiryId, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    source: text("source").notNull(),
    amountPence: integer("amount_pence"),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    // Set when the vendor cancels the booking: its day is free again (a trigger, migration 0020) and the
    // conversation may be booked anew (decision 065).
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_vendor_created_idx").on(t.vendorId, t.createdAt),
    // One live booking per conversation; cancelled ones stay for the vendor's records and figures.
    uniqueIndex("bookings_live_enquiry_key").on(t.enquiryId).where(sql`${t.cancelledAt} is null`),
    // A vendor's live bookings of one day, counted against their events per day (migration 0020).
    index("bookings_vendor_day_idx").on(t.vendorId, t.eventDate).where(sql`${t.cancelledAt} is null`),
    check("bookings_source_check", sql`${t.source} in ('quote', 'outside')`),
    check("bookings_amount_check", sql`${t.amountPence} is null or ${t.amountPence} between 0 and 100000000`),
  ],
);

/** Where a vendor's report that an enquiry is not genuine stands: open until an admin upholds or dismisses it. */
export const ENQUIRY_REPORT_STATUSES = ["open", "upheld", "dismissed"] as const;

/** A vendor's 'Report not genuine' of one enquiry, once per enquiry, with the reason given. */
export const enquiryReports = pgTable(
  "enquiry_reports",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .unique()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("enquiry_reports_status_idx").on(t.status, t.createdAt),
    check("enquiry_reports_status_check", sql`${t.status} in ('open', 'upheld', 'dismissed')`),
  ],
);

/** Senders whose enquiries are no longer delivered to any vendor (an upheld report), by lower-cased email. */
export const blockedSenders = pgTable("blocked_senders", {
  email: text("email").primaryKey(),
  enquiryId: integer("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each vendor's reply record over the last 90 days (docs/product/couples-tools.md#response-times), refreshed
 * by a sweep: counted enquiries, the median minutes to the first reply, and the share answered within 48 hours
 * (0–1). Read by cards, the vendor page and the ranking.
 */
export const vendorResponseStats = pgTable("vendor_response_stats", {
    vendorId: integer("vendor_id")
      .primaryKey()
      .references(() => vendors.id, { onDelete: "cascade" }),
    enquiries: integer("enquiries").notNull(),
    medianReplyMinutes: integer("median_reply_minutes"),
    repliedWithin48hShare: doublePrecision("replied_within_48h_share").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});
