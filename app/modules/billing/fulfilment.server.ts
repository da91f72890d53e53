import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions, subscriptions, webhookEvents } from "~/db/schema";
import type { BillingEvent, BillingProviderName, SubscriptionStatus } from "~/modules/billing/billing-provider.server";
import type { Executor } from "~/db/client.server";
import { returnEarlyBirdSpot, takeEarlyBirdSpotUnconditionally } from "~/modules/billing/early-bird.server";
import type { PlanId } from "~/modules/billing/plans";
import { applySubscriptionLapse } from "~/modules/billing/subscription-lapse.server";
import { now } from "~/modules/time/clock";

/**
 * Fulfilment: what a provider event changes in our database. Every function is idempotent, so the webhook,
 * a replayed webhook and the buyer's return to /payment-success can all run it safely.
 */

export type EventOutcome = "processed" | "duplicate";

/**
 * Applies one verified provider event, once per event id: the id is recorded in `webhook_events` in the same
 * transaction as its effects, so a replay changes nothing and a failure leaves no trace (the provider retries).
 * An event about a subscription then applies the lapse rule to its listing at `at` (docs/product/vendor-journey-and-portal.md#checkout: an ended
 * subscription hides the listing, a renewed one shows it again; subscription-lapse.server.ts).
 * Input: the database, the provider that sent it, the event, the time (default: the app clock).
 * Output: whether it was new.
 */
export async function handleBillingEvent(
  db: Database,
  provider: BillingProviderName,
  event: BillingEvent,
  at: Date = now(),
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const type = event.type === "ignored" ? event.providerType : event.type;
    const inserted = await tx
      .insert(webhookEvents)
      .values({ eventId: event.id, type })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (inserted.length === 0) return "duplicate";
    await applyEvent(tx, provider, event);
    const subscriptionId = subscriptionOf(event);
    if (subscriptionId) await applySubscriptionLapse(tx, subscriptionId, at);
    await tx.update(webhookEvents).set({ processedAt: sql`now()` }).where(eq(webhookEvents.eventId, event.id));
    return "processed";
  });
}

/** The provider subscription an event changes, if any. */
function subscriptionOf(event: BillingEvent): string | undefined {
  switch (event.type) {
    case "checkout.session.completed":
      return event.session.paid ? event.session.subscriptionId : undefined;
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.subscription.id;
    case "invoice.payment_failed":
      return event.invoice.subscriptionId;
    default:
      return undefined;
  }
}

async function applyEvent(tx: Executor, provider: BillingProviderName, event: BillingEvent): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed":
      // An asynchronous payment method can complete the session unpaid; Stripe then sends a later event.
      if (!event.session.paid) return;
      await completeCheckout(tx, provider, { ...event.session, at: event.created });
      return;
    case "checkout.session.expired":
      await closeCheckout(tx, event.session.id, "expired");
      return;
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      await applySubscriptionState(tx, provider, {
        ...event.subscription,
        status: event.type === "customer.subscription.deleted" ? "canceled" : event.subscription.status,
        at: event.created,
      });
      return;
    case "invoice.payment_failed":
      if (event.invoice.subscriptionId) await markPastDue(tx, event.invoice.subscriptionId, event.created);
      return;
    case "ignored":
      return;
  }
}

export type CompletedCheckout = {
  id: string;
  customerId?: string;
  subscriptionId?: string;
  customerEmail?: string;
  /** Provider time of the completion. */
  at: Date;
};

/**
 * Marks a paid checkout complete, confirms its early-bird spot and records its subscription. Idempotent: a
 * session already complete is left as it is. A checkout we never created is ignored (false).
 * Output: true when the session is (now or already) complete.
 */
export async function completeCheckout(
  tx: Executor,
  provider: BillingProviderName,
  completed: CompletedCheckout,
): Promise<boolean> {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, completed.id)).for("update");
  if (!session) return false;
  if (session.status === "complete") return true;
  // A completion after the hold was released (the expiry sweep ran first) is still a payment: honour it.
  if (session.plan === "early_bird" && !session.earlyBirdReserved) await takeEarlyBirdSpotUnconditionally(tx);
  await tx
    .update(checkoutSessions)
    .set({
      status: "complete",
      completedAt: completed.at,
      earlyBirdReserved: session.plan === "early_bird",
      // The hold is over: who held it is no longer needed (decision 014).
      holderKey: null,
      holderAddress: null,
      providerCustomerId: completed.customerId ?? session.providerCustomerId,
      providerSubscriptionId: completed.subscriptionId ?? session.providerSubscriptionId,
      customerEmail: session.customerEmail ?? completed.customerEmail,
    })
    .where(eq(checkoutSessions.id, session.id));
  if (completed.subscriptionId) {
    await tx
      .insert(subscriptions)
      .values({
        checkoutSessionId: session.id,
        plan: session.plan,
        provider,
        providerSubscriptionId: completed.subscriptionId,
        providerCustomerId: completed.customerId,
        status: "active",
        lastEventAt: completed.at,
      })
      // A subscription event may have arrived first: keep its (newer) status, only link the checkout.
      .onConflictDoUpdate({
        target: subscriptions.providerSubscriptionId,
        set: { checkoutSessionId: session.id, updatedAt: sql`now()` },
      });
  }
  return true;
}

/**
 * Closes an open (or pending, decision 014) checkout as expired or cancelled and gives its early-bird spot back,
 * once: the row is locked and its `early_bird_reserved` flag cleared in the same transaction. A session already
 * closed or complete is left alone. Output: true when this call closed it.
 */
export async function closeCheckout(tx: Executor, id: string, status: "expired" | "cancelled"): Promise<boolean> {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for("update");
  if (!session || (session.status !== "open" && session.status !== "pending")) return false;
  await tx
    .update(checkoutSessions)
    .set({ status, earlyBirdReserved: false, holderKey: null, holderAddress: null })
    .where(eq(checkoutSessions.id, id));
  if (session.earlyBirdReserved) await returnEarlyBirdSpot(tx);
  return true;
}

/**
 * Closes every open or pending checkout whose expiry passed more than `graceMs` ago (a provider's own expiry
 * event may never come, e.g. in test mode; a pending hold whose provider call never finished). Input: database,
 * time, grace in ms. Output: how many were closed.
 */
export async function expireStaleCheckouts(db: Database, now: Date, graceMs = 0): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  const stale = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(and(inArray(checkoutSessions.status, ["pending", "open"]), lte(checkoutSessions.expiresAt, cutoff)));
  let closed = 0;
  for (const { id } of stale) {
    if (await db.transaction((tx) => closeCheckout(tx, id, "expired"))) closed += 1;
  }
  return closed;
}

type SubscriptionState = {
  id: string;
  customerId?: string;
  status: SubscriptionStatus;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  plan?: PlanId;
  at: Date;
};

/**
 * Applies a subscription's state unless a newer event was already applied (`last_event_at`), creating the row
 * when the subscription event comes before its checkout's completion.
 */
async function applySubscriptionState(tx: Executor, provider: BillingProviderName, state: SubscriptionState) {
  let plan = state.plan;
  if (!plan) {
    const [session] = await tx
      .select({ plan: checkoutSessions.plan })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.providerSubscriptionId, state.id));
    plan = session?.plan as PlanId | undefined;
  }
  const values = {
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd ?? null,
    // An event that does not say keeps the stored flag (Stripe's subscription events always say).
    ...(state.cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: state.cancelAtPeriodEnd }),
    lastEventAt: state.at,
    updatedAt: sql`now()`,
  };
  if (!plan) {
    // Not one of ours, or unknown plan: only update a row we already have.
    await tx.update(subscriptions).set(values).where(and(eq(subscriptions.providerSubscriptionId, state.id), isNewer(state.at)));
    return;
  }
  await tx
    .insert(subscriptions)
    .values({
      plan,
      provider,
      providerSubscriptionId: state.id,
      providerCustomerId: state.customerId,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
      lastEventAt: state.at,
    })
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values, setWhere: isNewer(state.at) });
}

async function markPastDue(tx: Executor, subscriptionId: string, at: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: "past_due", lastEventAt: at, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.providerSubscriptionId, subscriptionId), isNewer(at)));
}

/** The stored state is not newer than an event at `at` (equal times: the later delivery wins). */
function isNewer(at: Date) {
  return or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, at));
}
