/**
 * `npm run bench:insights`: the roll-ups of the figures for vendors and the team at scale (decision 086;
 * docs/product/vendor-journey-and-portal.md#performance, docs/product/admin.md#insights).
 *
 * On the PostgreSQL server of `DATABASE_URL` it makes a temporary database `insights_<random>` (dropped at the end,
 * also on Ctrl-C), migrates it and writes, with set-based SQL from a fixed seed (`setseed`), over `--years` years up
 * to the run's day: `--vendors` vendors in 12 categories and 10 regions, made over those years (a tenth inactive);
 * `listing_daily_stats` sparse, each vendor on about `--stats-density` of the days (10 %: ~110 rows a vendor over
 * 3 years) with a few views and 20–40 appearances per view; `--conversations` delivered enquiries with their
 * conversations (plus 5 % held), four in five replied within minutes to days, a third quoted, a third of the quotes
 * accepted and booked (a tenth of the bookings cancelled), 3 % booked outside the site, 1 % reported (half upheld);
 * and 90 days of the search log (2,000 queries a day). Then it times, wall clock (ms):
 *   (a) a full roll-up (`runInsightsRollups(db, { full: true })`), every day of every vendor and the period figures;
 *   (b) a nightly run: a new day of activity is written (views for a tenth of the vendors, a day's enquiries, replies,
 *       quotes and bookings of recent enquiries), then the incremental run of the next night, which recomputes the
 *       touched days and every vendor's period figures (target ≤ 5 minutes on 2 cores);
 *   (c) the readers of the pages (PAGE_READERS below), p50/p95 over `--runs` reads each.
 * It prints the machine, the database, the sizes and each timing.
 * Options: --vendors=100000 --years=3 --conversations=2000000 --stats-density=0.1 --runs=50 --keep --help;
 * --reuse=URL times only (c) on a database an earlier `--keep` run left, e.g. after changing a reader.
 * Figures: docs/benchmarks.md, "Figures for vendors and the team".
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { figures, printFigures } from "./bench-figures.ts";
import "./register-app-imports.ts";

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench:insights -- [options]
  --vendors=100000          vendors written
  --years=3                 years of activity
  --conversations=2000000   delivered enquiries, each with its conversation
  --stats-density=0.1       share of days a vendor has a listing_daily_stats row
  --runs=50                 reads per page reader
  --keep                    keep the database (its URL is printed) to look at the plans
  --reuse=URL               time only the page readers, on a database kept by an earlier run
  --help                    this text`;

const { values: options } = parseArgs({
  options: {
    vendors: { type: "string", default: "100000" },
    years: { type: "string", default: "3" },
    conversations: { type: "string", default: "2000000" },
    "stats-density": { type: "string", default: "0.1" },
    runs: { type: "string", default: "50" },
    keep: { type: "boolean", default: false },
    reuse: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const serverUrl = process.env.DATABASE_URL?.trim();
if (!serverUrl) throw new Error(`bench:insights runs on PostgreSQL: set DATABASE_URL.\n${USAGE}`);
const vendorCount = Number.parseInt(options.vendors, 10);
const years = Number.parseInt(options.years, 10);
const conversationCount = Number.parseInt(options.conversations, 10);
const density = Number(options["stats-density"]);
const runs = Number.parseInt(options.runs, 10);
if (![vendorCount, years, conversationCount, runs].every((value) => Number.isInteger(value) && value > 0) || !(density > 0 && density <= 1)) {
  throw new Error(`Invalid option value.\n${USAGE}`);
}

const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const { statementRows } = await import("~/db/statement-rows.server");
const { runInsightsRollups } = await import("~/modules/insights/run-insights-rollups.server");
const { recomputePlatformDays } = await import("~/modules/insights/platform-daily-rollups.server");
const { recomputePeriodFigures } = await import("~/modules/insights/vendor-period-figures.server");
const { getVendorPerformance } = await import("~/modules/vendor-performance/performance.server");
const { isMonthlySummaryOn } = await import("~/modules/vendor-performance/summary-preference.server");
const { getSiteInsights } = await import("~/modules/site-insights/site-insights.server");
const { sql } = await import("drizzle-orm");

type Handle = Awaited<ReturnType<typeof openDatabase>>;
type Database = Handle["db"];

/**
 * The page readers timed in (c): each reads what one page shows for one vendor (or the team), given a vendor id drawn
 * from the active ones: the vendor's Performance tab over each period (its figures and the summary choice, as
 * `loadPerformancePage` reads them once the listing is known; target p95 ≤ 100 ms) and the admin's Insights tab
 * (the same for any vendor id; target p95 ≤ 300 ms).
 */
const PAGE_READERS: { title: string; read: (db: Database, vendorId: number) => Promise<unknown> }[] = [
  ...(["30d", "90d", "12m", "all"] as const).map((period) => ({
    title: `Vendor Performance tab, ${period}`,
    read: (db: Database, vendorId: number) => Promise.all([getVendorPerformance(db, vendorId, period, NOW), isMonthlySummaryOn(db, vendorId)]),
  })),
  { title: "Admin Insights tab", read: (db: Database) => getSiteInsights(db, NOW) },
];

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.().catch((error: unknown) => console.warn("Clean-up failed:", error));
}
process.once("SIGINT", () => {
  console.error("\nInterrupted: removing the temporary database");
  void cleanUp().finally(() => process.exit(130));
});

// The run's "now": midday UTC of the current day; the nightly run is at 02:00 the next night.
const NOW = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);
const NIGHT = new Date(NOW.getTime() + 14 * 60 * 60 * 1000);
const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

async function run(db: Database, text: string): Promise<void> {
  await db.execute(sql.raw(text));
}

async function timed(label: string, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  console.log(`  ${label.padEnd(52)} ${ms.toFixed(0).padStart(8)} ms`);
  return ms;
}

/** Writes the catalogue and its history (see the header): set-based statements only. */
async function seed(db: Database): Promise<void> {
  const days = years * 365;
  const now = `'${NOW.toISOString()}'::timestamptz`;
  await run(db, "select setseed(0.42)");
  await run(db, `insert into categories (name, slug, description) select 'Trade ' || g, 'trade-' || g, 'Bench' from generate_series(1, 12) g`);
  await timed("vendors", () =>
    run(db, `insert into vendors (name, category_id, region, is_active, created_at)
      select 'Vendor ' || g, (select min(id) from categories) + g % 12,
        (array['London','South East','West Midlands','East Midlands','North West','Yorkshire','Scotland','Wales','South West','East of England'])[1 + g % 10],
        random() >= 0.1, ${now} - (random() * ${days}) * interval '1 day'
      from generate_series(1, ${vendorCount}) g`),
  );
  await timed(`listing_daily_stats (~${Math.round(density * 100)} % of days)`, () =>
    run(db, `insert into listing_daily_stats (vendor_id, day, profile_views, search_appearances)
      select v.id, d.day, d.views, d.views * (20 + (random() * 20)::int)
      from vendors v cross join lateral (
        select distinct (${now} at time zone 'UTC')::date - (random() * ${days - 1})::int as day, 1 + (random() * 12)::int as views
        from generate_series(1, greatest(1, round(${density * days})::int)) where v.id > 0
      ) d
      on conflict do nothing`),
  );
  await timed("enquiries (delivered and 5 % held)", () =>
    run(db, `insert into enquiries (vendor_id, couple_name, couple_email, event_date, event_type, guest_count, message, delivery, created_at)
      select 1 + (random() * (${vendorCount} - 1))::int, 'Couple', 'couple' || g || '@example.test', '2027-06-01', 'Walima', 200, 'Hello',
        case when g > ${conversationCount} then 'held' else 'delivered' end,
        ${now} - power(random(), 0.8) * interval '${days} days'
      from generate_series(1, ${Math.round(conversationCount * 1.05)}) g`),
  );
  await timed("conversations (4 in 5 replied)", () =>
    run(db, `insert into conversations (enquiry_id, vendor_id, last_message_at, created_at, first_reply_at)
      select id, vendor_id, created_at, created_at, case when random() < 0.8 then created_at + power(random(), 3) * interval '5 days' end
      from enquiries where delivery = 'delivered'`),
  );
  await run(db, `update conversations set last_message_at = first_reply_at where first_reply_at is not null`);
  await timed("quotes (a third of conversations)", () =>
    run(db, `insert into quotes (enquiry_id, vendor_id, price_pence, included, events, event_date, valid_until, status, responded_at, created_at)
      select enquiry_id, vendor_id, 50000 + (random() * 500000)::int, 'Everything', 'Walima', '2027-06-01', '2027-01-01',
        case when r < 0.33 then 'accepted' when r < 0.5 then 'declined' else 'sent' end,
        case when r < 0.5 then last_message_at + interval '2 days' end, last_message_at + interval '1 day'
      from (select *, random() as r from conversations where first_reply_at is not null and random() < 0.42) c`),
  );
  await timed("bookings (accepted quotes, 3 % outside, a tenth cancelled)", async () => {
    await run(db, `insert into bookings (enquiry_id, vendor_id, quote_id, source, amount_pence, event_date, cancelled_at, created_at)
      select enquiry_id, vendor_id, id, 'quote', price_pence, event_date, case when random() < 0.1 then responded_at + interval '20 days' end, responded_at
      from quotes where status = 'accepted'`);
    await run(db, `insert into bookings (enquiry_id, vendor_id, source, amount_pence, event_date, created_at)
      select c.enquiry_id, c.vendor_id, 'outside', case when random() < 0.5 then 100000 + (random() * 300000)::int end, '2027-06-01', c.last_message_at + interval '3 days'
      from conversations c where random() < 0.03 and not exists (select 1 from quotes q where q.enquiry_id = c.enquiry_id)`);
  });
  await timed("enquiry_reports (1 %, half upheld)", () =>
    run(db, `insert into enquiry_reports (enquiry_id, vendor_id, reason, status, decided_at, created_at)
      select id, vendor_id, 'Not genuine', case when r < 0.5 then 'upheld' else 'dismissed' end, created_at + interval '2 days', created_at + interval '1 day'
      from (select *, random() as r from enquiries where delivery = 'delivered' and random() < 0.01) e`),
  );
  await timed("search_query_days (90 days × 2,000 queries)", () =>
    run(db, `insert into search_query_days (day, query, searches, results)
      select (${now} at time zone 'UTC')::date - d, 'query ' || q, 1 + (random() * 30)::int, case when random() < 0.08 then 0 else (random() * 200)::int end
      from generate_series(0, 89) d cross join generate_series(1, 2000) q`),
  );
  await timed("vacuum analyze", () => run(db, "vacuum analyze"));
}

/** The next day's activity (see (b) in the header), written before the nightly run. */
async function nextDay(db: Database): Promise<void> {
  const today = `'${NOW.toISOString()}'::timestamptz`;
  const perDay = Math.max(1, Math.round(conversationCount / (years * 365)));
  await run(db, `insert into listing_daily_stats (vendor_id, day, profile_views, search_appearances)
    select id, (${today} + interval '1 hour')::date, 1 + (random() * 12)::int, 200 from vendors where random() < 0.1
    on conflict (vendor_id, day) do update set profile_views = listing_daily_stats.profile_views + 1`);
  await run(db, `with e as (
      insert into enquiries (vendor_id, couple_name, couple_email, event_date, event_type, guest_count, message, created_at)
      select 1 + (random() * (${vendorCount} - 1))::int, 'Couple', 'new' || g || '@example.test', '2027-06-01', 'Walima', 200, 'Hello', ${today} + random() * interval '10 hours'
      from generate_series(1, ${perDay}) g returning id, vendor_id, created_at)
    insert into conversations (enquiry_id, vendor_id, last_message_at, created_at) select id, vendor_id, created_at, created_at from e`);
  // Replies, quotes and bookings today to enquiries of the last weeks.
  await run(db, `update conversations set first_reply_at = ${today} + interval '11 hours', last_message_at = ${today} + interval '11 hours'
    where enquiry_id in (select enquiry_id from conversations where first_reply_at is null and created_at > ${today} - interval '30 days' limit ${perDay})`);
  await run(db, `insert into quotes (enquiry_id, vendor_id, price_pence, included, events, event_date, valid_until, created_at)
    select enquiry_id, vendor_id, 120000, 'Everything', 'Walima', '2027-06-01', '2027-01-01', ${today} + interval '11 hours'
    from conversations where first_reply_at > ${today} - interval '20 days' limit ${Math.ceil(perDay / 3)}`);
  await run(db, `insert into bookings (enquiry_id, vendor_id, source, amount_pence, event_date, created_at)
    select c.enquiry_id, c.vendor_id, 'outside', 150000, '2027-06-01', ${today} + interval '11 hours' from conversations c
    where c.first_reply_at > ${today} - interval '20 days' and not exists (select 1 from bookings b where b.enquiry_id = c.enquiry_id and b.cancelled_at is null)
    limit ${Math.ceil(perDay / 10)}`);
}

let handle: Handle | undefined;
try {
  const cpus = os.cpus();
  console.log(`Insights roll-up benchmark: ${vendorCount} vendors, ${years} years, ${conversationCount} conversations, stats on ${density * 100} % of days`);
  console.log(`Machine: ${cpus.length} × ${cpus[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB memory, Node ${process.version}`);
  const scratch = options.reuse ? { url: options.reuse, drop: async () => {} } : await createScratchDatabase(serverUrl, "insights");
  if (options.keep || options.reuse) console.log(`${options.reuse ? "Reused" : "Kept"}: ${scratch.url}`);
  else cleanups.push(scratch.drop);
  handle = await openDatabase({ kind: "postgres", url: scratch.url });
  const opened = handle;
  cleanups.push(() => opened.close());
  await migrateDatabase(handle);
  const db = handle.db;
  const [version] = statementRows<{ version: string }>(await db.execute(sql`select version()`));
  console.log(`Database: PostgreSQL (${String(version?.version).split(",")[0]}) at ${new URL(serverUrl).host}`);
  if (!options.reuse) await writeAndRollUp(db);
  await timeReaders(db);
} finally {
  await cleanUp();
}

/** Writes the history, then times (a) the full roll-up and (b) the nightly run. */
async function writeAndRollUp(db: Database): Promise<void> {

  console.log("\nWriting the history:");
  const seeded = performance.now();
  await seed(db);
  const [sizes] = statementRows<Record<string, number>>(
    await db.execute(sql`select (select count(*) from vendors)::int as vendors, (select count(*) from listing_daily_stats)::int as stats,
      (select count(*) from conversations)::int as conversations, (select count(*) from quotes)::int as quotes,
      (select count(*) from bookings)::int as bookings`),
  );
  console.log(`  written in ${seconds(seeded)}: ${JSON.stringify(sizes)}`);

  console.log("\n(a) Full roll-up:");
  let result: Awaited<ReturnType<typeof runInsightsRollups>> | undefined;
  await timed("runInsightsRollups({ full: true })", async () => (result = await runInsightsRollups(db, { at: NOW, full: true })));
  console.log(`  ${JSON.stringify(result)}`);
  const [rows] = statementRows<Record<string, number>>(
    await db.execute(sql`select (select count(*) from vendor_daily_rollups)::int as vendor_days, (select count(*) from vendor_period_figures)::int as period_rows`),
  );
  console.log(`  ${JSON.stringify(rows)}`);
  await timed("of which the site's days (all)", () => recomputePlatformDays(db, "all", NOW));
  await timed("of which the period figures", () => recomputePeriodFigures(db, NOW));

  console.log("\n(b) Nightly run after a day of activity:");
  await timed("a day's activity written", () => nextDay(db));
  await timed("runInsightsRollups() the next night", async () => (result = await runInsightsRollups(db, { at: NIGHT })));
  console.log(`  ${JSON.stringify(result)}`);
  await timed("runInsightsRollups() an hour later (no period figures)", async () => (result = await runInsightsRollups(db, { at: new Date(NIGHT.getTime() + 3_600_000) })));
  console.log(`  ${JSON.stringify(result)}`);
}

/** Times (c), the page readers, over `--runs` active vendors drawn at random. */
async function timeReaders(db: Database): Promise<void> {
  console.log("\n(c) Page readers:");
  if (PAGE_READERS.length === 0) console.log("  none yet");
  const active = statementRows<{ id: number }>(await db.execute(sql`select id from vendors where is_active order by random() limit ${runs}`));
  for (const reader of PAGE_READERS) {
    const timings: number[] = [];
    for (const { id } of active) {
      const started = performance.now();
      await reader.read(db, id);
      timings.push(performance.now() - started);
    }
    printFigures(reader.title, figures(timings));
  }
}
