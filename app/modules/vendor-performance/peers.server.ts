import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendorPeriodFigures as f } from "~/db/schema-insights";

import { FUNNEL_STEPS, type FunnelKey } from "~/modules/vendor-performance/figures";
import type { Standing } from "~/modules/vendor-performance/benchmark-sentence";
import type { Benchmarks, PeerMedians } from "~/modules/vendor-performance/performance-types";
import type { PerformancePeriod } from "~/modules/vendor-performance/period";

// Peers' medians (docs/product/vendor-journey-and-portal.md#performance; decision 087): other live vendors of the
// same category and region in vendor_period_figures, read over vendor_period_figures_peers_idx (period,
// category_id, region): the region's first, the category's across the UK only when the region has too few.

/** Fewer OTHER vendors than this contribute to a figure and its median is not shown (it could point at one). */
export const MIN_PEERS = 5;

const COLUMNS: Record<FunnelKey | "bookedValuePence", SQL> = {
  searchAppearances: sql`${f.searchAppearances}`,
  profileViews: sql`${f.profileViews}`,
  enquiries: sql`${f.enquiries}`,
  replied: sql`${f.replied}`,
  quoted: sql`${f.quoted}`,
  booked: sql`${f.booked}`,
  bookedValuePence: sql`${f.bookedValuePence}`,
};

type Mine = { vendorId: number; categoryId: number; region: string | null; medianReplyMinutes: number | null; enquiries: number };

/**
 * The benchmarks of one vendor for `period` (decision 087). Input: database, period, the vendor's id, category,
 * region, own median reply time (minutes) and enquiries over the period. Output: {@link Benchmarks}: the region's
 * peers when at least {@link MIN_PEERS} others are there, else the category's across the UK, else scope 'none'
 * with no medians. Standings count the peers with the figure that do worse, as well and better. The region is read
 * first over vendor_period_figures_peers_idx (period, category_id, region), so the category's peers across the UK,
 * ten times as many rows to sort, are read only when the region has too few.
 */
export async function readBenchmarks(db: Database, period: PerformancePeriod, mine: Mine): Promise<Benchmarks> {
  if (mine.region !== null) {
    const region = await readScope(db, period, mine, eq(f.region, mine.region));
    if (region.peers >= MIN_PEERS) return { scope: "region", ...region };
  }
  const category = await readScope(db, period, mine);
  if (category.peers >= MIN_PEERS) return { scope: "category", ...category };
  const none: Standing = { worse: 0, same: 0, better: 0 };
  return { scope: "none", peers: 0, medians: null, replyStanding: none, enquiryStanding: none };
}

/** One scope's peers (the category's other live vendors, in `region` when given) in one aggregate over the index. */
async function readScope(db: Database, period: PerformancePeriod, mine: Mine, region?: SQL): Promise<Omit<Benchmarks, "scope">> {
  const median = (value: SQL) => sql`percentile_cont(0.5) within group (order by ${value})`;
  const selection: Record<string, SQL> = { peers: sql`count(*)` };
  for (const key of ["enquiries", "booked", "bookedValuePence"] as const) selection[key] = median(COLUMNS[key]);
  selection.reply = median(sql`${f.medianReplyMinutes}`);
  selection.reply_n = sql`count(${f.medianReplyMinutes})`;
  FUNNEL_STEPS.forEach((step, index) => {
    const before = FUNNEL_STEPS[index - 1];
    if (!before) return;
    const ratio = sql`${COLUMNS[step.key]}::float8 / nullif(${COLUMNS[before.key]}, 0)`;
    selection[`rate_${step.key}`] = median(ratio);
    selection[`rate_${step.key}_n`] = sql`count(${ratio})`;
  });
  // The vendor's own median can fall between two minutes (35.5); peers' are whole minutes.
  const myReply = mine.medianReplyMinutes;
  selection.reply_slower = myReply === null ? sql`0` : sql`count(*) filter (where ${f.medianReplyMinutes} > ${myReply}::float8)`;
  selection.reply_same = myReply === null ? sql`0` : sql`count(*) filter (where ${f.medianReplyMinutes} = ${myReply}::float8)`;
  selection.reply_faster = myReply === null ? sql`0` : sql`count(*) filter (where ${f.medianReplyMinutes} < ${myReply}::float8)`;
  selection.enq_fewer = sql`count(*) filter (where ${f.enquiries} < ${mine.enquiries})`;
  selection.enq_same = sql`count(*) filter (where ${f.enquiries} = ${mine.enquiries})`;
  selection.enq_more = sql`count(*) filter (where ${f.enquiries} > ${mine.enquiries})`;
  const [row] = await db
    .select(selection)
    .from(f)
    .where(and(eq(f.period, period), eq(f.categoryId, mine.categoryId), region, ne(f.vendorId, mine.vendorId)));
  const value = (key: string): number | null => (row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]));
  const peers = value("peers") ?? 0;
  const shown = (key: string, contributors: number) => (contributors >= MIN_PEERS ? value(key) : null);
  const rates: PeerMedians["rates"] = {};
  for (const step of FUNNEL_STEPS.slice(1)) rates[step.key] = shown(`rate_${step.key}`, value(`rate_${step.key}_n`) ?? 0);
  return {
    peers,
    medians: {
      enquiries: shown("enquiries", peers),
      booked: shown("booked", peers),
      bookedValuePence: shown("bookedValuePence", peers),
      medianReplyMinutes: shown("reply", value("reply_n") ?? 0),
      rates,
    },
    replyStanding: { worse: value("reply_slower") ?? 0, same: value("reply_same") ?? 0, better: value("reply_faster") ?? 0 },
    enquiryStanding: { worse: value("enq_fewer") ?? 0, same: value("enq_same") ?? 0, better: value("enq_more") ?? 0 },
  };
}
