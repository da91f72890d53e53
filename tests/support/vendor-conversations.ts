import type { Database } from "~/db/client.server";
import { conversations, enquiries } from "~/db/schema";

export type EnquiryRow = typeof enquiries.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * An enquiry to listing `vendorId` and its conversation, as sending the enquiry leaves them (delivered, unread,
 * the couple wrote last at `sentAt`), with any field of either overridden.
 * Input: database, listing id, `{ enquiry?, conversation?, sentAt? }`. Output: both rows as stored.
 */
export async function addConversation(
  db: Database,
  vendorId: number,
  options: { enquiry?: Partial<typeof enquiries.$inferInsert>; conversation?: Partial<typeof conversations.$inferInsert>; sentAt?: Date } = {},
): Promise<{ enquiry: EnquiryRow; conversation: ConversationRow }> {
  const sentAt = options.sentAt ?? new Date("2026-06-01T09:00:00Z");
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: "Amira Khan",
      coupleEmail: "amira@example.test",
      couplePhone: "07700 900123",
      eventDate: "2026-09-12",
      eventType: "Walima",
      guestCount: 250,
      message: "Salaam!\nAre you free for our walima?",
      createdAt: sentAt,
      ...options.enquiry,
    })
    .returning();
  const [conversation] = await db
    .insert(conversations)
    .values({ enquiryId: enquiry!.id, vendorId, lastMessageAt: sentAt, lastMessageFrom: "couple", createdAt: sentAt, ...options.conversation })
    .returning();
  return { enquiry: enquiry!, conversation: conversation! };
}
