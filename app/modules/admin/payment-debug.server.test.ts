import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, checkoutSessions } from "~/db/schema";
import { createTestCheckout, describeBillingAdapter, getPaymentDebugInfo, LATEST_CHECKOUTS } from "~/modules/admin/payment-debug.server";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { refusal } from "../../../tests/support/rejections";
import { createUser } from "../../../tests/support/factories";

const PUBLIC_URL = "https://shaadi.example";
const ACTOR = { id: "", email: "payments-admin@example.test" };
let holders = 0;
const holder = () => ({ key: randomUUID().replace(/-/g, ""), address: `203.0.113.${++holders}` });

describe("describeBillingAdapter", () => {
  const stripe = { secretKey: "sk_live_51abcdefSECRET", webhookSecret: "whsec_SECRET", priceIds: { showcase: "price_123" } };

  it("names test mode when no Stripe key is configured", () => {
    expect(describeBillingAdapter({ name: "test" }, undefined)).toEqual({ provider: "test", label: "Test mode (no real payments)", priceIds: [] });
  });

  it("names Stripe with the kind of key and which plans have a price id, never the secrets", () => {
    const info = describeBillingAdapter({ name: "stripe" }, stripe);
    expect(info).toEqual({
      provider: "stripe",
      label: "Stripe (live keys)",
      priceIds: [
        { plan: "early_bird", configured: false },
        { plan: "showcase", configured: true },
        { plan: "featured", configured: false },
      ],
    });
    expect(JSON.stringify(info)).not.toContain("SECRET");
    expect(describeBillingAdapter({ name: "stripe" }, { ...stripe, secretKey: "rk_test_abc" }).label).toBe("Stripe (test keys)");
  });
});

describeEachDatabase("the payment debug figures and test checkouts", (getDb) => {
  let provider: BillingProvider;
  beforeAll(async () => {
    provider = createTestBillingProvider(getDb(), PUBLIC_URL);
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Payments", email: ACTOR.email, role: "admin", emailVerified: true });
    await setEarlyBirdSpots(getDb(), 298);
  });
  const info = () => getPaymentDebugInfo({ db: getDb(), provider, stripe: undefined });

  it("counts nothing on a new database, with the launch early-bird spots", async () => {
    const empty = await info();
    expect(empty.checkouts.total).toBe(0);
    expect(empty.checkouts.rows.map((row) => [row.plan, row.total])).toEqual([
      ["early_bird", 0],
      ["showcase", 0],
      ["featured", 0],
    ]);
    expect(empty.subscriptions.total).toBe(0);
    expect(empty.earlyBird).toEqual({ remainingSpots: 298, totalSpots: 298 });
    expect(empty.latestCheckouts).toEqual([]);
    expect(empty.adapter.provider).toBe("test");
  });

  it("opens test checkouts the normal way, audited, and counts them by plan and status, newest first", async () => {
    const earlyBird = await createTestCheckout({ db: getDb(), provider, publicUrl: PUBLIC_URL }, ACTOR, { plan: "early_bird", holder: holder() });
    const showcase = await createTestCheckout({ db: getDb(), provider, publicUrl: PUBLIC_URL }, ACTOR, { plan: "showcase" });
    expect(earlyBird.url).toBe(`${PUBLIC_URL}/checkout/test/${earlyBird.id}`);
    await getDb().update(checkoutSessions).set({ createdAt: new Date(Date.now() + 1000) }).where(eq(checkoutSessions.id, showcase.id));
    await payTestCheckout(getDb(), showcase.id);

    const figures = await info();
    expect(figures.checkouts.rows.find((row) => row.plan === "early_bird")?.counts).toMatchObject({ open: 1, complete: 0 });
    expect(figures.checkouts.rows.find((row) => row.plan === "showcase")?.counts).toMatchObject({ open: 0, complete: 1 });
    expect(figures.checkouts.totals).toMatchObject({ open: 1, complete: 1 });
    expect(figures.checkouts.total).toBe(2);
    expect(figures.subscriptions.byStatus.find((row) => row.status === "active")?.count).toBe(1);
    expect(figures.subscriptions.total).toBe(1);
    expect(figures.earlyBird.remainingSpots).toBe(297);
    expect(figures.latestCheckouts.map((checkout) => [checkout.id, checkout.plan, checkout.status])).toEqual([
      [showcase.id, "showcase", "complete"],
      [earlyBird.id, "early_bird", "open"],
    ]);
    expect(figures.latestCheckouts[1]).toMatchObject({ earlyBirdReserved: true, amountPence: 9999, usedByAccount: false });
    expect(Object.keys(figures.latestCheckouts[0]!)).not.toContain("holderAddress");

    const entries = await getDb().select().from(auditLog).where(eq(auditLog.action, "payments.test-checkout")).orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.entityId, entry.actorEmail, entry.after])).toEqual([
      [earlyBird.id, ACTOR.email, { plan: "early_bird", provider: "test" }],
      [showcase.id, ACTOR.email, { plan: "showcase", provider: "test" }],
    ]);
  });

  it("lists only the newest checkouts", async () => {
    for (let i = 0; i < LATEST_CHECKOUTS + 1; i++) {
      await createTestCheckout({ db: getDb(), provider, publicUrl: PUBLIC_URL }, ACTOR, { plan: "showcase" });
    }
    const figures = await info();
    expect(figures.latestCheckouts).toHaveLength(LATEST_CHECKOUTS);
    expect(figures.checkouts.total).toBeGreaterThan(LATEST_CHECKOUTS);
  });

  it("refuses an early-bird test checkout when sold out, recording nothing", async () => {
    await setEarlyBirdSpots(getDb(), 0);
    const before = await getDb().select().from(auditLog);
    const error = await refusal(createTestCheckout({ db: getDb(), provider, publicUrl: PUBLIC_URL }, ACTOR, { plan: "early_bird", holder: holder() }));
    expect(error.code).toBe("conflict");
    expect(await getDb().select().from(auditLog)).toHaveLength(before.length);
    expect((await info()).earlyBird.remainingSpots).toBe(0);
  });
});
