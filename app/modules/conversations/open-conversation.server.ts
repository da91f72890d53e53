import type { Executor } from "~/db/client.server";
import { conversations } from "~/db/schema";

/**
 * Opens the conversation of each delivered enquiry (docs/product/couples-tools.md#conversations): the enquiry is
 * its first message, from the couple, so it starts unread and awaiting the vendor's reply.
 * Input: executor (the enquiry's own transaction), the stored enquiries `{ id, vendorId }[]`, the time they were
 * sent. Output: resolves once written; an enquiry that already has one keeps it (ON CONFLICT DO NOTHING).
 */
export async function openConversations(db: Executor, stored: readonly { id: number; vendorId: number }[], at: Date): Promise<void> {
  if (stored.length === 0) return;
  await db
    .insert(conversations)
    .values(stored.map((enquiry) => ({ enquiryId: enquiry.id, vendorId: enquiry.vendorId, lastMessageAt: at, lastMessageFrom: "couple", createdAt: at })))
    .onConflictDoNothing();
}
