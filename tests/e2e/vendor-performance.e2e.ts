import { expect, expectNoAxeViolations, expectPath, signInVendor, test, visit } from "./fixtures";

// docs/product/vendor-journey-and-portal.md#performance and #monthly-summary in Chromium: on the demo catalogue,
// after the roll-up has run (/dev/clock intent=run-rollups), a demo listing's Performance tab (claimed by an account,
// portal-fixture.ts) shows the funnel from its months of enquiries, the plan's cost per enquiry, a sentence comparing
// it with its peers and a chart with its data table; the live vendor's CSV has a header and one row per week; on the
// 1st of the next month the summary mail reaches /dev/outbox and its unsubscribe link turns it off without sign-in.
// The app clock is set through /dev/clock for the mail and put back afterwards.

const TODAY = "2027-03-10";
const NEXT_FIRST = "2027-04-01";
const PAGE = "/vendor-dashboard/performance";

/** Posts one intent to the development clock, as its page's forms do, and expects it done. */
async function clock(baseUrl: string, fields: Record<string, string>): Promise<void> {
  const response = await fetch(new URL("/dev/clock", baseUrl), { method: "POST", body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
}

test.afterAll(async ({ baseUrl }) => {
  await clock(baseUrl, { intent: "reset" });
});

test.describe("a vendor's performance", () => {
  test("shows the funnel, the plan's cost, a comparison with peers and charts with their tables after the roll-up @both-widths", async ({ open, demoVendor, baseUrl }) => {
    await clock(baseUrl, { intent: "run-rollups" });
    const page = await open();
    await signInVendor(page, demoVendor.email, demoVendor.password);
    await page.getByRole("navigation", { name: "Vendor portal" }).getByRole("link", { name: "Performance" }).click();
    await expectPath(page, PAGE);
    await expect(page.getByRole("heading", { name: "Performance", level: 2 })).toBeVisible();
    await expect(page.getByRole("img", { name: /From search to booking/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "From search to booking" })).toBeVisible();
    // The demo history: enquiries were counted, so the funnel's third step is not 0.
    await expect(page.getByRole("table", { name: "From search to booking" }).getByRole("row", { name: /^Enquiries [1-9]/ })).toBeVisible();
    await expect(page.getByText("Plan cost per enquiry")).toBeVisible();
    await expect(page.locator("[data-benchmark-sentence]")).toHaveText(/^(You (reply faster than|received more enquiries than) \d+%|Most ).+\.$/);
    const chart = page.locator("svg[data-chart]").nth(1);
    await expect(chart).toBeVisible();
    const figure = await chart.getAttribute("data-chart");
    await expect(page.locator(`[data-chart-table="${figure}"] table`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The same figures as CSV: a header row, then one row per Monday week of the 30 days (5 or 6 weeks).
    const csv = await page.request.get((await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...weeks] = (await csv.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(header).toMatch(/^week_starting,from,to,search_appearances,profile_views,enquiries/);
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    expect(weeks.length).toBeLessThanOrEqual(6);
    for (const week of weeks) expect(new Date(`${week.split(",")[0]}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks.map((week) => Number(week.split(",")[5])).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
  });

  test("downloads the weeks as CSV, and mails the monthly summary whose link turns it off without sign-in", async ({ open, liveVendor, baseUrl }) => {
    await clock(baseUrl, { intent: "set", day: TODAY });
    const page = await open();
    await signInVendor(page, liveVendor.email, liveVendor.password);
    await visit(page, `${PAGE}?period=90d`);
    await expect(page.getByText(/^Monthly summary:\s*on$/)).toBeVisible();
    const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    expect(href).toBe("/vendor-dashboard/performance.csv?period=90d");
    const response = await page.request.get(href!);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="performance-90d-2027-03-10\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^week_starting,from,to,search_appearances,profile_views,enquiries/);
    // 11 December 2026 to 10 March 2027 (90 days): the Monday weeks from 7 December to 8 March.
    expect(lines.slice(1).map((line) => line.split(",")[0])).toHaveLength(14);
    expect(lines[1]!.startsWith("2026-12-07,2026-12-11,")).toBe(true);

    await clock(baseUrl, { intent: "set", day: NEXT_FIRST });
    await clock(baseUrl, { intent: "send-monthly-summaries" });
    const anonymous = await open();
    await visit(anonymous, "/dev/outbox");
    const mail = anonymous.locator("article").filter({ hasText: liveVendor.email }).filter({ hasText: "Your March 2027 on Shaadi Vendors UK" });
    await expect.poll(() => mail.count()).toBe(1);
    const link = await mail.locator("pre a").filter({ hasText: "/unsubscribe/monthly-summary/" }).first().getAttribute("href");
    expect(link).toMatch(/\/unsubscribe\/monthly-summary\/\d+\.[A-Za-z0-9_-]{43}$/);

    await visit(anonymous, new URL(link!).pathname);
    await anonymous.getByRole("button", { name: "Turn off the monthly summary" }).click();
    await expect(anonymous.getByRole("status")).toContainText("is turned off");
    await visit(page, PAGE);
    await expect(page.getByText(/^Monthly summary:\s*off$/)).toBeVisible();
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByText(/^Monthly summary:\s*on$/)).toBeVisible();
  });
});
