import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries } from "~/db/schema";
import { openConversations } from "~/modules/conversations/open-conversation.server";
import { createVendor, uniqueNumber, type CreatedVendor } from "./factories";

export type CreatedConversation = { enquiryId: number; vendor: CreatedVendor; coupleEmail: string; vendorEmail: string };

/**
 * Inserts an enquiry to a new vendor (with its own mailbox) and opens its conversation, as a delivered enquiry
 * does. Input: the database, the time it was sent, and overrides of the enquiry's columns (e.g. `delivery`).
 * Output: the conversation's id and both sides' addresses.
 */
export async function createConversation(
  db: Database,
  at: Date,
  overrides: Partial<typeof enquiries.$inferInsert> = {},
): Promise<CreatedConversation> {
  const n = uniqueNumber();
  const vendorEmail = `vendor-${n}@example.test`;
  const vendor = await createVendor(db, { name: `Mehndi Studio ${n}`, email: vendorEmail });
  const coupleEmail = `couple-${n}@example.test`;
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      vendorId: vendor.id,
      coupleName: `Couple ${n}`,
      coupleEmail,
      eventDate: "2027-06-12",
      eventType: "Mehndi",
      guestCount: 120,
      message: "Are you free for our mehndi?",
      createdAt: at,
      ...overrides,
    })
    .returning({ id: enquiries.id });
  await openConversations(db, [{ id: enquiry!.id, vendorId: vendor.id }], at);
  return { enquiryId: enquiry!.id, vendor, coupleEmail, vendorEmail };
}

/** The id of the latest enquiry sent to `vendorId` (the conversation an enquiry through a route opened), or undefined. */
export async function latestEnquiryIdOf(db: Database, vendorId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.vendorId, vendorId)).orderBy(desc(enquiries.id)).limit(1);
  return row?.id;
}
