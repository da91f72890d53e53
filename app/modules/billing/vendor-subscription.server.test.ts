import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { subscriptions } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { getVendorSubscription, openBillingPortal } from "~/modules/billing/vendor-subscription.server";
import { createPaidAccount } from "../../../tests/support/paid-account";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "http://localhost:3000";

describeEachDatabase("the vendor's subscription", (getDb) => {
  let auth: Auth;
  let first: PortalVendor;
  let second: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
    first = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, plan: "featured", active: true });
    second = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, plan: "showcase" });
  });

  const customerOf = async (account: PortalVendor) =>
    (await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, account.checkoutSessionId)))[0]!.providerCustomerId;

  it("sums up a freshly paid plan: active, renewing a year after payment, in test mode", async () => {
    const before = Date.now();
    const summary = await getVendorSubscription(getDb(), first.userId);
    expect(summary).toMatchObject({
      plan: { id: "featured", name: "Featured Supplier" },
      status: "active",
      label: "Active",
      standing: "active",
      cancelAtPeriodEnd: false,
      provider: "test",
      listingHidden: false,
      endedAt: null,
      graceEndsAt: null,
    });
    const days = (summary!.currentPeriodEnd!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
  });

  it("answers each account with its own subscription, and nothing for an account without one", async () => {
    expect((await getVendorSubscription(getDb(), second.userId))?.plan.id).toBe("showcase");
    const { user } = await auth.api.createUser({ body: { email: "lonely-vendor@example.test", password: "marigold-garlands-2026", name: "No Plan" } });
    expect(await getVendorSubscription(getDb(), user.id)).toBeUndefined();
  });

  it("finds the subscription of an account that has paid but not yet submitted its listing", async () => {
    const account = await createPaidAccount(getDb(), auth, { publicUrl: PUBLIC_URL, plan: "featured" });
    expect(await getVendorSubscription(getDb(), account.userId)).toMatchObject({ plan: { id: "featured", name: "Featured Supplier" }, listingHidden: false });
  });

  it("opens the portal for the account's own customer: /billing/test in test mode", async () => {
    const asked: string[] = [];
    const testProvider = createTestBillingProvider(getDb(), PUBLIC_URL);
    const recording: BillingProvider = {
      ...testProvider,
      createPortalSession: (customerId, returnUrl) => {
        asked.push(customerId);
        return testProvider.createPortalSession(customerId, returnUrl);
      },
    };
    expect(await openBillingPortal(getDb(), recording, first.userId, `${PUBLIC_URL}/vendor-dashboard`)).toBe(`${PUBLIC_URL}/billing/test`);
    await openBillingPortal(getDb(), recording, second.userId, `${PUBLIC_URL}/vendor-dashboard`);
    expect(asked).toEqual([await customerOf(first), await customerOf(second)]);
    expect(asked[0]).not.toBe(asked[1]);
  });

  it("refuses with not_found when the account has no subscription", async () => {
    const { user } = await auth.api.createUser({ body: { email: "portal-less@example.test", password: "marigold-garlands-2026", name: "None" } });
    await expect(openBillingPortal(getDb(), createTestBillingProvider(getDb(), PUBLIC_URL), user.id, PUBLIC_URL)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
