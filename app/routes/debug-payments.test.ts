import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, checkoutSessions } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import type { PaymentDebugInfo } from "~/modules/admin/payment-debug";
import { setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { HOLDER_COOKIE_NAME } from "~/modules/billing/holder-cookie.server";
import type { FormFailure } from "~/modules/http/form-errors";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPaidAccount, type PaidAccount } from "../../tests/support/paid-account";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/debug-payments";

const ORIGIN = "http://localhost:3000";

function post(plan: string, cookie?: string): Request {
  return new Request(`${ORIGIN}/debug-payments`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ plan }),
  });
}

const get = (cookie?: string) => new Request(`${ORIGIN}/debug-payments`, { headers: cookie ? { cookie } : {} });

describeEachDatabase("/debug-payments", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PaidAccount;
  beforeAll(async () => {
    await setEarlyBirdSpots(getDb(), 298);
    admin = await createAdminAccount(getDb(), getAuth());
    vendor = await createPaidAccount(getDb(), getAuth(), { publicUrl: ORIGIN });
  });
  const checkoutCount = async () => (await getDb().select({ id: checkoutSessions.id }).from(checkoutSessions)).length;

  it("sends a visitor without a session to /admin from the page and the action, opening no checkout", async () => {
    const before = await checkoutCount();
    for (const result of [await runRoute(loader, get()), await runRoute(action, post("showcase")), await runRoute(action, post("early_bird"))]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin");
    }
    expect(await checkoutCount()).toBe(before);
  });

  it("refuses a vendor session with 403 on the page and the action, opening no checkout", async () => {
    const before = await checkoutCount();
    const page = await runRoute(loader, get(vendor.cookie));
    expect(page.status).toBe(403);
    expect(await page.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const plan of ["showcase", "early_bird"]) expect((await runRoute(action, post(plan, vendor.cookie))).status).toBe(403);
    expect(await checkoutCount()).toBe(before);
  });

  it("shows an admin the figures from the database and the configured adapter", async () => {
    const page = await runRoute<{ info: PaymentDebugInfo }>(loader, get(admin.cookie));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const { info } = page.body!;
    expect(info.adapter).toMatchObject({ provider: "test", label: "Test mode (no real payments)" });
    expect(info.checkouts.rows.find((row) => row.plan === "showcase")?.counts.complete).toBe(1);
    expect(info.subscriptions.byStatus.find((row) => row.status === "active")?.count).toBe(1);
    expect(info.earlyBird.remainingSpots).toBe(298);
    expect(info.latestCheckouts.map((checkout) => checkout.id)).toEqual([vendor.checkoutSessionId]);
  });

  it("opens a showcase test checkout and sends the admin to pay it", async () => {
    const result = await runRoute(action, post("showcase", admin.cookie));
    expect(result.status).toBe(302);
    const location = result.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^${ORIGIN}/checkout/test/`));
    const id = decodeURIComponent(location.split("/").pop()!);
    const [row] = await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    expect(row).toMatchObject({ plan: "showcase", status: "open", provider: "test" });
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: "payments.test-checkout", actorEmail: admin.email });
  });

  it("opens an early-bird test checkout holding a spot under the admin browser's holder cookie", async () => {
    const result = await runRoute(action, post("early_bird", admin.cookie));
    expect(result.status).toBe(302);
    expect(result.headers.get("Set-Cookie")).toContain(`${HOLDER_COOKIE_NAME}=`);
    const page = await runRoute<{ info: PaymentDebugInfo }>(loader, get(admin.cookie));
    expect(page.body?.info.earlyBird.remainingSpots).toBe(297);
    expect(page.body?.info.latestCheckouts[0]).toMatchObject({ plan: "early_bird", status: "open", earlyBirdReserved: true });
  });

  it("answers 'Failed to create checkout' with the reason when sold out, and 400 for another plan", async () => {
    await setEarlyBirdSpots(getDb(), 0);
    const soldOut = await runRoute<FormFailure<{ plan: string }>>(action, post("early_bird", admin.cookie));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body?.formError.message).toBe("This offer is no longer available.");
    expect(soldOut.body?.values).toEqual({ plan: "early_bird" });
    const featured = await runRoute<FormFailure<{ plan: string }>>(action, post("featured", admin.cookie));
    expect(featured.status).toBe(400);
    expect(featured.body?.formError.message).toBe("Please choose early_bird or showcase.");
  });
});
