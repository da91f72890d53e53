import { count, desc, sql } from "drizzle-orm";
import type { StripeConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { checkoutSessions, EARLY_BIRD_TOTAL_SPOTS, subscriptions } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import {
  CHECKOUT_STATUSES,
  type BillingAdapterInfo,
  type CheckoutSummary,
  type PaymentDebugInfo,
} from "~/modules/admin/payment-debug";
import type { BillingProvider, NewCheckoutSession } from "~/modules/billing/billing-provider.server";
import { startCheckout } from "~/modules/billing/checkout.server";
import type { CheckoutHolder } from "~/modules/billing/early-bird-holds.server";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { PLANS, type PlanId } from "~/modules/billing/plans";
import type { SubscriptionStatus } from "~/modules/billing/subscription-rules";
import { now } from "~/modules/time/clock";

// The admin's payment debug page (docs/product/admin.md#payment-debug): the billing
// figures from our own database and which adapter is configured, and test checkouts opened the normal way.

/** How many of the newest checkouts the page lists. */
export const LATEST_CHECKOUTS = 20;

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
];

/** Whether a Stripe secret key is a live or a test one, by Stripe's documented prefixes (`sk_live_`, `rk_test_`…). */
function stripeKeyMode(secretKey: string): "live" | "test" | undefined {
  const match = /^(?:sk|rk)_(live|test)_/.exec(secretKey);
  return match?.[1] as "live" | "test" | undefined;
}

/**
 * Which billing adapter is in use, as billing.server.ts chooses it (Stripe when `STRIPE_SECRET_KEY` is set, else
 * test mode), with the kind of Stripe key and the configured price ids; never the keys themselves.
 * Input: the provider in use and the Stripe configuration (undefined in test mode). Output: {@link BillingAdapterInfo}.
 */
export function describeBillingAdapter(provider: Pick<BillingProvider, "name">, stripe: StripeConfig | undefined): BillingAdapterInfo {
  if (provider.name === "test" || !stripe) return { provider: "test", label: "Test mode (no real payments)", priceIds: [] };
  const mode = stripeKeyMode(stripe.secretKey);
  return {
    provider: "stripe",
    label: mode ? `Stripe (${mode} keys)` : "Stripe",
    priceIds: PLANS.map((plan) => ({ plan: plan.id, configured: Boolean(stripe.priceIds[plan.id]) })),
  };
}

/**
 * The page's figures (docs/product/admin.md#payment-debug: sessions and subscriptions counts and the latest sessions): checkout
 * sessions per plan and status, subscriptions per status, early-bird spots left (the launch count with the read
 * error when the counter cannot be read, docs/product/admin.md#payment-debug), the adapter, and the {@link LATEST_CHECKOUTS} newest checkouts
 * (no holder cookie or address). Input: `{ db, provider, stripe }`. Output: {@link PaymentDebugInfo}.
 */
export async function getPaymentDebugInfo(deps: {
  db: Database;
  provider: Pick<BillingProvider, "name">;
  stripe: StripeConfig | undefined;
}): Promise<PaymentDebugInfo> {
  const { db } = deps;
  const [checkoutCounts, subscriptionCounts, earlyBird, latest] = await Promise.all([
    db
      .select({ plan: checkoutSessions.plan, status: checkoutSessions.status, count: count() })
      .from(checkoutSessions)
      .groupBy(checkoutSessions.plan, checkoutSessions.status),
    db.select({ status: subscriptions.status, count: count() }).from(subscriptions).groupBy(subscriptions.status),
    readEarlyBirdAvailability(db),
    db
      .select({
        id: checkoutSessions.id,
        provider: checkoutSessions.provider,
        plan: checkoutSessions.plan,
        status: checkoutSessions.status,
        amountPence: checkoutSessions.amountPence,
        customerEmail: checkoutSessions.customerEmail,
        earlyBirdReserved: checkoutSessions.earlyBirdReserved,
        usedByAccount: sql<boolean>`${checkoutSessions.usedByUserId} is not null`,
        createdAt: checkoutSessions.createdAt,
        completedAt: checkoutSessions.completedAt,
      })
      .from(checkoutSessions)
      .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
      .limit(LATEST_CHECKOUTS),
  ]);
  const zeroes = () => Object.fromEntries(CHECKOUT_STATUSES.map((status) => [status, 0])) as Record<string, number>;
  const rows = PLANS.map((plan) => {
    const counts = zeroes();
    for (const row of checkoutCounts.filter((entry) => entry.plan === plan.id)) counts[row.status] = row.count;
    return { plan: plan.id, planName: plan.name, counts, total: Object.values(counts).reduce((sum, value) => sum + value, 0) };
  });
  const totals = zeroes();
  for (const row of rows) for (const status of CHECKOUT_STATUSES) totals[status]! += row.counts[status]!;
  const byStatus = SUBSCRIPTION_STATUSES.map((status) => ({ status, count: subscriptionCounts.find((row) => row.status === status)?.count ?? 0 }));
  return {
    adapter: describeBillingAdapter(deps.provider, deps.stripe),
    checkouts: { rows, totals, total: rows.reduce((sum, row) => sum + row.total, 0) },
    subscriptions: { byStatus, total: byStatus.reduce((sum, row) => sum + row.count, 0) },
    earlyBird: { remainingSpots: earlyBird.remainingSpots, totalSpots: EARLY_BIRD_TOTAL_SPOTS, ...(earlyBird.error ? { error: earlyBird.error } : {}) },
    latestCheckouts: latest satisfies CheckoutSummary[],
    loadedAt: now().toISOString(),
  };
}

/**
 * 'Test checkout' for early_bird or showcase (docs/product/admin.md#payment-debug: the page "tests the early_bird and showcase checkouts";
 * docs/product/admin.md#payment-debug: it sends only the plan): a checkout opened through the normal {@link startCheckout}, so an early-bird one
 * holds a spot under the admin browser's holder like any buyer's (decision 014). Recorded in the audit log once
 * opened (the checkout is written by startCheckout's own transactions).
 * Input: `{ db, provider, publicUrl }`, the acting admin, `{ plan, holder }` (holder needed for early_bird).
 * Output: the provider's session; its `url` is where to pay. Throws what startCheckout throws: AppError
 * `conflict` (sold out), `rate_limited`, `unavailable` ('Failed to create checkout session. Please try again.').
 */
export async function createTestCheckout(
  deps: { db: Database; provider: BillingProvider; publicUrl: string },
  actor: AuditActor,
  input: { plan: Extract<PlanId, "early_bird" | "showcase">; holder?: CheckoutHolder },
): Promise<NewCheckoutSession> {
  const session = await startCheckout(deps.db, deps.provider, { plan: input.plan, publicUrl: deps.publicUrl, holder: input.holder });
  await recordAudit(deps.db, actor, {
    action: "payments.test-checkout",
    entityType: "checkout",
    entityId: session.id,
    after: { plan: input.plan, provider: deps.provider.name },
  });
  return session;
}
