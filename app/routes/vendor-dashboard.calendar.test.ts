import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetConfigForTests } from "~/config.server";
import { vendorBlockedDates, vendorCalendars } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { loadCalendarSync } from "~/modules/calendar-sync/calendar-settings.server";
import { CALENDAR_INTENTS, CALENDAR_MESSAGES, type CalendarActionData } from "~/modules/calendar-sync/calendar-sync-rules";
import { FEED_CONTENT_MESSAGES } from "~/modules/calendar-sync/feed-busy-days.server";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import { allDayCalendar, startFeedServer, type FeedServer } from "../../tests/support/feed-server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as exportLoader } from "~/routes/calendar-export";
import { action, loader } from "~/routes/vendor-dashboard.calendar";

// The Calendar sync card's route (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): each
// change on the session's own listing, answered to a fetcher with data and to a plain post with a redirect; and
// the export feed, whose token shows its own vendor's days only.

const ORIGIN = "http://localhost:3000";
// Days well inside the next three years, whenever the test runs.
const AHEAD = (days: number) => shiftDay(ukDay(now()), { days });
const DAYS_AHEAD = [AHEAD(40), AHEAD(47)];
const B_DAY = AHEAD(60);

let feeds: FeedServer;
const saved: Record<string, string | undefined> = {};
beforeAll(async () => {
  feeds = await startFeedServer();
  // The feeds are served on 127.0.0.1, as in the scraping tests (decision 021).
  saved.SCRAPER_ALLOW_LOOPBACK = process.env.SCRAPER_ALLOW_LOOPBACK;
  process.env.SCRAPER_ALLOW_LOOPBACK = "on";
  resetConfigForTests();
});
afterAll(async () => {
  await feeds.close();
  if (saved.SCRAPER_ALLOW_LOOPBACK === undefined) delete process.env.SCRAPER_ALLOW_LOOPBACK;
  else process.env.SCRAPER_ALLOW_LOOPBACK = saved.SCRAPER_ALLOW_LOOPBACK;
  resetConfigForTests();
});

/** A post of the card: through a fetcher (`.data`) unless `plain`. */
function post(cookie: string, fields: Record<string, string>, options: { plain?: boolean } = {}): Request {
  return new Request(`${ORIGIN}/vendor-dashboard/calendar${options.plain ? "" : ".data"}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie },
    body: new URLSearchParams(fields),
  });
}

describeEachDatabase("POST /vendor-dashboard/calendar", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendorA: PortalVendor;
  let vendorB: PortalVendor;
  beforeAll(async () => {
    vendorA = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    vendorB = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  const calendarDays = async (vendorId: number) =>
    (
      await getDb()
        .select({ day: vendorBlockedDates.day })
        .from(vendorBlockedDates)
        .where(and(eq(vendorBlockedDates.vendorId, vendorId), eq(vendorBlockedDates.source, "calendar")))
        .orderBy(vendorBlockedDates.day)
    ).map((row) => row.day);
  const calendarRow = async (vendorId: number) => (await getDb().select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId)))[0];

  it("sends a visitor without a session to /vendor-auth, and a GET to the card's page", async () => {
    const result = await runRoute(action, post("", { intent: "sync" }));
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
    expect((await runRoute(loader, new Request(`${ORIGIN}/vendor-dashboard/calendar`))).headers.get("Location")).toBe("/vendor-dashboard/availability");
  });

  it("saves and syncs a feed, then answers a broken feed with why, keeping the days", async () => {
    const path = `/${backend}-a.ics`;
    feeds.serve(path, allDayCalendar(DAYS_AHEAD));
    const saved = await runRoute<CalendarActionData>(action, post(vendorA.cookie, { intent: "save", feedUrl: `${feeds.origin}${path}` }));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ok: true, intent: "save", notice: { tone: "success", message: `${CALENDAR_MESSAGES.saved} 2 busy days from today on.` } });
    expect(await calendarDays(vendorA.vendorId)).toEqual(DAYS_AHEAD);

    feeds.serve(path, { contentType: "text/html", body: "<html>Moved</html>" });
    const synced = await runRoute<CalendarActionData>(action, post(vendorA.cookie, { intent: "sync" }));
    expect(synced.body).toEqual({ ok: true, intent: "sync", notice: { tone: "error", message: `${CALENDAR_MESSAGES.notRead} ${FEED_CONTENT_MESSAGES.notCalendar}` } });
    expect(await calendarDays(vendorA.vendorId)).toEqual(DAYS_AHEAD);
    const view = await loadCalendarSync(getDb(), vendorA.vendorId, { publicUrl: ORIGIN });
    expect(view).toMatchObject({ feedUrl: `${feeds.origin}${path}`, failed: true, busyDays: 2 });
    expect(view.statusLine).toBe(`Sync failed just now: ${FEED_CONTENT_MESSAGES.notCalendar} Busy days from the last good sync (just now) are kept.`);
  });

  it("refuses an address that is not http(s) with the field's message and the address as typed", async () => {
    const before = await calendarRow(vendorA.vendorId);
    const typed = "webcal://p01-calendars.icloud.com/published/2/MTIz";
    const refused = await runRoute<CalendarActionData>(action, post(vendorA.cookie, { intent: "save", feedUrl: typed }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, intent: "save", values: { feedUrl: typed }, fieldErrors: { feedUrl: CALENDAR_MESSAGES.urlWebcal } });
    expect(await calendarRow(vendorA.vendorId)).toEqual(before);
    // Without JavaScript: back to the card's page with the address as typed, which the card words again.
    const plain = await runRoute(action, post(vendorA.cookie, { intent: "save", feedUrl: typed }, { plain: true }));
    expect(plain.status).toBe(303);
    const location = new URL(plain.headers.get("Location")!, ORIGIN);
    expect(location.pathname).toBe("/vendor-dashboard/availability");
    expect(Object.fromEntries(location.searchParams)).toEqual({ calendar: "refused", feedUrl: typed });
  });

  it("makes a new export address: the old one answers 404, the new one the vendor's days", async () => {
    const oldUrl = (await loadCalendarSync(getDb(), vendorA.vendorId, { publicUrl: ORIGIN })).exportUrl;
    const plain = await runRoute(action, post(vendorA.cookie, { intent: "renew-export" }, { plain: true }));
    expect(plain.headers.get("Location")).toBe("/vendor-dashboard/availability?calendar=renewed#calendar-sync");
    const newUrl = (await loadCalendarSync(getDb(), vendorA.vendorId, { publicUrl: ORIGIN })).exportUrl;
    expect(newUrl).not.toBe(oldUrl);
    const fetchFeed = (url: string) => exportLoader({ params: { file: url.split("/").at(-1)! }, request: new Request(url), context: {} } as never) as Promise<Response>;
    expect((await fetchFeed(oldUrl)).status).toBe(404);
    const feed = await fetchFeed(newUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(feed.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await feed.text()).toContain(`DTSTART;VALUE=DATE:${DAYS_AHEAD[0]!.replaceAll("-", "")}`);
  });

  it("never lets vendor A change vendor B's feed, whatever id A sends", async () => {
    const path = `/${backend}-b.ics`;
    feeds.serve(path, allDayCalendar([B_DAY]));
    await runRoute(action, post(vendorB.cookie, { intent: "save", feedUrl: `${feeds.origin}${path}` }));
    const bBefore = { row: await calendarRow(vendorB.vendorId), days: await calendarDays(vendorB.vendorId) };
    expect(bBefore.days).toEqual([B_DAY]);
    const aFeed = `${feeds.origin}/${backend}-a.ics`;
    feeds.serve(`/${backend}-a.ics`, allDayCalendar(DAYS_AHEAD));
    for (const intent of CALENDAR_INTENTS) {
      const fields = { intent, feedUrl: aFeed, vendorId: String(vendorB.vendorId), vendor: String(vendorB.vendorId) };
      const result = await runRoute<CalendarActionData>(action, post(vendorA.cookie, fields));
      expect(result.body?.ok, intent).toBe(true);
    }
    expect(await calendarRow(vendorB.vendorId)).toEqual(bBefore.row);
    expect(await calendarDays(vendorB.vendorId)).toEqual(bBefore.days);
    // A's own feed took the changes ('remove' came after 'sync'), and A's export shows none of B's days.
    expect(await calendarRow(vendorA.vendorId)).toMatchObject({ feedUrl: null });
    const aExport = (await loadCalendarSync(getDb(), vendorA.vendorId, { publicUrl: ORIGIN })).exportUrl;
    const text = await ((await exportLoader({ params: { file: aExport.split("/").at(-1)! }, request: new Request(aExport), context: {} } as never)) as Response).text();
    expect(text).not.toContain(B_DAY.replaceAll("-", ""));
  });

  it("refuses an unknown intent", async () => {
    const result = await runRoute<CalendarActionData>(action, post(vendorA.cookie, { intent: "delete-everything" }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ ok: false, formError: { message: CALENDAR_MESSAGES.unknownIntent } });
  });
});
