import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { findCoupleConversation } from "~/modules/conversations/conversation-access.server";
import type { ConversationStage } from "~/modules/conversations/conversation-rules";
import { markConversationRead } from "~/modules/conversations/messages.server";
import type { ConversationEnquiry, TimelinePage } from "~/modules/conversations/timeline";
import { listTimeline } from "~/modules/conversations/timeline.server";
import { now } from "~/modules/time/clock";

/** What the couple's page `/messages/{token}` shows. */
export type CoupleConversation = {
  vendorId: number;
  vendorName: string;
  enquiry: ConversationEnquiry;
  stage: ConversationStage;
  /** Whether the conversation has a booking (from an accepted quote or booked outside the site). */
  booked: boolean;
  /**
   * The booking the vendor cancelled, when the conversation has no live one now: its day (`YYYY-MM-DD`) and when
   * it was cancelled (docs/product/vendor-journey-and-portal.md#availability). Null otherwise.
   */
  cancelledBooking: { eventDate: string; cancelledAt: Date } | null;
  page: TimelinePage;
  /** The vendor's account deletion is pending: the conversation can be read, not written to (decision 107). */
  closed: boolean;
  /** Whether this is an earlier page (`?before=`), not the newest messages. */
  showingEarlier: boolean;
};

/** A `?before=` message id: a positive whole number, else undefined (the newest page). */
function parseBefore(raw: string | null | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * The couple's page of a conversation opened by their private link (docs/product/couples-tools.md#conversations):
 * the vendor, the enquiry's details, where it stands, and one page of the timeline (the newest 50 messages, or
 * those before the message id `?before=`; anything else there gives the newest), and the booking the vendor
 * cancelled when none is live, and whether it is closed (decision 107). Opening it marks the conversation read by the couple. Input: database, the token
 * from the URL, the raw `before` parameter, the time (default: the app clock). Output: {@link CoupleConversation}. Throws AppError `not_found` (404) for a malformed,
 * unknown or revoked token, or an enquiry no longer delivered ({@link findCoupleConversation}).
 */
export async function openCoupleConversation(
  db: Database,
  input: { token: string | undefined; before?: string | null },
  at: Date = now(),
): Promise<CoupleConversation> {
  const head = await findCoupleConversation(db, input.token);
  const before = parseBefore(input.before);
  const page = await listTimeline(db, head.enquiryId, before, at);
  await markConversationRead(db, head.enquiryId, "couple", at);
  const booked = head.bookingId !== null || head.stage === "booked";
  const [cancelled] = booked
    ? []
    : await db
        .select({ eventDate: bookings.eventDate, cancelledAt: bookings.cancelledAt })
        .from(bookings)
        .where(and(eq(bookings.enquiryId, head.enquiryId), isNotNull(bookings.cancelledAt)))
        .orderBy(desc(bookings.cancelledAt))
        .limit(1);
  return {
    vendorId: head.vendorId,
    vendorName: head.vendorName,
    enquiry: {
      coupleName: head.coupleName,
      eventType: head.eventType,
      eventDate: head.eventDate,
      guestCount: head.guestCount,
      message: head.message,
      sentAt: head.sentAt,
    },
    stage: head.stage,
    booked,
    cancelledBooking: cancelled?.cancelledAt ? { eventDate: cancelled.eventDate, cancelledAt: cancelled.cancelledAt } : null,
    page,
    closed: head.vendorLeaving,
    showingEarlier: before !== undefined,
  };
}
