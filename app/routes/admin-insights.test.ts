import { expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { searchQueryDays } from "~/db/schema-insights";
import { createAuth, getAuth } from "~/modules/accounts/auth.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import * as insightsPage from "~/routes/admin-insights";
import * as insightsExport from "~/routes/admin-insights-export";
import { createAdminAccount } from "../../tests/support/admin-account";
import { createCoupleAccount } from "../../tests/support/couple-account";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor } from "../../tests/support/portal-vendor";
import { now, utcDay } from "~/modules/time/clock";
import { runRoute } from "../../tests/support/route-calls";
import { testAuthConfig } from "../../tests/support/test-auth";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/admin.md#insights and #access: the Insights tab and its CSV downloads answer admins only; a visitor
// is sent to /admin, a vendor's or a couple's session is refused, whatever table it names.

const ORIGIN = "http://localhost:3000";
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

describeEachDatabase("the admin's Insights tab", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("refuses visitors, vendors and couples, for the page and every table", async () => {
    const sent: MailMessage[] = [];
    // The couple signs in through an auth whose mails the test reads, with the app's secret, so the app reads the session.
    const config = { ...testAuthConfig(ORIGIN), authSecret: getConfig().authSecret };
    const coupleAuth = createAuth(getDb(), { config, sendMail: async (message) => void sent.push(message) });
    const couple = await createCoupleAccount(getDb(), coupleAuth, sent);
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    const calls = [
      { handler: insightsPage.loader, path: "/admin-dashboard/insights", params: {} },
      ...["searches-without-results.csv", "revenue.csv", "nothing.csv"].map((file) => ({
        handler: insightsExport.loader,
        path: `/admin-dashboard/insights/${file}`,
        params: { file },
      })),
    ];
    for (const call of calls) {
      const anonymous = await runRoute(call.handler, get(call.path), call.params);
      expect(anonymous.status, call.path).toBe(302);
      expect(anonymous.headers.get("Location"), call.path).toBe("/admin");
      expect((await runRoute(call.handler, get(call.path, vendor.cookie), call.params)).status, call.path).toBe(403);
      expect((await runRoute(call.handler, get(call.path, couple.cookie), call.params)).status, call.path).toBe(403);
    }
  });

  it("shows an admin the figures and downloads a table as a guarded CSV attachment", async () => {
    const admin = await createAdminAccount(getDb(), getAuth());
    const today = utcDay(now());
    await getDb().insert(searchQueryDays).values({ day: today, query: "=cmd|' /c calc'!a0", place: "leeds", searches: 3, results: 0 });
    const page = await runRoute<{ insights: { searchesWithoutResults: { query: string }[] } }>(insightsPage.loader, get("/admin-dashboard/insights", admin.cookie));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.body?.insights.searchesWithoutResults.map((row) => row.query)).toEqual(["=cmd|' /c calc'!a0"]);

    const file = "searches-without-results.csv";
    const download = await runRoute(insightsExport.loader, get(`/admin-dashboard/insights/${file}`, admin.cookie), { file });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("Content-Disposition")).toMatch(/^attachment; filename="insights-searches-without-results-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await download.response!.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("query,place,category,searches,results,last_day");
    expect(lines[1]).toBe(`'=cmd|' /c calc'!a0,leeds,,3,0,${today}`);
  });

  it("answers an unknown table or a name without .csv with a 404, not a 500", async () => {
    const admin = await createAdminAccount(getDb(), getAuth());
    for (const file of ["nothing.csv", "revenue", "revenue.csv.exe", "../revenue.csv"]) {
      const answer = await runRoute(insightsExport.loader, get(`/admin-dashboard/insights/${encodeURIComponent(file)}`, admin.cookie), { file });
      expect(answer.status, file).toBe(404);
    }
  });
});
