import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, vendors } from "~/db/schema";
import {
  ENQUIRY_NOT_FOUND,
  EXCERPT_LENGTH,
  messageExcerpt,
  type EnquiryStatus,
  type InboxEnquiry,
  type InboxEnquirySummary,
  type InboxView,
  type StatusChange,
} from "~/modules/enquiries/vendor-inbox";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";

// The signed-in vendor's inbox (docs/product/vendor-journey-and-portal.md#enquiries-inbox). Every statement carries the ownership rule itself (the enquiry's
// listing belongs to the account of the session), so an enquiry id typed into the URL or posted by a form
// reaches nothing of another vendor: it answers exactly as an unknown id does.

/** Listings owned by the account `userId`, for `enquiries.vendor_id in (…)` in updates. */
function ownedListingIds(db: Database, userId: string) {
  return db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId));
}

/** SQL condition of an unread enquiry: never opened and not archived (the portal's navigation count and the inbox). */
export const unreadEnquiry = and(isNull(enquiries.readAt), ne(enquiries.status, "archived"));

const unread = sql<boolean>`coalesce(${unreadEnquiry ?? sql`false`}, false)`;

const VIEW_STATUSES: Record<InboxView, EnquiryStatus[]> = { inbox: ["new", "replied"], archived: ["archived"] };

/**
 * The account's enquiries, newest first (docs/product/vendor-journey-and-portal.md#enquiries-inbox).
 * Input: database, the session's user id, the view: `inbox` (new and replied) or `archived`.
 * Output: {@link InboxEnquirySummary}[] (a one-line excerpt of each message, not the message). Only enquiries
 * of listings owned by `userId` (join on `vendors.owner_user_id`); none for an account without a listing.
 */
export async function listInboxEnquiries(db: Database, userId: string, view: InboxView): Promise<InboxEnquirySummary[]> {
  const rows = await db
    .select({
      id: enquiries.id,
      coupleName: enquiries.coupleName,
      eventType: enquiries.eventType,
      eventDate: enquiries.eventDate,
      guestCount: enquiries.guestCount,
      status: enquiries.status,
      unread,
      createdAt: enquiries.createdAt,
      // Enough of the message for the excerpt: a 5,000-character message is not read whole for one line.
      messageStart: sql<string>`left(${enquiries.message}, ${EXCERPT_LENGTH * 2})`,
    })
    .from(enquiries)
    .innerJoin(vendors, and(eq(vendors.id, enquiries.vendorId), eq(vendors.ownerUserId, userId)))
    .where(inArray(enquiries.status, VIEW_STATUSES[view]))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  return rows.map(({ messageStart, ...row }) => ({
    ...row,
    status: row.status as EnquiryStatus,
    excerpt: messageExcerpt(messageStart),
  }));
}

async function findOwnEnquiry(db: Database, userId: string, enquiryId: number): Promise<InboxEnquiry | undefined> {
  const [row] = await db
    .select({
      id: enquiries.id,
      coupleName: enquiries.coupleName,
      coupleEmail: enquiries.coupleEmail,
      couplePhone: enquiries.couplePhone,
      eventType: enquiries.eventType,
      eventDate: enquiries.eventDate,
      guestCount: enquiries.guestCount,
      message: enquiries.message,
      status: enquiries.status,
      unread,
      createdAt: enquiries.createdAt,
      readAt: enquiries.readAt,
      repliedAt: enquiries.repliedAt,
      archivedAt: enquiries.archivedAt,
      listingName: vendors.name,
    })
    .from(enquiries)
    .innerJoin(vendors, and(eq(vendors.id, enquiries.vendorId), eq(vendors.ownerUserId, userId)))
    .where(eq(enquiries.id, enquiryId))
    .limit(1);
  return row && { ...row, status: row.status as EnquiryStatus };
}

/**
 * Opens one enquiry of the account (docs/product/vendor-journey-and-portal.md#enquiries-inbox, "open one"): the first opening sets `read_at` to `at`, so it
 * leaves the unread count of the navigation; later openings change nothing.
 * Input: database, the session's user id, the enquiry id from the URL, the time (default: the app clock).
 * Output: `{ enquiry, firstOpened }`: every detail ({@link InboxEnquiry}, as read after the opening) and whether
 * this opening was the first. Throws AppError `not_found` for an unknown id or an enquiry of another
 * account's listing, changing nothing.
 */
export async function openInboxEnquiry(
  db: Database,
  userId: string,
  enquiryId: number,
  at: Date = now(),
): Promise<{ enquiry: InboxEnquiry; firstOpened: boolean }> {
  const marked = await db
    .update(enquiries)
    .set({ readAt: at })
    .where(and(eq(enquiries.id, enquiryId), isNull(enquiries.readAt), inArray(enquiries.vendorId, ownedListingIds(db, userId))))
    .returning({ id: enquiries.id });
  const enquiry = await findOwnEnquiry(db, userId, enquiryId);
  if (!enquiry) throw new AppError("not_found", ENQUIRY_NOT_FOUND);
  return { enquiry, firstOpened: marked.length > 0 };
}

type StatusUpdate = { status: SQL | EnquiryStatus; readAt?: SQL; repliedAt?: Date; archivedAt?: Date | null };

/** What each change writes. Replying implies the enquiry was read; moving back restores new or replied. */
function statusUpdate(change: StatusChange, at: Date): StatusUpdate {
  if (change === "replied") {
    return {
      status: "replied",
      repliedAt: at,
      archivedAt: null,
      readAt: sql`coalesce(${enquiries.readAt}, ${at.toISOString()}::timestamptz)`,
    };
  }
  if (change === "archived") return { status: "archived", archivedAt: at };
  return { status: sql`case when ${enquiries.repliedAt} is null then 'new' else 'replied' end`, archivedAt: null };
}

/**
 * Changes where an enquiry of the account stands (docs/product/vendor-journey-and-portal.md#enquiries-inbox, "mark replied / archived"):
 * - `replied`: status replied, `replied_at` = `at` (the latest reply), out of the archive, read;
 * - `archived`: status archived, `archived_at` = `at`;
 * - `inbox`: back from the archive, as replied if it ever was, else new; `archived_at` cleared.
 * Input: database, the session's user id, the enquiry id, the change, the time (default: the app clock).
 * Output: the enquiry's id and new status. Throws AppError `not_found` for an unknown id or an enquiry of
 * another account's listing; nothing is changed then (the ownership rule is part of the one UPDATE).
 */
export async function changeEnquiryStatus(
  db: Database,
  userId: string,
  enquiryId: number,
  change: StatusChange,
  at: Date = now(),
): Promise<{ id: number; status: EnquiryStatus }> {
  const [row] = await db
    .update(enquiries)
    .set(statusUpdate(change, at))
    .where(and(eq(enquiries.id, enquiryId), inArray(enquiries.vendorId, ownedListingIds(db, userId))))
    .returning({ id: enquiries.id, status: enquiries.status });
  if (!row) throw new AppError("not_found", ENQUIRY_NOT_FOUND);
  return { id: row.id, status: row.status as EnquiryStatus };
}
