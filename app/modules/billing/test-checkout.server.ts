import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { closeCheckout, handleBillingEvent } from "~/modules/billing/fulfilment.server";
import type { PlanId } from "~/modules/billing/plans";
import { testPeriodEnd } from "~/modules/billing/test-billing.server";
import { now as clockNow } from "~/modules/time/clock";

export type TestCheckoutView = {
  id: string;
  plan: PlanId;
  amountPence: number;
  status: "open" | "complete" | "expired" | "cancelled";
};

/**
 * The test-mode checkout shown at /checkout/test/:id. An open session past its expiry reads as expired.
 * Throws AppError `not_found` for an unknown or non-test session.
 */
export async function getTestCheckout(db: Database, id: string, now = clockNow()): Promise<TestCheckoutView> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  if (!row || row.provider !== "test") throw new AppError("not_found", "Checkout Not Found");
  const status = row.status === "open" && row.expiresAt <= now ? "expired" : row.status;
  return { id: row.id, plan: row.plan as PlanId, amountPence: row.amountPence, status: status as TestCheckoutView["status"] };
}

const eventId = () => `evt_test_${randomBytes(12).toString("hex")}`;

/**
 * "Pay" on the test checkout: the events Stripe would send, through the same fulfilment —
 * `checkout.session.completed`, then `customer.subscription.updated` with the new subscription active for a
 * year from `now` (so the portal shows a renewal date). An expired session is expired instead (as Stripe
 * would) and refused with AppError `conflict`. Input: database, session id, time (default: the app clock).
 */
export async function payTestCheckout(db: Database, id: string, now = clockNow()): Promise<TestCheckoutView> {
  const checkout = await getTestCheckout(db, id, now);
  if (checkout.status === "expired") {
    await handleBillingEvent(db, "test", { id: eventId(), created: now, type: "checkout.session.expired", session: { id } });
    throw new AppError("conflict", "This checkout has expired. Please choose your plan again.");
  }
  if (checkout.status === "cancelled") throw new AppError("conflict", "This checkout was cancelled. Please choose your plan again.");
  if (checkout.status === "open") {
    const suffix = randomBytes(8).toString("hex");
    const customerId = `cus_test_${suffix}`;
    const subscriptionId = `sub_test_${suffix}`;
    await handleBillingEvent(
      db,
      "test",
      { id: eventId(), created: now, type: "checkout.session.completed", session: { id, paid: true, customerId, subscriptionId } },
      now,
    );
    await handleBillingEvent(
      db,
      "test",
      {
        id: eventId(),
        created: now,
        type: "customer.subscription.updated",
        subscription: {
          id: subscriptionId,
          customerId,
          status: "active",
          currentPeriodEnd: testPeriodEnd(now),
          cancelAtPeriodEnd: false,
          plan: checkout.plan,
        },
      },
      now,
    );
  }
  return getTestCheckout(db, id, now);
}

/**
 * "Cancel" on the test checkout: the session is closed and an early-bird spot given back, as on Stripe's
 * expiry. A completed session is left alone.
 */
export async function cancelTestCheckout(db: Database, id: string, now = clockNow()): Promise<void> {
  await getTestCheckout(db, id, now);
  // Stripe has no "cancelled" event: leaving its page lets the session expire. Here it closes at once.
  // closeCheckout leaves a session that is not open (complete, already closed) as it is.
  await db.transaction((tx) => closeCheckout(tx, id, "cancelled"));
}
