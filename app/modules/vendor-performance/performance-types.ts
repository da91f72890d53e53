import type { VIEW_SOURCES } from "~/db/schema-insights";
import type { Standing } from "~/modules/vendor-performance/benchmark-sentence";
import type { Counts, FunnelKey, FunnelStep, Money } from "~/modules/vendor-performance/figures";
import type { Bucket, PerformancePeriod, PeriodRange } from "~/modules/vendor-performance/period";

// The shapes the Performance reader answers with (decision 087), apart from the reader so the page's components
// can use them without importing server code.

/** The peers' medians shown beside the vendor's figures; each null when fewer than 5 other vendors have it (peers.server.ts MIN_PEERS). */
export type PeerMedians = {
  enquiries: number | null;
  booked: number | null;
  bookedValuePence: number | null;
  medianReplyMinutes: number | null;
  /** The median of each peer's rate from the step before, by funnel step (not for the first). */
  rates: Partial<Record<FunnelKey, number | null>>;
};

/** Which peers were used: the same region, else the category across the UK, else none (fewer than 5 either way). */
export type Benchmarks = {
  scope: "region" | "category" | "none";
  /** How many other vendors the scope holds (0 for 'none'). */
  peers: number;
  medians: PeerMedians | null;
  replyStanding: Standing;
  enquiryStanding: Standing;
};

/** One bucket (week or month) with its counts and the median reply time of its enquiries (minutes, null if none). */
export type BucketFigures = Bucket & Counts & { medianReplyMinutes: number | null };

/** Profile views from one source over the period, and its share of all views (0–1, null when there were none). */
export type SourceShare = { source: (typeof VIEW_SOURCES)[number]; profileViews: number; share: number | null };

/** Everything the Performance page, its CSV and the monthly summary show of one vendor over one period. */
export type VendorPerformance = {
  period: PerformancePeriod;
  range: PeriodRange;
  unit: "week" | "month";
  categoryName: string;
  region: string | null;
  buckets: BucketFigures[];
  totals: Counts;
  /** False when the period has no enquiries: the page says 'No enquiries yet in this period'. */
  hasEnquiries: boolean;
  /** False when nothing at all was counted: the charts are left out. */
  hasData: boolean;
  funnel: FunnelStep[];
  medianReplyMinutes: number | null;
  money: Money;
  benchmarks: Benchmarks & { sentence: string | null; place: string | null };
  sources: SourceShare[];
};

/** What the Performance page shows: the figures of the chosen period and whether the monthly summary is on. */
export type PerformancePage = { figures: VendorPerformance; monthlySummaryOn: boolean };

