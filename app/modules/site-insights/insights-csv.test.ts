import { describe, expect, it } from "vitest";
import { insightsCsv } from "~/modules/site-insights/insights-csv";
import { INSIGHTS_TABLES, type SiteInsights } from "~/modules/site-insights/insights-types";

const insights: SiteInsights = {
  today: "2026-07-01",
  newListingsPerWeek: [{ day: "2026-06-29", count: 3 }],
  approvalQueue: { waiting: 2, oldestDays: 3.25, medianDays: null },
  subscriptions: { live: 4, renewed: 1, lapsedListings: 2 },
  revenue: [{ plan: "showcase", name: "Supplier Showcase", live: 2, pricePence: 14999, revenuePence: 29998 }],
  earlyBird: { used: 8, total: 298 },
  couples: { perDay: [{ day: "2026-07-01", count: 5 }], enquiries: 5, replied: 1, replyRate: 0.2, medianReplyMinutes: 30, held: 0, reported: 0, upheld: { enquiries: 5, upheld: 0 } },
  searches: { total: 3, withoutResults: 2 },
  searchesWithoutResults: [{ query: "=hyperlink(\"x\")", place: "leeds, west yorkshire", categorySlug: "", searches: 2, results: 0, lastDay: "2026-06-30" }],
  searchesWithFewResults: [],
};

describe("the Insights CSV files", () => {
  it("writes a header and a row per figure, CRLF, with a byte order mark and a dated name", () => {
    const { fileName, csv } = insightsCsv(insights, "revenue");
    expect(fileName).toBe("insights-revenue-2026-07-01.csv");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "plan,live_subscriptions,yearly_price_pence,annual_revenue_pence,annual_revenue",
      "Supplier Showcase,2,14999,29998,£299.98",
      "",
    ]);
  });

  it("guards a search typed as a formula and quotes a cell with a comma", () => {
    const lines = insightsCsv(insights, "searches-without-results").csv.slice(1).split("\r\n");
    expect(lines[0]).toBe("query,place,category,searches,results,last_day");
    expect(lines[1]).toBe(`"'=hyperlink(""x"")","leeds, west yorkshire",,2,0,2026-06-30`);
  });

  it("writes every table, an empty one as its header alone, and the waits with one decimal", () => {
    for (const table of INSIGHTS_TABLES) expect(insightsCsv(insights, table).csv.length).toBeGreaterThan(10);
    expect(insightsCsv(insights, "searches-with-few-results").csv.slice(1)).toBe("query,place,category,searches,results,last_day\r\n");
    expect(insightsCsv(insights, "subscriptions").csv).toContain("oldest_wait_days,3.3\r\nmedian_wait_days,\r\n");
  });
});
