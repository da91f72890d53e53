import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, vendors } from "~/db/schema";

/** SQL condition of an unread enquiry: never opened and not archived (the navigation count and the inbox). */
export const unreadEnquiry = and(isNull(enquiries.readAt), ne(enquiries.status, "archived"));

/** What every portal page needs of the signed-in vendor's listing: the navigation, Preview, the inbox count. */
export type OwnListingSummary = {
  id: number;
  name: string;
  isActive: boolean;
  /** Enquiries not yet opened and not archived. */
  unreadEnquiries: number;
};

/**
 * The listing owned by the account `userId`, resolved from the session, never from an id sent by the browser
 * (issue #9, authorization). Input: database, user id. Output: {@link OwnListingSummary}, or undefined when the
 * account has no listing yet ('No Business Listing Found', spec §2). An account owns at most one listing
 * (onboarding refuses a second); should there be more, the oldest is the one managed.
 */
export async function getOwnListingSummary(db: Database, userId: string): Promise<OwnListingSummary | undefined> {
  const [row] = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      isActive: vendors.isActive,
      unreadEnquiries: sql<number>`(select count(*)::int from ${enquiries} where ${enquiries.vendorId} = ${vendors.id} and ${unreadEnquiry})`,
    })
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId))
    .orderBy(vendors.id)
    .limit(1);
  return row;
}

/** The id of the listing owned by `userId`, or undefined. Input: database, user id. See {@link getOwnListingSummary}. */
export async function getOwnListingId(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId)).orderBy(vendors.id).limit(1);
  return row?.id;
}
