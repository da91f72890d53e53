import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStripeBillingProvider } from "~/modules/billing/stripe-billing.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";

// Cancelling and resuming a subscription at Stripe for a vendor's account deletion (decision 091), against a
// stand-in for api.stripe.com that answers with the subscription as it stands.

let stripeApi: FakeStripe;
let subscription: { status: string; cancel_at_period_end: boolean; cancel_at: number | null };

beforeAll(async () => {
  stripeApi = await startFakeStripe((request) => ({
    id: "sub_fake",
    object: "subscription",
    ...subscription,
    ...(request.path === "/v1/subscriptions/sub_fake" && request.method === "DELETE" ? { status: "canceled" } : {}),
  }));
});
afterAll(() => stripeApi.close());
beforeEach(() => {
  stripeApi.received.length = 0;
  subscription = { status: "active", cancel_at_period_end: false, cancel_at: null };
});

const provider = () => createStripeBillingProvider(stripeApi.config());
const writes = () => stripeApi.received.filter((request) => request.method !== "GET");

describe("Stripe subscription cancel and resume", () => {
  it("cancels at period end with cancel_at_period_end=true, so it can be resumed", async () => {
    await provider().cancelSubscription("sub_fake");
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: "POST", path: "/v1/subscriptions/sub_fake" });
    expect(writes()[0]!.body.get("cancel_at_period_end")).toBe("true");
  });

  it("changes nothing when the subscription already stops at period end or has ended", async () => {
    subscription = { status: "active", cancel_at_period_end: true, cancel_at: 1_800_000_000 };
    await provider().cancelSubscription("sub_fake");
    subscription = { status: "canceled", cancel_at_period_end: false, cancel_at: null };
    await provider().cancelSubscription("sub_fake", { atOnce: true });
    expect(writes()).toEqual([]);
  });

  it("cancels outright with DELETE when the account is deleted", async () => {
    subscription = { status: "active", cancel_at_period_end: true, cancel_at: 1_800_000_000 };
    await provider().cancelSubscription("sub_fake", { atOnce: true });
    expect(writes().map((request) => `${request.method} ${request.path}`)).toEqual(["DELETE /v1/subscriptions/sub_fake"]);
  });

  it("resumes by clearing cancel_at_period_end, or a portal's cancel_at, and leaves a renewing one alone", async () => {
    subscription = { status: "active", cancel_at_period_end: true, cancel_at: 1_800_000_000 };
    await provider().resumeSubscription("sub_fake");
    expect(writes()[0]!.body.get("cancel_at_period_end")).toBe("false");
    stripeApi.received.length = 0;
    subscription = { status: "active", cancel_at_period_end: false, cancel_at: 1_800_000_000 };
    await provider().resumeSubscription("sub_fake");
    expect(writes()[0]!.body.get("cancel_at")).toBe("");
    stripeApi.received.length = 0;
    subscription = { status: "active", cancel_at_period_end: false, cancel_at: null };
    await provider().resumeSubscription("sub_fake");
    expect(writes()).toEqual([]);
  });
});
