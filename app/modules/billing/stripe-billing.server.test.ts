import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookSignatureError } from "~/modules/billing/billing-provider.server";
import { createStripeBillingProvider, toBillingEvent } from "~/modules/billing/stripe-billing.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";

const WEBHOOK_SECRET = "whsec_test_secret";
const NOW = new Date("2026-03-01T12:00:00Z");
let stripeApi: FakeStripe;
let received: FakeStripe["received"];

beforeAll(async () => {
  // A stand-in for api.stripe.com: records each request and answers with a checkout session.
  stripeApi = await startFakeStripe(() => ({
    id: "cs_test_fake",
    object: "checkout.session",
    url: "https://checkout.stripe.com/c/pay/cs_test_fake",
    expires_at: Math.floor(NOW.getTime() / 1000) + 1800,
    status: "complete",
    payment_status: "paid",
    customer: "cus_fake",
    subscription: "sub_fake",
    customer_details: { email: "owner@example.test" },
  }));
  received = stripeApi.received;
});
afterAll(() => stripeApi.close());

const provider = (priceIds = {}) => createStripeBillingProvider(stripeApi.config({ webhookSecret: WEBHOOK_SECRET, priceIds }), () => NOW);

describe("Stripe billing adapter", () => {
  it("creates a subscription-mode checkout with a yearly GBP inline price and a 30-minute expiry", async () => {
    received.length = 0;
    const session = await provider().createCheckoutSession({
      plan: "showcase",
      successUrl: "http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=showcase",
      cancelUrl: "http://localhost:3000/onboarding",
    });
    expect(session).toEqual({ id: "cs_test_fake", url: "https://checkout.stripe.com/c/pay/cs_test_fake", expiresAt: new Date(NOW.getTime() + 1800_000) });
    const [request] = received;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorization: "Bearer sk_test_fake" });
    const body = request?.body;
    expect(body?.get("mode")).toBe("subscription");
    expect(body?.get("line_items[0][price_data][currency]")).toBe("gbp");
    expect(body?.get("line_items[0][price_data][unit_amount]")).toBe("14999");
    expect(body?.get("line_items[0][price_data][recurring][interval]")).toBe("year");
    expect(body?.get("line_items[0][quantity]")).toBe("1");
    expect(body?.get("expires_at")).toBe(String(NOW.getTime() / 1000 + 1800));
    expect(body?.get("success_url")).toBe("http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=showcase");
    expect(body?.get("metadata[plan]")).toBe("showcase");
    expect(body?.get("subscription_data[metadata][plan]")).toBe("showcase");
  });

  it("uses a configured price id instead of inline price data", async () => {
    received.length = 0;
    await provider({ early_bird: "price_early" }).createCheckoutSession({ plan: "early_bird", successUrl: "http://x/s", cancelUrl: "http://x/c" });
    expect(received[0]?.body.get("line_items[0][price]")).toBe("price_early");
    expect(received[0]?.body.has("line_items[0][price_data][currency]")).toBe(false);
  });

  it("retrieves a session as paid and complete", async () => {
    expect(await provider().retrieveCheckoutSession("cs_test_fake")).toEqual({
      id: "cs_test_fake",
      status: "complete",
      paid: true,
      customerId: "cus_fake",
      subscriptionId: "sub_fake",
      customerEmail: "owner@example.test",
    });
  });

  it("reads a subscription event's status, plan, period end (on the items since 2025-03-31) and cancel_at_period_end", () => {
    const periodEnd = 1_800_000_000;
    const subscriptionEvent = (subscription: Record<string, unknown>, type = "customer.subscription.updated") =>
      toBillingEvent({
        id: "evt_sub",
        object: "event",
        created: 1_770_000_000,
        type,
        data: { object: { id: "sub_1", object: "subscription", customer: "cus_1", status: "active", metadata: { plan: "featured" }, cancel_at: null, cancel_at_period_end: false, ...subscription } },
      } as unknown as Stripe.Event);
    const items = { items: { data: [{ current_period_end: periodEnd }] } };
    expect(subscriptionEvent({ ...items, cancel_at_period_end: true })).toEqual({
      id: "evt_sub",
      created: new Date(1_770_000_000 * 1000),
      type: "customer.subscription.updated",
      subscription: { id: "sub_1", customerId: "cus_1", status: "active", currentPeriodEnd: new Date(periodEnd * 1000), cancelAtPeriodEnd: true, plan: "featured" },
    });
    // Older API versions: the period on the subscription itself.
    expect(subscriptionEvent({ current_period_end: periodEnd })).toMatchObject({
      subscription: { currentPeriodEnd: new Date(periodEnd * 1000), cancelAtPeriodEnd: false },
    });
    // A cancellation dated at (or before) the period end stops the subscription there; one further away does not.
    expect(subscriptionEvent({ ...items, cancel_at: periodEnd })).toMatchObject({ subscription: { cancelAtPeriodEnd: true } });
    expect(subscriptionEvent({ ...items, cancel_at: periodEnd + 86_400 * 365 })).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    expect(subscriptionEvent({ ...items, status: "canceled", cancel_at_period_end: true }, "customer.subscription.deleted")).toMatchObject({
      type: "customer.subscription.deleted",
      subscription: { status: "canceled", cancelAtPeriodEnd: true },
    });
  });

  it("expires an open checkout session at Stripe", async () => {
    received.length = 0;
    await provider().expireCheckoutSession("cs_test_fake");
    expect(received[0]).toMatchObject({ method: "POST", path: "/v1/checkout/sessions/cs_test_fake/expire", authorization: "Bearer sk_test_fake" });
  });

  it("credits a customer's balance with a negative GBP balance transaction, once per idempotency key", async () => {
    received.length = 0;
    await provider().creditCustomerBalance({ customerId: "cus_fake", amountPence: 288, description: "7 days of listing credited", idempotencyKey: "enquiry-report-4-credit" });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: "POST",
      path: "/v1/customers/cus_fake/balance_transactions",
      authorization: "Bearer sk_test_fake",
      idempotencyKey: "enquiry-report-4-credit",
    });
    expect(Object.fromEntries(received[0]!.body)).toEqual({ amount: "-288", currency: "gbp", description: "7 days of listing credited" });
  });

  it("verifies webhook signatures: good, bad, missing, stale and dated in the future", async () => {
    const stripe = new Stripe("sk_test_fake");
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "checkout.session.expired",
      created: 1_770_000_000,
      data: { object: { id: "cs_1", object: "checkout.session" } },
    });
    // Signed "now" by the adapter's clock; the tolerance is 300 s either way.
    const nowSeconds = NOW.getTime() / 1000;
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds });
    expect(await provider().verifyWebhook(payload, header)).toEqual({
      id: "evt_1",
      created: new Date(1_770_000_000 * 1000),
      type: "checkout.session.expired",
      session: { id: "cs_1" },
    });
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    await expect(provider().verifyWebhook(payload, wrong)).rejects.toThrow(WebhookSignatureError);
    await expect(provider().verifyWebhook(payload.replace("cs_1", "cs_2"), header)).rejects.toThrow(WebhookSignatureError);
    await expect(provider().verifyWebhook(payload, null)).rejects.toThrow(WebhookSignatureError);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds - 301 });
    await expect(provider().verifyWebhook(payload, stale)).rejects.toThrow(WebhookSignatureError);
    const future = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: nowSeconds + 301 });
    await expect(provider().verifyWebhook(payload, future)).rejects.toThrow(WebhookSignatureError);
    // Within the tolerance on either side: accepted (clocks differ a little).
    for (const timestamp of [nowSeconds - 300, nowSeconds + 300]) {
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
      expect((await provider().verifyWebhook(payload, header)).id).toBe("evt_1");
    }
  });
});
