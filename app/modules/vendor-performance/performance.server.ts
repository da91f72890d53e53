import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { listingDailySources, vendorDailyRollups as r, VIEW_SOURCES } from "~/db/schema-insights";
import { getPlan, isPlanId } from "~/modules/billing/plans";
import { AppError } from "~/modules/errors/app-error";
import { now, utcDay } from "~/modules/time/clock";
import { benchmarkSentence, regionPhrase } from "~/modules/vendor-performance/benchmark-sentence";
import { funnelOf, median, moneyOf, sumCounts } from "~/modules/vendor-performance/figures";
import { readBenchmarks } from "~/modules/vendor-performance/peers.server";
import type { VendorPerformance } from "~/modules/vendor-performance/performance-types";
import { bucketsOf, bucketUnit, type PerformancePeriod, type PeriodRange, periodRange } from "~/modules/vendor-performance/period";

/**
 * One vendor's figures over `period` ending today (UTC, the app clock), read from the roll-ups
 * (docs/product/vendor-journey-and-portal.md#performance; decisions 086, 087). Four indexed reads: the listing,
 * its roll-up days (PK vendor_id, day), its view sources (PK vendor_id, day, source) and its peers
 * (vendor_period_figures_peers_idx). 'all' starts on the earlier of the listing's creation day and its first
 * roll-up day. Input: database, vendor id, period, time, and the bucket unit when not the period's own (the CSV is
 * always weekly). Output: {@link VendorPerformance}. Throws AppError `not_found` when there is no such vendor.
 */
export async function getVendorPerformance(
  db: Database,
  vendorId: number,
  period: PerformancePeriod,
  at: Date = now(),
  unit: "week" | "month" = bucketUnit(period),
): Promise<VendorPerformance> {
  const vendor = await readVendor(db, vendorId);
  const today = utcDay(at);
  const liveFrom = vendor.firstDay !== null && vendor.firstDay < vendor.createdDay ? vendor.firstDay : vendor.createdDay;
  return readPerformance(db, vendor, { period, range: periodRange(period, today, liveFrom), unit });
}

/**
 * The same figures over any range of days, e.g. a calendar month for the monthly summary (weekly buckets, peers of
 * `period`). Input: database, vendor id, range, peer period. Output: {@link VendorPerformance}. Throws as above.
 */
export async function getVendorPerformanceOver(db: Database, vendorId: number, range: PeriodRange, period: PerformancePeriod, unit: "week" | "month" = "week"): Promise<VendorPerformance> {
  return readPerformance(db, await readVendor(db, vendorId), { period, range, unit });
}

type VendorFacts = Awaited<ReturnType<typeof readVendor>>;

async function readVendor(db: Database, vendorId: number) {
  const [vendor] = await db
    .select({
      id: vendors.id,
      plan: vendors.plan,
      categoryId: vendors.categoryId,
      categoryName: categories.name,
      region: vendors.region,
      createdDay: sql<string>`(${vendors.createdAt} at time zone 'UTC')::date::text`,
      firstDay: sql<string | null>`(select min(${r.day})::text from ${r} where ${r.vendorId} = ${vendors.id})`,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw new AppError("not_found", "No business listing found.");
  return vendor;
}

async function readPerformance(db: Database, vendor: VendorFacts, view: { period: PerformancePeriod; range: PeriodRange; unit: "week" | "month" }): Promise<VendorPerformance> {
  const { range } = view;
  const inRange = (day: typeof r.day | typeof listingDailySources.day) => and(gte(day, range.from), lte(day, range.to));
  const [days, sourceRows] = await Promise.all([
    db
      .select({
        day: r.day,
        searchAppearances: r.searchAppearances,
        profileViews: r.profileViews,
        enquiries: r.enquiries,
        replied: r.replied,
        quoted: r.quoted,
        booked: r.booked,
        bookedValuePence: r.bookedValuePence,
        replyMinutes: r.replyMinutes,
      })
      .from(r)
      .where(and(eq(r.vendorId, vendor.id), inRange(r.day))),
    db
      .select({ source: listingDailySources.source, profileViews: sql<number>`sum(${listingDailySources.profileViews})::int` })
      .from(listingDailySources)
      .where(and(eq(listingDailySources.vendorId, vendor.id), inRange(listingDailySources.day)))
      .groupBy(listingDailySources.source),
  ]);
  const buckets = bucketsOf(range, view.unit).map((bucket) => {
    const inBucket = days.filter((day) => day.day >= bucket.from && day.day <= bucket.to);
    return { ...bucket, ...sumCounts(inBucket), medianReplyMinutes: median(inBucket.flatMap((day) => day.replyMinutes)) };
  });
  const totals = sumCounts(days);
  const medianReplyMinutes = median(days.flatMap((day) => day.replyMinutes));
  const plan = isPlanId(vendor.plan) ? getPlan(vendor.plan) : null;
  const benchmarks = await readBenchmarks(db, view.period, { vendorId: vendor.id, categoryId: vendor.categoryId, region: vendor.region, medianReplyMinutes, enquiries: totals.enquiries });
  const place = benchmarks.scope === "region" && vendor.region ? regionPhrase(vendor.region) : benchmarks.scope === "category" ? "the UK" : null;
  // Reply speed when the vendor and at least 5 peers have one, else enquiries received (decision 087).
  const sentence =
    place === null
      ? null
      : ((medianReplyMinutes !== null ? benchmarkSentence("reply", benchmarks.replyStanding, vendor.categoryName, place) : null) ??
        benchmarkSentence("enquiries", benchmarks.enquiryStanding, vendor.categoryName, place));
  const viewsBySource = new Map(sourceRows.map((row) => [row.source, Number(row.profileViews)]));
  const allViews = [...viewsBySource.values()].reduce((sum, n) => sum + n, 0);
  return {
    period: view.period,
    range,
    unit: view.unit,
    categoryName: vendor.categoryName,
    region: vendor.region,
    buckets,
    totals,
    hasEnquiries: totals.enquiries > 0,
    hasData: days.length > 0 || allViews > 0,
    funnel: funnelOf(totals),
    medianReplyMinutes,
    money: moneyOf(plan && { name: plan.name, pricePence: plan.pricePence }, range.days, totals),
    benchmarks: { ...benchmarks, sentence, place },
    sources: VIEW_SOURCES.map((source) => {
      const views = viewsBySource.get(source) ?? 0;
      return { source, profileViews: views, share: allViews > 0 ? views / allViews : null };
    }),
  };
}
