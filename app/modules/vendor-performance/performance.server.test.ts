import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { listingDailySources, vendorDailyRollups, vendorPeriodFigures } from "~/db/schema-insights";
import { getVendorPerformance } from "~/modules/vendor-performance/performance.server";
import { bucketsOf, periodRange } from "~/modules/vendor-performance/period";
import { createCategory, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Sunday 29 November 2026: 30 days run from Saturday 31 October.
const AT = new Date("2026-11-29T12:00:00Z");
const CREATED = new Date("2024-06-10T09:00:00Z");

type Day = Partial<typeof vendorDailyRollups.$inferInsert> & { day: string };
type Figures = Partial<typeof vendorPeriodFigures.$inferInsert>;

async function newVendor(db: Database, categoryId: number, overrides: { plan?: string | null; region?: string | null; createdAt?: Date } = {}) {
  return createVendor(db, { categoryId, isActive: true, plan: "showcase", region: "East Midlands", createdAt: CREATED, ...overrides });
}

async function addDays(db: Database, vendorId: number, days: Day[]) {
  await db.insert(vendorDailyRollups).values(days.map((day) => ({ vendorId, ...day })));
}

/** A peer's row in vendor_period_figures: zero counts unless given. */
async function addPeer(db: Database, categoryId: number, region: string | null, figures: Figures = {}) {
  const peer = await newVendor(db, categoryId, { region });
  await db.insert(vendorPeriodFigures).values({
    vendorId: peer.id,
    period: "30d",
    categoryId,
    region,
    searchAppearances: 0,
    profileViews: 0,
    enquiries: 0,
    replied: 0,
    quoted: 0,
    booked: 0,
    bookedValuePence: 0,
    medianReplyMinutes: null,
    computedAt: AT,
    ...figures,
  });
  return peer.id;
}

describe("periods and buckets", () => {
  it("splits 30 days into Monday weeks clipped to the period and 12 months into calendar months", () => {
    const thirty = periodRange("30d", "2026-11-29", "2020-01-01");
    expect(thirty).toEqual({ from: "2026-10-31", to: "2026-11-29", days: 30 });
    const weeks = bucketsOf(thirty, "week");
    expect(weeks.map((week) => week.key)).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(weeks[0]).toMatchObject({ from: "2026-10-31", to: "2026-11-01", label: "w/c 26 Oct 2026" });
    expect(weeks[4]).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    const months = bucketsOf(periodRange("12m", "2026-11-29", "2020-01-01"), "month");
    expect(months).toHaveLength(13);
    expect(months[0]).toMatchObject({ from: "2025-11-30", to: "2025-11-30", label: "Nov 2025" });
    expect(months[12]).toMatchObject({ from: "2026-11-01", to: "2026-11-29", label: "Nov 2026" });
  });
});

describeEachDatabase("a vendor's performance", (getDb) => {
  it("sums the period's days into weeks, totals, the funnel with its rates, the median reply time, the money and the sources", async () => {
    const category = await createCategory(getDb(), { name: "Mehndi Artists" });
    const vendor = await newVendor(getDb(), category.id);
    await addDays(getDb(), vendor.id, [
      { day: "2026-10-01", searchAppearances: 999, profileViews: 999, enquiries: 99, replyMinutes: [1] },
      { day: "2026-11-02", searchAppearances: 100, profileViews: 20, enquiries: 4, replied: 3, quoted: 2, booked: 1, bookedValuePence: 50_000, replyMinutes: [10, 30, 50] },
      { day: "2026-11-20", searchAppearances: 100, profileViews: 20, enquiries: 6, replied: 5, quoted: 2, booked: 2, bookedValuePence: 100_000, replyMinutes: [5, 20, 40, 60, 90] },
    ]);
    await getDb().insert(listingDailySources).values([
      { vendorId: vendor.id, day: "2026-11-02", source: "search", profileViews: 20 },
      { vendorId: vendor.id, day: "2026-11-20", source: "search", profileViews: 10 },
      { vendorId: vendor.id, day: "2026-11-20", source: "direct", profileViews: 10 },
      { vendorId: vendor.id, day: "2026-10-01", source: "city", profileViews: 50 },
    ]);

    const figures = await getVendorPerformance(getDb(), vendor.id, "30d", AT);

    expect(figures.unit).toBe("week");
    expect(figures.buckets.map((bucket) => bucket.enquiries)).toEqual([0, 4, 0, 6, 0]);
    expect(figures.buckets[1]!.medianReplyMinutes).toBe(30);
    expect(figures.totals).toEqual({ searchAppearances: 200, profileViews: 40, enquiries: 10, replied: 8, quoted: 4, booked: 3, bookedValuePence: 150_000 });
    expect(figures.funnel.map((step) => [step.key, step.value, step.rate])).toEqual([
      ["searchAppearances", 200, null],
      ["profileViews", 40, 0.2],
      ["enquiries", 10, 0.25],
      ["replied", 8, 0.8],
      ["quoted", 4, 0.5],
      ["booked", 3, 0.75],
    ]);
    expect(figures.medianReplyMinutes).toBe(35);
    // £149.99 a year over 30 days: 14999 × 30 / 365 = 1232.8 pence.
    expect(figures.money).toEqual({
      state: "ok",
      planName: "Supplier Showcase",
      planCostPence: 1233,
      costPerEnquiryPence: 123,
      costPerBookingPence: 411,
      returnOnPlan: 150_000 / 1233,
    });
    expect(figures.sources.filter((source) => source.profileViews > 0)).toEqual([
      { source: "search", profileViews: 30, share: 0.75 },
      { source: "direct", profileViews: 10, share: 0.25 },
    ]);
    expect(figures.sources).toHaveLength(6);
  });

  it("pro-rates the plan to the period's days and reads 'all' from the listing's first day", async () => {
    const category = await createCategory(getDb());
    const vendor = await newVendor(getDb(), category.id, { plan: "featured", createdAt: new Date("2026-09-01T10:00:00Z") });
    await addDays(getDb(), vendor.id, [{ day: "2026-08-20", enquiries: 1 }]);
    const ninety = await getVendorPerformance(getDb(), vendor.id, "90d", AT);
    expect(ninety.range.days).toBe(90);
    expect(ninety.money.planCostPence).toBe(Math.round((19_999 * 90) / 365));
    const all = await getVendorPerformance(getDb(), vendor.id, "all", AT);
    expect(all.range).toEqual({ from: "2026-08-20", to: "2026-11-29", days: 102 });
    expect(all.unit).toBe("month");
    expect(all.buckets.map((bucket) => bucket.label)).toEqual(["Aug 2026", "Sep 2026", "Oct 2026", "Nov 2026"]);
    expect(all.money.planCostPence).toBe(Math.round((19_999 * 102) / 365));
  });

  it("says 'no enquiries' with no rate, cost or median when the period is empty, and leaves the charts out", async () => {
    const category = await createCategory(getDb());
    const vendor = await newVendor(getDb(), category.id);
    const figures = await getVendorPerformance(getDb(), vendor.id, "30d", AT);
    expect(figures.hasEnquiries).toBe(false);
    expect(figures.hasData).toBe(false);
    expect(figures.funnel.every((step) => step.rate === null)).toBe(true);
    expect(figures.medianReplyMinutes).toBeNull();
    expect(figures.money).toMatchObject({ state: "no_enquiries", costPerEnquiryPence: null, costPerBookingPence: null, returnOnPlan: null });
    expect(figures.sources.every((source) => source.share === null)).toBe(true);
    expect(figures.benchmarks).toMatchObject({ scope: "none", medians: null, sentence: null });
  });

  it("keeps rates null after an empty step and holds back the cost per booking below 3 bookings", async () => {
    const category = await createCategory(getDb());
    const vendor = await newVendor(getDb(), category.id);
    await addDays(getDb(), vendor.id, [{ day: "2026-11-10", enquiries: 5, replied: 0, booked: 0 }, { day: "2026-11-11", enquiries: 1, replied: 1, quoted: 1, booked: 2, bookedValuePence: 900_000 }]);
    const figures = await getVendorPerformance(getDb(), vendor.id, "30d", AT);
    expect(figures.funnel[1]!.rate).toBeNull();
    expect(figures.funnel[2]!.rate).toBeNull();
    expect(figures.money).toMatchObject({ state: "not_enough_bookings", costPerEnquiryPence: Math.round(1233 / 6), costPerBookingPence: null, returnOnPlan: null });
    const unpaid = await newVendor(getDb(), category.id, { plan: null });
    await addDays(getDb(), unpaid.id, [{ day: "2026-11-10", enquiries: 5 }]);
    expect((await getVendorPerformance(getDb(), unpaid.id, "30d", AT)).money.state).toBe("no_plan");
  });

  it("compares with at least 5 other vendors of the region, else of the category across the UK, else not at all", async () => {
    const category = await createCategory(getDb(), { name: "Mehndi Artists" });
    const vendor = await newVendor(getDb(), category.id);
    await addDays(getDb(), vendor.id, [{ day: "2026-11-10", enquiries: 4, replied: 4, replyMinutes: [30, 40] }]);
    // The vendor's own row never counts as a peer.
    await getDb().insert(vendorPeriodFigures).values({ vendorId: vendor.id, period: "30d", categoryId: category.id, region: "East Midlands", searchAppearances: 0, profileViews: 0, enquiries: 4, replied: 4, quoted: 0, booked: 0, bookedValuePence: 0, medianReplyMinutes: 35, computedAt: AT });
    for (const reply of [10, 35, 60, 120]) await addPeer(getDb(), category.id, "East Midlands", { enquiries: 10, replied: 5, medianReplyMinutes: reply });
    expect((await getVendorPerformance(getDb(), vendor.id, "30d", AT)).benchmarks).toMatchObject({ scope: "none", peers: 0, medians: null, sentence: null });

    await addPeer(getDb(), category.id, "Greater London", { enquiries: 20, replied: 20, medianReplyMinutes: 240 });
    const uk = await getVendorPerformance(getDb(), vendor.id, "30d", AT);
    expect(uk.benchmarks).toMatchObject({ scope: "category", peers: 5, place: "the UK" });
    expect(uk.benchmarks.medians).toMatchObject({ enquiries: 10, medianReplyMinutes: 60, bookedValuePence: 0 });
    expect(uk.benchmarks.medians!.rates.replied).toBe(0.5);
    // Nobody quoted anything, so no peer has a booking rate: too few contribute for a median.
    expect(uk.benchmarks.medians!.rates.booked).toBeNull();
    expect(uk.benchmarks.sentence).toBe("You reply faster than 60% of Mehndi Artists in the UK and as fast as 20%.");

    await addPeer(getDb(), category.id, "East Midlands", { enquiries: 2, medianReplyMinutes: null });
    const region = await getVendorPerformance(getDb(), vendor.id, "30d", AT);
    expect(region.benchmarks).toMatchObject({ scope: "region", peers: 5, place: "the East Midlands" });
    // Only 4 of the region's peers replied to anything: their median reply time is not shown.
    expect(region.benchmarks.medians!.medianReplyMinutes).toBeNull();
    expect(region.benchmarks.medians!.enquiries).toBe(10);
    // So the sentence reads enquiries instead: 4 against 10, 10, 10, 10 and 2.
    expect(region.benchmarks.sentence).toBe("You received more enquiries than 20% of Mehndi Artists in the East Midlands.");
    // Nothing in the answer names or counts a single peer.
    expect(JSON.stringify(region.benchmarks)).not.toMatch(/vendorId|"id"/);
  });

  it("compares a median reply time that falls between two minutes with peers' whole minutes", async () => {
    const category = await createCategory(getDb(), { name: "Photographers" });
    const vendor = await newVendor(getDb(), category.id);
    // Two replies, 30 and 41 minutes: the median is 35.5.
    await addDays(getDb(), vendor.id, [{ day: "2026-11-10", enquiries: 2, replied: 2, replyMinutes: [30, 41] }]);
    for (const reply of [10, 35, 36, 60, 120]) await addPeer(getDb(), category.id, "East Midlands", { enquiries: 10, replied: 5, medianReplyMinutes: reply });
    const figures = await getVendorPerformance(getDb(), vendor.id, "30d", AT);
    expect(figures.medianReplyMinutes).toBe(35.5);
    expect(figures.benchmarks.sentence).toContain("You reply faster than 60% of Photographers");
  });

  it("reads enquiries instead of reply speed when the vendor has replied to nothing, and says plainly when most do better", async () => {
    const category = await createCategory(getDb(), { name: "DJs" });
    const vendor = await newVendor(getDb(), category.id, { region: "Greater London" });
    await addDays(getDb(), vendor.id, [{ day: "2026-11-10", enquiries: 1 }]);
    for (let i = 0; i < 5; i += 1) await addPeer(getDb(), category.id, "Greater London", { enquiries: 3 + i });
    const figures = await getVendorPerformance(getDb(), vendor.id, "30d", AT);
    expect(figures.benchmarks.sentence).toBe("Most DJs in Greater London received more enquiries than you.");
  });
});
