import { stringify } from "csv-stringify/sync";
import { formatPrice } from "~/modules/money/money";
import type { InsightsTable, LoggedSearchRow, SiteInsights } from "~/modules/site-insights/insights-types";

// The Insights tab's tables as CSV downloads (docs/product/admin.md#insights), written like the vendor export
// (imports/csv-export.ts): a byte order mark, CRLF line ends, and the formula guard on every cell, since search
// words are typed by anyone.

type Cell = string | number;

function searchRows(rows: LoggedSearchRow[]): Cell[][] {
  return rows.map((row) => [row.query, row.place, row.categorySlug, row.searches, row.results, row.lastDay]);
}

const SEARCH_HEADER = ["query", "place", "category", "searches", "results", "last_day"];

/** The header and rows of `table`. */
function tableOf(insights: SiteInsights, table: InsightsTable): { header: string[]; rows: Cell[][] } {
  switch (table) {
    case "new-listings":
      return { header: ["week_starting", "new_listings"], rows: insights.newListingsPerWeek.map((week) => [week.day, week.count]) };
    case "subscriptions":
      return {
        header: ["figure", "value"],
        rows: [
          ["live_subscriptions", insights.subscriptions.live],
          ["renewed_subscriptions", insights.subscriptions.renewed],
          ["lapsed_listings", insights.subscriptions.lapsedListings],
          ["listings_waiting_for_review", insights.approvalQueue.waiting],
          ["oldest_wait_days", insights.approvalQueue.oldestDays === null ? "" : insights.approvalQueue.oldestDays.toFixed(1)],
          ["median_wait_days", insights.approvalQueue.medianDays === null ? "" : insights.approvalQueue.medianDays.toFixed(1)],
        ],
      };
    case "revenue":
      return {
        header: ["plan", "live_subscriptions", "yearly_price_pence", "annual_revenue_pence", "annual_revenue"],
        rows: insights.revenue.map((row) => [row.name, row.live, row.pricePence, row.revenuePence, formatPrice(row.revenuePence)]),
      };
    case "enquiries":
      return { header: ["day", "enquiries"], rows: insights.couples.perDay.map((day) => [day.day, day.count]) };
    case "searches-without-results":
      return { header: SEARCH_HEADER, rows: searchRows(insights.searchesWithoutResults) };
    case "searches-with-few-results":
      return { header: SEARCH_HEADER, rows: searchRows(insights.searchesWithFewResults) };
  }
}

/**
 * One table of the Insights tab as a CSV file: the file's name (`insights-<table>-<YYYY-MM-DD>.csv`, the day the
 * figures run to) and its text: a UTF-8 byte order mark, a header row, CRLF line ends, cells quoted where needed, and
 * a leading `'` on any cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP "CSV injection";
 * csv-stringify's `escape_formulas`). Input: the figures, the table. Output: `{ fileName, csv }`.
 */
export function insightsCsv(insights: SiteInsights, table: InsightsTable): { fileName: string; csv: string } {
  const { header, rows } = tableOf(insights, table);
  const csv = stringify([header, ...rows.map((row) => row.map(String))], {
    bom: true,
    record_delimiter: "windows",
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  return { fileName: `insights-${table}-${insights.today}.csv`, csv };
}
