import { beforeAll, expect, it } from "vitest";
import { enquiries, listingDailyStats } from "~/db/schema";
import { getListingStats } from "~/modules/listing-stats/listing-stats.server";
import { fillStatsPeriod, formatCount, formatStatsDay, statsPeriodDays } from "~/modules/listing-stats/listing-stats";
import {
  captureListingActivity,
  MAX_PENDING_REPLAYS,
  recordProfileView,
  recordSearchAppearances,
  replayListingActivityInBackground,
} from "~/modules/listing-stats/record-listing-activity.server";
import { createVendor, type CreatedVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

const NOW = new Date("2026-06-01T15:30:00Z");
const BROWSER = new Request("http://localhost:3000/vendor/1", {
  headers: { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15" },
});

it("lists the 30 UTC days ending today, oldest first, across a month end", () => {
  const days = statsPeriodDays(NOW);
  expect(days).toHaveLength(30);
  expect(days[0]).toBe("2026-05-03");
  expect(days.at(-1)).toBe("2026-06-01");
  expect(new Set(days).size).toBe(30);
  // Late in the evening in the UK it is still today in UTC until midnight UTC.
  expect(statsPeriodDays(new Date("2026-06-01T23:59:59Z")).at(-1)).toBe("2026-06-01");
  expect(statsPeriodDays(new Date("2026-03-01T00:00:00Z"), 3)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
});

it("fills missing days with zeros and sums each measure, ignoring days outside the period", () => {
  const stats = fillStatsPeriod(
    ["2026-05-30", "2026-05-31", "2026-06-01"],
    new Map([
      ["2026-05-29", { profileViews: 100 }],
      ["2026-05-31", { profileViews: 4, enquiries: 1 }],
      ["2026-06-01", { searchAppearances: 7 }],
    ]),
  );
  expect(stats).toEqual({
    from: "2026-05-30",
    to: "2026-06-01",
    days: [
      { day: "2026-05-30", profileViews: 0, searchAppearances: 0, enquiries: 0 },
      { day: "2026-05-31", profileViews: 4, searchAppearances: 0, enquiries: 1 },
      { day: "2026-06-01", profileViews: 0, searchAppearances: 7, enquiries: 0 },
    ],
    totals: { profileViews: 4, searchAppearances: 7, enquiries: 1 },
  });
});

it("words days and counts the same way everywhere", () => {
  expect(formatStatsDay("2026-06-01")).toBe("1 June");
  expect(formatStatsDay("2026-12-25", true)).toBe("25 December 2026");
  expect(formatCount(1, "enquiries")).toBe("1 enquiry");
  expect(formatCount(1204, "searchAppearances")).toBe("1,204 search appearances");
  expect(formatCount(0, "profileViews")).toBe("0 profile views");
});

it("replays a cached page's counts in the background, and skips them while too many are waiting", async () => {
  const waiting: (() => void)[] = [];
  const slow = () => new Promise<void>((resolve) => waiting.push(resolve));
  const started = Array.from({ length: MAX_PENDING_REPLAYS }, () => replayListingActivityInBackground([slow], BROWSER));
  expect(started.every(Boolean)).toBe(true);
  expect(replayListingActivityInBackground([slow], BROWSER)).toBe(false);
  expect(replayListingActivityInBackground([], BROWSER)).toBe(false);
  // Once the database has caught up, counts are made again.
  for (const resolve of waiting.splice(0)) resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(replayListingActivityInBackground([slow], BROWSER)).toBe(true);
  for (const resolve of waiting.splice(0)) resolve();
});

describeEachDatabase("getListingStats", (getDb) => {
  let vendor: CreatedVendor;
  let other: CreatedVendor;
  beforeAll(async () => {
    vendor = await createVendor(getDb());
    other = await createVendor(getDb());
  });

  const enquiryAt = (vendorId: number, createdAt: string) => ({
    vendorId,
    coupleName: "Couple",
    coupleEmail: "couple@example.test",
    eventDate: "2026-09-12",
    eventType: "Nikah",
    guestCount: 120,
    message: "Hello",
    createdAt: new Date(createdAt),
  });

  it("gives 30 days of zeros to a listing with no activity", async () => {
    const stats = await getListingStats(getDb(), other.id, NOW);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.every((day) => day.profileViews === 0 && day.searchAppearances === 0 && day.enquiries === 0)).toBe(true);
    expect(stats.totals).toEqual({ profileViews: 0, searchAppearances: 0, enquiries: 0 });
    expect([stats.from, stats.to]).toEqual(["2026-05-03", "2026-06-01"]);
  });

  it("counts the listing's own views, appearances and delivered enquiries per UTC day within the 30 days", async () => {
    await getDb()
      .insert(listingDailyStats)
      .values([
        { vendorId: vendor.id, day: "2026-05-02", profileViews: 50, searchAppearances: 50 }, // 31 days ago: outside
        { vendorId: vendor.id, day: "2026-05-03", profileViews: 3, searchAppearances: 10 },
        { vendorId: vendor.id, day: "2026-05-20", profileViews: 0, searchAppearances: 4 },
        { vendorId: vendor.id, day: "2026-06-02", profileViews: 9, searchAppearances: 9 }, // tomorrow: outside
        { vendorId: other.id, day: "2026-05-20", profileViews: 70, searchAppearances: 70 },
      ]);
    await getDb()
      .insert(enquiries)
      .values([
        enquiryAt(vendor.id, "2026-05-02T23:59:59Z"), // the day before the period
        enquiryAt(vendor.id, "2026-05-03T00:00:00Z"),
        enquiryAt(vendor.id, "2026-05-20T23:30:00Z"), // 00:30 on the 21st in the UK, still the 20th in UTC
        enquiryAt(vendor.id, "2026-05-20T08:00:00Z"),
        enquiryAt(vendor.id, "2026-05-25T12:00:00Z"),
        // Never delivered, or found not genuine: none of these counts (docs/product/couples-tools.md#lead-quality).
        { ...enquiryAt(vendor.id, "2026-05-25T13:00:00Z"), delivery: "held", junkScore: 60 },
        { ...enquiryAt(vendor.id, "2026-05-25T14:00:00Z"), delivery: "rejected" },
        { ...enquiryAt(vendor.id, "2026-05-26T09:00:00Z"), delivery: "not_genuine" },
        enquiryAt(vendor.id, "2026-06-02T00:00:00Z"), // tomorrow
        enquiryAt(other.id, "2026-05-20T10:00:00Z"),
      ]);
    // Today's activity through the recording functions the public pages use.
    await recordProfileView(getDb(), vendor.id, BROWSER, NOW);
    await recordProfileView(getDb(), vendor.id, BROWSER, NOW);
    await recordSearchAppearances(getDb(), [vendor.id, other.id], BROWSER, NOW);
    await getDb().insert(enquiries).values(enquiryAt(vendor.id, "2026-06-01T15:00:00Z"));

    const stats = await getListingStats(getDb(), vendor.id, NOW);
    expect(stats.days).toHaveLength(30);
    const active = stats.days.filter((day) => day.profileViews + day.searchAppearances + day.enquiries > 0);
    expect(active).toEqual([
      { day: "2026-05-03", profileViews: 3, searchAppearances: 10, enquiries: 1 },
      { day: "2026-05-20", profileViews: 0, searchAppearances: 4, enquiries: 2 },
      { day: "2026-05-25", profileViews: 0, searchAppearances: 0, enquiries: 1 },
      { day: "2026-06-01", profileViews: 2, searchAppearances: 1, enquiries: 1 },
    ]);
    expect(stats.totals).toEqual({ profileViews: 5, searchAppearances: 15, enquiries: 5 });
    expect(stats.days.map((day) => day.day)).toEqual(statsPeriodDays(NOW));
  });

  it("counts every appearance when result pages listing the same vendors in different orders are counted at once", async () => {
    // Two multi-row upserts that lock the same rows in opposite orders deadlock on PostgreSQL, and one of them
    // is then lost; the ids are locked in one order whatever the page's.
    const shown = await Promise.all(Array.from({ length: 12 }, () => createVendor(getDb())));
    const ids = shown.map((created) => created.id);
    const orders = Array.from({ length: 16 }, (_, index) =>
      index % 2 === 0 ? [...ids].reverse() : [...ids.slice(index % ids.length), ...ids.slice(0, index % ids.length)],
    );
    const day = new Date("2026-07-01T12:00:00Z");
    const counted = await Promise.all(orders.map((order) => recordSearchAppearances(getDb(), order, BROWSER, day)));
    expect(counted).toEqual(orders.map(() => ids.length));
    const stats = await Promise.all(ids.map((id) => getListingStats(getDb(), id, day)));
    expect(stats.map((listing) => listing.totals.searchAppearances)).toEqual(ids.map(() => orders.length));
  });

  it("collects the counts a render makes, whoever the visitor, to make them again for the next visitors", async () => {
    const crawler = new Request("http://localhost:3000/vendor/1", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    const listing = await createVendor(getDb());
    const { result, activity } = await captureListingActivity(async () => {
      await recordProfileView(getDb(), listing.id, crawler);
      await recordSearchAppearances(getDb(), [listing.id, listing.id], crawler);
      return "rendered";
    });
    expect(result).toBe("rendered");
    expect(activity).toHaveLength(2);
    expect((await getListingStats(getDb(), listing.id)).totals).toMatchObject({ profileViews: 0, searchAppearances: 0 });
    for (const count of activity) await count(BROWSER);
    expect((await getListingStats(getDb(), listing.id)).totals).toMatchObject({ profileViews: 1, searchAppearances: 1 });
    // Outside a capture nothing is collected.
    const outside = await captureListingActivity(async () => "nothing counted");
    expect(outside.activity).toEqual([]);
  });

  it("moves the window with the clock", async () => {
    const stats = await getListingStats(getDb(), vendor.id, new Date("2026-06-02T00:00:00Z"));
    expect([stats.from, stats.to]).toEqual(["2026-05-04", "2026-06-02"]);
    expect(stats.days[0]).toEqual({ day: "2026-05-04", profileViews: 0, searchAppearances: 0, enquiries: 0 });
    expect(stats.days.at(-1)).toEqual({ day: "2026-06-02", profileViews: 9, searchAppearances: 9, enquiries: 1 });
    expect(stats.totals).toEqual({ profileViews: 11, searchAppearances: 14, enquiries: 5 });
  });
});
