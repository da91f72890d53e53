import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendorPeriodFigures as f } from "~/db/schema-insights";

import { FUNNEL_STEPS, type FunnelKey } from "~/modules/vendor-performance/figures";
import type { Standing } from "~/modules/vendor-performance/benchmark-sentence";
import type { Benchmarks, PeerMedians } from "~/modules/vendor-performance/performance-types";
import type { PerformancePeriod } from "~/modules/vendor-performance/period";

// Peers' medians (docs/product/vendor-journey-and-portal.md#performance; decision 087): other live vendors of the
// same category and region in vendor_period_figures, read in ONE query over vendor_period_figures_peers_idx
// (period, category_id) with both scopes (the region, the category across the UK) as filtered aggregates.

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
 * with no medians. Standings count the peers with the figure that do worse, as well and better.
 */
export async function readBenchmarks(db: Database, period: PerformancePeriod, mine: Mine): Promise<Benchmarks> {
  const scopes = { region: mine.region === null ? sql`false` : sql`${f.region} = ${mine.region}`, category: sql`true` };
  const selection: Record<string, SQL> = {};
  for (const [name, where] of Object.entries(scopes)) {
    const median = (value: SQL) => sql`percentile_cont(0.5) within group (order by ${value}) filter (where ${where})`;
    const count = (value: SQL) => sql`count(${value}) filter (where ${where})`;
    selection[`${name}_peers`] = sql`count(*) filter (where ${where})`;
    for (const key of ["enquiries", "booked", "bookedValuePence"] as const) {
      selection[`${name}_${key}`] = median(COLUMNS[key]);
    }
    selection[`${name}_reply`] = median(sql`${f.medianReplyMinutes}`);
    selection[`${name}_reply_n`] = count(sql`${f.medianReplyMinutes}`);
    FUNNEL_STEPS.forEach((step, index) => {
      const before = FUNNEL_STEPS[index - 1];
      if (!before) return;
      const ratio = sql`${COLUMNS[step.key]}::float8 / nullif(${COLUMNS[before.key]}, 0)`;
      selection[`${name}_rate_${step.key}`] = median(ratio);
      selection[`${name}_rate_${step.key}_n`] = count(ratio);
    });
    // The vendor's own median can fall between two minutes (35.5); peers' are whole minutes.
    const myReply = mine.medianReplyMinutes;
    selection[`${name}_reply_slower`] = myReply === null ? sql`0` : sql`count(*) filter (where ${where} and ${f.medianReplyMinutes} > ${myReply}::float8)`;
    selection[`${name}_reply_same`] = myReply === null ? sql`0` : sql`count(*) filter (where ${where} and ${f.medianReplyMinutes} = ${myReply}::float8)`;
    selection[`${name}_reply_faster`] = myReply === null ? sql`0` : sql`count(*) filter (where ${where} and ${f.medianReplyMinutes} < ${myReply}::float8)`;
    selection[`${name}_enq_fewer`] = sql`count(*) filter (where ${where} and ${f.enquiries} < ${mine.enquiries})`;
    selection[`${name}_enq_same`] = sql`count(*) filter (where ${where} and ${f.enquiries} = ${mine.enquiries})`;
    selection[`${name}_enq_more`] = sql`count(*) filter (where ${where} and ${f.enquiries} > ${mine.enquiries})`;
  }
  const [row] = await db
    .select(selection)
    .from(f)
    .where(and(eq(f.period, period), eq(f.categoryId, mine.categoryId), ne(f.vendorId, mine.vendorId)));
  const value = (key: string): number | null => (row?.[key] === null || row?.[key] === undefined ? null : Number(row[key]));
  const scope = (value("region_peers") ?? 0) >= MIN_PEERS ? "region" : (value("category_peers") ?? 0) >= MIN_PEERS ? "category" : "none";
  const none: Standing = { worse: 0, same: 0, better: 0 };
  if (scope === "none") return { scope, peers: 0, medians: null, replyStanding: none, enquiryStanding: none };
  const peers = value(`${scope}_peers`) ?? 0;
  const shown = (key: string, contributors: number) => (contributors >= MIN_PEERS ? value(`${scope}_${key}`) : null);
  const rates: PeerMedians["rates"] = {};
  for (const step of FUNNEL_STEPS.slice(1)) rates[step.key] = shown(`rate_${step.key}`, value(`${scope}_rate_${step.key}_n`) ?? 0);
  return {
    scope,
    peers,
    medians: {
      enquiries: shown("enquiries", peers),
      booked: shown("booked", peers),
      bookedValuePence: shown("bookedValuePence", peers),
      medianReplyMinutes: shown("reply", value(`${scope}_reply_n`) ?? 0),
      rates,
    },
    replyStanding: { worse: value(`${scope}_reply_slower`) ?? 0, same: value(`${scope}_reply_same`) ?? 0, better: value(`${scope}_reply_faster`) ?? 0 },
    enquiryStanding: { worse: value(`${scope}_enq_fewer`) ?? 0, same: value(`${scope}_enq_same`) ?? 0, better: value(`${scope}_enq_more`) ?? 0 },
  };
}
