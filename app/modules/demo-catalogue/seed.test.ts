import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import {
  categories,
  conversationMessages,
  earlyBirdCounter,
  enquiries,
  reviews,
  vendorBlockedDates,
  vendorFeatures,
  vendorImages,
  vendorPackages,
  vendorResponseStats,
  vendors,
} from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { statementRows } from "~/db/statement-rows.server";
import { DEMO_WINDOW_DAYS } from "~/modules/demo-catalogue/demo-conversations";
import { buildDemoBlockedDays, summerWeekendsAfter } from "~/modules/demo-catalogue/demo-availability";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { buildDemoConversations } from "~/modules/demo-catalogue/demo-conversations";
import { quoteRangeFor } from "~/modules/demo-catalogue/demo-quote-prices";
import { buildDemoReviews } from "~/modules/demo-catalogue/demo-reviews";
import { ensureEarlyBirdCounter, replaceDemoCatalogue, seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";
import { listPackagesOf } from "~/modules/packages/packages.server";
import { responseTimeLabel } from "~/modules/response-times/response-time-rules";
import { getSiteFigures } from "~/modules/site-figures/site-figures.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

const catalogue = buildDemoCatalogue();
// The seed dates its enquiries back from the app clock; held still, the expected rows are known exactly.
const seededAt = new Date();
const reviewed = buildDemoReviews(catalogue.vendors, seededAt);
const conversations = buildDemoConversations(catalogue.vendors, reviewed, seededAt);
const expected = {
  categories: 17,
  vendors: catalogue.vendors.length,
  features: catalogue.vendors.reduce((sum, v) => sum + v.features.length, 0),
  images: catalogue.vendors.reduce((sum, v) => sum + v.images.length, 0),
  packages: catalogue.vendors.reduce((sum, v) => sum + v.packages.length, 0),
  blockedDays: buildDemoBlockedDays(catalogue.vendors, ukDay(seededAt)).length,
  reviews: reviewed.length,
  enquiries: conversations.threads.length,
  messages: conversations.threads.reduce((sum, thread) => sum + thread.messages.length, 0),
};

beforeAll(() => setClock(() => seededAt));
afterAll(() => resetClock());

async function rowCounts(db: Database) {
  const [[c], [v], [f], [i], [p], [b], [r], [e], [m]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(vendors),
    db.select({ n: count() }).from(vendorFeatures),
    db.select({ n: count() }).from(vendorImages),
    db.select({ n: count() }).from(vendorPackages),
    db.select({ n: count() }).from(vendorBlockedDates).where(eq(vendorBlockedDates.source, "manual")),
    db.select({ n: count() }).from(reviews),
    db.select({ n: count() }).from(enquiries),
    db.select({ n: count() }).from(conversationMessages),
  ]);
  return { categories: c?.n, vendors: v?.n, features: f?.n, images: i?.n, packages: p?.n, blockedDays: b?.n, reviews: r?.n, enquiries: e?.n, messages: m?.n };
}

describeEachDatabase("seeding the demo catalogue", (getDb) => {
  it("inserts the whole catalogue and the early-bird counter once", async () => {
    const db = getDb();
    const result = await seedDemoCatalogue(db);
    expect(result).toEqual({ seeded: true, vendors: catalogue.vendors.length });
    expect(await rowCounts(db)).toEqual(expected);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 298 }]);

    const [active] = await db.select({ n: count() }).from(vendors).where(eq(vendors.isActive, true));
    expect(active?.n).toBe(catalogue.vendors.filter((v) => v.isActive).length);
    // Ids follow catalogue order on an empty database; the browser tests rely on it.
    const [fifth] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, 5));
    expect(fifth?.name).toBe(catalogue.vendors[4]?.name);
  });

  it("stores daily appearances and views of the active vendors over the enquiries' days, views following enquiries, with their sources", async () => {
    const db = getDb();
    const result = await db.execute(sql`
      select count(distinct s.vendor_id)::int as vendors, count(distinct s.day)::int as days,
        bool_and(v.is_active) as only_active,
        bool_and(s.search_appearances >= s.profile_views) as appearances_above_views,
        bool_and(s.profile_views >= 8 * coalesce(e.n, 0)) as views_follow_enquiries,
        sum(s.profile_views)::int as views, sum(coalesce(e.n, 0))::int as enquiries,
        bool_and(s.profile_views = coalesce(src.views, 0)) as sources_add_up
      from listing_daily_stats s join vendors v on v.id = s.vendor_id
      left join (select vendor_id, (created_at at time zone 'UTC')::date as day, count(*)::int as n from enquiries
        where delivery = 'delivered' group by 1, 2) e on e.vendor_id = s.vendor_id and e.day = s.day
      left join (select vendor_id, day, sum(profile_views)::int as views from listing_daily_sources group by 1, 2) src
        on src.vendor_id = s.vendor_id and src.day = s.day`);
    const [row] = statementRows<Record<string, number | boolean>>(result);
    expect(row).toMatchObject({ vendors: catalogue.vendors.filter((v) => v.isActive).length, days: DEMO_WINDOW_DAYS, only_active: true,
      appearances_above_views: true, views_follow_enquiries: true, sources_add_up: true });
    expect(Number(row!.views)).toBeGreaterThan(8 * Number(row!.enquiries));
  });

  it("does nothing when categories already exist", async () => {
    const db = getDb();
    const before = await rowCounts(db);
    expect(await seedDemoCatalogue(db)).toEqual({ seeded: false, vendors: 0 });
    expect(await seedDemoCatalogue(db, { onlyIfEmpty: true })).toEqual({ seeded: false, vendors: 0 });
    expect(await rowCounts(db)).toEqual(before);
  });

  it("stores exactly one primary image for every vendor that has images", async () => {
    const db = getDb();
    const offenders = await db
      .select({ vendorId: vendorImages.vendorId })
      .from(vendorImages)
      .groupBy(vendorImages.vendorId)
      .having(sql`count(*) filter (where ${vendorImages.isPrimary}) <> 1`);
    expect(offenders).toEqual([]);
    const [withImages] = await db
      .select({ n: sql<number>`count(distinct ${vendorImages.vendorId})::int` })
      .from(vendorImages);
    expect(withImages?.n).toBe(catalogue.vendors.filter((v) => v.images.length > 0).length);
  });

  it("writes each vendor's attributes: facets, capacity, event types and languages", async () => {
    const db = getDb();
    const rows = await db
      .select({ name: vendors.name, facets: vendors.facets, capacity: vendors.capacity, eventTypes: vendors.eventTypes, languages: vendors.languages })
      .from(vendors)
      .orderBy(vendors.id);
    expect(rows).toEqual(
      catalogue.vendors.map(({ name, facets, capacity, eventTypes, languages }) => ({ name, facets, capacity, eventTypes, languages })),
    );
    const femalePhotographers = rows.filter((row, index) => catalogue.vendors[index]!.features.includes("Female photographer available"));
    expect(femalePhotographers.length).toBeGreaterThan(0);
    for (const row of femalePhotographers) expect(row.facets).toContain("female");
    const bigCaterers = rows.filter((row, index) => catalogue.vendors[index]!.features.includes("Caters for 1,000+ guests"));
    expect(bigCaterers.length).toBeGreaterThan(0);
    for (const row of bigCaterers) expect(row.capacity).toBeGreaterThanOrEqual(1000);
  });

  it("stores demo reviews, marked as demo, each on a demo enquiry to its vendor with a past event", async () => {
    const db = getDb();
    const rows = await db
      .select({
        rating: reviews.rating,
        isDemo: reviews.isDemo,
        status: reviews.status,
        reply: reviews.reply,
        reviewVendor: reviews.vendorId,
        enquiryVendor: enquiries.vendorId,
        eventDate: enquiries.eventDate,
        eventMonth: reviews.eventMonth,
        email: enquiries.coupleEmail,
        active: vendors.isActive,
      })
      .from(reviews)
      .innerJoin(enquiries, eq(enquiries.id, reviews.enquiryId))
      .innerJoin(vendors, eq(vendors.id, reviews.vendorId));
    expect(rows.length).toBe(expected.reviews);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      expect(row).toMatchObject({ isDemo: true, status: "visible", active: true, enquiryVendor: row.reviewVendor });
      expect(row.eventDate < today).toBe(true);
      expect(row.eventMonth).toBe(row.eventDate.slice(0, 7));
      expect(row.email).toMatch(/@demo\.shaadivendors\.example$/);
    }
    const vendorsReviewed = new Set(rows.map((row) => row.reviewVendor)).size;
    expect(vendorsReviewed).toBeGreaterThanOrEqual(30);
    expect(vendorsReviewed).toBeLessThanOrEqual(60);
    const ratings = new Set(rows.map((row) => row.rating));
    expect(ratings.has(5) && ratings.has(4) && ratings.has(3)).toBe(true);
    expect(rows.some((row) => row.reply)).toBe(true);
  });

  it("stores the last 90 days' enquiries with their conversations: enough for the reply label, answered after they were sent", async () => {
    const db = getDb();
    // Every vendor meant to show 'Usually replies within …' has at least five delivered enquiries in 90 days.
    const recent = await db
      .select({ name: vendors.name, delivered: sql<number>`count(*) filter (where ${enquiries.delivery} = 'delivered')::int` })
      .from(enquiries)
      .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
      .where(sql`${enquiries.createdAt} > ${seededAt.toISOString()}::timestamptz - interval '90 days'`)
      .groupBy(vendors.name);
    const delivered = new Map(recent.map((row) => [row.name, row.delivered]));
    expect(conversations.labelled.length).toBeGreaterThan(150);
    for (const name of conversations.labelled) expect(delivered.get(name) ?? 0).toBeGreaterThanOrEqual(5);
    // The seed works out the reply records, so each of them shows its label at once.
    const records = await db
      .select({ name: vendors.name, enquiries: vendorResponseStats.enquiries, medianReplyMinutes: vendorResponseStats.medianReplyMinutes, repliedWithin48hShare: vendorResponseStats.repliedWithin48hShare })
      .from(vendorResponseStats)
      .innerJoin(vendors, eq(vendors.id, vendorResponseStats.vendorId));
    const labels = new Map(records.map(({ name, ...record }) => [name, responseTimeLabel(record)]));
    for (const name of conversations.labelled) expect(labels.get(name)).toMatch(/^Usually replies within (an hour|\d+ hours|a day|\d+ days)$/);
    expect(new Set(labels.values()).size).toBeGreaterThan(3);

    // Every enquiry has its conversation; no message comes before its enquiry or after the seed; the first reply and
    // the last message are the messages'; a conversation's messages are in id order; nothing is waiting to be mailed.
    const checks = await db.execute(sql`
      select
        (select count(*)::int from enquiries e where not exists (select 1 from conversations c where c.enquiry_id = e.id)) as without_conversation,
        (select count(*)::int from conversation_messages m join enquiries e on e.id = m.enquiry_id where m.created_at <= e.created_at or m.created_at > ${seededAt.toISOString()}::timestamptz) as out_of_time,
        (select count(*)::int from conversations c where c.first_reply_at is distinct from
          (select min(m.created_at) from conversation_messages m where m.enquiry_id = c.enquiry_id and m.sender = 'vendor')) as wrong_first_reply,
        (select count(*)::int from conversations c where c.last_message_at <>
          coalesce((select max(m.created_at) from conversation_messages m where m.enquiry_id = c.enquiry_id), (select e.created_at from enquiries e where e.id = c.enquiry_id))) as wrong_last_message,
        (select count(*)::int from (select created_at < lag(created_at) over (partition by enquiry_id order by id) as back from conversation_messages) t where back) as out_of_order,
        (select count(*)::int from conversation_messages where notified_at is null) as unmailed,
        (select count(*)::int from conversations where first_reply_at is null and (reminder_sent_at is null or suggestions_sent_at is null)) as follow_up_due,
        (select count(*)::int from conversations where stage = 'booked') as booked,
        (select count(*)::int from bookings) as bookings,
        (select count(*)::int from enquiry_reports r join enquiries e on e.id = r.enquiry_id where r.status = 'upheld' and (e.delivery <> 'not_genuine'
          or not exists (select 1 from blocked_senders b where b.email = lower(e.couple_email)))) as upheld_not_applied
    `);
    const [row] = (checks as unknown as { rows: Record<string, number>[] }).rows;
    expect(row).toMatchObject({ without_conversation: 0, out_of_time: 0, wrong_first_reply: 0, wrong_last_message: 0, out_of_order: 0, unmailed: 0, follow_up_due: 0, upheld_not_applied: 0 });
    expect(row!.booked).toBe(row!.bookings);
    expect(row!.bookings).toBeGreaterThan(100);
  });

  it("prices demo quotes for the trade and writes demo couples only on the reserved demo domain", async () => {
    const db = getDb();
    const rows = await db.execute(sql`
      select c.slug, e.guest_count, q.price_pence from quotes q
      join enquiries e on e.id = q.enquiry_id join vendors v on v.id = q.vendor_id join categories c on c.id = v.category_id
    `);
    const quoted = (rows as unknown as { rows: { slug: string; guest_count: number; price_pence: number }[] }).rows;
    expect(quoted.length).toBeGreaterThan(300);
    for (const quote of quoted) {
      const { minPence, maxPence } = quoteRangeFor(quote.slug, quote.guest_count);
      expect(quote.price_pence).toBeGreaterThanOrEqual(minPence);
      expect(quote.price_pence).toBeLessThanOrEqual(maxPence);
    }
    const domains = await db.selectDistinct({ domain: sql<string>`split_part(${enquiries.coupleEmail}, '@', 2)` }).from(enquiries);
    expect(domains).toEqual([{ domain: "demo.shaadivendors.example" }]);
    // So the home page counts none of them as sent by couples.
    const { figures } = await getSiteFigures(db);
    expect(figures.map((figure) => figure.key)).not.toContain("enquiries");
  });

  it("stores each vendor's packages as the packages module reads them, with its 'From' price; some vendors have none", async () => {
    const db = getDb();
    const ids = await db.select({ id: vendors.id, name: vendors.name, fromPricePence: vendors.fromPricePence, pricingText: vendors.pricingText }).from(vendors);
    const stored = await listPackagesOf(db, ids.map((row) => row.id));
    for (const row of ids) {
      const demo = catalogue.vendors.find((vendor) => vendor.name === row.name)!;
      const packages = stored.get(row.id) ?? [];
      expect(packages.map(({ id: _id, sortOrder: _order, ...pkg }) => pkg), row.name).toEqual(demo.packages);
      expect(packages.map((pkg) => pkg.sortOrder)).toEqual(packages.map((_, index) => index));
      // Kept by the trigger of migration 0020: the lowest package price, or none.
      expect(row.fromPricePence).toBe(demo.packages.length > 0 ? Math.min(...demo.packages.map((pkg) => pkg.pricePence)) : null);
      expect(row.pricingText).toBe(demo.pricingText);
    }
    const unpriced = ids.filter((row) => row.fromPricePence === null).length;
    expect(unpriced).toBeGreaterThan(ids.length * 0.15);
    expect(unpriced).toBeLessThan(ids.length * 0.35);
  });

  it("blocks summer weekends of the next two years for some vendors, and the demo bookings' days too", async () => {
    const db = getDb();
    const today = ukDay(seededAt);
    const blocked = await db.select({ vendorId: vendorBlockedDates.vendorId, day: vendorBlockedDates.day, source: vendorBlockedDates.source }).from(vendorBlockedDates);
    expect(blocked.length).toBe(expected.blockedDays);
    expect(new Set(blocked.map((row) => row.source))).toEqual(new Set(["manual"]));
    const summerWeekends = new Set(summerWeekendsAfter(today));
    for (const row of blocked) expect(summerWeekends.has(row.day), row.day).toBe(true);
    const vendorsBlocking = new Set(blocked.map((row) => row.vendorId)).size;
    expect(vendorsBlocking).toBeGreaterThan(150);
    expect(vendorsBlocking).toBeLessThan(catalogue.vendors.length / 2);

    // Search reads only the derived table: every blocked day and every live booking's day is in it, nothing else.
    const checks = await db.execute(sql`
      select
        (select count(*)::int from vendor_blocked_dates b where not exists
          (select 1 from vendor_unavailable_dates u where u.vendor_id = b.vendor_id and u.day = b.day)) as blocked_missing,
        (select count(*)::int from bookings k where k.cancelled_at is null and not exists
          (select 1 from vendor_unavailable_dates u where u.vendor_id = k.vendor_id and u.day = k.event_date)) as booked_missing,
        (select count(*)::int from vendor_unavailable_dates u where not exists
          (select 1 from vendor_blocked_dates b where b.vendor_id = u.vendor_id and b.day = u.day)
          and not exists (select 1 from bookings k where k.vendor_id = u.vendor_id and k.event_date = u.day and k.cancelled_at is null)) as unexplained,
        (select count(*)::int from bookings where event_date > ${today}::date) as future_bookings
    `);
    const [row] = (checks as unknown as { rows: Record<string, number>[] }).rows;
    expect(row).toMatchObject({ blocked_missing: 0, booked_missing: 0, unexplained: 0 });
    expect(row!.future_bookings).toBeGreaterThan(0);
  });

  it("lets the database reject a second primary image for one vendor", async () => {
    const db = getDb();
    const [primary] = await db
      .select({ vendorId: vendorImages.vendorId })
      .from(vendorImages)
      .where(eq(vendorImages.isPrimary, true))
      .limit(1);
    expect(primary).toBeDefined();
    const second = { vendorId: primary!.vendorId, imageUrl: "/media/demo/venues-1.webp", isPrimary: true, sortOrder: 99 };
    const error = await db
      .insert(vendorImages)
      .values(second)
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    const cause = (error as Error & { cause?: Error }).cause;
    const message = `${(error as Error).message} ${cause?.message ?? ""}`;
    expect(message).toMatch(/vendor_images_one_primary_key|duplicate key/);
  });

  it("replaces the catalogue with a fresh copy without resetting the early-bird count", async () => {
    const db = getDb();
    await db.update(earlyBirdCounter).set({ remainingSpots: 120 });
    await db.update(vendors).set({ name: "Renamed by a test" }).where(eq(vendors.name, "Noor Bridal Artistry"));

    const counts = await replaceDemoCatalogue(db);
    expect(counts).toEqual(expected);
    expect(await rowCounts(db)).toEqual(expected);
    const [noor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.name, "Noor Bridal Artistry"), eq(vendors.isFeatured, true)));
    // Ids restart, so a reseeded database matches a fresh one.
    expect(noor?.id).toBe(catalogue.vendors.findIndex((v) => v.name === "Noor Bridal Artistry") + 1);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 120 }]);
  });

  it("creates the early-bird counter only when it is missing", async () => {
    const db = getDb();
    await ensureEarlyBirdCounter(db);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 120 }]);
    await db.delete(earlyBirdCounter);
    await ensureEarlyBirdCounter(db);
    await ensureEarlyBirdCounter(db);
    expect(await db.select().from(earlyBirdCounter)).toEqual([{ id: 1, remainingSpots: 298 }]);
  });
});
