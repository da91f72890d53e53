/**
 * `npm run bench:search`: search latency at 10,000 and 100,000 vendors (docs/product/public-area.md#search).
 *
 * For each backend (the embedded PGlite database always, in a temporary folder; PostgreSQL too when
 * `DATABASE_URL` is set, in a temporary database `bench_<random>` dropped at the end) it grows a
 * synthetic catalogue (scripts/bench-search-data.ts) to each size (10,000 active vendors per transaction,
 * VACUUM between them), prints the load time, gives 40 % of the vendors a reply record (decision 060), runs
 * `VACUUM ANALYZE`, warms up with 20 queries, then
 * times a fixed mix of 240 searches through the real `searchVendors` and prints p50/p95/p99/max in milliseconds, overall and per kind of query (text,
 * location, typo, empty, attribute words, filter chips), and the same figures for the attribute counts each search
 * computes for its chips (`facetCounts.elapsedMs`, part of the search's time; docs/product/public-area.md#filters). At the largest size it
 * prints the `EXPLAIN (ANALYZE, BUFFERS)` plans of the SQL the engine sends (the search and its counts) for a text +
 * location search and five other cases, captured through Drizzle's logger. Targets: p95 ≤ 50 ms on PostgreSQL and
 * ≤ 100 ms on PGlite at 100,000 vendors, counts included.
 *
 * Every vendor has three packages and 0–100 blocked days in two years (scripts/bench-search-calendars.ts), loaded with
 * the triggers off and their derived rows (unavailable days, 'From' prices) written set-based; after each load the
 * benchmark checks those equal what the triggers keep, and stops if not. It then times the searches by dates and
 * budget of scripts/bench-search-date-cases.ts (14 cases, 12 searches each by default) and prints p50/p95 per case,
 * and the plans of three of them at the largest size.
 *
 * Options: --sizes=10000,100000  --queries=240  --warmup=20  --date-cases=12  --backends=pglite,postgres  --memory
 * --database-url=URL / --pglite-dir=PATH (seed that database once and keep it; a later run measures its catalogue)
 * (PGlite in memory instead of a temporary folder)  --help. Runs on plain Node 24 (`node scripts/bench-search.ts`).
 * Figures and how to read them: docs/benchmarks.md.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Logger } from "drizzle-orm/logger";
import type pg from "pg";
// Type-only imports are erased before the app's modules load, so they need no import hook.
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { SearchRequest } from "~/modules/search/search-request";
import type { BenchQuery, QueryKind } from "./bench-search-data.ts";
import type { DateBudgetCase, DateBudgetQuery } from "./bench-search-date-cases.ts";
import "./register-app-imports.ts";

const USAGE = `Usage: npm run bench:search -- [options]   (or node scripts/bench-search.ts [options])
  --sizes=10000,100000    active vendors to measure at, ascending (the catalogue grows from one to the next)
  --queries=240           searches timed at each size
  --warmup=20             searches run first and not timed
  --date-cases=12         searches per case of dates and budget (0: none)
  --backends=pglite,postgres
                          which databases; postgres needs DATABASE_URL (default: both when it is set)
  --memory                PGlite in memory instead of a temporary folder
  --database-url=URL      PostgreSQL only: seed this database once and keep it; a later run with the same URL
                          reuses its catalogue (to compare versions of the code on the same data)
  --pglite-dir=PATH       PGlite only: the same with a database folder (created when missing, never removed)
  --help                  this text
Smallest run: npm run bench:search -- --sizes=10000 --backends=pglite --memory`;

const { values: options } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    // Default: the data module's DEFAULT_QUERY_COUNT (240), read once the app's modules can load.
    queries: { type: "string" },
    warmup: { type: "string", default: "20" },
    "date-cases": { type: "string", default: "12" },
    backends: { type: "string" },
    memory: { type: "boolean", default: false },
    "database-url": { type: "string" },
    "pglite-dir": { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const schema = await import("~/db/schema");
const { searchVendors } = await import("~/modules/search/search-vendors.server");
const { syncReplyScores } = await import("~/modules/response-times/reply-ranking.server");
const { makeSearchRequest } = await import("~/modules/search/search-request");
const { emptyFacetSelection } = await import("~/modules/search/facet-params");
const { DEFAULT_QUERY_COUNT, QUERY_KINDS, buildQueryMix, createCatalogueLoader } = await import("./bench-search-data.ts");
const { checkDerivedData, fillMissingCalendarsAndPackages } = await import("./bench-search-calendars.ts");
const { DATE_BUDGET_CASES, buildDateBudgetQueries } = await import("./bench-search-date-cases.ts");

type Backend = "pglite" | "postgres";

const sizes = options.sizes.split(",").map((size) => Number.parseInt(size, 10));
const queryCount = options.queries === undefined ? DEFAULT_QUERY_COUNT : Number.parseInt(options.queries, 10);
const warmupCount = Number.parseInt(options.warmup, 10);
const perCase = Number.parseInt(options["date-cases"], 10);
const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
const backends = (options.backends?.split(",") ?? ["pglite", "postgres"]).filter(
  (backend): backend is Backend => backend === "pglite" || (backend === "postgres" && Boolean(serverUrl)),
);
if (backends.length === 0) throw new Error("No backend to measure: --backends=postgres needs DATABASE_URL");
if (sizes.some((size) => !Number.isInteger(size) || size <= 0) || !(queryCount > 0) || !(warmupCount >= 0) || !(perCase >= 0)) {
  throw new Error(`Invalid option value.\n${USAGE}`);
}

/** Latency figures of one set of timings, in milliseconds. */
type Figures = { count: number; p50: number; p95: number; p99: number; max: number; mean: number };
type Run = {
  backend: Backend;
  size: number;
  /** Seconds to insert this size's new rows, for the VACUUMs between load steps, and for VACUUM ANALYZE. */
  loadSeconds: number;
  vacuumSeconds: number;
  analyzeSeconds: number;
  /** Size of the vendors table with its indexes, MB. */
  tableMb: number;
  rows: { vendors: number; features: number; images: number; packages: number; blockedDays: number; unavailableDays: number };
  /** Seconds of the packages and availability (part of loadSeconds), and of the check of their derived rows. */
  calendarSeconds: number;
  checkSeconds: number;
  /** Packages, blocked and unavailable days the catalogue holds (inserted by this run or a kept one's). */
  catalogue: { packages: number; blockedDays: number; unavailableDays: number };
  overall: Figures;
  byKind: Record<QueryKind, Figures>;
  /** Time of the attribute-count query of each search (`facetCounts.elapsedMs`), overall and per kind. */
  facets: Figures;
  facetsByKind: Record<QueryKind, Figures>;
  slowest: { label: string; kind: QueryKind; ms: number; facetMs: number; total: number }[];
  /** The searches by dates and budget, per case (ms, counts included), and how many found nothing. */
  byCase: Record<DateBudgetCase, Figures & { empty: number }>;
};

/** Nearest-rank percentile of sorted timings (ms). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

function figures(timings: number[]): Figures {
  const sorted = [...timings].sort((a, b) => a - b);
  const sum = sorted.reduce((total, ms) => total + ms, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    mean: sorted.length > 0 ? sum / sorted.length : 0,
  };
}

/** Active vendors per load transaction; the table is vacuumed between steps. */
const LOAD_STEP = 10_000;

const ms = (value: number) => value.toFixed(1);
const seconds = (since: number) => (performance.now() - since) / 1000;
const thousands = (value: number) => value.toLocaleString("en-GB");
const label = (backend: Backend) => (backend === "pglite" ? "PGlite" : "PostgreSQL");

// Temporary databases and folders to remove, newest first, also on Ctrl-C.
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    await cleanups.pop()?.().catch((error: unknown) => console.warn("Clean-up failed:", error));
  }
}
process.once("SIGINT", () => {
  console.error("\nInterrupted: removing the temporary databases");
  void cleanUp().finally(() => process.exit(130));
});

/** A fresh, migrated database on `backend`; its removal is queued in `cleanups`. */
async function openBenchDatabase(backend: Backend): Promise<DatabaseHandle> {
  if (backend === "pglite") {
    if (options.memory) {
      const handle = await openDatabase({ kind: "pglite-memory" });
      cleanups.push(() => handle.close());
      await migrateDatabase(handle);
      return handle;
    }
    const keptDir = options["pglite-dir"];
    const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "bench-search-"));
    if (!keptDir) cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const handle = await openDatabase({ kind: "pglite", dataDir });
    cleanups.push(() => handle.close());
    await migrateDatabase(handle);
    return handle;
  }
  const kept = options["database-url"];
  const scratch = kept ? undefined : await createScratchDatabase(serverUrl as string, "bench");
  if (scratch) cleanups.push(scratch.drop);
  const handle = await openDatabase({ kind: "postgres", url: kept ?? (scratch as { url: string }).url });
  cleanups.push(() => handle.close());
  await migrateDatabase(handle);
  return handle;
}

/** Runs raw SQL with parameters on the handle's own client (for EXPLAIN and VACUUM). */
async function rawQuery(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (handle.kind === "postgres") return (await (handle.pool as pg.Pool).query(text, params)).rows;
  return (await pgliteClient(handle).query<Record<string, unknown>>(text, params)).rows;
}

function pgliteClient(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

/** A second Drizzle instance over the same connection that records every statement it sends. */
function recordingDatabase(handle: DatabaseHandle): { db: Database; statements: { sql: string; params: unknown[] }[] } {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger: Logger = { logQuery: (query, params) => void statements.push({ sql: query, params }) };
  const db =
    handle.kind === "postgres"
      ? (drizzlePg(handle.pool as pg.Pool, { schema, logger }) as unknown as Database)
      : (drizzlePglite(pgliteClient(handle), { schema, logger }) as unknown as Database);
  return { db, statements };
}

/**
 * Times each query of the mix through `searchVendors` (ms, wall clock, including the card queries and the attribute
 * counts), with the counts' own time as `searchVendors` reports it (0 when it ran none).
 */
async function timeQueries<Query extends { request: SearchRequest }>(db: Database, mix: Query[]) {
  const results: { query: Query; ms: number; facetMs: number; total: number }[] = [];
  for (const query of mix) {
    const started = performance.now();
    const result = await searchVendors(db, query.request);
    const ms = performance.now() - started;
    results.push({ query, ms, facetMs: result.facetCounts?.elapsedMs ?? 0, total: result.total });
  }
  return results;
}

/** Cases whose plans are printed at the largest size; the first is the main one (text + location). */
const EXPLAIN_CASES: { title: string; request: SearchRequest }[] = [
  {
    title: '"henna" + Birmingham 25 km, relevance (text + location)',
    request: makeSearchRequest({ query: "henna", location: "Birmingham", radiusKm: 25 }),
  },
  {
    title: '"bollywood dance" + Leicester 25 km, relevance (words that are not synonyms, + location)',
    request: makeSearchRequest({ query: "bollywood dance", location: "Leicester", radiusKm: 25 }),
  },
  { title: '"photographer", relevance (text only, a whole category)', request: makeSearchRequest({ query: "photographer" }) },
  {
    title: '"" + London 100 km, distance (location only, widest radius)',
    request: makeSearchRequest({ location: "London", radiusKm: 100, sort: "distance" }),
  },
  {
    title: '"caterer" + Bradford 25 km, halal chip (a filter chip over words and a place)',
    request: makeSearchRequest({ query: "caterer", location: "Bradford", radiusKm: 25, filters: { ...emptyFacetSelection(), facets: ["halal"] } }),
  },
  {
    title: "venues, at least 500 guests (a category page with the capacity chip)",
    request: makeSearchRequest({ categorySlug: "venues", filters: { ...emptyFacetSelection(), minCapacity: 500 } }),
  },
  {
    title: '"photographer" + Leicester 25 km, all of 13–15 August 2027, up to £1,500 (dates, budget and a place)',
    request: makeSearchRequest({
      query: "photographer",
      location: "Leicester",
      radiusKm: 25,
      dates: ["2027-08-13", "2027-08-14", "2027-08-15"],
      maxPricePence: 150_000,
    }),
  },
  {
    title: '"", free on 14 August 2027 (one date over the whole catalogue)',
    request: makeSearchRequest({ dates: ["2027-08-14"] }),
  },
  {
    title: "venues, any of seven summer Saturdays of 2027, up to £9,000 or unpriced, price low to high",
    request: makeSearchRequest({
      categorySlug: "venues",
      dates: ["2027-06-05", "2027-06-19", "2027-07-03", "2027-07-17", "2027-07-31", "2027-08-14", "2027-08-28"],
      dateMode: "any",
      maxPricePence: 900_000,
      includeUnpriced: true,
      sort: "price-asc",
    }),
  },
];

async function explainCases(handle: DatabaseHandle): Promise<void> {
  for (const { title, request } of EXPLAIN_CASES) {
    const { db, statements } = recordingDatabase(handle);
    await searchVendors(db, request);
    // searchVendors sends the page and the attribute counts (whose groups give the total) as two statements, maybe a
    // widened search's two, then the card queries for the page's ids; the first search's two are shown.
    const isCounts = (statement: { sql: string }) => statement.sql.includes("grouping(facet_bits");
    const page = statements.find((statement) => statement.sql.includes('"matches"') && !isCounts(statement));
    const counts = statements.find(isCounts);
    if (!page || !counts) {
      console.log(`\n--- ${label(handle.kind)}: ${title}: no page or counts statement recognised, no plan shown`);
      continue;
    }
    const shown = [["page", page], ["attribute counts", counts]] as const;
    for (const [part, statement] of shown) {
      const rows = await rawQuery(handle, `explain (analyze, buffers) ${statement.sql}`, statement.params);
      const plan = rows.map((row) => String(row["QUERY PLAN"])).join("\n");
      console.log(`\n--- ${label(handle.kind)} EXPLAIN (ANALYZE, BUFFERS) of the ${part}: ${title}`);
      console.log(`SQL: ${statement.sql}\nParams: ${JSON.stringify(statement.params)}`);
      console.log(plan);
      const keyNodes = plan
        .split("\n")
        .filter((line) => /Scan on|Scan using|BitmapAnd|BitmapOr|Heap Blocks|Execution Time/.test(line))
        .map((line) => `  ${line.trim().replace(/\s+\(cost=[^)]*\)/, "")}`);
      console.log(`Key nodes:\n${keyNodes.join("\n")}`);
    }
  }
}

function printFigures(title: string, value: Figures): void {
  console.log(
    `${title.padEnd(16)} n=${String(value.count).padStart(3)}  p50 ${ms(value.p50).padStart(6)}  p95 ${ms(value.p95).padStart(6)}  ` +
      `p99 ${ms(value.p99).padStart(6)}  max ${ms(value.max).padStart(6)}  mean ${ms(value.mean).padStart(6)} ms`,
  );
}

/**
 * Gives 40 % of the vendors a reply record (decision 060), as the hourly sweep would from their enquiries: 1–20
 * enquiries, a median of up to three days (none for a tenth of them) and any share answered within 48 hours, drawn
 * from a hash of the id, so every run and backend has the same, and their ranking scores, as the hourly refresh
 * writes them ('Best match' reads them with its matches). Vendors that already have one keep it. Output: how many
 * vendors have one.
 */
async function fillReplyRecords(handle: DatabaseHandle): Promise<number> {
  await rawQuery(
    handle,
    `insert into vendor_response_stats (vendor_id, enquiries, median_reply_minutes, replied_within_48h_share, computed_at)
     select id, 1 + abs(hashtext('enquiries ' || id)) % 20,
       case when abs(hashtext('median ' || id)) % 10 = 0 then null else abs(hashtext('minutes ' || id)) % 4320 end,
       (abs(hashtext('share ' || id)) % 101) / 100.0, now()
     from vendors where abs(hashtext('record ' || id)) % 100 < 40
     on conflict (vendor_id) do nothing`,
  );
  // The ranking reads each vendor's score, kept on the vendor as the hourly refresh keeps it.
  await syncReplyScores(handle.db);
  const [row] = await rawQuery(handle, "select count(*)::int as count from vendor_response_stats");
  return Number(row?.count ?? 0);
}

async function benchBackend(
  backend: Backend,
  mix: BenchQuery[],
  warmup: BenchQuery[],
  dateQueries: DateBudgetQuery[],
  dateWarmup: DateBudgetQuery[],
): Promise<Run[]> {
  const runs: Run[] = [];
  const handle = await openBenchDatabase(backend);
  const loader = createCatalogueLoader();
  // A kept database that already holds a catalogue is measured at its size, as it is.
  const [existing] = await rawQuery(handle, "select count(*)::int as count from vendors where is_active");
  let loaded = Number(existing?.count ?? 0);
  let kept = { vendors: 0, packages: 0, blockedDays: 0, unavailableDays: 0, seconds: 0 };
  if (loaded > 0) {
    console.log(`Using the ${thousands(loaded)} active vendors already in the database`);
    // A catalogue kept from before packages and availability existed gets them now, the same as a fresh load's.
    const started = performance.now();
    kept = { ...(await fillMissingCalendarsAndPackages(handle.db)), seconds: 0 };
    kept.seconds = seconds(started);
    if (kept.vendors > 0) console.log(`Gave ${thousands(kept.vendors)} kept vendors their packages and blocked days in ${kept.seconds.toFixed(1)} s`);
  } else await handle.db.transaction((tx) => loader.loadCategories(tx));
  for (const size of loaded > 0 ? [loaded] : sizes) {
    console.log(`\n=== ${label(backend)}: ${thousands(size)} active vendors`);
    // One transaction per 10,000 active vendors. The statement-level feature trigger rewrites each new
    // vendor once (to add its features to the search document), leaving a dead row version behind; a
    // VACUUM after each step frees that space for the next step's rows, as autovacuum does on a live
    // server, so the table ends near its live size instead of twice it. Timed apart from the inserts.
    const rows = { vendors: 0, features: 0, images: 0, packages: kept.packages, blockedDays: kept.blockedDays, unavailableDays: kept.unavailableDays };
    let calendarSeconds = kept.seconds;
    let loadSeconds = kept.seconds;
    let vacuumSeconds = 0;
    while (loaded < size) {
      const target = Math.min(size, loaded + LOAD_STEP);
      const loadStarted = performance.now();
      const step = await handle.db.transaction((tx) => loader.loadUpTo(tx, target));
      loadSeconds += seconds(loadStarted);
      rows.vendors += step.vendors;
      rows.features += step.features;
      rows.images += step.images;
      rows.packages += step.packages;
      rows.blockedDays += step.blockedDays;
      rows.unavailableDays += step.unavailableDays;
      calendarSeconds += step.calendarSeconds;
      loaded = target;
      const vacuumStarted = performance.now();
      await rawQuery(handle, "vacuum vendors");
      vacuumSeconds += seconds(vacuumStarted);
    }
    console.log(
      `Loaded ${thousands(rows.vendors)} vendors (${thousands(rows.features)} features, ${thousands(rows.images)} images) ` +
        `in ${loadSeconds.toFixed(1)} s (${thousands(Math.round(rows.vendors / loadSeconds))} vendors/s), ` +
        `VACUUM between steps ${vacuumSeconds.toFixed(1)} s`,
    );
    console.log(
      `  of which packages and availability: ${thousands(rows.packages)} packages, ${thousands(rows.blockedDays)} blocked days, ` +
        `${thousands(rows.unavailableDays)} unavailable days in ${calendarSeconds.toFixed(1)} s ` +
        `(${thousands(Math.round(rows.blockedDays / Math.max(calendarSeconds, 0.001)))} blocked days/s, triggers off)`,
    );

    const records = await fillReplyRecords(handle);
    console.log(`Reply records: ${thousands(records)} vendors have one (decision 060)`);
    const analyzeStarted = performance.now();
    await rawQuery(handle, "vacuum analyze");
    const analyzeSeconds = seconds(analyzeStarted);
    const [relation] = await rawQuery(handle, "select pg_relation_size('vendors') as heap, pg_total_relation_size('vendors') as total");
    const tableMb = Number(relation?.total ?? 0) / 2 ** 20;
    console.log(
      `VACUUM ANALYZE in ${analyzeSeconds.toFixed(1)} s; vendors table ${(Number(relation?.heap ?? 0) / 2 ** 20).toFixed(0)} MB, ` +
        `${tableMb.toFixed(0)} MB with indexes`,
    );
    // The load wrote what the triggers derive; this is the proof it wrote the same (after ANALYZE, so it is planned
    // with the tables' real sizes).
    const checkStarted = performance.now();
    const derived = await checkDerivedData(handle.db);
    const checkSeconds = seconds(checkStarted);
    console.log(
      `Derived rows as the triggers keep them: ${thousands(derived.unavailable)} unavailable days for ${thousands(derived.expected)} expected, ` +
        `${derived.unexplained} without a cause, ${derived.fromPriceMismatches} 'From' prices not the lowest package, ${derived.bitMismatches} vendors' day bits not their days (${checkSeconds.toFixed(1)} s)`,
    );
    if (derived.unavailable !== derived.expected || derived.unexplained !== 0 || derived.fromPriceMismatches !== 0 || derived.bitMismatches !== 0) {
      throw new Error("The bulk load's unavailable days or 'From' prices differ from what the triggers keep");
    }
    // The catalogue's whole rows (a kept catalogue's were inserted by an earlier run).
    const [held] = await rawQuery(
      handle,
      "select (select count(*) from vendor_packages)::int as packages, (select count(*) from vendor_blocked_dates)::int as blocked",
    );
    const catalogue = { packages: Number(held?.packages ?? 0), blockedDays: Number(held?.blocked ?? 0), unavailableDays: derived.unavailable };

    await timeQueries(handle.db, warmup);
    const results = await timeQueries(handle.db, mix);
    await timeQueries(handle.db, dateWarmup);
    const dateResults = await timeQueries(handle.db, dateQueries);
    const byCase = Object.fromEntries(
      DATE_BUDGET_CASES.map((which) => {
        const ofCase = dateResults.filter((result) => result.query.case === which);
        return [which, { ...figures(ofCase.map((result) => result.ms)), empty: ofCase.filter((result) => result.total === 0).length }];
      }),
    ) as Run["byCase"];
    const perKind = (time: (result: (typeof results)[number]) => number) =>
      Object.fromEntries(
        QUERY_KINDS.map((kind) => [kind, figures(results.filter((result) => result.query.kind === kind).map(time))]),
      ) as Record<QueryKind, Figures>;
    const byKind = perKind((result) => result.ms);
    const run: Run = {
      backend,
      size,
      loadSeconds,
      vacuumSeconds,
      analyzeSeconds,
      tableMb,
      rows,
      calendarSeconds,
      checkSeconds,
      catalogue,
      overall: figures(results.map((result) => result.ms)),
      byKind,
      facets: figures(results.map((result) => result.facetMs)),
      facetsByKind: perKind((result) => result.facetMs),
      slowest: [...results]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map((result) => ({ label: result.query.label, kind: result.query.kind, ms: result.ms, facetMs: result.facetMs, total: result.total })),
      byCase,
    };
    runs.push(run);
    console.log("Search (ms, counts included):");
    printFigures("all", run.overall);
    for (const kind of QUERY_KINDS) printFigures(kind, byKind[kind]);
    console.log("Attribute counts (facetCounts.elapsedMs):");
    printFigures("all counts", run.facets);
    for (const kind of QUERY_KINDS) printFigures(`${kind} counts`, run.facetsByKind[kind]);
    const empty = QUERY_KINDS.map((kind) => `${kind} ${results.filter((result) => result.query.kind === kind && result.total === 0).length}`);
    console.log(`Searches that found nothing: ${empty.join(", ")}`);
    console.log("Slowest:");
    for (const slow of run.slowest) {
      console.log(
        `  ${ms(slow.ms).padStart(7)} ms (counts ${ms(slow.facetMs)})  [${slow.kind}] ${slow.label} → ${thousands(slow.total)} hits`,
      );
    }
    if (dateResults.length > 0) {
      console.log("Searches by dates and budget (ms, counts included):");
      for (const which of DATE_BUDGET_CASES) printFigures(which.padEnd(30), byCase[which]);
      console.log("Slowest of them:");
      for (const slow of [...dateResults].sort((a, b) => b.ms - a.ms).slice(0, 6)) {
        console.log(`  ${ms(slow.ms).padStart(7)} ms (counts ${ms(slow.facetMs)})  ${slow.query.label} → ${thousands(slow.total)} hits`);
      }
    }
    if (size >= Math.max(...sizes)) await explainCases(handle);
  }
  return runs;
}

function printCaseSummary(runs: Run[]): void {
  if (runs.every((run) => Object.values(run.byCase).every((value) => value.count === 0))) return;
  console.log("\nSearches by dates and budget (ms per search, counts included; target p95 ≤ 50 PostgreSQL, ≤ 100 PGlite):\n");
  console.log("| Backend | Active vendors | Case | Queries | Found nothing | p50 | p95 | max |");
  console.log("|---|---:|---|---:|---:|---:|---:|---:|");
  for (const run of runs) {
    for (const which of DATE_BUDGET_CASES) {
      const { count, empty, p50, p95, max } = run.byCase[which];
      console.log(`| ${label(run.backend)} | ${thousands(run.size)} | ${which} | ${count} | ${empty} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} |`);
    }
  }
  console.log("\n| Backend | Active vendors | Packages | Blocked days | Unavailable days | Inserted by this run | Packages and availability (s) | Check (s) |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const run of runs) {
    console.log(
      `| ${label(run.backend)} | ${thousands(run.size)} | ${thousands(run.catalogue.packages)} | ${thousands(run.catalogue.blockedDays)} | ` +
        `${thousands(run.catalogue.unavailableDays)} | ${thousands(run.rows.blockedDays)} blocked days | ${run.calendarSeconds.toFixed(1)} | ${run.checkSeconds.toFixed(1)} |`,
    );
  }
}

function printSummary(runs: Run[]): void {
  const target = (backend: Backend) => (backend === "postgres" ? 50 : 100);
  console.log("\n=== Summary (milliseconds per search; markdown)\n");
  console.log("| Backend | Active vendors | Insert (s) | VACUUM (s) | ANALYZE (s) | Table (MB) | p50 | p95 | p99 | max | Target p95 |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const run of runs) {
    const { p50, p95, p99, max } = run.overall;
    const verdict = run.size >= 100_000 ? `≤ ${target(run.backend)}: ${p95 <= target(run.backend) ? "met" : "missed"}` : "";
    console.log(
      `| ${label(run.backend)} | ${thousands(run.size)} | ${run.loadSeconds.toFixed(1)} | ${run.vacuumSeconds.toFixed(1)} | ` +
        `${run.analyzeSeconds.toFixed(1)} | ${run.tableMb.toFixed(0)} | ` +
        `${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ${verdict} |`,
    );
  }
  console.log("\n| Backend | Active vendors | Kind | Queries | p50 | p95 | p99 | max | Counts p50 | Counts p95 | Counts max |");
  console.log("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const run of runs) {
    for (const kind of QUERY_KINDS) {
      const { count, p50, p95, p99, max } = run.byKind[kind];
      const counts = run.facetsByKind[kind];
      console.log(
        `| ${label(run.backend)} | ${thousands(run.size)} | ${kind} | ${count} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${ms(max)} | ` +
          `${ms(counts.p50)} | ${ms(counts.p95)} | ${ms(counts.max)} |`,
      );
    }
  }
  console.log("\nAttribute counts (facetCounts.elapsedMs), all searches; the search figures above include them:\n");
  console.log("| Backend | Active vendors | Search p50 | Search p95 | Counts p50 | Counts p95 | Counts max |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const run of runs) {
    console.log(
      `| ${label(run.backend)} | ${thousands(run.size)} | ${ms(run.overall.p50)} | ${ms(run.overall.p95)} | ` +
        `${ms(run.facets.p50)} | ${ms(run.facets.p95)} | ${ms(run.facets.max)} |`,
    );
  }
}

const mix = buildQueryMix(queryCount);
const warmup = buildQueryMix(warmupCount, "shaadi-vendors search benchmark warm-up v1");
const dateQueries = buildDateBudgetQueries(perCase);
const dateWarmup = buildDateBudgetQueries(Math.min(perCase, 1), "shaadi-vendors search benchmark dates and budget warm-up v1");
console.log(
  `Search benchmark: ${mix.length} queries (${QUERY_KINDS.map((kind) => `${mix.filter((query) => query.kind === kind).length} ${kind}`).join(", ")}), ` +
    `${warmup.length} warm-up, sizes ${sizes.map(thousands).join(" and ")}, backends ${backends.map(label).join(" and ")}; ` +
    `${dateQueries.length} searches by dates and budget (${perCase} per case), ${dateWarmup.length} warm-up`,
);
console.log(`Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
try {
  const runs: Run[] = [];
  for (const backend of backends) {
    runs.push(...(await benchBackend(backend, mix, warmup, dateQueries, dateWarmup)));
    await cleanUp();
  }
  printSummary(runs);
  printCaseSummary(runs);
  console.log(`\nLoad average at the end: ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
} catch (error) {
  console.error("Benchmark failed:", error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
