import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetConfigForTests } from "~/config.server";
import { checkoutSessions, webhookEvents } from "~/db/schema";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { setEarlyBirdSpots, readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action } from "~/routes/api.webhooks.stripe";

const SECRET = "whsec_route_test";

// The real configuration selects the real Stripe adapter: only the keys are test values (no request reaches
// Stripe: verifying a signature is local).
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_unused", STRIPE_WEBHOOK_SECRET: SECRET };
const savedEnv: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const [name, value] of Object.entries(STRIPE_ENV)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  resetConfigForTests();
});
afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfigForTests();
});

const stripe = new Stripe("sk_test_unused");

function webhook(payload: string, signature?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== undefined) headers["stripe-signature"] = signature;
  return new Request("http://localhost:3000/api/webhooks/stripe", { method: "POST", headers, body: payload });
}

const call = (request: Request) => routeResponse(action, request);

describeEachDatabase("POST /api/webhooks/stripe", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  beforeAll(async () => {
    await setEarlyBirdSpots(getDb(), 10);
    await getDb().insert(checkoutSessions).values({
      id: "cs_hook",
      provider: "stripe",
      plan: "early_bird",
      amountPence: 9999,
      earlyBirdReserved: true,
      expiresAt: new Date(Date.now() + 1800_000),
    });
  });

  const expiredPayload = JSON.stringify({
    id: "evt_expired_1",
    object: "event",
    type: "checkout.session.expired",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "cs_hook", object: "checkout.session" } },
  });

  it("is served by the Stripe adapter the configuration selects", () => {
    expect(getBillingProvider().name).toBe("stripe");
  });

  it("answers 400 and writes nothing for a bad, stale, future-dated or missing signature", async () => {
    const forged = stripe.webhooks.generateTestHeaderString({ payload: expiredPayload, secret: "whsec_attacker" });
    const stale = stripe.webhooks.generateTestHeaderString({ payload: expiredPayload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    // Signed with the real secret but dated an hour ahead: beyond the 300 s tolerance (docs/product/vendor-journey-and-portal.md#checkout).
    const future = stripe.webhooks.generateTestHeaderString({ payload: expiredPayload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) + 3600 });
    for (const request of [webhook(expiredPayload, forged), webhook(expiredPayload, stale), webhook(expiredPayload, future), webhook(expiredPayload)]) {
      const response = await call(request);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid signature" });
    }
    expect(await getDb().select().from(webhookEvents)).toEqual([]);
    expect((await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, "cs_hook")))[0]?.status).toBe("open");
  });

  it("applies a signed event once; the replay changes nothing", async () => {
    const signature = stripe.webhooks.generateTestHeaderString({ payload: expiredPayload, secret: SECRET });
    const first = await call(webhook(expiredPayload, signature));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect((await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, "cs_hook")))[0]).toMatchObject({ status: "expired", earlyBirdReserved: false });
    expect((await readEarlyBirdAvailability(getDb())).remainingSpots).toBe(11);

    const replay = await call(webhook(expiredPayload, signature));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect((await readEarlyBirdAvailability(getDb())).remainingSpots).toBe(11);
  });

  it("accepts and records event types it does not act on", async () => {
    const payload = JSON.stringify({ id: "evt_other", object: "event", type: "customer.created", created: 1, data: { object: { id: "cus_1" } } });
    const response = await call(webhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })));
    expect(response.status).toBe(200);
    expect((await getDb().select().from(webhookEvents).where(eq(webhookEvents.eventId, "evt_other")))[0]?.type).toBe("customer.created");
  });
});
