import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, conversationMessages, conversations, enquiries, quotes } from "~/db/schema";
import { mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { uniqueNumber } from "./factories";

// Enquiries with their conversations, quotes and bookings written straight into their tables (decision 056),
// for the tests of what reads or changes them.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type EnquiryRow = typeof enquiries.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** A conversation as a test names it: the enquiry's id and its listing. */
export type ConversationKey = { enquiryId: number; vendorId: number };

export type ConversationOverrides = {
  /** Columns of the enquiry (default: Amira Khan, a unique address, a Walima for 250 guests on 2026-09-12). */
  enquiry?: Partial<Omit<typeof enquiries.$inferInsert, "vendorId" | "delivery">>;
  /** Where the enquiry went: delivered (default), held, rejected or not_genuine. */
  delivery?: string;
  /** Columns of the conversation (default: open, unread, the couple wrote last when it opened). */
  conversation?: Partial<Omit<typeof conversations.$inferInsert, "enquiryId" | "vendorId">>;
  /** When the couple sent the enquiry (default 2026-06-01 09:00 UTC). */
  sentAt?: Date;
  /** When the conversation opened, a held enquiry's release (default `sentAt`). */
  openedAt?: Date;
  /** Minutes after the conversation opened that the vendor first replied; undefined: never. */
  repliedAfterMinutes?: number;
  /** Mint the couple's link token too. */
  linkToken?: boolean;
};

export type CreatedConversation = ConversationKey & { enquiry: EnquiryRow; conversation: ConversationRow };

/**
 * Inserts an enquiry to listing `vendorId` and its conversation, as sending the enquiry leaves them (delivered,
 * unread, the couple wrote last at `sentAt`), or as it stands later when `repliedAfterMinutes` is given; any
 * column of either overridden, and the couple's link token when `linkToken` is set.
 * Output: the enquiry's id, the listing's id, both rows as stored, and the token when asked for.
 */
export async function createConversation(
  db: Database,
  vendorId: number,
  overrides: ConversationOverrides & { linkToken: true },
): Promise<CreatedConversation & { token: string }>;
export async function createConversation(db: Database, vendorId: number, overrides?: ConversationOverrides): Promise<CreatedConversation>;
export async function createConversation(
  db: Database,
  vendorId: number,
  overrides: ConversationOverrides = {},
): Promise<CreatedConversation & { token?: string }> {
  const n = uniqueNumber();
  const sentAt = overrides.sentAt ?? new Date("2026-06-01T09:00:00Z");
  const openedAt = overrides.openedAt ?? sentAt;
  const firstReplyAt = overrides.repliedAfterMinutes === undefined ? null : new Date(openedAt.getTime() + overrides.repliedAfterMinutes * MINUTE_MS);
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: "Amira Khan",
      coupleEmail: `couple-${n}@example.test`,
      couplePhone: "07700 900123",
      eventDate: "2026-09-12",
      eventType: "Walima",
      guestCount: 250,
      message: "Salaam!\nAre you free for our walima?",
      createdAt: sentAt,
      ...overrides.enquiry,
      delivery: overrides.delivery ?? "delivered",
    })
    .returning();
  const [conversation] = await db
    .insert(conversations)
    .values({
      enquiryId: enquiry!.id,
      vendorId,
      lastMessageAt: firstReplyAt ?? openedAt,
      lastMessageFrom: firstReplyAt ? "vendor" : "couple",
      firstReplyAt,
      createdAt: openedAt,
      ...overrides.conversation,
    })
    .returning();
  const created = { enquiryId: enquiry!.id, vendorId, enquiry: enquiry!, conversation: conversation! };
  if (!overrides.linkToken) return created;
  return { ...created, token: await mintConversationToken(db, { enquiryId: enquiry!.id, party: "couple", purpose: "link" }, sentAt) };
}

/**
 * Inserts a vendor's quote in a conversation as the vendor's form would leave it: the quote row, its line in
 * the timeline and the stage 'quoted' (unless booked). Defaults: £1,250 for a Walima on 2026-09-12, sent,
 * valid until 2026-07-01, at 2026-06-01 13:00 UTC. Output: the quote's id.
 */
export async function createQuote(db: Database, conversation: ConversationKey, overrides: Partial<typeof quotes.$inferInsert> = {}): Promise<number> {
  const at = overrides.createdAt ?? new Date("2026-06-01T13:00:00Z");
  const [quote] = await db
    .insert(quotes)
    .values({
      pricePence: 125_000,
      included: "Henna for the bride and 20 guests",
      events: "Walima",
      eventDate: "2026-09-12",
      validUntil: "2026-07-01",
      status: "sent",
      ...overrides,
      enquiryId: conversation.enquiryId,
      vendorId: conversation.vendorId,
      createdAt: at,
    })
    .returning({ id: quotes.id });
  await db.insert(conversationMessages).values({ enquiryId: conversation.enquiryId, sender: "vendor", body: "", quoteId: quote!.id, createdAt: at });
  const [row] = await db.select({ stage: conversations.stage }).from(conversations).where(eq(conversations.enquiryId, conversation.enquiryId));
  if (row?.stage !== "booked") {
    await db.update(conversations).set({ stage: "quoted", lastMessageAt: at, lastMessageFrom: "vendor" }).where(eq(conversations.enquiryId, conversation.enquiryId));
  }
  return quote!.id;
}

export type BookingOverrides = Partial<Omit<typeof bookings.$inferInsert, "enquiryId" | "vendorId" | "source" | "quoteId">> & {
  /** 'quote': an accepted quote (made here, with `quote`'s columns) is booked; 'outside': booked outside the site. */
  source: "quote" | "outside";
  quote?: Partial<typeof quotes.$inferInsert>;
};

/**
 * Books a conversation: from a new accepted quote (its price and day) or outside the site (the enquiry's day, no
 * amount unless given), and moves its stage to 'booked'. Defaults: booked at 2026-06-01 14:00 UTC.
 * Output: the booking row and the quote row (null outside the site).
 */
export async function createBooking(
  db: Database,
  conversation: ConversationKey,
  { source, quote: quoteColumns, ...overrides }: BookingOverrides,
): Promise<{ booking: BookingRow; quote: QuoteRow | null }> {
  let quote: QuoteRow | null = null;
  if (source === "quote") {
    const quoteId = await createQuote(db, conversation, { status: "accepted", ...quoteColumns });
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    quote = row!;
  }
  const [enquiry] = await db.select({ eventDate: enquiries.eventDate }).from(enquiries).where(eq(enquiries.id, conversation.enquiryId));
  const [booking] = await db
    .insert(bookings)
    .values({
      enquiryId: conversation.enquiryId,
      vendorId: conversation.vendorId,
      quoteId: quote?.id ?? null,
      source,
      amountPence: quote?.pricePence ?? null,
      eventDate: quote?.eventDate ?? enquiry!.eventDate,
      createdAt: new Date("2026-06-01T14:00:00Z"),
      ...overrides,
    })
    .returning();
  await db.update(conversations).set({ stage: "booked" }).where(eq(conversations.enquiryId, conversation.enquiryId));
  return { booking: booking!, quote };
}

/** Everything an action could change in one conversation, to compare before and after. */
export async function conversationState(db: Database, enquiryId: number) {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.enquiryId, enquiryId));
  return {
    conversation,
    messages: await db.select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiryId)).orderBy(conversationMessages.id),
    quotes: await db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).orderBy(quotes.id),
    bookings: await db.select().from(bookings).where(eq(bookings.enquiryId, enquiryId)),
  };
}

/** The id of the latest enquiry sent to `vendorId` (the conversation an enquiry through a route opened), or undefined. */
export async function latestEnquiryIdOf(db: Database, vendorId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.vendorId, vendorId)).orderBy(desc(enquiries.id)).limit(1);
  return row?.id;
}
