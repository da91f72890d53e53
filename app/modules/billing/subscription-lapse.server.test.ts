import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import { subscriptions, vendors } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import type { BillingEvent } from "~/modules/billing/billing-provider.server";
import { handleBillingEvent } from "~/modules/billing/fulfilment.server";
import { sweepSubscriptionLapses } from "~/modules/billing/subscription-lapse.server";
import { changeTestSubscription } from "~/modules/billing/test-billing.server";
import { getVendorSubscription } from "~/modules/billing/vendor-subscription.server";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { makeSearchRequest } from "~/modules/search/search-request";
import { resetClock, setClock } from "~/modules/time/clock";
import { getPublicVendor } from "~/modules/vendors/get-public-vendor.server";
import { createVendor, uniqueNumber } from "../../../tests/support/factories";
import { createPaidAccount } from "../../../tests/support/paid-account";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";

const PUBLIC_URL = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;
const at = (time: Date, offsetMs: number) => new Date(time.getTime() + offsetMs);
const atTime = (time: Date) => setClock(() => time);

describeEachDatabase("subscription lapses", (getDb) => {
  let auth: Auth;
  beforeAll(() => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async () => {} });
  });
  afterEach(() => resetClock());

  /** A paid vendor with a listing, a unique name to search for, active unless told otherwise. */
  const vendor = (active = true) =>
    createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active, name: `Zafran Lapse Henna ${uniqueNumber()}` });
  const listing = async (id: number) =>
    (await getDb().select({ isActive: vendors.isActive, lapsedAt: vendors.subscriptionLapsedAt }).from(vendors).where(eq(vendors.id, id)))[0];
  const isPublic = (id: number) => getPublicVendor(getDb(), id).then(() => true, (error: { code?: string }) => (error.code === "not_found" ? false : Promise.reject(error)));
  const foundBySearch = async (account: PortalVendor) => {
    const [row] = await getDb().select({ name: vendors.name }).from(vendors).where(eq(vendors.id, account.vendorId));
    const result = await searchVendors(getDb(), makeSearchRequest({ query: row!.name, sort: "name" }));
    return result.vendors.some((card) => card.id === account.vendorId);
  };
  const periodEnd = async (account: PortalVendor) => {
    const summary = await getVendorSubscription(getDb(), account.userId);
    if (!summary?.currentPeriodEnd) throw new Error("The paid test subscription has no period end");
    return summary.currentPeriodEnd;
  };
  const subscriptionId = async (account: PortalVendor) =>
    (await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, account.checkoutSessionId)))[0]!.providerSubscriptionId;
  const event = (subscription: Extract<BillingEvent, { subscription: unknown }>["subscription"], created: Date, type: "customer.subscription.updated" | "customer.subscription.deleted" = "customer.subscription.updated"): BillingEvent => ({
    id: `evt_${uniqueNumber()}_${Date.now()}`,
    created,
    type,
    subscription,
  });

  it("keeps a listing cancelled at period end public until the end, hides it after the sweep, and renewing shows it again", async () => {
    const account = await vendor();
    const end = await periodEnd(account);
    expect(await foundBySearch(account)).toBe(true);

    const cancelling = await changeTestSubscription(getDb(), account.userId, "cancel");
    expect(cancelling).toMatchObject({ standing: "cancelling", cancelAtPeriodEnd: true, listingHidden: false, label: "Cancels at period end" });
    atTime(at(end, -60_000));
    await sweepSubscriptionLapses(getDb());
    expect(await isPublic(account.vendorId)).toBe(true);

    const afterEnd = at(end, 60_000);
    atTime(afterEnd);
    const swept = await sweepSubscriptionLapses(getDb());
    expect(swept.hidden).toBeGreaterThanOrEqual(1);
    expect(await isPublic(account.vendorId)).toBe(false);
    expect(await foundBySearch(account)).toBe(false);
    expect(await listing(account.vendorId)).toEqual({ isActive: false, lapsedAt: afterEnd });
    expect(await getVendorSubscription(getDb(), account.userId)).toMatchObject({
      standing: "ended",
      label: "Ended",
      listingHidden: true,
      endedAt: end,
    });
    // Idempotent: a second sweep at the same time changes nothing.
    expect(await sweepSubscriptionLapses(getDb())).toMatchObject({ hidden: 0, restored: 0 });

    const renewedAt = at(end, 2 * DAY);
    atTime(renewedAt);
    const renewed = await changeTestSubscription(getDb(), account.userId, "renew");
    expect(renewed).toMatchObject({ standing: "active", status: "active", cancelAtPeriodEnd: false, listingHidden: false });
    // A new year from the renewal: the same moment one year later.
    expect(renewed.currentPeriodEnd?.toISOString()).toBe(`${renewedAt.getUTCFullYear() + 1}${renewedAt.toISOString().slice(4)}`);
    // Shown again at once, through the fulfilment, not at the next sweep.
    expect(await listing(account.vendorId)).toEqual({ isActive: true, lapsedAt: null });
    expect(await isPublic(account.vendorId)).toBe(true);
    expect(await foundBySearch(account)).toBe(true);
  });

  it("keeps a resumed subscription's listing public past the old period end", async () => {
    const account = await vendor();
    const end = await periodEnd(account);
    await changeTestSubscription(getDb(), account.userId, "cancel");
    const resumed = await changeTestSubscription(getDb(), account.userId, "resume");
    expect(resumed).toMatchObject({ standing: "active", cancelAtPeriodEnd: false });
    atTime(at(end, DAY));
    await sweepSubscriptionLapses(getDb());
    expect(await isPublic(account.vendorId)).toBe(true);
    await expect(changeTestSubscription(getDb(), account.userId, "resume")).rejects.toMatchObject({ code: "conflict" });
    await expect(changeTestSubscription(getDb(), account.userId, "renew")).rejects.toMatchObject({ code: "conflict" });
  });

  it("hides a past-due listing only once its period end plus 7 days has passed, and a paid renewal shows it again", async () => {
    const account = await vendor();
    const end = await periodEnd(account);
    const id = await subscriptionId(account);
    atTime(at(end, DAY));
    await handleBillingEvent(getDb(), "test", { id: `evt_${uniqueNumber()}`, created: at(end, DAY), type: "invoice.payment_failed", invoice: { subscriptionId: id } });
    expect(await getVendorSubscription(getDb(), account.userId)).toMatchObject({ standing: "past_due_grace", graceEndsAt: at(end, 7 * DAY) });

    atTime(at(end, 7 * DAY - 60_000));
    await sweepSubscriptionLapses(getDb());
    expect(await isPublic(account.vendorId)).toBe(true);
    atTime(at(end, 7 * DAY));
    await sweepSubscriptionLapses(getDb());
    expect(await isPublic(account.vendorId)).toBe(false);
    expect(await getVendorSubscription(getDb(), account.userId)).toMatchObject({ standing: "ended", listingHidden: true });

    // The provider collects the payment: its subscription update shows the listing again at once.
    const paidAt = at(end, 8 * DAY);
    atTime(paidAt);
    await handleBillingEvent(getDb(), "test", event({ id, status: "active", currentPeriodEnd: at(end, 365 * DAY), cancelAtPeriodEnd: false }, paidAt));
    expect(await listing(account.vendorId)).toEqual({ isActive: true, lapsedAt: null });
  });

  it("hides at once when the provider cancels the subscription, without waiting for the sweep", async () => {
    const account = await vendor();
    const id = await subscriptionId(account);
    await handleBillingEvent(getDb(), "stripe", event({ id, status: "canceled" }, new Date(), "customer.subscription.deleted"));
    expect(await isPublic(account.vendorId)).toBe(false);
    expect((await listing(account.vendorId))?.lapsedAt).toBeInstanceOf(Date);
  });

  it("never touches a listing under review: not marked when the subscription ends, not activated by renewal", async () => {
    const account = await vendor(false);
    const end = await periodEnd(account);
    await changeTestSubscription(getDb(), account.userId, "cancel");
    atTime(at(end, DAY));
    await sweepSubscriptionLapses(getDb());
    expect(await listing(account.vendorId)).toEqual({ isActive: false, lapsedAt: null });
    expect((await getVendorSubscription(getDb(), account.userId))?.listingHidden).toBe(false);
    await changeTestSubscription(getDb(), account.userId, "renew");
    await sweepSubscriptionLapses(getDb());
    expect(await listing(account.vendorId)).toEqual({ isActive: false, lapsedAt: null });
  });

  it("finds the listing through the account when the subscription is not linked to it yet", async () => {
    const account = await createPaidAccount(getDb(), auth, { publicUrl: PUBLIC_URL });
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, account.checkoutSessionId));
    expect(row?.vendorId).toBeNull();
    const owned = await createVendor(getDb(), { ownerUserId: account.userId, isActive: true });
    await handleBillingEvent(getDb(), "stripe", event({ id: row!.providerSubscriptionId, status: "unpaid" }, new Date()));
    expect(await listing(owned.id)).toMatchObject({ isActive: false });
    await handleBillingEvent(getDb(), "stripe", event({ id: row!.providerSubscriptionId, status: "active", currentPeriodEnd: at(new Date(), 365 * DAY) }, new Date()));
    expect(await listing(owned.id)).toEqual({ isActive: true, lapsedAt: null });
  });
});

