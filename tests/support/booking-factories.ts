import type { Database } from "~/db/client.server";
import { bookings, conversations, enquiries, quotes } from "~/db/schema";
import { uniqueNumber } from "./factories";

// Booked conversations written straight into their tables (decision 056), for tests of what reads them.

export type BookedConversation = {
  enquiry: typeof enquiries.$inferSelect;
  quote: typeof quotes.$inferSelect | null;
  booking: typeof bookings.$inferSelect | null;
};

export type BookedConversationOptions = {
  /** Columns of the enquiry (default: a unique couple, a Nikah for 120 guests on 2026-08-15, delivered). */
  enquiry?: Partial<typeof enquiries.$inferInsert>;
  /** The accepted quote's columns; `false` for none (default: £1,250 for the enquiry's event and day). */
  quote?: Partial<typeof quotes.$inferInsert> | false;
  /** The booking's columns; `false` for a conversation that is not booked (default: made from the quote). */
  booking?: Partial<typeof bookings.$inferInsert> | false;
};

/**
 * Inserts an enquiry to `vendorId` with its conversation, then (unless told not to) an accepted quote and the
 * booking made from it, the conversation's stage following. Input: database, vendor id, {@link BookedConversationOptions}.
 * Output: the inserted rows.
 */
export async function createBookedConversation(db: Database, vendorId: number, options: BookedConversationOptions = {}): Promise<BookedConversation> {
  const n = uniqueNumber();
  const sent = new Date("2026-03-01T10:00:00Z");
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: `Couple ${n}`,
      coupleEmail: `couple-${n}@example.test`,
      eventDate: "2026-08-15",
      eventType: "Nikah",
      guestCount: 120,
      message: `Enquiry number ${n}`,
      createdAt: sent,
      ...options.enquiry,
    })
    .returning();
  const booked = options.booking !== false;
  await db.insert(conversations).values({
    enquiryId: enquiry!.id,
    vendorId,
    stage: booked ? "booked" : options.quote === false ? "open" : "quoted",
    lastMessageAt: sent,
    createdAt: sent,
  });
  const [quote] =
    options.quote === false
      ? [null]
      : await db
          .insert(quotes)
          .values({
            enquiryId: enquiry!.id,
            vendorId,
            pricePence: 125_000,
            included: "Bridal mehndi, both hands and feet",
            events: enquiry!.eventType,
            eventDate: enquiry!.eventDate,
            validUntil: enquiry!.eventDate,
            status: booked ? "accepted" : "sent",
            ...options.quote,
          })
          .returning();
  const [booking] = !booked
    ? [null]
    : await db
        .insert(bookings)
        .values({
          enquiryId: enquiry!.id,
          vendorId,
          quoteId: quote?.id ?? null,
          source: quote ? "quote" : "outside",
          amountPence: quote?.pricePence ?? null,
          eventDate: quote?.eventDate ?? enquiry!.eventDate,
          createdAt: new Date("2026-03-10T12:30:00Z"),
          ...(options.booking || {}),
        })
        .returning();
  return { enquiry: enquiry!, quote: quote ?? null, booking: booking ?? null };
}
