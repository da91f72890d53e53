import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, conversations, enquiryReports, listingDailyStats, platformDailyRollups, rollupState, searchQueryDays, vendorDailyRollups, vendorPeriodFigures, vendors } from "~/db/schema";
import { runInsightsRollups, ROLLUP_STATE_NAME } from "~/modules/insights/run-insights-rollups.server";
import { periodStarts } from "~/modules/insights/vendor-period-figures.server";
import { createBooking, createConversation, createQuote, DAY_MS, MINUTE_MS } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// The roll-ups of decision 086: cohorts by arrival day, only counted enquiries, live bookings and their value,
// incremental runs that recompute only what changed, period figures with medians, and the site's days.

const NOW = new Date("2026-06-20T10:00:00Z");
const at = (day: string, time = "09:00:00") => new Date(`${day}T${time}Z`);

describe("periodStarts", () => {
  it("ends the periods yesterday inclusive: 30 and 90 days, 12 months", () => {
    expect(periodStarts("2026-06-19")).toEqual({ "30d": "2026-05-21", "90d": "2026-03-22", "12m": "2025-06-20" });
  });
});

describeEachDatabase("runInsightsRollups (decision 086)", (getDb) => {
  const rowsOf = async (vendorId: number) =>
    getDb().select().from(vendorDailyRollups).where(eq(vendorDailyRollups.vendorId, vendorId)).orderBy(asc(vendorDailyRollups.day));
  const dayOf = async (vendorId: number, day: string) => (await rowsOf(vendorId)).find((row) => row.day === day);

  let vendorId: number;
  let heldOnly: number;

  beforeAll(async () => {
    const db = getDb();
    vendorId = (await createVendor(db, { region: "London", createdAt: at("2026-01-01") })).id;
    heldOnly = (await createVendor(db)).id;
    await db.insert(listingDailyStats).values([
      { vendorId, day: "2026-06-10", profileViews: 40, searchAppearances: 900 },
      { vendorId, day: "2026-06-11", profileViews: 12, searchAppearances: 300 },
    ]);
    // 2026-06-10: four delivered enquiries; replied after 30 and 90 minutes; one quoted; one booked outside at £2,000,
    // one booked by an accepted quote of £1,250 without an amount on the booking; one held and one rejected.
    const a = await createConversation(db, vendorId, { sentAt: at("2026-06-10"), repliedAfterMinutes: 30 });
    const b = await createConversation(db, vendorId, { sentAt: at("2026-06-10", "10:00:00"), repliedAfterMinutes: 90 });
    const c = await createConversation(db, vendorId, { sentAt: at("2026-06-10", "11:00:00") });
    await createConversation(db, vendorId, { sentAt: at("2026-06-10", "12:00:00") });
    await createQuote(db, a, { createdAt: at("2026-06-10", "13:00:00") });
    await createBooking(db, b, { source: "outside", amountPence: 200_000, createdAt: at("2026-06-11") });
    const quoted = await createBooking(db, c, { source: "quote", quote: { pricePence: 125_000 }, createdAt: at("2026-06-12") });
    await db.update(bookings).set({ amountPence: null }).where(eq(bookings.id, quoted.booking.id));
    await createConversation(db, vendorId, { sentAt: at("2026-06-10"), delivery: "held" });
    await createConversation(db, vendorId, { sentAt: at("2026-06-10"), delivery: "rejected" });
    await createConversation(db, heldOnly, { sentAt: at("2026-06-10"), delivery: "held" });
    // A booking cancelled does not count.
    const cancelled = await createConversation(db, vendorId, { sentAt: at("2026-06-11") });
    await createBooking(db, cancelled, { source: "outside", amountPence: 99_900, cancelledAt: at("2026-06-12") });
    await db.insert(searchQueryDays).values([
      { day: "2026-06-10", query: "henna", searches: 7, results: 12 },
      { day: "2026-06-10", query: "zzz", searches: 2, results: 0 },
    ]);
    await runInsightsRollups(db, { at: NOW, full: true });
  });

  it("counts each day's views and the delivered enquiries that arrived that day with what became of them", async () => {
    const day = await dayOf(vendorId, "2026-06-10");
    expect(day).toMatchObject({ searchAppearances: 900, profileViews: 40, enquiries: 4, replied: 2, quoted: 2, booked: 2, bookedValuePence: 325_000 });
    expect([...day!.replyMinutes].sort((x, y) => x - y)).toEqual([30, 90]);
  });

  it("never counts held or rejected enquiries, nor a cancelled booking", async () => {
    expect(await rowsOf(heldOnly)).toEqual([]);
    expect(await dayOf(vendorId, "2026-06-11")).toMatchObject({ profileViews: 12, enquiries: 1, booked: 0, bookedValuePence: 0 });
  });

  it("counts the site's day: listings, enquiries, replies, held, searches with and without results", async () => {
    const [day] = await getDb().select().from(platformDailyRollups).where(eq(platformDailyRollups.day, "2026-06-10"));
    expect(day).toMatchObject({ enquiries: 4, replied: 2, held: 2, searches: 9, searchesWithoutResults: 2 });
    const [created] = await getDb().select().from(platformDailyRollups).where(eq(platformDailyRollups.day, "2026-01-01"));
    expect(created?.newListings).toBeGreaterThanOrEqual(1);
  });

  it("writes period figures ending yesterday with the median reply, for active vendors only", async () => {
    const figures = await getDb().select().from(vendorPeriodFigures).where(eq(vendorPeriodFigures.vendorId, vendorId));
    expect(figures.map((row) => row.period).sort()).toEqual(["12m", "30d", "90d", "all"]);
    for (const row of figures) {
      expect(row).toMatchObject({ region: "London", profileViews: 52, enquiries: 5, replied: 2, booked: 2, bookedValuePence: 325_000, medianReplyMinutes: 60 });
    }
    await getDb().update(vendors).set({ isActive: false }).where(eq(vendors.id, heldOnly));
    await runInsightsRollups(getDb(), { at: NOW, full: true });
    expect(await getDb().select().from(vendorPeriodFigures).where(eq(vendorPeriodFigures.vendorId, heldOnly))).toEqual([]);
  });

  it("moves a later reply, quote or booking to its enquiry's arrival day, and recomputes only touched days", async () => {
    const db = getDb();
    const later = await createVendor(db);
    const old = await createConversation(db, later.id, { sentAt: at("2026-05-02") });
    const untouched = await createConversation(db, later.id, { sentAt: at("2026-05-03") });
    await runInsightsRollups(db, { at: NOW, full: true });
    const before = await dayOf(later.id, "2026-05-03");
    expect(await dayOf(later.id, "2026-05-02")).toMatchObject({ enquiries: 1, replied: 0 });

    const nextRun = new Date(NOW.getTime() + 60 * MINUTE_MS);
    await db.update(conversations).set({ firstReplyAt: at("2026-06-20", "10:30:00"), lastMessageAt: at("2026-06-20", "10:30:00") })
      .where(eq(conversations.enquiryId, old.enquiryId));
    await createBooking(db, old, { source: "outside", amountPence: 50_000, createdAt: at("2026-06-20", "10:40:00") });
    const run = await runInsightsRollups(db, { at: nextRun });
    expect(run.full).toBe(false);
    const moved = await dayOf(later.id, "2026-05-02");
    expect(moved).toMatchObject({ enquiries: 1, replied: 1, booked: 1, bookedValuePence: 50_000 });
    // The day nothing touched keeps the row of the earlier run, not rewritten.
    expect((await dayOf(later.id, "2026-05-03"))?.computedAt).toEqual(before?.computedAt);
    expect(untouched.enquiryId).toBeGreaterThan(0);
  });

  it("deletes a row that comes to count nothing, e.g. its only enquiry found not genuine", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    const one = await createConversation(db, vendor.id, { sentAt: at("2026-04-04") });
    const later = new Date(NOW.getTime() + 2 * DAY_MS);
    await runInsightsRollups(db, { at: new Date(later.getTime() - 60 * MINUTE_MS), full: true });
    expect(await dayOf(vendor.id, "2026-04-04")).toBeDefined();
    await db.execute(sql`update enquiries set delivery = 'not_genuine' where id = ${one.enquiryId}`);
    await db.insert(enquiryReports).values({ enquiryId: one.enquiryId, vendorId: vendor.id, reason: "spam", status: "upheld", decidedAt: new Date(later.getTime() - 1000), createdAt: new Date(later.getTime() - 2000) });
    await runInsightsRollups(db, { at: later });
    expect(await dayOf(vendor.id, "2026-04-04")).toBeUndefined();
    const [site] = await db.select().from(platformDailyRollups).where(eq(platformDailyRollups.day, "2026-06-22"));
    expect(site).toMatchObject({ reported: 1, upheld: 1 });
  });

  it("is idempotent: a second full run leaves the same figures", async () => {
    const db = getDb();
    const snapshot = async () =>
      (await db.select().from(vendorDailyRollups).orderBy(asc(vendorDailyRollups.vendorId), asc(vendorDailyRollups.day))).map(({ computedAt: _, ...row }) => row);
    const first = await snapshot();
    await runInsightsRollups(db, { at: new Date(NOW.getTime() + 3 * DAY_MS), full: true });
    expect(await snapshot()).toEqual(first);
    const [state] = await db.select().from(rollupState).where(and(eq(rollupState.name, ROLLUP_STATE_NAME)));
    expect(state?.through.toISOString()).toBe(new Date(NOW.getTime() + 3 * DAY_MS).toISOString());
  });
});
