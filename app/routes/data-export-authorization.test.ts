import { desc, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox, users, vendorPackages } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { createAdminAccount } from "../../tests/support/admin-account";
import { signInTokenIn } from "../../tests/support/couple-account";
import { uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { createWeddingEvent, plannerRequest } from "../../tests/support/wedding-planner";
import * as planner from "~/routes/planner";
import * as plannerExport from "~/routes/planner-data-export";
import * as plannerSignIn from "~/routes/planner.sign-in";
import * as vendorExport from "~/routes/vendor-dashboard.data-export";

// docs/product/couples-tools.md#download-my-data and docs/product/vendor-journey-and-portal.md#download-my-data:
// 'Download my data' is the session's own, whatever the address names; another couple, a vendor, an admin and a
// visitor get nothing of anyone else's.

const ORIGIN = "http://localhost:3000";
const AT = new Date("2026-11-29T12:00:00Z");

function request(path: string, cookie: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: { cookie } });
}

/** The data.json of a download; fails the test when the answer is not a zip holding it. */
async function dataOf(handler: RouteHandler, path: string, cookie: string): Promise<{ text: string; data: Record<string, unknown> }> {
  const result = await runRoute(handler, request(path, cookie));
  expect(result.status).toBe(200);
  expect(result.headers.get("Content-Type")).toBe("application/zip");
  const files = unzipSync(new Uint8Array(await result.response!.arrayBuffer()));
  const text = strFromU8(files["data.json"]!);
  return { text, data: JSON.parse(text) as Record<string, unknown> };
}

describeEachDatabase("data export authorization", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  type Couple = { userId: string; cookie: string; email: string };
  let coupleA: Couple;
  let coupleB: Couple;
  let vendorA: PortalVendor;
  let vendorB: PortalVendor;
  let adminCookie: string;

  async function signedInCouple(): Promise<Couple> {
    const email = `export-couple-${uniqueNumber()}-${backend}@example.test`;
    await runRoute(planner.action, plannerRequest("/planner", { form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const signedIn = await runRoute(plannerSignIn.action, plannerRequest("/planner/sign-in", { form: { token: signInTokenIn(mail!.text)! } }));
    const [user] = await getDb().select({ id: users.id }).from(users).where(eq(users.email, email));
    return { userId: user!.id, cookie: cookieHeader(signedIn.headers), email };
  }

  beforeAll(async () => {
    setClock(() => AT);
    coupleA = await signedInCouple();
    coupleB = await signedInCouple();
    await createWeddingEvent(getDb(), await weddingIdOf(getDb(), coupleA.userId), { eventType: "Mehndi", eventDate: "2027-05-01" });
    await createWeddingEvent(getDb(), await weddingIdOf(getDb(), coupleB.userId), { eventType: "Sangeet", eventDate: "2027-05-02" });
    vendorA = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Vendor A Mehndi" });
    vendorB = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Vendor B Studio" });
    await getDb().insert(vendorPackages).values([
      { vendorId: vendorA.vendorId, name: "Package of A", pricePence: 10_000 },
      { vendorId: vendorB.vendorId, name: "Package of B", pricePence: 20_000 },
    ]);
    adminCookie = (await createAdminAccount(getDb(), getAuth())).cookie;
  });
  afterAll(() => resetClock());

  it("gives a couple their own data whatever the address names", async () => {
    const { text, data } = await dataOf(plannerExport.loader, `/planner/my-data.zip?userId=${coupleB.userId}&email=${coupleB.email}`, coupleA.cookie);
    expect((data.account as { email: string }).email).toBe(coupleA.email);
    expect((data.events as { eventType: string }[]).map((event) => event.eventType)).toEqual(["Mehndi"]);
    expect(text).not.toContain("Sangeet");
    expect(text).not.toContain(coupleB.email);
  });

  it("gives a vendor their own listing whatever the address names", async () => {
    const { text, data } = await dataOf(vendorExport.loader, `/vendor-dashboard/my-data.zip?vendorId=${vendorB.vendorId}&vendor=${vendorB.vendorId}`, vendorA.cookie);
    expect((data.listing as { id: number }).id).toBe(vendorA.vendorId);
    expect((data.packages as { name: string }[]).map((row) => row.name)).toEqual(["Package of A"]);
    // The billing records of the account's own paid checkout, and only those.
    expect((data.subscriptions as unknown[]).length).toBe(1);
    expect((data.checkout as { status: string }).status).toBe("complete");
    expect(text).not.toContain("Vendor B Studio");
    expect(text).not.toContain("Package of B");
  });

  it("sends a vendor, an admin and a visitor away from the couple's download, as from the planner", async () => {
    for (const [cookie, home] of [
      [vendorA.cookie, "/vendor-dashboard"],
      [adminCookie, "/admin-dashboard"],
      ["", "/planner"],
    ] as const) {
      const result = await runRoute(plannerExport.loader, request("/planner/my-data.zip", cookie));
      expect([result.status, result.headers.get("Location")]).toEqual([302, home]);
      expect(result.headers.get("Content-Type")).not.toBe("application/zip");
    }
  });

  it("refuses the vendor's download to a couple and an admin, and sends a visitor to sign in", async () => {
    for (const cookie of [coupleA.cookie, adminCookie]) {
      const result = await runRoute(vendorExport.loader, request(`/vendor-dashboard/my-data.zip?vendorId=${vendorA.vendorId}`, cookie));
      expect(result.status).toBe(403);
      expect(result.headers.get("Content-Type")).not.toBe("application/zip");
    }
    const visitor = await runRoute(vendorExport.loader, request(`/vendor-dashboard/my-data.zip?vendorId=${vendorA.vendorId}`, ""));
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/vendor-auth"]);
  });
});
