import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "~/db/client.server";
import { checkoutSessions } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { describeEachDatabase, openTestDatabase, testBackends } from "../../../tests/support/test-database";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { CHECKOUT_FAILED_MESSAGE, startCheckout } from "~/modules/billing/checkout.server";
import {
  CHECKOUT_IN_PROGRESS_MESSAGE,
  openPendingHold,
  PENDING_HOLD_MS,
  releaseHolderCheckouts,
  reserveEarlyBirdHold,
  TOO_MANY_HOLDS_MESSAGE,
} from "~/modules/billing/early-bird-holds.server";
import { readEarlyBirdAvailability, setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { expireStaleCheckouts } from "~/modules/billing/fulfilment.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";

// Early-bird holds per browser and per address (decision 014). The route-level rule (300 starts from
// one client, 50 clients) is tested in app/routes/onboarding-holds.test.ts.
const PUBLIC_URL = "http://localhost:3000";
let counter = 0;
const newHolder = () => ({ key: `holder_${(counter += 1)}`, address: `192.0.2.${counter}` });

describeEachDatabase("billing: early-bird holds", (getDb) => {
  const provider = () => createTestBillingProvider(getDb(), PUBLIC_URL);
  const spots = async () => (await readEarlyBirdAvailability(getDb())).remainingSpots;

  beforeEach(async () => {
    await getDb().delete(checkoutSessions);
    await setEarlyBirdSpots(getDb(), 10);
  });

  it("counts a pending hold for its browser and gives its spot back once it outlives its time", async () => {
    const holder = newHolder();
    const now = new Date();
    const hold = await reserveEarlyBirdHold(getDb(), "test", holder, now);
    expect(hold.kind).toBe("reserved");
    expect(await spots()).toBe(9);
    // The same browser again while the provider has not answered yet: told to wait, no second spot.
    await expect(reserveEarlyBirdHold(getDb(), "test", holder, now)).rejects.toEqual(new AppError("conflict", CHECKOUT_IN_PROGRESS_MESSAGE));
    expect(await spots()).toBe(9);
    // The process died before the provider answered: the sweep returns the spot after PENDING_HOLD_MS.
    expect(await expireStaleCheckouts(getDb(), new Date(now.getTime() + PENDING_HOLD_MS - 1000))).toBe(0);
    expect(await expireStaleCheckouts(getDb(), new Date(now.getTime() + PENDING_HOLD_MS))).toBe(1);
    expect(await spots()).toBe(10);
    if (hold.kind === "reserved") expect(await openPendingHold(getDb(), hold.pendingId, { id: "cs_late", url: "http://x", expiresAt: new Date() })).toBe(false);
  });

  it("expires a checkout that opened after its pending hold was released, and refuses it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const expired: string[] = [];
    const slow: BillingProvider = {
      ...provider(),
      async createCheckoutSession(input) {
        // The sweep runs while the provider is still answering.
        await expireStaleCheckouts(getDb(), new Date(Date.now() + PENDING_HOLD_MS + 1000));
        return provider().createCheckoutSession(input);
      },
      async expireCheckoutSession(id) {
        expired.push(id);
      },
    };
    await expect(startCheckout(getDb(), slow, { plan: "early_bird", publicUrl: PUBLIC_URL, holder: newHolder() })).rejects.toEqual(
      new AppError("unavailable", CHECKOUT_FAILED_MESSAGE),
    );
    expect(expired).toHaveLength(1);
    expect(logged).toHaveBeenCalledOnce();
    expect(await spots()).toBe(10);
  });

  it("keeps a hold the provider would not expire when its browser cancels", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    const holder = newHolder();
    const stubborn: BillingProvider = { ...provider(), expireCheckoutSession: () => Promise.reject(new Error("already paid")) };
    const session = await startCheckout(getDb(), stubborn, { plan: "early_bird", publicUrl: PUBLIC_URL, holder });
    expect(await releaseHolderCheckouts(getDb(), stubborn, holder.key)).toBe(0);
    expect(warned).toHaveBeenCalledOnce();
    expect(await spots()).toBe(9);
    expect(await releaseHolderCheckouts(getDb(), provider(), "someone-else")).toBe(0);
    expect(await releaseHolderCheckouts(getDb(), provider(), holder.key)).toBe(1);
    expect(await spots()).toBe(10);
    const [row] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
    // Who held it is forgotten once the hold is over.
    expect(row).toMatchObject({ status: "cancelled", earlyBirdReserved: false, holderKey: null, holderAddress: null });
  });

  it("refuses a third hold from one address with Retry-After until its first hold ends", async () => {
    const now = new Date();
    await reserveEarlyBirdHold(getDb(), "test", { key: "a", address: "198.51.100.7" }, now);
    await reserveEarlyBirdHold(getDb(), "test", { key: "b", address: "198.51.100.7" }, new Date(now.getTime() + 60_000));
    const refused = await reserveEarlyBirdHold(getDb(), "test", { key: "c", address: "198.51.100.7" }, now).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "rate_limited", message: TOO_MANY_HOLDS_MESSAGE, retryAfterSeconds: PENDING_HOLD_MS / 1000 });
    expect(await spots()).toBe(8);
    await expect(startCheckout(getDb(), provider(), { plan: "early_bird", publicUrl: PUBLIC_URL })).rejects.toThrow(/holder/);
  });
});

// PGlite has one connection, so real concurrency needs PostgreSQL.
describe.skipIf(!testBackends().includes("postgres"))("early-bird holds under concurrency [postgres]", () => {
  it("gives one address two holds out of 300 parallel attempts over a pool", async () => {
    const test = await openTestDatabase("postgres");
    const pool = await openDatabase({ kind: "postgres", url: test.url ?? "" });
    try {
      await setEarlyBirdSpots(test.handle.db, 298);
      const attempts = Array.from({ length: 300 }, (_, i) =>
        reserveEarlyBirdHold(pool.db, "test", { key: `browser-${i}`, address: "203.0.113.1" }).catch((error: unknown) => error),
      );
      const results = await Promise.all(attempts);
      expect(results.filter((result) => !(result instanceof AppError))).toHaveLength(2);
      expect(results.filter((result) => result instanceof AppError && result.code === "rate_limited")).toHaveLength(298);
      expect(await readEarlyBirdAvailability(test.handle.db)).toEqual({ remainingSpots: 296 });
    } finally {
      await pool.close();
      await test.dispose();
    }
  });
});
