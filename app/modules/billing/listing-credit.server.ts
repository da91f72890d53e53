import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { subscriptions, vendors } from "~/db/schema";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { planIdSchema } from "~/modules/billing/plan-schemas";
import { getPlan } from "~/modules/billing/plans";
import { applySubscriptionLapse } from "~/modules/billing/subscription-lapse.server";
import { now } from "~/modules/time/clock";

// Extra days of listing given to a vendor (docs/product/couples-tools.md#lead-quality: an upheld report "credits the
// vendor 7 extra days of listing (test mode: the period end moves; Stripe: a customer balance credit of the
// pro-rata amount)"; decision 059).

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_YEAR = 365;

/** What a credit did: nothing (no subscription), the test-mode period end moved, or a Stripe balance credit. */
export type ListingCredit =
  | { kind: "none" }
  | { kind: "period_extended"; subscriptionId: number; currentPeriodEnd: Date }
  | { kind: "balance_credit"; subscriptionId: number; amountPence: number };

/**
 * The share of a yearly price that `days` days are worth, in whole pence (rounded half up): £149.99 for 7 days is
 * 288p. Input: the yearly price in pence, a number of days. Output: pence.
 */
export function proRataPence(yearlyPricePence: number, days: number): number {
  return Math.round((yearlyPricePence * days) / DAYS_PER_YEAR);
}

/**
 * Credits a listing `days` extra days (decision 059), inside the caller's transaction. The subscription is the
 * listing's own (`subscriptions.vendor_id`) or, before that link, its owner account's, the newest if several:
 * - test mode: its `current_period_end` moves `days` later (from `at` when it has none), and the lapse rule is
 *   applied at once, so a listing hidden by the end it had is shown again;
 * - Stripe: the customer's balance is credited the plan's yearly price pro-rated to `days`
 *   ({@link proRataPence}), with `idempotencyKey`, so a retried decision credits once.
 * A listing without a subscription (an admin's own listing) gets nothing. Input: transaction, the billing provider,
 * `{ vendorId, days, idempotencyKey }`, the time (default: the app clock). Output: {@link ListingCredit}.
 * Rejects with the provider's error when Stripe refuses or cannot be reached (the caller's transaction then rolls
 * back), and when a Stripe subscription meets the test-mode provider.
 */
export async function creditListingDays(
  tx: Executor,
  provider: BillingProvider,
  input: { vendorId: number; days: number; idempotencyKey: string },
  at: Date = now(),
): Promise<ListingCredit> {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      provider: subscriptions.provider,
      plan: subscriptions.plan,
      providerSubscriptionId: subscriptions.providerSubscriptionId,
      providerCustomerId: subscriptions.providerCustomerId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(
      vendors,
      or(eq(subscriptions.vendorId, vendors.id), and(isNull(subscriptions.vendorId), eq(subscriptions.userId, vendors.ownerUserId))),
    )
    .where(eq(vendors.id, input.vendorId))
    .orderBy(desc(subscriptions.id))
    .limit(1)
    .for("update", { of: subscriptions });
  if (!row) return { kind: "none" };

  if (row.provider === "test") {
    const from = row.currentPeriodEnd ?? at;
    const currentPeriodEnd = new Date(from.getTime() + input.days * DAY_MS);
    await tx.update(subscriptions).set({ currentPeriodEnd, updatedAt: at }).where(eq(subscriptions.id, row.id));
    await applySubscriptionLapse(tx, row.providerSubscriptionId, at);
    return { kind: "period_extended", subscriptionId: row.id, currentPeriodEnd };
  }

  if (!row.providerCustomerId) return { kind: "none" };
  const amountPence = proRataPence(getPlan(planIdSchema.parse(row.plan)).pricePence, input.days);
  await provider.creditCustomerBalance({
    customerId: row.providerCustomerId,
    amountPence,
    description: `${input.days} days of listing credited: an enquiry report was upheld`,
    idempotencyKey: input.idempotencyKey,
  });
  return { kind: "balance_credit", subscriptionId: row.id, amountPence };
}
