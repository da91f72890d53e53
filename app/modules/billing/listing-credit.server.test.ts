import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { subscriptions, vendors } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { creditListingDays, proRataPence } from "~/modules/billing/listing-credit.server";
import { createStripeBillingProvider } from "~/modules/billing/stripe-billing.server";
import { sweepSubscriptionLapses } from "~/modules/billing/subscription-lapse.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { startFakeStripe, type FakeStripe } from "../../../tests/support/fake-stripe";
import { createVendor } from "../../../tests/support/factories";
import { createPortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

// docs/product/couples-tools.md#lead-quality, decision 059: an upheld report credits the listing 7 days: the test-mode
// period end moves, or Stripe gets a customer balance credit of the plan's price pro-rated, keyed once.

const PUBLIC_URL = "https://shaadi.example";
const DAY_MS = 86_400_000;

it("pro-rates a yearly price to days in whole pence", () => {
  expect(proRataPence(14_999, 7)).toBe(288);
  expect(proRataPence(9_999, 7)).toBe(192);
  expect(proRataPence(19_999, 7)).toBe(384);
  expect(proRataPence(36_500, 365)).toBe(36_500);
});

let stripeApi: FakeStripe;
beforeAll(async () => {
  stripeApi = await startFakeStripe((request) => ({ id: "cbtxn_fake", object: "customer_balance_transaction", amount: Number(request.body.get("amount")), currency: "gbp" }));
});
afterAll(() => stripeApi.close());

describeEachDatabase("crediting a listing days", (getDb) => {
  let auth: Auth;
  beforeAll(() => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
  });
  const testProvider = () => createTestBillingProvider(getDb(), PUBLIC_URL);
  const subscriptionOf = async (vendorId: number) => (await getDb().select().from(subscriptions).where(eq(subscriptions.vendorId, vendorId)))[0]!;

  it("moves a test-mode subscription's period end 7 days later", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const before = await subscriptionOf(vendor.vendorId);
    const credit = await creditListingDays(getDb(), testProvider(), { vendorId: vendor.vendorId, days: 7, idempotencyKey: "k1" });
    const after = await subscriptionOf(vendor.vendorId);
    expect(after.currentPeriodEnd!.getTime() - before.currentPeriodEnd!.getTime()).toBe(7 * DAY_MS);
    expect(credit).toEqual({ kind: "period_extended", subscriptionId: before.id, currentPeriodEnd: after.currentPeriodEnd });
  });

  it("finds the subscription through the owner's account before the listing is linked", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const before = await subscriptionOf(vendor.vendorId);
    await getDb().update(subscriptions).set({ vendorId: null }).where(eq(subscriptions.id, before.id));
    await creditListingDays(getDb(), testProvider(), { vendorId: vendor.vendorId, days: 7, idempotencyKey: "k2" });
    const [after] = await getDb().select().from(subscriptions).where(eq(subscriptions.id, before.id));
    expect(after!.currentPeriodEnd!.getTime() - before.currentPeriodEnd!.getTime()).toBe(7 * DAY_MS);
  });

  it("shows again a listing hidden by a cancelled period's end that the credit moves into the future", async () => {
    const vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
    const at = new Date("2030-01-01T00:00:00Z");
    await getDb()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(at.getTime() - 2 * DAY_MS), cancelAtPeriodEnd: true }).where(eq(subscriptions.vendorId, vendor.vendorId));
    await sweepSubscriptionLapses(getDb(), at);
    const hidden = (await getDb().select().from(vendors).where(eq(vendors.id, vendor.vendorId)))[0]!;
    expect(hidden.isActive).toBe(false);
    await creditListingDays(getDb(), testProvider(), { vendorId: vendor.vendorId, days: 7, idempotencyKey: "k3" }, at);
    const shown = (await getDb().select().from(vendors).where(eq(vendors.id, vendor.vendorId)))[0]!;
    expect(shown).toMatchObject({ isActive: true, subscriptionLapsedAt: null });
    expect((await subscriptionOf(vendor.vendorId)).currentPeriodEnd).toEqual(new Date(at.getTime() + 5 * DAY_MS));
  });

  it("credits a Stripe customer the plan's price pro-rated to 7 days, with the idempotency key, and leaves the period end", async () => {
    const vendor = await createVendor(getDb());
    const periodEnd = new Date("2027-03-01T00:00:00Z");
    await getDb().insert(subscriptions).values({
      vendorId: vendor.id,
      plan: "showcase",
      provider: "stripe",
      providerSubscriptionId: `sub_credit_${vendor.id}`,
      providerCustomerId: `cus_credit_${vendor.id}`,
      status: "active",
      currentPeriodEnd: periodEnd,
    });
    stripeApi.received.length = 0;
    const stripe = createStripeBillingProvider(stripeApi.config());
    const credit = await getDb().transaction((tx) => creditListingDays(tx, stripe, { vendorId: vendor.id, days: 7, idempotencyKey: "enquiry-report-9-credit" }));
    expect(credit).toMatchObject({ kind: "balance_credit", amountPence: 288 });
    expect(stripeApi.received).toHaveLength(1);
    expect(stripeApi.received[0]).toMatchObject({ path: `/v1/customers/cus_credit_${vendor.id}/balance_transactions`, idempotencyKey: "enquiry-report-9-credit" });
    expect(stripeApi.received[0]!.body.get("amount")).toBe("-288");
    expect((await subscriptionOf(vendor.id)).currentPeriodEnd).toEqual(periodEnd);
  });

  it("gives nothing to a listing without a subscription", async () => {
    const vendor = await createVendor(getDb());
    expect(await creditListingDays(getDb(), testProvider(), { vendorId: vendor.id, days: 7, idempotencyKey: "k4" })).toEqual({ kind: "none" });
  });
});
