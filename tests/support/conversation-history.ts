import type { Database } from "~/db/client.server";
import { conversations, enquiries } from "~/db/schema";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type PastEnquiry = {
  /** When the couple sent it. */
  sentAt: Date;
  /** Minutes after the vendor got it that the vendor first replied; undefined: never. */
  repliedAfterMinutes?: number;
  delivery?: "delivered" | "held" | "rejected" | "not_genuine";
  /** When its conversation opened (a held enquiry's release); default `sentAt`. */
  openedAt?: Date;
  coupleEmail?: string;
  coupleName?: string;
  /** The event day `YYYY-MM-DD`; default a year after `sentAt`. */
  eventDate?: string;
  archivedAt?: Date;
  stage?: "open" | "quoted" | "booked";
};

/**
 * Writes an enquiry as it stands after some time: the enquiry row and its conversation, with the vendor's first
 * reply `repliedAfterMinutes` after the conversation opened. Output: the enquiry's id.
 */
export async function insertPastEnquiry(db: Database, vendorId: number, past: PastEnquiry): Promise<number> {
  const openedAt = past.openedAt ?? past.sentAt;
  const eventDate = past.eventDate ?? new Date(past.sentAt.getTime() + 365 * DAY_MS).toISOString().slice(0, 10);
  const [row] = await db
    .insert(enquiries)
    .values({
      vendorId,
      coupleName: past.coupleName ?? "Amira Khan",
      coupleEmail: past.coupleEmail ?? `couple-${Math.random().toString(36).slice(2, 10)}@example.test`,
      eventDate,
      eventType: "Walima",
      guestCount: 200,
      message: "Are you free on our day?",
      delivery: past.delivery ?? "delivered",
      createdAt: past.sentAt,
    })
    .returning({ id: enquiries.id });
  const firstReplyAt = past.repliedAfterMinutes === undefined ? null : new Date(openedAt.getTime() + past.repliedAfterMinutes * MINUTE_MS);
  await db.insert(conversations).values({
    enquiryId: row!.id,
    vendorId,
    lastMessageAt: firstReplyAt ?? openedAt,
    lastMessageFrom: firstReplyAt ? "vendor" : "couple",
    firstReplyAt,
    archivedAt: past.archivedAt ?? null,
    stage: past.stage ?? "open",
    createdAt: openedAt,
  });
  return row!.id;
}
