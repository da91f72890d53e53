import { utcDay } from "~/modules/time/clock";

// The listing's 30-day figures (docs/product/vendor-journey-and-portal.md#statistics): the shapes the dashboard card shows and the
// day arithmetic it shares with the server. Days are UTC calendar days written `YYYY-MM-DD`.

/** How many days the figures cover, today included. */
export const STATS_PERIOD_DAYS = 30;

/** The three figures, in the order the card shows them. */
export const STATS_MEASURES = ["profileViews", "searchAppearances", "enquiries"] as const;
export type StatsMeasure = (typeof STATS_MEASURES)[number];

/** Per measure: its heading, and its unit in the singular and plural ("1 enquiry", "3 enquiries"). */
export const STATS_MEASURE_LABELS: Record<StatsMeasure, { title: string; one: string; many: string }> = {
  profileViews: { title: "Profile views", one: "profile view", many: "profile views" },
  searchAppearances: { title: "Search appearances", one: "search appearance", many: "search appearances" },
  enquiries: { title: "Enquiries", one: "enquiry", many: "enquiries" },
};

export type StatsCounts = Record<StatsMeasure, number>;

/** One UTC day of the period, with its counts (0 when nothing happened). */
export type ListingStatsDay = StatsCounts & { day: string };

/** What `getListingStats` answers: the period's first and last day, every day in order, and the sums. */
export type ListingStats = {
  from: string;
  to: string;
  days: ListingStatsDay[];
  totals: StatsCounts;
};

const DAY_MS = 86_400_000;

/** The days of the period ending on `at`'s UTC day, oldest first: `days` entries, today last. */
export function statsPeriodDays(at: Date, days = STATS_PERIOD_DAYS): string[] {
  const today = Date.parse(`${utcDay(at)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => utcDay(new Date(today - (days - 1 - index) * DAY_MS)));
}

/**
 * The figures of the period from per-day counts, each day present once and missing days as zeros.
 * Input: the period's days (oldest first), the known counts by day (partial; days outside the period are
 * ignored). Output: {@link ListingStats}.
 */
export function fillStatsPeriod(days: readonly string[], counts: ReadonlyMap<string, Partial<StatsCounts>>): ListingStats {
  const totals: StatsCounts = { profileViews: 0, searchAppearances: 0, enquiries: 0 };
  const filled = days.map((day): ListingStatsDay => {
    const known = counts.get(day);
    const row: ListingStatsDay = {
      day,
      profileViews: known?.profileViews ?? 0,
      searchAppearances: known?.searchAppearances ?? 0,
      enquiries: known?.enquiries ?? 0,
    };
    for (const measure of STATS_MEASURES) totals[measure] += row[measure];
    return row;
  });
  return { from: days[0] ?? "", to: days.at(-1) ?? "", days: filled, totals };
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A day as the card shows it, e.g. "3 June" (with `year`: "3 June 2026"); the same on server and browser. */
export function formatStatsDay(day: string, year = false): string {
  const [y, m, d] = day.split("-").map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]}${year ? ` ${y}` : ""}`;
}

/** A count with its unit, e.g. "1 enquiry", "1,204 search appearances". */
export function formatCount(count: number, measure: StatsMeasure): string {
  const label = STATS_MEASURE_LABELS[measure];
  return `${count.toLocaleString("en-GB")} ${count === 1 ? label.one : label.many}`;
}
