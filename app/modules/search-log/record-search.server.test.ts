import { afterEach, beforeEach, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { searchQueryDays } from "~/db/schema-insights";
import { captureListingActivity, replayListingActivity } from "~/modules/listing-stats/record-listing-activity.server";
import { recordSearch } from "~/modules/search-log/record-search.server";
import { flushSearchLog, MAX_PENDING_SEARCHES } from "~/modules/search-log/search-log-buffer.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { describeEachDatabase } from "../../../tests/support/test-database";

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const visit = (headers: Record<string, string>) =>
  new Request("http://localhost/search?q=x", { headers: { ...headers, cookie: "shortlist=abcdefghijklmnopqrstuvwx", "x-forwarded-for": "203.0.113.9" } });

afterEach(() => resetClock());

describeEachDatabase("the search log", (getDb) => {
  const rows = () => getDb().select().from(searchQueryDays).orderBy(searchQueryDays.day, searchQueryDays.query, searchQueryDays.place);

  beforeEach(async () => {
    await flushSearchLog(getDb());
    await getDb().delete(searchQueryDays);
  });

  it("records a search once per page shown, adding runs and keeping the latest result count, for today (UTC)", async () => {
    const db = getDb();
    setClock(() => new Date("2026-07-01T23:30:00Z"));
    expect(recordSearch(db, { query: "  Dhol  PLAYER ", place: "Leeds", categorySlug: "music", results: 4 }, visit(BROWSER))).toBe(true);
    expect(await rows()).toEqual([]);
    recordSearch(db, { query: "dhol player", place: " leeds", categorySlug: "music", results: 2 }, visit(BROWSER));
    recordSearch(db, { query: "dhol player", place: "", results: 0 }, visit(BROWSER), new Date("2026-07-02T00:10:00Z"));
    expect(await flushSearchLog(db)).toBe(2);
    expect(await rows()).toEqual([
      { day: "2026-07-01", query: "dhol player", place: "leeds", categorySlug: "music", searches: 2, results: 2 },
      { day: "2026-07-02", query: "dhol player", place: "", categorySlug: "", searches: 1, results: 0 },
    ]);
    // A later batch adds to the day's row.
    recordSearch(db, { query: "Dhol player", place: "LEEDS", categorySlug: "music", results: 7 }, visit(BROWSER));
    await flushSearchLog(db);
    expect((await rows())[0]).toMatchObject({ searches: 3, results: 7 });
  });

  it("leaves out crawlers, requests without a user agent and pages with neither a query nor a place", async () => {
    const db = getDb();
    expect(recordSearch(db, { query: "harpist", results: 0 }, visit(CRAWLER))).toBe(false);
    expect(recordSearch(db, { query: "harpist", results: 0 }, new Request("http://localhost/search?q=harpist"))).toBe(false);
    expect(recordSearch(db, { query: " ", place: "", categorySlug: "venues", results: 3 }, visit(BROWSER))).toBe(false);
    expect(await flushSearchLog(db)).toBe(0);
    expect(await rows()).toEqual([]);
  });

  it("stores only the words, the category and the counts: no address, cookie, account or user agent", async () => {
    const db = getDb();
    recordSearch(db, { query: "Sikh wedding photographer", place: "Slough", results: 1 }, visit(BROWSER));
    await flushSearchLog(db);
    const columns = await db.execute(sql`select column_name from information_schema.columns where table_name = 'search_query_days' order by column_name`);
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)).toEqual([
      "category_slug",
      "day",
      "place",
      "query",
      "results",
      "searches",
    ]);
    const stored = JSON.stringify(await rows());
    for (const personal of ["203.0.113.9", "shortlist", "abcdefghijklmnopqrstuvwx", "Mozilla", "Chrome"]) expect(stored).not.toContain(personal);
  });

  it("is captured during a render and made again for each visitor of a cached page, crawlers left out", async () => {
    const db = getDb();
    const { activity } = await captureListingActivity(async () => recordSearch(db, { query: "zzqx underwater harpist", results: 0 }, visit(CRAWLER)));
    expect(activity).toHaveLength(1);
    await replayListingActivity(activity, visit(BROWSER));
    await replayListingActivity(activity, visit(BROWSER));
    await replayListingActivity(activity, visit(CRAWLER));
    await flushSearchLog(db);
    expect(await rows()).toMatchObject([{ query: "zzqx underwater harpist", searches: 2, results: 0 }]);
  });

  it("keeps at most MAX_PENDING_SEARCHES distinct rows in memory", async () => {
    const db = getDb();
    let kept = 0;
    for (let i = 0; i <= MAX_PENDING_SEARCHES; i++) if (recordSearch(db, { query: `q${i}`, results: 0 }, visit(BROWSER))) kept++;
    expect(kept).toBe(MAX_PENDING_SEARCHES);
    expect(await flushSearchLog(db)).toBe(MAX_PENDING_SEARCHES);
  }, 60_000);
});
