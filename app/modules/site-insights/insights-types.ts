import type { PlanId } from "~/modules/billing/plans";
import type { UpheldShare } from "~/modules/lead-quality/lead-quality-promise";

// The team's Insights tab (docs/product/admin.md#insights; decisions 086, 088): what the page and its CSV downloads
// show, shared by the reader, the route and the tables. Plain data, so the page carries no server code.

/** Weeks of new listings shown, the current one last. */
export const LISTING_WEEKS = 12;
/** Days of enquiries and of the search log's lists, today last. */
export const INSIGHTS_DAYS = 30;
/** Rows of each search list. */
export const SEARCH_LIST_ROWS = 50;
/** A search 'with few results' found at least 1 and at most this many listings (decision 088). */
export const FEW_RESULTS_MAX = 3;
/** A subscription counts as renewed when its current period ends this many days or more after it was bought (decision 088). */
export const RENEWED_AFTER_DAYS = 400;

/** A count per period: the period's first day (`YYYY-MM-DD`, UTC) and the count. */
export type PeriodCount = { day: string; count: number };

/** Listings waiting for review (docs/product/admin.md#listing-review): how many, the oldest and median wait in days. */
export type ApprovalQueue = { waiting: number; oldestDays: number | null; medianDays: number | null };

/** Subscriptions: live (keeping a listing public), of which renewed, and listings hidden because theirs ended. */
export type SubscriptionFigures = { live: number; renewed: number; lapsedListings: number };

/** Annual revenue booked per plan: live subscriptions × the plan's yearly price, in pence. */
export type PlanRevenue = { plan: PlanId; name: string; live: number; pricePence: number; revenuePence: number };

/** The early-bird offer's spots: taken (sold or held by an open checkout) of the total. */
export type EarlyBirdSpots = { used: number; total: number };

/** Couples' enquiries over {@link INSIGHTS_DAYS}: delivered, replied, the median minutes to a first reply, held, reported. */
export type CoupleFigures = {
  perDay: PeriodCount[];
  enquiries: number;
  replied: number;
  /** replied / enquiries (0–1), null when there was no enquiry. */
  replyRate: number | null;
  /** Median minutes to the first reply, null when nothing was replied to. */
  medianReplyMinutes: number | null;
  held: number;
  reported: number;
  /** Upheld reports of the period's delivered enquiries. */
  upheld: UpheldShare;
};

/** One search of the log over {@link INSIGHTS_DAYS}: its words, runs, and the listings found the last day it ran. */
export type LoggedSearchRow = { query: string; place: string; categorySlug: string; searches: number; results: number; lastDay: string };

/** Everything the Insights tab shows, read by `getSiteInsights`. */
export type SiteInsights = {
  /** The day (UTC) the figures run to. */
  today: string;
  newListingsPerWeek: PeriodCount[];
  approvalQueue: ApprovalQueue;
  subscriptions: SubscriptionFigures;
  revenue: PlanRevenue[];
  earlyBird: EarlyBirdSpots;
  couples: CoupleFigures;
  /** Searches run and those that found nothing over the period, from the daily roll-ups. */
  searches: { total: number; withoutResults: number };
  searchesWithoutResults: LoggedSearchRow[];
  searchesWithFewResults: LoggedSearchRow[];
};

/** The tables offered as CSV, by the name in their address (`/admin-dashboard/insights/<table>.csv`). */
export const INSIGHTS_TABLES = [
  "new-listings",
  "subscriptions",
  "revenue",
  "enquiries",
  "searches-without-results",
  "searches-with-few-results",
] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

/** Whether `name` is one of {@link INSIGHTS_TABLES}. */
export function isInsightsTable(name: unknown): name is InsightsTable {
  return (INSIGHTS_TABLES as readonly unknown[]).includes(name);
}

/** Where a table's CSV is downloaded. */
export function insightsCsvHref(table: InsightsTable): string {
  return `/admin-dashboard/insights/${table}.csv`;
}

/** A share (0–1) as a percentage with at most one decimal, or 'No data' when there was nothing to divide. */
export function formatShare(share: number | null): string {
  if (share === null) return "No data";
  return new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 }).format(share);
}

/** Minutes as '45 min', '3 h 20 min' or '2 days 4 h'; 'No data' for null. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return "No data";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h${whole % 60 ? ` ${whole % 60} min` : ""}`;
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  return `${days} ${days === 1 ? "day" : "days"}${hours ? ` ${hours} h` : ""}`;
}

/** A UTC day `YYYY-MM-DD` as '1 Jun' (or '1 Jun 2026' with the year). */
export function dayLabel(day: string, withYear = false): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
