import { and, eq, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscriptions, vendors } from "~/db/schema";
import type { Executor } from "~/db/client.server";
import { keepsListingPublic, subscriptionStanding, type SubscriptionStatus } from "~/modules/billing/subscription-rules";
import { now } from "~/modules/time/clock";

// A listing is public while its subscription is in good standing (docs/product/vendor-journey-and-portal.md#billing; docs/decisions/019-subscription-lapse.md).
// When the subscription ends, an active listing is hidden and marked `subscription_lapsed_at`; when it is in good
// standing again, only a listing so marked is shown again: one under review or hidden by an admin stays as it is.

/** What one reconciliation changed: listings looked at, hidden, shown again. */
export type LapseCounts = { listings: number; hidden: number; restored: number };

/**
 * A subscription belongs to the listing it names (`vendor_id`, set at business details) or, before that link
 * exists, to the listings its account owns (`user_id` → `vendors.owner_user_id`).
 */
const subscriptionOfListing = or(
  eq(vendors.id, subscriptions.vendorId),
  and(isNull(subscriptions.vendorId), isNotNull(subscriptions.userId), eq(vendors.ownerUserId, subscriptions.userId)),
);

async function linkedListingIds(db: Executor, where?: SQL): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: vendors.id })
    .from(subscriptions)
    .innerJoin(vendors, subscriptionOfListing)
    .where(where);
  return rows.map((row) => row.id);
}

/**
 * Applies the lapse rule to the listings `listingIds` at time `at`, inside the caller's transaction: each listing
 * row is locked first, so its subscriptions are read after any concurrent change to them has committed. A listing
 * is in good standing when any of its subscriptions is. Idempotent.
 */
async function reconcileListings(tx: Executor, listingIds: number[], at: Date): Promise<LapseCounts> {
  if (listingIds.length === 0) return { listings: 0, hidden: 0, restored: 0 };
  const listings = await tx
    .select({ id: vendors.id, isActive: vendors.isActive, lapsedAt: vendors.subscriptionLapsedAt })
    .from(vendors)
    .where(inArray(vendors.id, listingIds))
    .orderBy(vendors.id)
    .for("update");
  const terms = await tx
    .select({
      listingId: vendors.id,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(vendors, subscriptionOfListing)
    .where(inArray(vendors.id, listingIds));
  const inGoodStanding = new Set(
    terms
      .filter((row) => keepsListingPublic(subscriptionStanding({ ...row, status: row.status as SubscriptionStatus }, at)))
      .map((row) => row.listingId),
  );
  const hide = listings.filter((listing) => listing.isActive && !inGoodStanding.has(listing.id)).map((listing) => listing.id);
  const restore = listings.filter((listing) => listing.lapsedAt && inGoodStanding.has(listing.id)).map((listing) => listing.id);
  if (hide.length > 0) {
    await tx
      .update(vendors)
      .set({ isActive: false, subscriptionLapsedAt: at, updatedAt: at })
      .where(and(inArray(vendors.id, hide), eq(vendors.isActive, true)));
  }
  if (restore.length > 0) {
    await tx
      .update(vendors)
      .set({ isActive: true, subscriptionLapsedAt: null, updatedAt: at })
      .where(and(inArray(vendors.id, restore), isNotNull(vendors.subscriptionLapsedAt)));
  }
  return { listings: listings.length, hidden: hide.length, restored: restore.length };
}

/**
 * Applies the lapse rule to the listing(s) of one subscription, inside the transaction that just changed it
 * (fulfilment of a webhook or a test-mode action), so the listing follows at once rather than at the next sweep.
 * Input: the transaction, the provider's subscription id, the time. Output: {@link LapseCounts}.
 */
export async function applySubscriptionLapse(tx: Executor, providerSubscriptionId: string, at: Date = now()): Promise<LapseCounts> {
  const listingIds = await linkedListingIds(tx, eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return reconcileListings(tx, listingIds, at);
}

/**
 * The periodic sweep (server/app.ts, every 15 minutes): a subscription also ends with no event at all (its
 * period end or grace period passes), so every listing with a subscription is checked at `at`. Hides active
 * listings whose subscriptions ended (`is_active = false`, `subscription_lapsed_at = at`) and shows again lapsed
 * listings whose subscription is in good standing. Idempotent; one transaction.
 * Input: database, time (default: the app clock). Output: {@link LapseCounts}.
 */
export async function sweepSubscriptionLapses(db: Database, at: Date = now()): Promise<LapseCounts> {
  const listingIds = await linkedListingIds(db);
  return db.transaction((tx) => reconcileListings(tx, listingIds, at));
}
