import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutSessions, earlyBirdCounter, subscriptions, webhookEvents } from "~/db/schema";
import { openDatabase } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { describeEachDatabase, openTestDatabase, testBackends } from "../../../tests/support/test-database";
import type { BillingEvent, BillingProvider } from "~/modules/billing/billing-provider.server";
import { CHECKOUT_FAILED_MESSAGE, startCheckout, verifyCheckoutOnReturn } from "~/modules/billing/checkout.server";
import { readEarlyBirdAvailability, reserveEarlyBirdSpot, setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { expireStaleCheckouts, handleBillingEvent } from "~/modules/billing/fulfilment.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { cancelTestCheckout, payTestCheckout } from "~/modules/billing/test-checkout.server";

const PUBLIC_URL = "http://localhost:3000";
let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now()}_${(counter += 1)}`;
/** A browser of its own on an address of its own, so the per-client limits stay out of the way. */
const newHolder = () => ({ key: nextId("holder"), address: nextId("address") });

describeEachDatabase("billing: early-bird spots, checkout and fulfilment", (getDb) => {
  const provider = () => createTestBillingProvider(getDb(), PUBLIC_URL);
  const spots = async () => (await readEarlyBirdAvailability(getDb())).remainingSpots;
  const session = async (id: string) => (await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];

  beforeEach(async () => {
    await setEarlyBirdSpots(getDb(), 3);
  });

  it("reads 298 with the error kept when the counter row is missing or unreadable", async () => {
    await getDb().delete(earlyBirdCounter);
    expect(await readEarlyBirdAvailability(getDb())).toEqual({ remainingSpots: 298 });
    const broken = { select: () => { throw new Error("relation does not exist"); } } as unknown as Parameters<typeof readEarlyBirdAvailability>[0];
    expect(await readEarlyBirdAvailability(broken)).toEqual({ remainingSpots: 298, error: "relation does not exist" });
  });

  it("reserves a spot per early-bird checkout and refuses when none is left", async () => {
    await setEarlyBirdSpots(getDb(), 1);
    const first = await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() });
    expect(first.url).toBe(`${PUBLIC_URL}/checkout/test/${first.id}`);
    expect(await spots()).toBe(0);
    expect(await session(first.id)).toMatchObject({ plan: "early_bird", status: "open", amountPence: 9999, earlyBirdReserved: true });
    await expect(startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() })).rejects.toEqual(
      new AppError("conflict", "This offer is no longer available."),
    );
    expect(await spots()).toBe(0);
    // Other plans are never limited.
    await startCheckout(getDb(), provider(), { plan: "showcase", publicUrl: PUBLIC_URL });
  });

  it("gives the spot back when the provider fails, and says so as an `unavailable` AppError (502)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { ...provider(), createCheckoutSession: () => Promise.reject(new Error("provider down")) } as BillingProvider;
    const holder = { key: "holder-provider-down", address: "203.0.113.50" };
    const failure = await startCheckout(getDb(), failing, { plan: "early_bird", publicUrl: PUBLIC_URL, holder }).catch((error: unknown) => error);
    expect(failure).toEqual(new AppError("unavailable", CHECKOUT_FAILED_MESSAGE));
    expect((failure as AppError).status).toBe(502);
    expect(logged).toHaveBeenCalledWith("Checkout could not be created", new Error("provider down"));
    expect(await spots()).toBe(3);
    // Nothing is left holding a spot for that browser: it can start again.
    await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder });
    expect(await spots()).toBe(2);
  });

  it("releases a spot once on cancel, and keeps it on payment", async () => {
    const cancelled = await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() });
    expect(await spots()).toBe(2);
    await cancelTestCheckout(getDb(), cancelled.id);
    await cancelTestCheckout(getDb(), cancelled.id);
    expect(await spots()).toBe(3);
    expect(await session(cancelled.id)).toMatchObject({ status: "cancelled", earlyBirdReserved: false });
    await expect(payTestCheckout(getDb(), cancelled.id)).rejects.toThrow(/cancelled/);

    const paid = await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() });
    await payTestCheckout(getDb(), paid.id);
    await cancelTestCheckout(getDb(), paid.id);
    expect(await spots()).toBe(2);
    const row = await session(paid.id);
    expect(row).toMatchObject({ status: "complete", earlyBirdReserved: true });
    const [subscription] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, paid.id));
    expect(subscription).toMatchObject({ plan: "early_bird", provider: "test", status: "active", providerSubscriptionId: row?.providerSubscriptionId });
  });

  it("expires stale open checkouts once, giving their spots back", async () => {
    const later = new Date(Date.now() + 31 * 60_000);
    // Holds left open by earlier tests in this block are cleared first.
    await expireStaleCheckouts(getDb(), later);
    await setEarlyBirdSpots(getDb(), 3);
    const stale = await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() });
    expect(await spots()).toBe(2);
    expect(await expireStaleCheckouts(getDb(), later)).toBe(1);
    expect(await expireStaleCheckouts(getDb(), later)).toBe(0);
    expect(await spots()).toBe(3);
    expect((await session(stale.id))?.status).toBe("expired");
  });

  it("verifies on return: complete → verified (idempotent), open or unknown → not verified", async () => {
    const checkout = await startCheckout(getDb(), provider(), { plan: "featured", publicUrl: PUBLIC_URL });
    expect(await verifyCheckoutOnReturn(getDb(), provider(), checkout.id)).toEqual({ verified: false, plan: "featured" });
    expect(await verifyCheckoutOnReturn(getDb(), provider(), "cs_unknown")).toEqual({ verified: false });
    await payTestCheckout(getDb(), checkout.id);
    expect(await verifyCheckoutOnReturn(getDb(), provider(), checkout.id)).toEqual({ verified: true, plan: "featured" });
    expect(await verifyCheckoutOnReturn(getDb(), provider(), checkout.id)).toEqual({ verified: true, plan: "featured" });
    expect(await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, checkout.id))).toHaveLength(1);
  });

  it("fulfils on return when the provider says paid and the webhook has not come yet", async () => {
    const checkout = await startCheckout(getDb(), provider(), { plan: "showcase", publicUrl: PUBLIC_URL });
    const subscriptionId = nextId("sub");
    const paidAtProvider: BillingProvider = {
      ...provider(),
      retrieveCheckoutSession: async (id) => ({ id, status: "complete", paid: true, subscriptionId, customerId: "cus_1", customerEmail: "a@b.test" }),
    };
    expect(await verifyCheckoutOnReturn(getDb(), paidAtProvider, checkout.id)).toEqual({ verified: true, plan: "showcase" });
    expect(await session(checkout.id)).toMatchObject({ status: "complete", providerSubscriptionId: subscriptionId, customerEmail: "a@b.test" });
    // The webhook arriving afterwards changes nothing.
    const event: BillingEvent = {
      id: nextId("evt"),
      created: new Date(),
      type: "checkout.session.completed",
      session: { id: checkout.id, paid: true, subscriptionId, customerId: "cus_1" },
    };
    expect(await handleBillingEvent(getDb(), "stripe", event)).toBe("processed");
    expect(await getDb().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId))).toHaveLength(1);
  });

  it("pays a test checkout as Stripe would: the subscription active for a year from payment, managed on /billing/test", async () => {
    const checkout = await startCheckout(getDb(), provider(), { plan: "showcase", publicUrl: PUBLIC_URL });
    const paidAt = new Date();
    await payTestCheckout(getDb(), checkout.id, paidAt);
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, checkout.id));
    const yearLater = new Date(paidAt);
    yearLater.setUTCFullYear(paidAt.getUTCFullYear() + 1);
    expect(row).toMatchObject({ status: "active", currentPeriodEnd: yearLater, cancelAtPeriodEnd: false, provider: "test" });
    expect(row?.providerCustomerId).toMatch(/^cus_test_/);
    expect(await provider().createPortalSession(row!.providerCustomerId!, `${PUBLIC_URL}/vendor-dashboard`)).toEqual({ url: `${PUBLIC_URL}/billing/test` });
  });

  describe("events", () => {
    it("applies an event id once: a replay changes nothing", async () => {
      const checkout = await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() });
      const expired: BillingEvent = { id: nextId("evt"), created: new Date(), type: "checkout.session.expired", session: { id: checkout.id } };
      expect(await handleBillingEvent(getDb(), "stripe", expired)).toBe("processed");
      expect(await spots()).toBe(3);
      // Another spot is taken meanwhile; replaying the expiry must not give one back again.
      await reserveEarlyBirdSpot(getDb());
      expect(await handleBillingEvent(getDb(), "stripe", expired)).toBe("duplicate");
      expect(await spots()).toBe(2);
      const [recorded] = await getDb().select().from(webhookEvents).where(eq(webhookEvents.eventId, expired.id));
      expect(recorded?.type).toBe("checkout.session.expired");
      expect(recorded?.processedAt).toBeInstanceOf(Date);
    });

    it("ignores an older subscription event delivered after a newer one", async () => {
      const subscriptionId = nextId("sub");
      const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
      const update = (created: Date, status: "active" | "past_due" | "canceled", type: "customer.subscription.updated" | "customer.subscription.deleted" = "customer.subscription.updated"): BillingEvent => ({
        id: nextId("evt"),
        created,
        type,
        subscription: { id: subscriptionId, status, plan: "showcase", currentPeriodEnd: new Date(Date.UTC(2027, 0, 1)) },
      });
      await handleBillingEvent(getDb(), "stripe", update(at(30), "canceled", "customer.subscription.deleted"));
      await handleBillingEvent(getDb(), "stripe", update(at(10), "active"));
      await handleBillingEvent(getDb(), "stripe", { id: nextId("evt"), created: at(20), type: "invoice.payment_failed", invoice: { subscriptionId } });
      const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
      expect(row).toMatchObject({ status: "canceled", plan: "showcase", lastEventAt: at(30), currentPeriodEnd: new Date(Date.UTC(2027, 0, 1)) });
      await handleBillingEvent(getDb(), "stripe", { id: nextId("evt"), created: at(40), type: "invoice.payment_failed", invoice: { subscriptionId } });
      const [after] = await getDb().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
      expect(after?.status).toBe("past_due");
    });

    it("stores cancel_at_period_end from subscription events, and keeps it when an event does not say", async () => {
      const subscriptionId = nextId("sub");
      const update = (seconds: number, cancelAtPeriodEnd?: boolean): BillingEvent => ({
        id: nextId("evt"),
        created: new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)),
        type: "customer.subscription.updated",
        subscription: { id: subscriptionId, status: "active", plan: "featured", currentPeriodEnd: new Date(Date.UTC(2027, 0, 1)), cancelAtPeriodEnd },
      });
      const flag = async () =>
        (await getDb().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId)))[0]?.cancelAtPeriodEnd;
      await handleBillingEvent(getDb(), "stripe", update(1, true));
      expect(await flag()).toBe(true);
      await handleBillingEvent(getDb(), "stripe", update(2));
      expect(await flag()).toBe(true);
      await handleBillingEvent(getDb(), "stripe", update(3, false));
      expect(await flag()).toBe(false);
      // An older event delivered late does not bring the cancellation back.
      await handleBillingEvent(getDb(), "stripe", update(0, true));
      expect(await flag()).toBe(false);
    });

    it("keeps a newer subscription state when the checkout completion arrives late", async () => {
      const checkout = await startCheckout(getDb(), provider(), { plan: "showcase", publicUrl: PUBLIC_URL });
      const subscriptionId = nextId("sub");
      const now = Date.now();
      await handleBillingEvent(getDb(), "stripe", {
        id: nextId("evt"),
        created: new Date(now),
        type: "customer.subscription.updated",
        subscription: { id: subscriptionId, status: "past_due", plan: "showcase" },
      });
      await handleBillingEvent(getDb(), "stripe", {
        id: nextId("evt"),
        created: new Date(now - 5000),
        type: "checkout.session.completed",
        session: { id: checkout.id, paid: true, subscriptionId },
      });
      const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
      expect(row).toMatchObject({ status: "past_due", checkoutSessionId: checkout.id });
      expect((await session(checkout.id))?.status).toBe("complete");
    });

    it("takes a spot for a payment completed after its hold was released", async () => {
      const checkout = await startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() });
      await expireStaleCheckouts(getDb(), new Date(Date.now() + 31 * 60_000));
      await setEarlyBirdSpots(getDb(), 3);
      await handleBillingEvent(getDb(), "stripe", {
        id: nextId("evt"),
        created: new Date(),
        type: "checkout.session.completed",
        session: { id: checkout.id, paid: true, subscriptionId: nextId("sub") },
      });
      expect(await spots()).toBe(2);
      expect(await session(checkout.id)).toMatchObject({ status: "complete", earlyBirdReserved: true });
    });
  });
});

// PGlite has one connection, so real concurrency needs PostgreSQL.
describe.skipIf(!testBackends().includes("postgres"))("early-bird spots under concurrency [postgres]", () => {
  it("sells exactly 50 spots to 200 concurrent attempts over a pool", async () => {
    const test = await openTestDatabase("postgres");
    const pool = await openDatabase({ kind: "postgres", url: test.url ?? "" });
    try {
      await setEarlyBirdSpots(test.handle.db, 50);
      const results = await Promise.all(Array.from({ length: 200 }, () => reserveEarlyBirdSpot(pool.db)));
      expect(results.filter(Boolean)).toHaveLength(50);
      expect(await readEarlyBirdAvailability(test.handle.db)).toEqual({ remainingSpots: 0 });
    } finally {
      await pool.close();
      await test.dispose();
    }
  });

});
