import { desc, eq, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscriptions, vendors } from "~/db/schema";
import type { BillingProvider, BillingProviderName } from "~/modules/billing/billing-provider.server";
import { getPlan, type PlanId } from "~/modules/billing/plans";
import { planIdSchema } from "~/modules/billing/plan-schemas";
import {
  graceEndsAt,
  standingLabel,
  subscriptionEndedAt,
  subscriptionStanding,
  type SubscriptionStanding,
  type SubscriptionStatus,
} from "~/modules/billing/subscription-rules";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

/** The dashboard's Subscription Management card (docs/product/vendor-journey-and-portal.md#billing). */
export type VendorSubscriptionSummary = {
  plan: { id: PlanId; name: string };
  /** Stripe's word for the status ('active', 'past_due', 'canceled'…). */
  status: SubscriptionStatus;
  /** The standing in words: 'Active', 'Cancels at period end', 'Payment overdue', 'Ended'. */
  label: string;
  standing: SubscriptionStanding;
  /** End of the paid period: the renewal date, or the last day when cancelling. */
  currentPeriodEnd: Date | null;
  /** When it ended (standing `ended`), else null. */
  endedAt: Date | null;
  /** Past due: when the listing will be hidden unless paid (period end + 7 days), else null. */
  graceEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  provider: BillingProviderName;
  /** The listing is hidden because the subscription ended (`vendors.subscription_lapsed_at` set). */
  listingHidden: boolean;
};

export type AccountSubscription = typeof subscriptions.$inferSelect;

/**
 * The subscription of the account `userId`, resolved from the session, never from an id sent by the browser:
 * the one linked to the account's listing or to the account itself, the newest if there are several.
 * Input: database, user id. Output: the row, or undefined when the account has none.
 */
export async function findAccountSubscription(db: Database, userId: string): Promise<AccountSubscription | undefined> {
  const listingId = await getOwnListingId(db, userId);
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(listingId === undefined ? eq(subscriptions.userId, userId) : or(eq(subscriptions.vendorId, listingId), eq(subscriptions.userId, userId)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row;
}

/**
 * What the vendor sees of its subscription at time `at`: plan, status, standing and its label, dates, and
 * whether the listing is hidden because the subscription ended (docs/product/vendor-journey-and-portal.md#billing). Input: database, user id (from the
 * session), time (default: the app clock). Output: {@link VendorSubscriptionSummary}, or undefined without one.
 */
export async function getVendorSubscription(
  db: Database,
  userId: string,
  at: Date = now(),
): Promise<VendorSubscriptionSummary | undefined> {
  const row = await findAccountSubscription(db, userId);
  if (!row) return undefined;
  const listingId = await getOwnListingId(db, userId);
  const [listing] =
    listingId === undefined
      ? []
      : await db.select({ lapsedAt: vendors.subscriptionLapsedAt }).from(vendors).where(eq(vendors.id, listingId));
  const terms = { status: row.status as SubscriptionStatus, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd };
  const standing = subscriptionStanding(terms, at);
  // The plan column is checked by the database; parse rather than cast so a surprise fails loudly here.
  const planId = planIdSchema.parse(row.plan);
  return {
    plan: { id: planId, name: getPlan(planId).name },
    status: terms.status,
    label: standingLabel(standing),
    standing,
    currentPeriodEnd: row.currentPeriodEnd,
    endedAt: standing === "ended" ? subscriptionEndedAt({ ...terms, lastEventAt: row.lastEventAt }) : null,
    graceEndsAt: standing === "past_due_grace" ? graceEndsAt(row.currentPeriodEnd) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider as BillingProviderName,
    listingHidden: Boolean(listing?.lapsedAt),
  };
}

/**
 * 'Manage billing' (docs/product/vendor-journey-and-portal.md#billing): opens the provider's customer portal for the account's own
 * subscription — Stripe's portal, or /billing/test in test mode. Input: database, the billing provider, user id
 * (from the session), the absolute URL to come back to. Output: the portal's URL.
 * Throws AppError `not_found` when the account has no subscription with a provider customer; the provider's
 * own failure is passed on (the caller shows the spec's 'Failed to open customer portal. Please try again.').
 */
export async function openBillingPortal(
  db: Database,
  provider: BillingProvider,
  userId: string,
  returnUrl: string,
): Promise<string> {
  const subscription = await findAccountSubscription(db, userId);
  if (!subscription?.providerCustomerId) throw new AppError("not_found", "No subscription found for this account.");
  const portal = await provider.createPortalSession(subscription.providerCustomerId, returnUrl);
  return portal.url;
}
