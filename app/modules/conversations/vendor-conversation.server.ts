import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { conversations, enquiryReports } from "~/db/schema";
import { findVendorConversation, type ConversationHead } from "~/modules/conversations/conversation-access.server";
import { markConversationRead } from "~/modules/conversations/messages.server";
import type { TimelinePage } from "~/modules/conversations/timeline";
import { listTimeline } from "~/modules/conversations/timeline.server";
import { now } from "~/modules/time/clock";

/** A conversation as the vendor's page shows it: its head, one page of the timeline, and where it stands. */
export type VendorConversationPage = {
  head: ConversationHead;
  timeline: TimelinePage;
  /** Whether this opening took it out of the unread count (the navigation's count is reloaded then). */
  wasUnread: boolean;
  /** Whether the vendor reported the enquiry as not genuine ('Reported'). */
  reported: boolean;
};

/**
 * Opens one of the account's conversations in the portal (docs/product/vendor-journey-and-portal.md#enquiries-inbox:
 * "Opening one marks it read"): the head ({@link findVendorConversation}), the page of messages before the
 * message id `before` (the newest page without it), whether the enquiry was reported; then marks it read by
 * the vendor at `at`. Input: database, the session's user id, the id from the URL, `before`, the time (default:
 * the app clock). Output: {@link VendorConversationPage}. Throws AppError `not_found` for an unknown id, another
 * account's conversation or an enquiry the vendor may not see, changing nothing.
 */
export async function openVendorConversation(
  db: Database,
  userId: string,
  enquiryId: number,
  before?: number,
  at: Date = now(),
): Promise<VendorConversationPage> {
  const head = await findVendorConversation(db, userId, enquiryId);
  const [state] = await db
    .select({ vendorReadAt: conversations.vendorReadAt, lastMessageAt: conversations.lastMessageAt })
    .from(conversations)
    .where(eq(conversations.enquiryId, head.enquiryId));
  const [report] = await db.select({ id: enquiryReports.id }).from(enquiryReports).where(eq(enquiryReports.enquiryId, head.enquiryId)).limit(1);
  const timeline = await listTimeline(db, head.enquiryId, before, at);
  await markConversationRead(db, head.enquiryId, "vendor", at);
  const wasUnread = !!state && (state.vendorReadAt === null || state.vendorReadAt < state.lastMessageAt) && head.archivedAt === null;
  return { head, timeline, wasUnread, reported: Boolean(report) };
}

/**
 * Archives one of the account's conversations or brings it back (docs/product/vendor-journey-and-portal.md#enquiries-inbox):
 * `archived_at` set to `at`, or cleared. A couple's new message brings an archived conversation back by itself.
 * Input: database, the session's user id, the id from the URL, whether to archive, the time (default: the app
 * clock). Throws AppError `not_found` for an unknown id or another account's conversation, changing nothing.
 */
export async function setConversationArchived(db: Database, userId: string, enquiryId: number, archived: boolean, at: Date = now()): Promise<void> {
  const head = await findVendorConversation(db, userId, enquiryId);
  await db
    .update(conversations)
    .set({ archivedAt: archived ? at : null })
    .where(and(eq(conversations.enquiryId, head.enquiryId), eq(conversations.vendorId, head.vendorId)));
}
