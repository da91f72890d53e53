import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { bookings, conversations, enquiries, vendorDeletionPending, vendors } from "~/db/schema";
import { CONVERSATION_CLOSED, CONVERSATION_NOT_FOUND, type ConversationParty, type ConversationStage } from "~/modules/conversations/conversation-rules";
import { resolveConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { AppError } from "~/modules/errors/app-error";

// Who may open a conversation (decision 056): the vendor whose account owns the enquiry's listing, or whoever
// holds a live link token of its couple. Every other case (unknown id, another vendor's, a held or rejected
// enquiry, a revoked link) is the same AppError `not_found`, so ids and tokens cannot be probed.

/** Enquiries a vendor sees: delivered, or reported and upheld (kept in the archive, out of the figures). */
export const VISIBLE_DELIVERIES = ["delivered", "not_genuine"] as const;

/** The head of a conversation: the enquiry's details, both parties' names, where it stands. */
export type ConversationHead = {
  enquiryId: number;
  vendorId: number;
  vendorName: string;
  coupleName: string;
  coupleEmail: string;
  couplePhone: string | null;
  eventType: string;
  /** `YYYY-MM-DD`. */
  eventDate: string;
  guestCount: number;
  /** The enquiry's message, as the couple wrote it. */
  message: string;
  sentAt: Date;
  stage: ConversationStage;
  archivedAt: Date | null;
  firstReplyAt: Date | null;
  delivery: string;
  /** The live booking (one at most: a cancelled one is history), or null. */
  bookingId: number | null;
  /** The live booking's day, `YYYY-MM-DD` (the accepted quote's, which may differ from the enquiry's), or null. */
  bookingEventDate: string | null;
  /** The vendor's account deletion is pending: the conversation is closed (decision 107). */
  vendorLeaving: boolean;
};

function headQuery(db: Executor) {
  return db
    .select({
      enquiryId: conversations.enquiryId,
      vendorId: conversations.vendorId,
      vendorName: vendors.name,
      coupleName: enquiries.coupleName,
      coupleEmail: enquiries.coupleEmail,
      couplePhone: enquiries.couplePhone,
      eventType: enquiries.eventType,
      eventDate: enquiries.eventDate,
      guestCount: enquiries.guestCount,
      message: enquiries.message,
      sentAt: enquiries.createdAt,
      stage: conversations.stage,
      archivedAt: conversations.archivedAt,
      firstReplyAt: conversations.firstReplyAt,
      delivery: enquiries.delivery,
      bookingId: bookings.id,
      bookingEventDate: bookings.eventDate,
      vendorLeaving: vendorDeletionPending(conversations.vendorId),
    })
    .from(conversations)
    .innerJoin(enquiries, eq(enquiries.id, conversations.enquiryId))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    // Only the live booking: cancelled ones stay as history (decision 065), and at most one is live per conversation.
    .leftJoin(bookings, and(eq(bookings.enquiryId, conversations.enquiryId), isNull(bookings.cancelledAt)));
}

const asHead = (row: Omit<ConversationHead, "stage"> & { stage: string }): ConversationHead => ({ ...row, stage: row.stage as ConversationStage });

/**
 * The conversation `enquiryId` as the signed-in vendor `userId` may see it: only of a listing their account
 * owns and of a visible enquiry. Input: executor, the session's user id, the id from the URL.
 * Output: {@link ConversationHead}. Throws AppError `not_found` otherwise.
 */
export async function findVendorConversation(db: Executor, userId: string, enquiryId: number): Promise<ConversationHead> {
  const [row] = await headQuery(db)
    .where(and(eq(conversations.enquiryId, enquiryId), eq(vendors.ownerUserId, userId), inArray(enquiries.delivery, [...VISIBLE_DELIVERIES])))
    .limit(1);
  if (!row) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  return asHead(row);
}

/**
 * The conversation a couple's link token opens. Input: executor, the token from `/messages/{token}`.
 * Output: {@link ConversationHead}. Throws AppError `not_found` for a malformed, unknown or revoked token, or
 * a conversation whose enquiry is no longer delivered.
 */
export async function findCoupleConversation(db: Executor, token: string | undefined): Promise<ConversationHead> {
  const resolved = await resolveConversationToken(db, token, "link");
  if (!resolved || resolved.party !== "couple") throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  const [row] = await headQuery(db)
    .where(and(eq(conversations.enquiryId, resolved.enquiryId), inArray(enquiries.delivery, [...VISIBLE_DELIVERIES])))
    .limit(1);
  if (!row) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  return asHead(row);
}

/**
 * Refuses a write to a closed conversation (decision 107): while the vendor's account deletion is pending nothing
 * is added to it by the couple (reply, quote answer) and nobody is mailed; a restore opens it again.
 * Input: the conversation's head. Throws AppError `conflict` (409) with {@link CONVERSATION_CLOSED}.
 */
export function requireOpenConversation(head: Pick<ConversationHead, "vendorLeaving">): void {
  if (head.vendorLeaving) throw new AppError("conflict", CONVERSATION_CLOSED, { title: "Conversation closed" });
}

/** The other side of a conversation. */
export function otherParty(party: ConversationParty): ConversationParty {
  return party === "couple" ? "vendor" : "couple";
}
