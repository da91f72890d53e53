import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, conversationMessages, conversations, enquiries, quotes } from "~/db/schema";
import { mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { openConversations } from "~/modules/conversations/open-conversation.server";
import { createVendor } from "./factories";

/** A stored enquiry with its conversation and the couple's link token. */
export type TestConversation = { enquiryId: number; vendorId: number; token: string };

/**
 * Inserts an enquiry to `vendorId` (a new active vendor with an email when not given) with its conversation,
 * and mints the couple's link token. Defaults: delivered, event 2026-09-12, sent at `at`.
 */
export async function createConversation(
  db: Database,
  options: { vendorId?: number; delivery?: string; eventDate?: string; coupleEmail?: string; at?: Date } = {},
): Promise<TestConversation> {
  const at = options.at ?? new Date("2026-06-01T12:00:00Z");
  const vendorId = options.vendorId ?? (await createVendor(db, { email: "vendor@example.test" })).id;
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: "Amira Khan",
      coupleEmail: options.coupleEmail ?? "amira@example.test",
      eventDate: options.eventDate ?? "2026-09-12",
      eventType: "Walima",
      guestCount: 300,
      message: "Salaam! Are you free for our walima?",
      delivery: options.delivery ?? "delivered",
      createdAt: at,
    })
    .returning({ id: enquiries.id, vendorId: enquiries.vendorId });
  await openConversations(db, [enquiry!], at);
  const token = await mintConversationToken(db, { enquiryId: enquiry!.id, party: "couple", purpose: "link" }, at);
  return { enquiryId: enquiry!.id, vendorId, token };
}

/**
 * Inserts a vendor's quote in a conversation as the vendor's form would leave it: the quote row, its line in
 * the timeline and the stage 'quoted' (unless booked). Defaults: £1,250, sent, valid until 2026-07-01, for the
 * event of 2026-09-12. Output: the quote's id.
 */
export async function createQuote(
  db: Database,
  conversation: { enquiryId: number; vendorId: number },
  options: { pricePence?: number; validUntil?: string; eventDate?: string; status?: string; at?: Date } = {},
): Promise<number> {
  const at = options.at ?? new Date("2026-06-01T13:00:00Z");
  const [quote] = await db
    .insert(quotes)
    .values({
      enquiryId: conversation.enquiryId,
      vendorId: conversation.vendorId,
      pricePence: options.pricePence ?? 125_000,
      included: "Henna for the bride and 20 guests",
      events: "Walima",
      eventDate: options.eventDate ?? "2026-09-12",
      validUntil: options.validUntil ?? "2026-07-01",
      status: options.status ?? "sent",
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

/** Marks a conversation booked outside the site, as the vendor's 'Booked outside the site' does. */
export async function bookOutside(db: Database, conversation: { enquiryId: number; vendorId: number }, eventDate = "2026-09-12"): Promise<void> {
  await db.insert(bookings).values({ enquiryId: conversation.enquiryId, vendorId: conversation.vendorId, source: "outside", eventDate });
  await db.update(conversations).set({ stage: "booked" }).where(eq(conversations.enquiryId, conversation.enquiryId));
}

/** Everything a couple's action could change in one conversation, to compare before and after. */
export async function conversationState(db: Database, enquiryId: number) {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.enquiryId, enquiryId));
  return {
    conversation,
    messages: await db.select().from(conversationMessages).where(eq(conversationMessages.enquiryId, enquiryId)).orderBy(conversationMessages.id),
    quotes: await db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).orderBy(quotes.id),
    bookings: await db.select().from(bookings).where(eq(bookings.enquiryId, enquiryId)),
  };
}
