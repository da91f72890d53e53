import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions, subscriptions } from "~/db/schema";
import { WebhookSignatureError, type BillingProvider } from "~/modules/billing/billing-provider.server";
import { handleBillingEvent } from "~/modules/billing/fulfilment.server";
import { planIdSchema } from "~/modules/billing/plan-schemas";
import { subscriptionStanding, type SubscriptionStatus } from "~/modules/billing/subscription-rules";
import {
  findAccountSubscription,
  getVendorSubscription,
  type VendorSubscriptionSummary,
} from "~/modules/billing/vendor-subscription.server";
import { AppError } from "~/modules/errors/app-error";
import { now as clockNow } from "~/modules/time/clock";

/**
 * How long a test-mode checkout (and its early-bird hold) stays open: shorter than Stripe's 30 minutes, since
 * paying on our own page takes one click (decision 014).
 */
export const TEST_CHECKOUT_LIFETIME_MS = 10 * 60 * 1000;

/** Path of the test-mode checkout page for a session. */
export const testCheckoutPath = (sessionId: string) => `/checkout/test/${encodeURIComponent(sessionId)}`;

/** The test-mode customer portal: the local billing page (docs/product/vendor-journey-and-portal.md#billing). */
export const TEST_BILLING_PATH = "/billing/test";

/** End of a yearly period starting at `start` (the plans are annual; docs/product/vendor-journey-and-portal.md#billing): the same day a year later, UTC. */
export function testPeriodEnd(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * The test-mode adapter of the billing port, the default without a Stripe key: checkouts are paid on our own
 * page (/checkout/test/:id, labelled "Test mode — no real payment"), whose Pay and Cancel buttons produce the
 * events Stripe would send (see test-checkout.server.ts). Session state lives in `checkout_sessions`.
 */
export function createTestBillingProvider(
  db: Database,
  publicUrl: string,
  now: () => Date = clockNow,
): BillingProvider {
  return {
    name: "test",

    async createCheckoutSession() {
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      return { id, url: `${publicUrl}${testCheckoutPath(id)}`, expiresAt: new Date(now().getTime() + TEST_CHECKOUT_LIFETIME_MS) };
    },

    async retrieveCheckoutSession(id) {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (!row || row.provider !== "test") return undefined;
      const status = row.status === "complete" ? "complete" : row.status === "open" ? "open" : "expired";
      return {
        id: row.id,
        status,
        paid: status === "complete",
        customerId: row.providerCustomerId ?? undefined,
        subscriptionId: row.providerSubscriptionId ?? undefined,
        customerEmail: row.customerEmail ?? undefined,
      };
    },

    async expireCheckoutSession(id) {
      // The session's state is our own row, which the caller closes (closeCheckout); only a paid one is refused.
      const [row] = await db.select({ status: checkoutSessions.status }).from(checkoutSessions).where(eq(checkoutSessions.id, id));
      if (row?.status === "complete") throw new Error(`Checkout ${id} is already complete`);
    },

    async creditCustomerBalance() {
      throw new Error("Test mode keeps no customer balances: a credit moves the subscription's period end instead");
    },

    async cancelSubscription(id, options = {}) {
      const row = await findTestSubscription(db, id);
      const standing = subscriptionStandingOf(row, now());
      if (standing === "ended") return;
      if (options.atOnce) await applyTestChange(db, row, "end", now());
      else if (standing !== "cancelling") await applyTestChange(db, row, "cancel", now());
    },

    async resumeSubscription(id) {
      const row = await findTestSubscription(db, id);
      if (subscriptionStandingOf(row, now()) === "cancelling") await applyTestChange(db, row, "resume", now());
    },

    async createPortalSession() {
      // The local billing page finds the subscription from the session, so neither argument is needed there.
      return { url: `${publicUrl}${TEST_BILLING_PATH}` };
    },

    verifyWebhook() {
      return Promise.reject(new WebhookSignatureError("Webhooks are not accepted in test mode"));
    },
  };
}

/** What the local billing page can do: the test-mode stand-ins for Stripe's portal and renewal. */
export type TestSubscriptionChange = "cancel" | "resume" | "renew";

const CHANGE_REFUSED: Record<TestSubscriptionChange, string> = {
  cancel: "This subscription cannot be cancelled now.",
  resume: "Only a subscription set to cancel at period end can be resumed.",
  renew: "Only an ended subscription can be renewed.",
};

/**
 * A button of the local billing page (/billing/test), on the account's own test-mode subscription:
 * `cancel` (cancel at period end; active or past due), `resume` (undo that, before the end), `renew` (an ended
 * subscription starts a new year from `at`: active, period end `at` + 1 year, no cancellation). Each is sent as the
 * `customer.subscription.updated` event Stripe would send, through the same fulfilment, which then applies
 * the lapse rule to the listing. Input: database, user id (from the session), change, time (default: the app
 * clock). Output: the subscription afterwards. Throws AppError `not_found` without a test-mode subscription,
 * `conflict` when the change does not fit the subscription's standing.
 */
export async function changeTestSubscription(
  db: Database,
  userId: string,
  change: TestSubscriptionChange,
  at: Date = clockNow(),
): Promise<VendorSubscriptionSummary> {
  const row = await findAccountSubscription(db, userId);
  if (!row || row.provider !== "test") throw new AppError("not_found", "Subscription Not Found");
  const standing = subscriptionStandingOf(row, at);
  const allowed =
    change === "cancel" ? standing === "active" || standing === "past_due_grace" : change === "resume" ? standing === "cancelling" : standing === "ended";
  if (!allowed) throw new AppError("conflict", CHANGE_REFUSED[change]);
  await applyTestChange(db, row, change, at);
  const summary = await getVendorSubscription(db, userId, at);
  if (!summary) throw new Error(`Subscription ${row.id} disappeared while it was changed`);
  return summary;
}

type TestSubscriptionRow = NonNullable<Awaited<ReturnType<typeof findAccountSubscription>>>;

async function findTestSubscription(db: Database, providerSubscriptionId: string): Promise<TestSubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  if (!row || row.provider !== "test") throw new Error(`No test-mode subscription ${providerSubscriptionId}`);
  return row;
}

function subscriptionStandingOf(row: TestSubscriptionRow, at: Date) {
  return subscriptionStanding({ status: row.status as SubscriptionStatus, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd }, at);
}

/**
 * Sends the `customer.subscription.updated` event Stripe would send for `change` through fulfilment, which then
 * applies the lapse rule to the listing. `end` is an outright cancellation (the account is deleted, decision 091).
 */
async function applyTestChange(db: Database, row: TestSubscriptionRow, change: TestSubscriptionChange | "end", at: Date): Promise<void> {
  const current = { status: row.status as SubscriptionStatus, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd };
  const next =
    change === "renew"
      ? { status: "active" as const, currentPeriodEnd: testPeriodEnd(at), cancelAtPeriodEnd: false }
      : change === "end"
        ? { status: "canceled" as const, currentPeriodEnd: current.currentPeriodEnd, cancelAtPeriodEnd: false }
        : { ...current, cancelAtPeriodEnd: change === "cancel" };
  // Never older than the state already applied, or fulfilment would rightly ignore it as out of order.
  const created = new Date(Math.max(at.getTime(), row.lastEventAt?.getTime() ?? 0));
  await handleBillingEvent(
    db,
    "test",
    {
      id: `evt_test_${randomBytes(12).toString("hex")}`,
      created,
      type: change === "end" ? "customer.subscription.deleted" : "customer.subscription.updated",
      subscription: {
        id: row.providerSubscriptionId,
        customerId: row.providerCustomerId ?? undefined,
        status: next.status,
        currentPeriodEnd: next.currentPeriodEnd ?? undefined,
        cancelAtPeriodEnd: next.cancelAtPeriodEnd,
        plan: planIdSchema.parse(row.plan),
      },
    },
    at,
  );
}
