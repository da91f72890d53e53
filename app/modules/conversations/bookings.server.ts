import { and, asc, desc, eq, exists, inArray, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { bookings, conversations, enquiries, quotes, vendors } from "~/db/schema";
import { findVendorConversation, VISIBLE_DELIVERIES } from "~/modules/conversations/conversation-access.server";
import {
  BOOKED_AMOUNT_FIELD,
  BOOKING_MESSAGES,
  bookedOutsideSchema,
  bookingCancelledLine,
  type BookingSource,
  type BookingSummary,
} from "~/modules/conversations/bookings";
import { appendMessage } from "~/modules/conversations/messages.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { invalidForm } from "~/modules/http/route-errors.server";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

const alreadyBooked = () => new AppError("conflict", BOOKING_MESSAGES.booked, { title: BOOKING_MESSAGES.refused });

/**
 * The vendor's 'Booked outside the site' (docs/product/couples-tools.md#quotes-and-bookings: "so phone bookings
 * count"), in this order:
 * 1. the conversation must be one of the account's ({@link findVendorConversation}), else AppError `not_found`
 *    (404); one already booked is refused with `conflict` (409) 'This conversation is already booked.';
 * 2. the optional `amount` in pounds: empty, or £1 to £1,000,000, else `invalid` (400) with the field's message;
 * 3. in one transaction: a booking (`source` 'outside', the amount in pence or null, the enquiry's event date)
 *    and the conversation's stage 'booked'. Two marks at once make one booking (one per conversation); the other
 *    is refused as in step 1.
 * Input: database, `{ userId` (the session's), `enquiryId` (from the URL), `formData }`, the time (default: the
 * app clock). Output: `{ bookingId }`.
 */
export async function markBookedOutside(
  db: Database,
  input: { userId: string; enquiryId: number; formData: FormData },
  at: Date = now(),
): Promise<{ bookingId: number }> {
  const head = await findVendorConversation(db, input.userId, input.enquiryId);
  if (head.stage === "booked" || head.bookingId !== null) throw alreadyBooked();
  const parsed = bookedOutsideSchema.safeParse({ [BOOKED_AMOUNT_FIELD]: textField(input.formData, BOOKED_AMOUNT_FIELD) });
  if (!parsed.success) throw invalidForm(parsed.error);
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({ enquiryId: head.enquiryId, vendorId: head.vendorId, source: "outside", amountPence: parsed.data[BOOKED_AMOUNT_FIELD], eventDate: head.eventDate, createdAt: at })
      .onConflictDoNothing({ target: bookings.enquiryId, where: isNull(bookings.cancelledAt) })
      .returning({ id: bookings.id });
    if (!booking) throw alreadyBooked();
    await tx.update(conversations).set({ stage: "booked" }).where(eq(conversations.enquiryId, head.enquiryId));
    return { bookingId: booking.id };
  });
}

/**
 * The bookings of the account's listings for the dashboard's Bookings card
 * (docs/product/couples-tools.md#quotes-and-bookings: "the vendor's dashboard lists bookings"): events from the
 * UK day of `at` on first, soonest first, then past ones, latest first; at most `limit` (default 100). Only
 * live bookings (a cancelled one is history, decision 065), of listings owned by `userId` and enquiries the
 * vendor may see.
 * Input: executor, the session's user id, the time (default: the app clock), the limit.
 * Output: {@link BookingSummary}[]: couple, the event(s) (the accepted quote's, else the enquiry's event type),
 * the date, the amount in pence (null when none was given), how it was booked, and the conversation's id.
 */
export async function listBookings(db: Executor, userId: string, at: Date = now(), limit = 100): Promise<BookingSummary[]> {
  const today = ukDay(at);
  const past = sql`${bookings.eventDate} < ${today}::date`;
  const rows = await db
    .select({
      id: bookings.id,
      enquiryId: bookings.enquiryId,
      coupleName: enquiries.coupleName,
      quoteEvents: quotes.events,
      eventType: enquiries.eventType,
      eventDate: bookings.eventDate,
      amountPence: bookings.amountPence,
      source: bookings.source,
    })
    .from(bookings)
    .innerJoin(vendors, and(eq(vendors.id, bookings.vendorId), eq(vendors.ownerUserId, userId)))
    .innerJoin(enquiries, and(eq(enquiries.id, bookings.enquiryId), inArray(enquiries.delivery, [...VISIBLE_DELIVERIES])))
    .leftJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(isNull(bookings.cancelledAt))
    .orderBy(past, sql`case when ${past} then null else ${bookings.eventDate} end asc`, desc(bookings.eventDate), asc(bookings.id))
    .limit(limit);
  return rows.map(({ quoteEvents, eventType, ...row }) => ({ ...row, events: quoteEvents ?? eventType, source: row.source as BookingSource }));
}

const cannotCancel = (message: string) => new AppError("conflict", message, { title: BOOKING_MESSAGES.cancelRefused });

/**
 * The vendor's 'Cancel booking' on a booked conversation (docs/product/vendor-journey-and-portal.md#availability;
 * decision 065), in this order:
 * 1. the conversation must be one of the account's ({@link findVendorConversation}), else AppError `not_found`
 *    (404), nothing changed: another vendor's conversation is the same 404 as an unknown one;
 * 2. it must have a live booking, else `conflict` (409) 'This conversation has no booking to cancel.' (also when
 *    two cancellations race: the second finds none);
 * 3. in one transaction: the booking's `cancelled_at` set to `at` (the trigger of migration 0020 frees its day in
 *    `vendor_unavailable_dates` unless other bookings or blocks still fill it); the conversation's stage back to
 *    'quoted' when one of its quotes is still 'sent', else 'open'; and a vendor message 'Cancelled the booking for
 *    Saturday 14 August 2027.' in the timeline, which the couple sees on their page and is mailed with the
 *    next new-message mail (decision 056's sweep).
 * Quotes the couple accepted stay 'accepted' in the history; the conversation may be quoted and booked again.
 * Input: database, the session's user id (`requireVendor`), the id from the URL, the time (default: the app
 * clock). Output: `{ bookingId, eventDate }` of the cancelled booking (`YYYY-MM-DD`).
 */
export async function cancelBooking(db: Database, userId: string, enquiryId: number, at: Date = now()): Promise<{ bookingId: number; eventDate: string }> {
  const head = await findVendorConversation(db, userId, enquiryId);
  if (head.bookingId === null) throw cannotCancel(BOOKING_MESSAGES.notBooked);
  const bookingId = head.bookingId;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(bookings)
      .set({ cancelledAt: at })
      .where(and(eq(bookings.id, bookingId), eq(bookings.vendorId, head.vendorId), isNull(bookings.cancelledAt)))
      .returning({ id: bookings.id, eventDate: bookings.eventDate });
    if (!cancelled) throw cannotCancel(BOOKING_MESSAGES.notBooked);
    const stillSent = tx
      .select({ one: sql`1` })
      .from(quotes)
      .where(and(eq(quotes.enquiryId, head.enquiryId), eq(quotes.status, "sent")));
    await tx
      .update(conversations)
      .set({ stage: sql`case when ${exists(stillSent)} then 'quoted' else 'open' end` })
      .where(eq(conversations.enquiryId, head.enquiryId));
    await appendMessage(tx, { enquiryId: head.enquiryId, sender: "vendor", body: bookingCancelledLine(formatEventDate(cancelled.eventDate)) }, at);
    return { bookingId: cancelled.id, eventDate: cancelled.eventDate };
  });
}
