import { beforeEach, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { subscriptions, vendors } from "~/db/schema";
import { platformDailyRollups, searchQueryDays } from "~/db/schema-insights";
import { statementRows } from "~/db/statement-rows.server";
import { setEarlyBirdSpots } from "~/modules/billing/early-bird.server";
import { subscriptionStanding, keepsListingPublic, type SubscriptionStatus } from "~/modules/billing/subscription-rules";
import { recordSearch } from "~/modules/search-log/record-search.server";
import { liveSubscriptionSql } from "~/modules/site-insights/listing-insights.server";
import { getSiteInsights } from "~/modules/site-insights/site-insights.server";
import { createUser, createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// A Wednesday: its week started on Monday 2026-06-29.
const AT = new Date("2026-07-01T15:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(AT.getTime() - days * DAY_MS);
const BROWSER = new Request("http://localhost/search", { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" } });

describeEachDatabase("the team's insights", (getDb) => {
  beforeEach(async () => {
    const db = getDb();
    await getSiteInsights(db, AT);
    await db.delete(platformDailyRollups);
    await db.delete(searchQueryDays);
    await db.delete(subscriptions);
    await db.delete(vendors);
    await setEarlyBirdSpots(db, 298);
  });

  it("says there is nothing rather than dividing by zero when no figure exists", async () => {
    const insights = await getSiteInsights(getDb(), AT);
    expect(insights.today).toBe("2026-07-01");
    expect(insights.newListingsPerWeek).toHaveLength(12);
    expect(insights.newListingsPerWeek.every((week) => week.count === 0)).toBe(true);
    expect(insights.newListingsPerWeek.at(-1)?.day).toBe("2026-06-29");
    expect(insights.approvalQueue).toEqual({ waiting: 0, oldestDays: null, medianDays: null });
    expect(insights.subscriptions).toEqual({ live: 0, renewed: 0, lapsedListings: 0 });
    expect(insights.revenue.map((row) => row.revenuePence)).toEqual([0, 0, 0]);
    expect(insights.earlyBird).toEqual({ used: 0, total: 298 });
    expect(insights.couples).toMatchObject({ enquiries: 0, replied: 0, replyRate: null, medianReplyMinutes: null, held: 0, reported: 0 });
    expect(insights.couples.perDay).toHaveLength(30);
    expect(insights.searches).toEqual({ total: 0, withoutResults: 0 });
    expect(insights.searchesWithoutResults).toEqual([]);
    expect(insights.searchesWithFewResults).toEqual([]);
  });

  it("adds up new listings per week (Monday to Sunday) over the last 12 weeks", async () => {
    await getDb().insert(platformDailyRollups).values([
      { day: "2026-07-01", newListings: 2 },
      { day: "2026-06-29", newListings: 3 },
      { day: "2026-06-28", newListings: 5 },
      { day: "2026-04-13", newListings: 7 },
      // The Sunday before the first week shown.
      { day: "2026-04-12", newListings: 100 },
    ]);
    const weeks = (await getSiteInsights(getDb(), AT)).newListingsPerWeek;
    expect(weeks[0]).toEqual({ day: "2026-04-13", count: 7 });
    expect(weeks.at(-2)).toEqual({ day: "2026-06-22", count: 5 });
    expect(weeks.at(-1)).toEqual({ day: "2026-06-29", count: 5 });
    expect(weeks.reduce((sum, week) => sum + week.count, 0)).toBe(17);
  });

  it("reads couples' enquiries, reply rate, median reply time and reports over the 30 days up to today", async () => {
    await getDb().insert(platformDailyRollups).values([
      { day: "2026-07-01", enquiries: 4, replied: 3, replyMinutes: [10, 20, 600], held: 1, reported: 1, upheld: 1, searches: 9, searchesWithoutResults: 2 },
      { day: "2026-06-02", enquiries: 6, replied: 2, replyMinutes: [30, 40], held: 2, reported: 1, upheld: 0, searches: 1, searchesWithoutResults: 1 },
      // 30 days before today: outside the period.
      { day: "2026-06-01", enquiries: 50, replied: 50, replyMinutes: [1, 1, 1, 1, 1], held: 9, reported: 9, upheld: 9, searches: 50, searchesWithoutResults: 50 },
    ]);
    const { couples, searches } = await getSiteInsights(getDb(), AT);
    expect(couples.perDay[0]).toEqual({ day: "2026-06-02", count: 6 });
    expect(couples.perDay.at(-1)).toEqual({ day: "2026-07-01", count: 4 });
    expect(couples).toMatchObject({ enquiries: 10, replied: 5, replyRate: 0.5, medianReplyMinutes: 30, held: 3, reported: 2, upheld: { enquiries: 10, upheld: 1 } });
    expect(searches).toEqual({ total: 10, withoutResults: 3 });
  });

  it("lists the 50 most run searches that found nothing, and those that found 1 to 3, over 30 days", async () => {
    const db = getDb();
    const rows = Array.from({ length: 55 }, (_, i) => ({ day: "2026-06-20", query: `nothing ${String(i).padStart(2, "0")}`, searches: i + 1, results: 0 }));
    await db.insert(searchQueryDays).values([
      ...rows,
      { day: "2026-06-25", query: "nothing 00", searches: 100, results: 0 },
      { day: "2026-06-01", query: "too old", searches: 1_000, results: 0 },
      { day: "2026-06-30", query: "dhol", place: "leeds", categorySlug: "music", searches: 4, results: 3 },
      { day: "2026-06-29", query: "dhol", place: "leeds", categorySlug: "music", searches: 2, results: 1 },
      { day: "2026-06-30", query: "mehndi", searches: 9, results: 4 },
      { day: "2026-06-30", query: "florist", searches: 1, results: 1 },
    ]);
    const insights = await getSiteInsights(db, AT);
    expect(insights.searchesWithoutResults).toHaveLength(50);
    expect(insights.searchesWithoutResults[0]).toEqual({ query: "nothing 00", place: "", categorySlug: "", searches: 101, results: 0, lastDay: "2026-06-25" });
    expect(insights.searchesWithoutResults.slice(1, 3).map((row) => row.query)).toEqual(["nothing 54", "nothing 53"]);
    expect(insights.searchesWithoutResults.map((row) => row.query)).not.toContain("too old");
    expect(insights.searchesWithFewResults).toEqual([
      { query: "dhol", place: "leeds", categorySlug: "music", searches: 6, results: 3, lastDay: "2026-06-30" },
      { query: "florist", place: "", categorySlug: "", searches: 1, results: 1, lastDay: "2026-06-30" },
    ]);
  });

  it("lists a search made a moment ago on this instance, writing the pending batch first", async () => {
    recordSearch(getDb(), { query: "Zzqx Underwater Harpist", results: 0 }, BROWSER, AT);
    const insights = await getSiteInsights(getDb(), AT);
    expect(insights.searchesWithoutResults).toMatchObject([{ query: "zzqx underwater harpist", searches: 1 }]);
  });

  it("ages the review queue and counts lapsed listings", async () => {
    const db = getDb();
    const owner = await createUser(db);
    for (const days of [2, 4, 10]) await createVendor(db, { ownerUserId: owner.id, isActive: false, submittedAt: daysBefore(days) });
    await createVendor(db, { ownerUserId: owner.id, isActive: true, submittedAt: daysBefore(40) });
    await createVendor(db, { ownerUserId: owner.id, isActive: false, submittedAt: daysBefore(50), subscriptionLapsedAt: daysBefore(1) });
    await createVendor(db, { isActive: false });
    const insights = await getSiteInsights(db, AT);
    expect(insights.approvalQueue).toEqual({ waiting: 3, oldestDays: 10, medianDays: 4 });
    expect(insights.subscriptions.lapsedListings).toBe(1);
  });

  it("counts live and renewed subscriptions, the revenue they book by plan and the early-bird spots used", async () => {
    const db = getDb();
    let n = 0;
    const add = (plan: "early_bird" | "showcase" | "featured", status: SubscriptionStatus, createdDaysAgo: number, periodEndsInDays: number, cancelAtPeriodEnd = false) =>
      db.insert(subscriptions).values({
        plan,
        provider: "test",
        providerSubscriptionId: `sub_insights_${n++}`,
        status,
        createdAt: daysBefore(createdDaysAgo),
        currentPeriodEnd: daysBefore(-periodEndsInDays),
        cancelAtPeriodEnd,
      });
    await add("early_bird", "active", 10, 355);
    await add("showcase", "active", 400, 330);
    await add("showcase", "past_due", 365, -3);
    await add("featured", "canceled", 10, 355);
    await add("featured", "active", 380, -1, true);
    await add("featured", "active", 100, 265);
    await setEarlyBirdSpots(db, 290);
    const insights = await getSiteInsights(db, AT);
    expect(insights.subscriptions).toMatchObject({ live: 4, renewed: 1 });
    expect(insights.revenue).toEqual([
      { plan: "early_bird", name: "Early Bird Offer", live: 1, pricePence: 9999, revenuePence: 9999 },
      { plan: "showcase", name: "Supplier Showcase", live: 2, pricePence: 14999, revenuePence: 29998 },
      { plan: "featured", name: "Featured Supplier", live: 1, pricePence: 19999, revenuePence: 19999 },
    ]);
    expect(insights.earlyBird).toEqual({ used: 8, total: 298 });
  });

  it("counts a subscription live exactly when subscriptionStanding keeps its listing public", async () => {
    const db = getDb();
    const statuses: SubscriptionStatus[] = ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"];
    const ends = [null, -30, -6, -1, 0, 5];
    const cases = statuses.flatMap((status) => ends.flatMap((end) => [false, true].map((cancel) => ({ status, end, cancel }))));
    for (const [i, c] of cases.entries()) {
      await db.insert(subscriptions).values({
        id: 10_000 + i,
        plan: "showcase",
        provider: "test",
        providerSubscriptionId: `sub_rule_${i}`,
        status: c.status,
        currentPeriodEnd: c.end === null ? null : daysBefore(-c.end),
        cancelAtPeriodEnd: c.cancel,
      });
    }
    const live = statementRows<{ id: number }>(await db.execute(sql`select id from ${subscriptions} where ${liveSubscriptionSql(AT)} order by id`)).map((row) => row.id);
    const expected = cases
      .map((c, i) => ({ id: 10_000 + i, public: keepsListingPublic(subscriptionStanding({ status: c.status, currentPeriodEnd: c.end === null ? null : daysBefore(-c.end), cancelAtPeriodEnd: c.cancel }, AT)) }))
      .filter((c) => c.public)
      .map((c) => c.id);
    expect(live).toEqual(expected);
  });
});
