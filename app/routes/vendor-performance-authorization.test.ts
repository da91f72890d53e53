import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorDailyRollups, vendorMailPreferences } from "~/db/schema-insights";
import { mailOutbox } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { PERFORMANCE_CSV_COLUMNS } from "~/modules/vendor-performance/performance-csv";
import type { PerformancePage } from "~/modules/vendor-performance/performance-types";
import { monthlySummaryToken } from "~/modules/vendor-performance/summary-tokens.server";
import { createAdminAccount } from "../../tests/support/admin-account";
import { signInTokenIn } from "../../tests/support/couple-account";
import { uniqueNumber } from "../../tests/support/factories";
import { plannerRequest } from "../../tests/support/wedding-planner";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as csv from "~/routes/vendor-dashboard.performance-csv";
import * as planner from "~/routes/planner";
import * as plannerSignIn from "~/routes/planner.sign-in";
import * as performance from "~/routes/vendor-performance";
import * as unsubscribe from "~/routes/unsubscribe.monthly-summary";

// docs/product/vendor-journey-and-portal.md#authorization and #performance: the Performance page, its CSV and the
// monthly summary choice act on the session's own listing only; a couple, an admin and a visitor get nothing; the
// unsubscribe link works without sign-in for its own listing only.

const ORIGIN = "http://localhost:3000";
const AT = new Date("2026-11-29T12:00:00Z");

function request(path: string, cookie: string, body?: URLSearchParams, origin = ORIGIN): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: body ? "POST" : "GET",
    headers: { cookie, origin, ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body,
  });
}

describeEachDatabase("vendor performance authorization", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let a: PortalVendor;
  let b: PortalVendor;
  let coupleCookie: string;
  let adminCookie: string;
  const summaryOff = async (vendorId: number) =>
    (await getDb().select().from(vendorMailPreferences).where(eq(vendorMailPreferences.vendorId, vendorId)))[0]?.monthlySummaryOff ?? null;

  beforeAll(async () => {
    setClock(() => AT);
    a = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Vendor A Mehndi" });
    b = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true, name: "Vendor B Studio" });
    await getDb().insert(vendorDailyRollups).values([
      { vendorId: a.vendorId, day: "2026-11-10", enquiries: 2, profileViews: 10 },
      { vendorId: b.vendorId, day: "2026-11-10", enquiries: 7, profileViews: 70 },
    ]);
    adminCookie = (await createAdminAccount(getDb(), getAuth())).cookie;
    // A couple signed in through the planner's emailed link, as in the planner's route tests.
    const email = `performance-couple-${uniqueNumber()}-${backend}@example.test`;
    await runRoute(planner.action, plannerRequest("/planner", { form: { email } }));
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const signedIn = await runRoute(plannerSignIn.action, plannerRequest("/planner/sign-in", { form: { token: signInTokenIn(mail!.text)! } }));
    coupleCookie = cookieHeader(signedIn.headers);
    expect(coupleCookie).not.toBe("");
  });
  afterAll(() => resetClock());

  it("shows the session's own figures whatever the address names, and falls back to 30 days for an unknown period", async () => {
    const page = await runRoute<{ page: PerformancePage }>(performance.loader, request(`/vendor-dashboard/performance?period=forever&vendorId=${b.vendorId}&vendor=${b.vendorId}`, a.cookie));
    expect(page.status).toBe(200);
    expect(page.body!.page.figures.period).toBe("30d");
    expect(page.body!.page.figures.totals.enquiries).toBe(2);
    const year = await runRoute<{ page: PerformancePage }>(performance.loader, request("/vendor-dashboard/performance?period=12m", b.cookie));
    expect(year.body!.page.figures).toMatchObject({ period: "12m", unit: "month" });
    expect(year.body!.page.figures.totals.enquiries).toBe(7);
  });

  it("refuses the page, the CSV and the summary choice to a couple, an admin and a visitor", async () => {
    for (const cookie of [coupleCookie, adminCookie]) {
      expect((await runRoute(performance.loader, request("/vendor-dashboard/performance", cookie))).status).toBe(403);
      expect((await runRoute(csv.loader, request("/vendor-dashboard/performance.csv", cookie))).status).toBe(403);
      expect((await runRoute(performance.action, request("/vendor-dashboard/performance", cookie, new URLSearchParams({ intent: "monthly-summary", on: "false" })))).status).toBe(403);
    }
    const visitor = await runRoute(performance.loader, request("/vendor-dashboard/performance", ""));
    expect([visitor.status, visitor.headers.get("Location")]).toEqual([302, "/vendor-auth"]);
    expect((await runRoute(csv.loader, request("/vendor-dashboard/performance.csv", ""))).status).toBe(302);
    expect((await runRoute(performance.action, request("/vendor-dashboard/performance", "", new URLSearchParams({ intent: "monthly-summary", on: "false" })))).status).toBe(302);
    expect(await summaryOff(a.vendorId)).toBeNull();
    expect(await summaryOff(b.vendorId)).toBeNull();
  });

  it("turns the session's own summary off and on, never another's, and only from our own site", async () => {
    const off = new URLSearchParams({ intent: "monthly-summary", on: "false", vendorId: String(b.vendorId) });
    expect((await runRoute(performance.action, request("/vendor-dashboard/performance", a.cookie, off, "https://evil.example"))).status).toBe(403);
    expect(await summaryOff(a.vendorId)).toBeNull();
    const done = await runRoute(performance.action, request("/vendor-dashboard/performance.data?period=90d", a.cookie, off));
    expect([done.status, done.headers.get("Location")]).toEqual([303, "/vendor-dashboard/performance?period=90d"]);
    expect(await summaryOff(a.vendorId)).toEqual(AT);
    expect(await summaryOff(b.vendorId)).toBeNull();
    expect((await runRoute(performance.action, request("/vendor-dashboard/performance", a.cookie, new URLSearchParams({ intent: "monthly-summary", on: "maybe" })))).status).toBe(400);
    expect((await runRoute(performance.action, request("/vendor-dashboard/performance", a.cookie, new URLSearchParams({ intent: "monthly-summary", on: "true" })))).status).toBe(303);
    expect(await summaryOff(a.vendorId)).toBeNull();
  });

  it("downloads the session's own weeks as CSV: a header row and one row per week, weekly even for 12 months", async () => {
    const result = await runRoute(csv.loader, request(`/vendor-dashboard/performance.csv?period=nonsense&vendorId=${b.vendorId}`, a.cookie));
    const response = result.response!;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="performance-30d-2026-11-29.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(PERFORMANCE_CSV_COLUMNS.join(","));
    // 31 October to 29 November 2026: five Monday weeks, the first and last clipped.
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(lines[3]).toBe("2026-11-09,2026-11-09,2026-11-15,0,10,2,0,0,0,0.00,");
    const year = await (await runRoute(csv.loader, request("/vendor-dashboard/performance.csv?period=12m", a.cookie))).response!.text();
    expect(year.trimEnd().split("\r\n")).toHaveLength(1 + 53);
  });

  it("unsubscribes by the mail's link without sign-in or same-origin, and answers 404 to a bad token", async () => {
    const token = monthlySummaryToken(b.vendorId);
    const shown = await runRoute<{ listingName: string; on: boolean }>(unsubscribe.loader, request(`/unsubscribe/monthly-summary/${token}`, ""), { token });
    expect(shown.body).toEqual({ listingName: "Vendor B Studio", on: true });
    // Opening the link changes nothing: only the confirm button (or a mail client's one-click post) does.
    expect(await summaryOff(b.vendorId)).toBeNull();
    const posted = await runRoute(unsubscribe.action, request(`/unsubscribe/monthly-summary/${token}`, "", new URLSearchParams({ "List-Unsubscribe": "One-Click" }), "null"), { token });
    expect(posted.status).toBe(200);
    expect(await summaryOff(b.vendorId)).toEqual(AT);
    expect(await summaryOff(a.vendorId)).toBeNull();
    const forged = `${a.vendorId}.${token.split(".")[1]}`;
    for (const bad of [forged, "nonsense", `${b.vendorId}.`]) {
      expect((await runRoute(unsubscribe.loader, request(`/unsubscribe/monthly-summary/${bad}`, ""), { token: bad })).status).toBe(404);
      expect((await runRoute(unsubscribe.action, request(`/unsubscribe/monthly-summary/${bad}`, "", new URLSearchParams()), { token: bad })).status).toBe(404);
    }
    expect(await summaryOff(a.vendorId)).toBeNull();
  });
});
