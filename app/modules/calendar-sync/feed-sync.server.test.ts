import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { vendorBlockedDates, vendorCalendars, vendorUnavailableDates } from "~/db/schema";
import { CALENDAR_MESSAGES, MAX_FEED_BYTES, MAX_FEED_EVENTS } from "~/modules/calendar-sync/calendar-sync-rules";
import { MANUAL_SYNC_LIMIT, removeCalendarFeed, saveCalendarFeed, syncCalendarNow } from "~/modules/calendar-sync/calendar-settings.server";
import { FEED_CONTENT_MESSAGES } from "~/modules/calendar-sync/feed-busy-days.server";
import { FEED_FETCH_MESSAGES } from "~/modules/calendar-sync/feed-fetch.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { allDayCalendar, startFeedServer, type FeedServer } from "../../../tests/support/feed-server";
import { createUser, createVendor } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

// Importing a vendor's feed from a calendar server on 127.0.0.1 (docs/product/vendor-journey-and-portal.md#calendar-sync;
// decision 066). Today is 10 January 2027 in London.
const TODAY = new Date("2027-01-10T12:00:00Z");
const LOOPBACK = { fetchOptions: { allowLoopback: true } };

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
});

describeEachDatabase("calendar feed sync", (getDb) => {
  let clock = TODAY;
  beforeEach(() => {
    clock = TODAY;
    setClock(() => clock);
  });
  afterEach(() => resetClock());

  /** A vendor with an owner, and the owner's id. */
  async function vendorAccount() {
    const user = await createUser(getDb());
    const vendor = await createVendor(getDb(), { ownerUserId: user.id });
    return { userId: user.id, vendorId: vendor.id };
  }

  const daysOf = async (db: Database, vendorId: number, source = "calendar") =>
    (
      await db
        .select({ day: vendorBlockedDates.day })
        .from(vendorBlockedDates)
        .where(and(eq(vendorBlockedDates.vendorId, vendorId), eq(vendorBlockedDates.source, source)))
        .orderBy(vendorBlockedDates.day)
    ).map((row) => row.day);
  const unavailableOf = async (vendorId: number) =>
    (await getDb().select({ day: vendorUnavailableDates.day }).from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendorId)).orderBy(vendorUnavailableDates.day)).map(
      (row) => row.day,
    );
  const feedRow = async (vendorId: number) => (await getDb().select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId)))[0]!;
  /** Each stored row's version (`xmin`, the transaction that wrote it): a rewritten row gets a new one. */
  const rowVersions = async (vendorId: number) => {
    const blocked = await getDb().execute(sql`select day::text, source, xmin::text as version from vendor_blocked_dates where vendor_id = ${vendorId} order by day, source`);
    const unavailable = await getDb().execute(sql`select day::text, xmin::text as version from vendor_unavailable_dates where vendor_id = ${vendorId} order by day`);
    const rows = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
    return { blocked: rows(blocked), unavailable: rows(unavailable) };
  };

  it("saves a feed, syncs it at once, and blocks its busy days (in UK days, from today to three years ahead)", async () => {
    const { userId, vendorId } = await vendorAccount();
    feeds.serve("/first.ics", allDayCalendar(["2027-01-09", "2027-06-12", "2027-06-19", "2030-01-10", "2030-01-11"]));
    const outcome = await saveCalendarFeed(getDb(), userId, ` ${feeds.origin}/first.ics `, LOOPBACK);
    expect(outcome).toEqual({ status: "synced", days: 3, added: 3, removed: 0 });
    expect(await daysOf(getDb(), vendorId)).toEqual(["2027-06-12", "2027-06-19", "2030-01-10"]);
    expect(await unavailableOf(vendorId)).toEqual(["2027-06-12", "2027-06-19", "2030-01-10"]);
    const row = await feedRow(vendorId);
    expect(row).toMatchObject({ feedUrl: `${feeds.origin}/first.ics`, feedError: null });
    expect(row.feedSyncedAt?.toISOString()).toBe(TODAY.toISOString());
    expect(row.feedCheckedAt?.toISOString()).toBe(TODAY.toISOString());
  });

  it("writes nothing when the feed has not changed, and only the difference when it has", async () => {
    const { userId, vendorId } = await vendorAccount();
    feeds.serve("/steady.ics", allDayCalendar(["2027-06-12", "2027-06-19", "2027-07-03"]));
    await saveCalendarFeed(getDb(), userId, `${feeds.origin}/steady.ics`, LOOPBACK);
    const before = await rowVersions(vendorId);

    clock = new Date(TODAY.getTime() + 60_000);
    expect(await syncCalendarNow(getDb(), userId, LOOPBACK)).toEqual({ status: "synced", days: 3, added: 0, removed: 0 });
    expect(await rowVersions(vendorId)).toEqual(before);
    expect((await feedRow(vendorId)).feedSyncedAt?.toISOString()).toBe(clock.toISOString());

    // 19 June is free again and 10 July busy: one delete, one insert, the other rows untouched.
    feeds.serve("/steady.ics", allDayCalendar(["2027-06-12", "2027-07-03", "2027-07-10"]));
    expect(await syncCalendarNow(getDb(), userId, LOOPBACK)).toEqual({ status: "synced", days: 3, added: 1, removed: 1 });
    const after = await rowVersions(vendorId);
    const kept = (rows: unknown[]) => rows.filter((row) => ["2027-06-12", "2027-07-03"].includes((row as { day: string }).day));
    expect(kept(after.blocked)).toEqual(kept(before.blocked));
    expect(kept(after.unavailable)).toEqual(kept(before.unavailable));
    expect(await daysOf(getDb(), vendorId)).toEqual(["2027-06-12", "2027-07-03", "2027-07-10"]);
    expect(await unavailableOf(vendorId)).toEqual(["2027-06-12", "2027-07-03", "2027-07-10"]);
  });

  it("keeps the vendor's own blocked days and the calendar's past days", async () => {
    const { userId, vendorId } = await vendorAccount();
    await getDb()
      .insert(vendorBlockedDates)
      .values([
        { vendorId, day: "2027-06-12", source: "manual" },
        { vendorId, day: "2027-01-02", source: "calendar" },
      ]);
    feeds.serve("/mixed.ics", allDayCalendar(["2027-06-19"]));
    await saveCalendarFeed(getDb(), userId, `${feeds.origin}/mixed.ics`, LOOPBACK);
    expect(await daysOf(getDb(), vendorId)).toEqual(["2027-01-02", "2027-06-19"]);
    expect(await daysOf(getDb(), vendorId, "manual")).toEqual(["2027-06-12"]);
  });

  it.each([
    ["an error status", { status: 500, body: "Internal error" }, FEED_FETCH_MESSAGES.status(500)],
    ["a web page", { contentType: "text/html", body: "<!doctype html><html><body>Sign in to see this calendar</body></html>" }, FEED_CONTENT_MESSAGES.notCalendar],
    ["a body over 2 MB", { body: `BEGIN:VCALENDAR\r\nX-PADDING:${"x".repeat(MAX_FEED_BYTES)}\r\nEND:VCALENDAR\r\n` }, FEED_FETCH_MESSAGES.too_large],
    [`${MAX_FEED_EVENTS} events`, { body: allDayCalendar(Array.from({ length: MAX_FEED_EVENTS }, () => "2027-08-01")) }, FEED_CONTENT_MESSAGES.tooManyEvents],
  ])("keeps the last good days and records why when the feed answers %s", async (_name, answer, message) => {
    const { userId, vendorId } = await vendorAccount();
    const path = `/broken-${vendorId}.ics`;
    feeds.serve(path, allDayCalendar(["2027-06-12", "2027-06-19"]));
    await saveCalendarFeed(getDb(), userId, `${feeds.origin}${path}`, LOOPBACK);

    clock = new Date(TODAY.getTime() + 10 * 60_000);
    feeds.serve(path, answer);
    expect(await syncCalendarNow(getDb(), userId, LOOPBACK)).toEqual({ status: "failed", error: message });
    expect(await daysOf(getDb(), vendorId)).toEqual(["2027-06-12", "2027-06-19"]);
    expect(await unavailableOf(vendorId)).toEqual(["2027-06-12", "2027-06-19"]);
    const row = await feedRow(vendorId);
    expect(row.feedError).toBe(message);
    expect(row.feedCheckedAt?.toISOString()).toBe(clock.toISOString());
    expect(row.feedSyncedAt?.toISOString()).toBe(TODAY.toISOString());

    // Mended, the next sync clears the error.
    feeds.serve(path, allDayCalendar(["2027-06-12"]));
    expect(await syncCalendarNow(getDb(), userId, LOOPBACK)).toMatchObject({ status: "synced", removed: 1 });
    expect((await feedRow(vendorId)).feedError).toBeNull();
  });

  it("records an unreachable server, and refuses a private address unless loopback is allowed for tests", async () => {
    const { userId, vendorId } = await vendorAccount();
    const closed = await startFeedServer();
    await closed.close();
    expect(await saveCalendarFeed(getDb(), userId, `${closed.origin}/gone.ics`, LOOPBACK)).toEqual({ status: "failed", error: FEED_FETCH_MESSAGES.network });
    feeds.serve("/private.ics", allDayCalendar(["2027-06-12"]));
    expect(await saveCalendarFeed(getDb(), userId, `${feeds.origin}/private.ics`, { fetchOptions: {} })).toEqual({
      status: "failed",
      error: FEED_FETCH_MESSAGES.address,
    });
    expect(await daysOf(getDb(), vendorId)).toEqual([]);
  });

  it("refuses an address that is not http or https when it is saved, and saves nothing", async () => {
    const { userId, vendorId } = await vendorAccount();
    for (const [address, message] of [
      ["webcal://p01-calendars.icloud.com/published/2/abc", CALENDAR_MESSAGES.urlWebcal],
      ["ftp://calendars.example/me.ics", CALENDAR_MESSAGES.urlScheme],
      ["javascript:alert(1)", CALENDAR_MESSAGES.urlScheme],
      ["calendar.google.com/calendar/ical/basic.ics", CALENDAR_MESSAGES.urlNotAddress],
      ["   ", CALENDAR_MESSAGES.urlMissing],
    ]) {
      const error = await refusal(saveCalendarFeed(getDb(), userId, address!, LOOPBACK));
      expect(error.code).toBe("invalid");
      expect(error.fieldErrors).toEqual({ feedUrl: message });
    }
    expect(await getDb().select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId))).toEqual([]);
  });

  it("removes the feed and unblocks its days, leaving the vendor's own", async () => {
    const { userId, vendorId } = await vendorAccount();
    await getDb().insert(vendorBlockedDates).values({ vendorId, day: "2027-06-26", source: "manual" });
    feeds.serve("/removed.ics", allDayCalendar(["2027-06-12", "2027-06-19"]));
    await saveCalendarFeed(getDb(), userId, `${feeds.origin}/removed.ics`, LOOPBACK);
    expect(await removeCalendarFeed(getDb(), userId)).toBe(2);
    expect(await daysOf(getDb(), vendorId)).toEqual([]);
    expect(await unavailableOf(vendorId)).toEqual(["2027-06-26"]);
    expect(await feedRow(vendorId)).toMatchObject({ feedUrl: null, feedError: null, feedSyncedAt: null, feedCheckedAt: null });
    expect((await refusal(syncCalendarNow(getDb(), userId, LOOPBACK))).message).toBe(CALENDAR_MESSAGES.noFeed);
  });

  it(`limits syncs started by hand to ${MANUAL_SYNC_LIMIT.max} an hour`, async () => {
    const { userId } = await vendorAccount();
    feeds.serve("/limited.ics", allDayCalendar(["2027-06-12"]));
    await saveCalendarFeed(getDb(), userId, `${feeds.origin}/limited.ics`, LOOPBACK);
    for (let count = 2; count <= MANUAL_SYNC_LIMIT.max; count++) await syncCalendarNow(getDb(), userId, LOOPBACK);
    const hitsBefore = feeds.hits("/limited.ics");
    const error = await refusal(syncCalendarNow(getDb(), userId, LOOPBACK));
    expect(error.code).toBe("rate_limited");
    expect(feeds.hits("/limited.ics")).toBe(hitsBefore);
    clock = new Date(TODAY.getTime() + MANUAL_SYNC_LIMIT.windowMs);
    expect(await syncCalendarNow(getDb(), userId, LOOPBACK)).toMatchObject({ status: "synced" });
  });
});
