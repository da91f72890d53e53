import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { now } from "~/modules/time/clock";

// The listings an account owns (`vendors.owner_user_id`), for the modules that know an account and need its
// listing: billing finds the subscription of a listing, accounts verifies the listing with the account's email.

/**
 * The id of the listing owned by `userId`, or undefined when it has none. An account owns at most one listing
 * (onboarding refuses a second, docs/product/vendor-journey-and-portal.md#business-details); should there be more, the oldest is the one managed, as in the vendor
 * portal (vendor-portal/own-listing.server.ts). Input: database, user id.
 */
export async function getOwnListingId(db: Database, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId)).orderBy(vendors.id).limit(1);
  return row?.id;
}

/**
 * Marks the listings of an account verified once its email is (docs/product/vendor-journey-and-portal.md#email-verification:
 * email_verified false → true through the email link; called by better-auth's `afterEmailVerification`). Input: the database and the user id.
 * Output: how many listings changed.
 */
export async function markListingsVerified(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(vendors)
    .set({ isVerified: true, updatedAt: now() })
    .where(eq(vendors.ownerUserId, userId))
    .returning({ id: vendors.id });
  return rows.length;
}
