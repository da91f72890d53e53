import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { conversationMessages, conversations, enquiries, quotes, vendors } from "~/db/schema";
import type { ConversationParty, InboxFilter } from "~/modules/conversations/conversation-rules";
import { VISIBLE_DELIVERIES } from "~/modules/conversations/conversation-access.server";
import {
  EXCERPT_LENGTH,
  INBOX_PAGE_SIZE,
  inboxStage,
  messageExcerpt,
  type InboxConversation,
  type InboxPage,
  UNREAD_COUNT_CAP,
} from "~/modules/conversations/vendor-inbox";
import { formatPrice } from "~/modules/money/money";

// The signed-in vendor's inbox (docs/product/vendor-journey-and-portal.md#enquiries-inbox,
// docs/product/couples-tools.md#conversations). Everything is read from the account of the session: the listing
// ids come from `vendors.owner_user_id`, never from the browser.

/**
 * Unread for the vendor: a message of the couple after the vendor last opened the conversation (its own
 * messages move its read time on). The same expression as the inbox index `conversations_vendor_inbox_idx`,
 * so the index serves the order and the count.
 */
export const unreadByVendor: SQL<boolean> = sql<boolean>`(${conversations.vendorReadAt} is null or ${conversations.vendorReadAt} < ${conversations.lastMessageAt})`;

/** The conditions of each inbox filter; every filter but Archived leaves archived conversations out. */
const FILTERS: Record<InboxFilter, SQL | undefined> = {
  all: isNull(conversations.archivedAt),
  new: and(isNull(conversations.archivedAt), isNull(conversations.firstReplyAt), eq(conversations.stage, "open")),
  awaiting: and(isNull(conversations.archivedAt), eq(conversations.lastMessageFrom, "couple")),
  quoted: and(isNull(conversations.archivedAt), eq(conversations.stage, "quoted")),
  booked: and(isNull(conversations.archivedAt), eq(conversations.stage, "booked")),
  archived: isNotNull(conversations.archivedAt),
};

async function ownedListingIds(db: Executor, userId: string): Promise<number[]> {
  const rows = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId));
  return rows.map((row) => row.id);
}

// One listing (the usual case) as `=`, so the planner walks the inbox index in its order and stops at the page.
const ofListings = (ids: number[]) => (ids.length === 1 ? eq(conversations.vendorId, ids[0]!) : inArray(conversations.vendorId, ids));

/**
 * The last message of each conversation, on one line; a quote's line reads 'Quote: £1,250'. One index lookup
 * per conversation (a lateral LIMIT 1), however long the conversations are.
 */
async function lastMessageExcerpts(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const last = db
    .select({ bodyStart: sql<string>`left(${conversationMessages.body}, ${EXCERPT_LENGTH * 2})`.as("body_start"), pricePence: quotes.pricePence })
    .from(conversationMessages)
    .leftJoin(quotes, eq(quotes.id, conversationMessages.quoteId))
    .where(eq(conversationMessages.enquiryId, conversations.enquiryId))
    .orderBy(desc(conversationMessages.id))
    .limit(1)
    .as("last_message");
  const rows = await db
    .select({ enquiryId: conversations.enquiryId, bodyStart: last.bodyStart, pricePence: last.pricePence })
    .from(conversations)
    .innerJoinLateral(last, sql`true`)
    .where(inArray(conversations.enquiryId, ids));
  return new Map(rows.map((row) => [row.enquiryId, row.pricePence === null ? messageExcerpt(row.bodyStart) : `Quote: ${formatPrice(row.pricePence)}`]));
}

/**
 * One page of the account's conversations (docs/product/vendor-journey-and-portal.md#enquiries-inbox): only of
 * listings owned by `userId` and of enquiries the vendor may see (delivered, or reported and upheld), unread
 * first, then newest activity first. Filters: `all` (not archived), `new` (no reply from the vendor yet),
 * `awaiting` (the couple wrote last), `quoted`, `booked`, `archived`.
 * Input: executor, the session's user id, `{ filter, page }` (page from 1, {@link INBOX_PAGE_SIZE} a page).
 * Output: {@link InboxPage}; each row has the couple's name, event type, date, guests, stage, unread, an excerpt
 * of the last message (the enquiry's message before any) and the last activity's time. Empty for an account
 * without a listing.
 */
export async function listVendorInbox(db: Executor, userId: string, options: { filter: InboxFilter; page?: number }): Promise<InboxPage> {
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const listingIds = await ownedListingIds(db, userId);
  if (listingIds.length === 0) return { conversations: [], page, hasNextPage: false };
  const rows = await db
    .select({
      id: conversations.enquiryId,
      coupleName: enquiries.coupleName,
      eventType: enquiries.eventType,
      eventDate: enquiries.eventDate,
      guestCount: enquiries.guestCount,
      stage: conversations.stage,
      firstReplyAt: conversations.firstReplyAt,
      archivedAt: conversations.archivedAt,
      lastMessageFrom: conversations.lastMessageFrom,
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadByVendor,
      // Enough of the enquiry's message for the excerpt of a conversation without later messages.
      messageStart: sql<string>`left(${enquiries.message}, ${EXCERPT_LENGTH * 2})`,
    })
    .from(conversations)
    .innerJoin(enquiries, and(eq(enquiries.id, conversations.enquiryId), inArray(enquiries.delivery, [...VISIBLE_DELIVERIES])))
    .where(and(ofListings(listingIds), FILTERS[options.filter]))
    .orderBy(sql`${unreadByVendor} desc`, desc(conversations.lastMessageAt), desc(conversations.enquiryId))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const shown = rows.slice(0, INBOX_PAGE_SIZE);
  const excerpts = await lastMessageExcerpts(
    db,
    shown.map((row) => row.id),
  );
  return {
    page,
    hasNextPage: rows.length > INBOX_PAGE_SIZE,
    conversations: shown.map(
      (row): InboxConversation => ({
        id: row.id,
        coupleName: row.coupleName,
        eventType: row.eventType,
        eventDate: row.eventDate,
        guestCount: row.guestCount,
        stage: inboxStage({ stage: row.stage, firstReplyAt: row.firstReplyAt, lastMessageFrom: row.lastMessageFrom as ConversationParty }),
        archived: row.archivedAt !== null,
        unread: Boolean(row.unread),
        excerpt: excerpts.get(row.id) ?? messageExcerpt(row.messageStart),
        lastMessageFrom: row.lastMessageFrom as ConversationParty,
        lastMessageAt: row.lastMessageAt,
      }),
    ),
  };
}

/**
 * How many conversations of the listing `vendorId` are unread and not archived, for the portal's navigation
 * (docs/product/vendor-journey-and-portal.md#portal), counted up to {@link UNREAD_COUNT_CAP} (the navigation
 * shows '99+' from there), so a listing with thousands of unread conversations costs no more than one with a
 * hundred. Only enquiries the vendor may see are counted.
 * Input: executor, the listing's id (resolved from the session by the caller). Output: the count, at most the cap.
 */
export async function countUnreadConversations(db: Executor, vendorId: number): Promise<number> {
  const unread = db
    .select({ one: sql`1` })
    .from(conversations)
    .innerJoin(enquiries, and(eq(enquiries.id, conversations.enquiryId), inArray(enquiries.delivery, [...VISIBLE_DELIVERIES])))
    .where(and(eq(conversations.vendorId, vendorId), isNull(conversations.archivedAt), sql`${unreadByVendor} = true`))
    .limit(UNREAD_COUNT_CAP)
    .as("unread");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(unread);
  return row?.count ?? 0;
}
