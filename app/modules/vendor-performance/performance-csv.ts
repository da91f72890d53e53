import { stringify } from "csv-stringify/sync";
import type { VendorPerformance } from "~/modules/vendor-performance/performance-types";

// The Performance page's CSV (docs/product/vendor-journey-and-portal.md#performance; decision 087): one row per
// week whatever the period, so a spreadsheet can chart any span the same way.

/** The header row, in order. Booked value in pounds with two decimals (a spreadsheet's reading), from pence. */
export const PERFORMANCE_CSV_COLUMNS = [
  "week_starting",
  "from",
  "to",
  "search_appearances",
  "profile_views",
  "enquiries",
  "replied",
  "quoted",
  "booked",
  "booked_value_gbp",
  "median_reply_minutes",
] as const;

/**
 * The CSV text of weekly figures: a UTF-8 byte order mark, the header {@link PERFORMANCE_CSV_COLUMNS}, one row per
 * week (its Monday, and the first and last day inside the period), CRLF line ends, and csv-stringify's formula
 * guard as in the project's other exports (no cell here is free text, but the guard costs nothing). Input: a
 * {@link VendorPerformance} read with weekly buckets. Output: the file's text.
 */
export function performanceCsv(figures: Pick<VendorPerformance, "buckets">): string {
  const rows = figures.buckets.map((week) => ({
    week_starting: week.key,
    from: week.from,
    to: week.to,
    search_appearances: week.searchAppearances,
    profile_views: week.profileViews,
    enquiries: week.enquiries,
    replied: week.replied,
    quoted: week.quoted,
    booked: week.booked,
    booked_value_gbp: (week.bookedValuePence / 100).toFixed(2),
    median_reply_minutes: week.medianReplyMinutes === null ? "" : Math.round(week.medianReplyMinutes),
  }));
  return stringify(rows, { bom: true, header: true, columns: [...PERFORMANCE_CSV_COLUMNS], record_delimiter: "windows", escape_formulas: true });
}

/** The download's file name: 'performance-30d-2026-11-29.csv'. */
export function performanceCsvName(period: string, today: string): string {
  return `performance-${period}-${today}.csv`;
}
