import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, conversationMessages, conversations, enquiries, quotes, reviewPhotos, reviews, vendors } from "~/db/schema";
import { keysetPages, type ExportSection } from "~/modules/data-export/export-sections";

// The conversations part of an export, shared by the couple's and the vendor's: the enquiry with its conversation,
// the messages, quotes, bookings and reviews (docs/decisions/090-data-export.md). Both sides see the whole
// conversation, the other side's messages included, as each did on the site; neither gets the other's account.

/** Which conversations an export covers: the couple's (by account) or the listing's delivered ones. */
export type ConversationScope = { coupleUserId: string } | { vendorId: number };

function scopeWhere(scope: ConversationScope): SQL {
  return "coupleUserId" in scope
    ? eq(conversations.coupleUserId, scope.coupleUserId)
    : and(eq(conversations.vendorId, scope.vendorId), eq(enquiries.delivery, "delivered"))!;
}

/** The enquiry ids of the scope, as a subquery: every later part is read within them. */
function scopeEnquiryIds(db: Database, scope: ConversationScope) {
  return db
    .select({ id: conversations.enquiryId })
    .from(conversations)
    .innerJoin(enquiries, eq(enquiries.id, conversations.enquiryId))
    .where(scopeWhere(scope));
}

const after = (column: AnyColumn, key: number | undefined): SQL | undefined =>
  key === undefined ? undefined : sql`${column} > ${key}`;

/**
 * The conversation parts of an export: `conversations` (with the enquiry), `messages`, `quotes`, `bookings` and
 * `reviews`, each read in pages of the export's size by its own id. Input: the database and the scope. Output: five
 * sections for jsonChunks. Reads nothing until a section's pages are asked for. What is
 * included: docs/decisions/090-data-export.md (Included, Excluded).
 */
export function conversationSections(db: Database, scope: ConversationScope): ExportSection[] {
  const inScope = (column: AnyColumn) => inArray(column, scopeEnquiryIds(db, scope));
  return [
    {
      name: "conversations",
      kind: "list",
      about: "Each enquiry and the conversation it opened with one vendor, oldest first.",
      fields: {
        enquiryId: "The number of the enquiry; messages, quotes, bookings and reviews name it.",
        vendorId: "The listing the enquiry was sent to (its page is /vendor/{vendorId}).",
        vendorName: "The listing's name.",
        coupleName: "The name given on the enquiry.",
        coupleEmail: "The email address given on the enquiry.",
        couplePhone: "The phone number given on the enquiry, if any.",
        eventType: "The event the enquiry was about.",
        eventDate: "The day of the event (YYYY-MM-DD).",
        guestCount: "The number of guests given.",
        message: "The enquiry's message.",
        sentAt: "When the enquiry was sent (ISO 8601, UTC).",
        stage: "'open', 'quoted' once a quote was sent, 'booked' once booked.",
        lastMessageAt: "When the latest message was written.",
        coupleReadAt: "When the couple last opened the conversation.",
        vendorReadAt: "When the vendor last opened the conversation.",
        firstReplyAt: "When the vendor first replied.",
        archivedAt: "When the vendor archived the conversation in their inbox, if they did.",
      },
      pages: () =>
        keysetPages(
          (key: number | undefined, limit) =>
            db
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
                lastMessageAt: conversations.lastMessageAt,
                coupleReadAt: conversations.coupleReadAt,
                vendorReadAt: conversations.vendorReadAt,
                firstReplyAt: conversations.firstReplyAt,
                archivedAt: conversations.archivedAt,
              })
              .from(conversations)
              .innerJoin(enquiries, eq(enquiries.id, conversations.enquiryId))
              .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
              .where(and(scopeWhere(scope), after(conversations.enquiryId, key)))
              .orderBy(asc(conversations.enquiryId))
              .limit(limit),
          (row) => row.enquiryId,
        ),
    },
    {
      name: "messages",
      kind: "list",
      about: "Every message of those conversations after the enquiry, from either side, in the order written.",
      fields: {
        id: "The message's number.",
        enquiryId: "The conversation it belongs to.",
        sender: "'couple' or 'vendor'.",
        body: "The text (empty for the line that announces a quote).",
        quoteId: "The quote the message announces, if any.",
        via: "'site' when written on the site, 'email' when sent as a reply to a notification.",
        createdAt: "When it was written.",
      },
      pages: () =>
        keysetPages(
          (key: number | undefined, limit) =>
            db
              .select({
                id: conversationMessages.id,
                enquiryId: conversationMessages.enquiryId,
                sender: conversationMessages.sender,
                body: conversationMessages.body,
                quoteId: conversationMessages.quoteId,
                via: conversationMessages.via,
                createdAt: conversationMessages.createdAt,
              })
              .from(conversationMessages)
              .where(and(inScope(conversationMessages.enquiryId), after(conversationMessages.id, key)))
              .orderBy(asc(conversationMessages.id))
              .limit(limit),
          (row) => row.id,
        ),
    },
    {
      name: "quotes",
      kind: "list",
      about: "Quotes the vendor sent in those conversations. Amounts are in pence (12500 = £125.00).",
      fields: {
        id: "The quote's number.",
        enquiryId: "The conversation it was sent in.",
        pricePence: "The price, in pence.",
        included: "What the price includes.",
        events: "The event(s) it covers.",
        eventDate: "The day (YYYY-MM-DD).",
        validUntil: "The last day it could be accepted (YYYY-MM-DD).",
        status: "'sent', 'accepted' or 'declined'.",
        declineReason: "The reason given when declined, if any.",
        respondedAt: "When it was accepted or declined.",
        createdAt: "When it was sent.",
      },
      pages: () =>
        keysetPages(
          (key: number | undefined, limit) =>
            db
              .select({
                id: quotes.id,
                enquiryId: quotes.enquiryId,
                pricePence: quotes.pricePence,
                included: quotes.included,
                events: quotes.events,
                eventDate: quotes.eventDate,
                validUntil: quotes.validUntil,
                status: quotes.status,
                declineReason: quotes.declineReason,
                respondedAt: quotes.respondedAt,
                createdAt: quotes.createdAt,
              })
              .from(quotes)
              .where(and(inScope(quotes.enquiryId), after(quotes.id, key)))
              .orderBy(asc(quotes.id))
              .limit(limit),
          (row) => row.id,
        ),
    },
    {
      name: "bookings",
      kind: "list",
      about: "Bookings made in those conversations, cancelled ones included. Amounts are in pence.",
      fields: {
        id: "The booking's number.",
        enquiryId: "The conversation it was made in.",
        quoteId: "The accepted quote, if it came from one.",
        source: "'quote' when a quote was accepted, 'outside' when the vendor marked it booked outside the site.",
        amountPence: "The amount, in pence, if known.",
        eventDate: "The day booked (YYYY-MM-DD).",
        cancelledAt: "When the vendor cancelled it, if they did.",
        createdAt: "When it was made.",
      },
      pages: () =>
        keysetPages(
          (key: number | undefined, limit) =>
            db
              .select({
                id: bookings.id,
                enquiryId: bookings.enquiryId,
                quoteId: bookings.quoteId,
                source: bookings.source,
                amountPence: bookings.amountPence,
                eventDate: bookings.eventDate,
                cancelledAt: bookings.cancelledAt,
                createdAt: bookings.createdAt,
              })
              .from(bookings)
              .where(and(inScope(bookings.enquiryId), after(bookings.id, key)))
              .orderBy(asc(bookings.id))
              .limit(limit),
          (row) => row.id,
        ),
    },
    {
      name: "reviews",
      kind: "list",
      about:
        "coupleUserId" in scope ? "Reviews written by the couple after those enquiries." : "Reviews the listing received, with the vendor's replies.",
      fields: {
        id: "The review's number.",
        enquiryId: "The enquiry it was written after.",
        vendorId: "The listing reviewed.",
        rating: "Stars, 1 to 5.",
        title: "The title.",
        body: "The text.",
        authorName: "The name shown with it.",
        eventMonth: "The month of the event (YYYY-MM).",
        reply: "The vendor's public reply, if any.",
        repliedAt: "When the vendor replied.",
        status: "'visible', or 'hidden' by the site's moderators.",
        photos: "Addresses of the review's photos.",
        createdAt: "When it was written.",
      },
      pages: () =>
        keysetPages(
          (key: number | undefined, limit) =>
            db
              .select({
                id: reviews.id,
                enquiryId: reviews.enquiryId,
                vendorId: reviews.vendorId,
                rating: reviews.rating,
                title: reviews.title,
                body: reviews.body,
                authorName: reviews.authorName,
                eventMonth: reviews.eventMonth,
                reply: reviews.reply,
                repliedAt: reviews.repliedAt,
                status: reviews.status,
                photos: sql<string[]>`coalesce((select array_agg(${reviewPhotos.imageUrl} order by ${reviewPhotos.sortOrder}, ${reviewPhotos.id}) from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id}), '{}')`,
                createdAt: reviews.createdAt,
              })
              .from(reviews)
              .where(
                and(
                  "coupleUserId" in scope ? inScope(reviews.enquiryId) : eq(reviews.vendorId, scope.vendorId),
                  after(reviews.id, key),
                ),
              )
              .orderBy(asc(reviews.id))
              .limit(limit),
          (row) => row.id,
        ),
    },
  ];
}
