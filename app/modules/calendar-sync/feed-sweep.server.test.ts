import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { vendorBlockedDates, vendorCalendars, vendorErasures } from "~/db/schema";
import { FEED_SYNC_INTERVAL_MS } from "~/modules/calendar-sync/calendar-sync-rules";
import { removeCalendarFeed, syncCalendarNow } from "~/modules/calendar-sync/calendar-settings.server";
import { syncDueFeeds } from "~/modules/calendar-sync/feed-sweep.server";
import { claimFeed, runFeedSync } from "~/modules/calendar-sync/feed-sync.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { allDayCalendar, startFeedServer, type FeedServer } from "../../../tests/support/feed-server";
import { createUser, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// The 30-minute sync of every feed (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): due feeds
// only, each claimed before its fetch, so two sweeps, or a sweep and 'Sync now', never record one attempt twice.
const TODAY = new Date("2027-01-10T12:00:00Z");
const LOOPBACK = { allowLoopback: true };

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
});

describeEachDatabase("the calendar feed sweep", (getDb, backend) => {
  let clock = TODAY;
  beforeEach(async () => {
    clock = TODAY;
    setClock(() => clock);
    // Every test starts with no feed saved, so a sweep sees only the test's own.
    await getDb().update(vendorCalendars).set({ feedUrl: null });
  });
  afterEach(() => resetClock());

  /** A vendor whose saved feed at `name` (under this backend's folder) has never been checked, serving `days`. */
  async function vendorWithFeed(name: string, days: string[]) {
    const path = `/${backend}${name}`;
    const user = await createUser(getDb());
    const vendor = await createVendor(getDb(), { ownerUserId: user.id });
    feeds.serve(path, allDayCalendar(days));
    await getDb().insert(vendorCalendars).values({ vendorId: vendor.id, feedUrl: `${feeds.origin}${path}` });
    return { userId: user.id, vendorId: vendor.id, path };
  }
  const calendarDays = async (vendorId: number) =>
    (
      await getDb()
        .select({ day: vendorBlockedDates.day })
        .from(vendorBlockedDates)
        .where(and(eq(vendorBlockedDates.vendorId, vendorId), eq(vendorBlockedDates.source, "calendar")))
        .orderBy(vendorBlockedDates.day)
    ).map((row) => row.day);

  it("syncs every feed never checked, then each again once 30 minutes have passed", async () => {
    const a = await vendorWithFeed("/sweep-a.ics", ["2027-06-12"]);
    const b = await vendorWithFeed("/sweep-b.ics", ["2027-06-19", "2027-06-20"]);
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toEqual({ synced: 2, failed: 0, superseded: 0, daysAdded: 3, daysRemoved: 0 });
    expect(await calendarDays(a.vendorId)).toEqual(["2027-06-12"]);
    expect(await calendarDays(b.vendorId)).toEqual(["2027-06-19", "2027-06-20"]);

    clock = new Date(TODAY.getTime() + FEED_SYNC_INTERVAL_MS - 1000);
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toMatchObject({ synced: 0 });
    expect([feeds.hits(a.path), feeds.hits(b.path)]).toEqual([1, 1]);

    clock = new Date(TODAY.getTime() + FEED_SYNC_INTERVAL_MS);
    feeds.serve(b.path, allDayCalendar(["2027-06-19"]));
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toEqual({ synced: 2, failed: 0, superseded: 0, daysAdded: 0, daysRemoved: 1 });
    expect([feeds.hits(a.path), feeds.hits(b.path)]).toEqual([2, 2]);
  });

  it("skips the feed of a vendor whose account deletion is pending, and syncs it again once restored", async () => {
    const leaving = await vendorWithFeed("/leaving.ics", ["2027-06-12"]);
    const at = clock;
    const [erasure] = await getDb()
      .insert(vendorErasures)
      .values({ userId: leaving.userId, vendorId: leaving.vendorId, requestedAt: at, eraseAfter: new Date(at.getTime() + 30 * 86_400_000) })
      .returning({ id: vendorErasures.id });
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toMatchObject({ synced: 0, failed: 0 });
    expect(feeds.hits(leaving.path)).toBe(0);
    expect(await calendarDays(leaving.vendorId)).toEqual([]);

    await getDb().update(vendorErasures).set({ restoredAt: at }).where(eq(vendorErasures.id, erasure!.id));
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toMatchObject({ synced: 1 });
    expect(await calendarDays(leaving.vendorId)).toEqual(["2027-06-12"]);
  });

  it("leaves a feed synced by hand in the last 30 minutes, and counts a failed one as checked", async () => {
    const synced = await vendorWithFeed("/by-hand.ics", ["2027-06-12"]);
    const broken = await vendorWithFeed("/broken.ics", []);
    feeds.serve(broken.path, { status: 404, body: "gone" });
    await syncCalendarNow(getDb(), synced.userId, { fetchOptions: LOOPBACK });
    clock = new Date(TODAY.getTime() + 10 * 60_000);
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toMatchObject({ synced: 0, failed: 1 });
    expect(await syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })).toMatchObject({ synced: 0, failed: 0 });
    expect([feeds.hits(synced.path), feeds.hits(broken.path)]).toEqual([1, 1]);
  });

  it("fetches each due feed once when two sweeps run at the same time", async () => {
    const vendors = await Promise.all([1, 2, 3, 4].map((n) => vendorWithFeed(`/twice-${n}.ics`, [`2027-06-1${n}`])));
    const [first, second] = await Promise.all([syncDueFeeds(getDb(), { fetchOptions: LOOPBACK }), syncDueFeeds(getDb(), { fetchOptions: LOOPBACK })]);
    expect(first.synced + second.synced).toBe(4);
    expect(vendors.map((vendor) => feeds.hits(vendor.path))).toEqual([1, 1, 1, 1]);
  });

  it("records only the newest claim's result, and nothing once the feed is removed", async () => {
    const vendor = await vendorWithFeed("/claims.ics", ["2027-06-12"]);
    const older = (await claimFeed(getDb(), vendor.vendorId, { at: clock, minAgeMs: 0 }))!;
    clock = new Date(TODAY.getTime() + 5000);
    const newer = (await claimFeed(getDb(), vendor.vendorId, { at: clock, minAgeMs: 0 }))!;
    expect(await runFeedSync(getDb(), older, LOOPBACK)).toEqual({ status: "superseded" });
    expect(await calendarDays(vendor.vendorId)).toEqual([]);
    expect(await runFeedSync(getDb(), newer, LOOPBACK)).toMatchObject({ status: "synced", added: 1 });

    clock = new Date(TODAY.getTime() + 10_000);
    const last = (await claimFeed(getDb(), vendor.vendorId, { at: clock, minAgeMs: 0 }))!;
    feeds.serve(vendor.path, allDayCalendar(["2027-06-12", "2027-06-13"]));
    await removeCalendarFeed(getDb(), vendor.userId);
    expect(await runFeedSync(getDb(), last, LOOPBACK)).toEqual({ status: "superseded" });
    expect(await calendarDays(vendor.vendorId)).toEqual([]);
  });
});
