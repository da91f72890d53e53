/**
 * `node scripts/explain-search-dates.ts`: query plans and timings of searches with the couple's dates and budget
 * (docs/product/public-area.md#dates-and-budget; docs/benchmarks.md, "Availability and prices").
 *
 * Grows the search benchmark's synthetic catalogue (scripts/bench-search-data.ts) to --vendors active vendors, gives
 * 80 % of them three packages (their 'From' price as the trigger of migration 0020 keeps it, set here in one UPDATE)
 * and every vendor 0 to 100 unavailable days over the next two years (about 50 on average: 5 million rows at 100,000
 * vendors, written straight into `vendor_unavailable_dates`, the table search reads), runs VACUUM ANALYZE, then prints
 * the `EXPLAIN (ANALYZE, BUFFERS)` plans of the SQL `searchVendors` and a category page send for a few cases, and
 * times a mix of searches with dates and budgets (p50/p95/max, ms).
 *
 * Options: --vendors=100000  --backend=postgres|pglite  --database-url=URL (PostgreSQL: load this database once and
 * reuse it on later runs)  --data-dir=DIR (PGlite: the same)  --queries=200  --plans-only. PostgreSQL needs
 * DATABASE_URL (or --database-url).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { SearchRequest } from "~/modules/search/search-request";
import "./register-app-imports.ts";

const { values: options } = parseArgs({
  options: {
    vendors: { type: "string", default: "100000" },
    backend: { type: "string", default: "postgres" },
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    queries: { type: "string", default: "200" },
    "plans-only": { type: "boolean", default: false },
  },
});

const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const schema = await import("~/db/schema");
const { searchVendors } = await import("~/modules/search/search-vendors.server");
const { listCategoryVendors } = await import("~/modules/search/list-category-vendors.server");
const { makeSearchRequest } = await import("~/modules/search/search-request");
const { noDatesOrBudget } = await import("~/modules/search/dates-and-budget");
const { createCatalogueLoader, buildQueryMix } = await import("./bench-search-data.ts");
const { shiftDay } = await import("~/modules/time/uk-dates");

const FIRST_DAY = "2026-12-01";
const SPAN_DAYS = 730;
const size = Number.parseInt(options.vendors, 10);
const backend = options.backend === "pglite" ? "pglite" : "postgres";

async function open(): Promise<{ handle: DatabaseHandle; drop?: () => Promise<void> }> {
  if (backend === "pglite") {
    const dataDir = options["data-dir"] ?? fs.mkdtempSync(path.join(os.tmpdir(), "explain-dates-"));
    const handle = await openDatabase({ kind: "pglite", dataDir });
    await migrateDatabase(handle);
    return { handle, drop: options["data-dir"] ? undefined : async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const kept = options["database-url"];
  const server = process.env.DATABASE_URL;
  if (!kept && !server) throw new Error("PostgreSQL needs DATABASE_URL or --database-url");
  const scratch = kept ? undefined : await createScratchDatabase(server!, "explain");
  const handle = await openDatabase({ kind: "postgres", url: kept ?? scratch!.url });
  await migrateDatabase(handle);
  return { handle, drop: scratch?.drop };
}

async function raw(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (handle.kind === "postgres") return (await (handle.pool as pg.Pool).query(text, params)).rows;
  return (await client(handle).query<Record<string, unknown>>(text, params)).rows;
}

function client(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}

function recording(handle: DatabaseHandle): { db: Database; statements: { sql: string; params: unknown[] }[] } {
  const statements: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void statements.push({ sql: query, params }) };
  const db =
    handle.kind === "postgres"
      ? (drizzlePg(handle.pool as pg.Pool, { schema, logger }) as unknown as Database)
      : (drizzlePglite(client(handle), { schema, logger }) as unknown as Database);
  return { db, statements };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function load(handle: DatabaseHandle): Promise<void> {
  const [existing] = await raw(handle, "select count(*)::int as count from vendors where is_active");
  if (Number(existing?.count ?? 0) >= size) {
    console.log(`Using the ${existing?.count} active vendors already loaded`);
    return;
  }
  const loader = createCatalogueLoader();
  await handle.db.transaction((tx) => loader.loadCategories(tx));
  let started = performance.now();
  for (let loaded = 0; loaded < size; ) {
    loaded = Math.min(size, loaded + 10_000);
    await handle.db.transaction((tx) => loader.loadUpTo(tx, loaded));
    await raw(handle, "vacuum vendors");
  }
  console.log(`Vendors: ${seconds(started)} s`);
  started = performance.now();
  // Three packages for 80 % of vendors, £100 to £7,100 (the trigger's work done once, in one UPDATE).
  await raw(handle, "alter table vendor_packages disable trigger vendor_packages_from_price_trigger");
  await raw(
    handle,
    `insert into vendor_packages (vendor_id, name, price_pence, price_kind, sort_order)
     select id, 'Package ' || n, 10000 + (abs(hashtext('price ' || id || ' ' || n)) % 700000), 'from', n
     from vendors, generate_series(1, 3) as n where abs(hashtext('packages ' || id)) % 100 < 80`,
  );
  await raw(handle, "alter table vendor_packages enable trigger vendor_packages_from_price_trigger");
  await raw(handle, "update vendors set from_price_pence = p.low from (select vendor_id, min(price_pence) as low from vendor_packages group by vendor_id) p where p.vendor_id = vendors.id");
  // The UPDATE left a second entry per vendor in every index; rebuilt, they are as a catalogue written once has them.
  await raw(handle, "vacuum vendors");
  await raw(handle, "reindex table vendors");
  console.log(`Packages: ${seconds(started)} s`);
  started = performance.now();
  // 0–100 unavailable days each over two years, written where the triggers would write them.
  await raw(
    handle,
    `insert into vendor_unavailable_dates (day, vendor_id)
     select distinct date '${FIRST_DAY}' + (abs(hashtext('day ' || id || ' ' || n)) % ${SPAN_DAYS}), id
     from vendors, generate_series(1, abs(hashtext('days ' || id)) % 101) as n
     on conflict do nothing`,
  );
  console.log(`Unavailable days: ${seconds(started)} s`);
  started = performance.now();
  await raw(handle, "vacuum analyze");
  console.log(`VACUUM ANALYZE: ${seconds(started)} s`);
}

const day = (offset: number) => shiftDay(FIRST_DAY, { days: offset });
const week = Array.from({ length: 7 }, (_, index) => day(200 + index));

const CASES: { title: string; request: SearchRequest }[] = [
  { title: '"photographer", 2 dates (a whole category, free on both)', request: makeSearchRequest({ query: "photographer", dates: [day(200), day(202)] }) },
  { title: '"photographer", 7 dates', request: makeSearchRequest({ query: "photographer", dates: week }) },
  { title: '"photographer", 7 dates, any', request: makeSearchRequest({ query: "photographer", dates: week, dateMode: "any" }) },
  {
    title: '"henna" + Birmingham 25 km, 2 dates, budget £800',
    request: makeSearchRequest({ query: "henna", location: "Birmingham", radiusKm: 25, dates: [day(300), day(301)], maxPricePence: 80_000 }),
  },
  {
    title: '"" + London 100 km, 3 dates, price low to high',
    request: makeSearchRequest({ location: "London", radiusKm: 100, dates: [day(100), day(101), day(102)], sort: "price-asc" }),
  },
  { title: '"caterer", budget £1,500 with unpriced, price high to low', request: makeSearchRequest({ query: "caterer", maxPricePence: 150_000, includeUnpriced: true, sort: "price-desc" }) },
  { title: '"venue" for 14/08/2027 under £5k (words)', request: makeSearchRequest({ query: "venue for 14/08/2027 under £5k" }) },
];

/** The statements `searchVendors` sends for its page and its counts. */
async function searchStatements(handle: DatabaseHandle, request: SearchRequest) {
  const { db, statements } = recording(handle);
  await searchVendors(db, request, "2026-11-26");
  const isCounts = (statement: { sql: string }) => statement.sql.includes("grouping(facet_bits");
  const page = statements.find((statement) => statement.sql.includes('"matches"') && !isCounts(statement));
  const counts = statements.find(isCounts);
  if (!page || !counts) throw new Error("searchVendors sent no page or counts statement");
  return { page, counts };
}

/** The least execution time of `runs` runs of EXPLAIN (ANALYZE, TIMING OFF), ms: the query's own cost, less the machine's noise. */
async function bestOf(handle: DatabaseHandle, statement: { sql: string; params: unknown[] }, runs = 5): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run++) {
    const rows = await raw(handle, `explain (analyze, timing off, format json) ${statement.sql}`, statement.params);
    const plan = rows[0]?.["QUERY PLAN"];
    const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { "Execution Time": number }[];
    best = Math.min(best, parsed[0]!["Execution Time"]);
  }
  return best;
}

/** The anti-join nodes of a plan, as "Hash Anti Join (13,446 unavailable rows)". */
function antiJoins(plan: string): string {
  const joins = [...plan.matchAll(/(Hash Right Anti Join|Hash Anti Join|Nested Loop Anti Join)/g)].map((match) => match[1]);
  const read = [...plan.matchAll(/Index Only Scan using vendor_unavailable_dates_day_vendor_id_pk[^\n]*actual[^\n]*?rows=([\d.]+) loops=1/g)].map((match) => Number(match[1]));
  return `${[...new Set(joins)].join(" + ")}${read.length > 0 ? `, ${read.map((rows) => rows.toLocaleString("en-GB")).join(" + ")} rows of the key` : ""}`;
}

async function explain(handle: DatabaseHandle): Promise<void> {
  const table: string[] = [];
  for (const [index, { title, request }] of CASES.entries()) {
    const dated = await searchStatements(handle, request);
    const plain = await searchStatements(handle, { ...request, query: request.query.replace(/ for .*$/, ""), dates: [], maxPricePence: null, includeUnpriced: false });
    const rows = await raw(handle, `explain (analyze, buffers) ${dated.page.sql}`, dated.page.params);
    const plan = rows.map((row) => String(row["QUERY PLAN"])).join("\n");
    if (index < 3) console.log(`\n--- ${backend} EXPLAIN (ANALYZE, BUFFERS) of the page: ${title}\n${plan}`);
    const figures = [await bestOf(handle, plain.page), await bestOf(handle, dated.page), await bestOf(handle, plain.counts), await bestOf(handle, dated.counts)];
    table.push(`| ${title} | ${figures.map((ms) => ms.toFixed(1)).join(" | ")} | ${antiJoins(plan)} |`);
  }
  console.log(`\n${backend}, least of 5 runs, ms (EXPLAIN ANALYZE, TIMING OFF), load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}`);
  console.log("| Search | Page without | Page with | Counts without | Counts with | Availability in the page's plan |");
  console.log("|---|---:|---:|---:|---:|---|");
  for (const line of table) console.log(line);

  const { db, statements } = recording(handle);
  const [venues] = await raw(handle, "select id from categories where slug = 'venues'");
  await listCategoryVendors(db, { categoryId: Number(venues?.id), sort: "price-asc", datesAndBudget: { ...noDatesOrBudget(), dates: [day(150), day(151)] } });
  const [list] = statements;
  if (list) console.log(`\nCategory page Venues, 2 dates, price low to high: ${(await bestOf(handle, list)).toFixed(1)} ms`);
}

async function time(handle: DatabaseHandle): Promise<void> {
  const mix = buildQueryMix(Number.parseInt(options.queries, 10));
  // Every query gets 1, 2, 3 or 7 dates (one in eight in 'any' mode) and every third a budget of £300 to £3,000.
  const dated = mix.map((query, index) => {
    const count = [1, 2, 3, 7][index % 4]!;
    const start = (index * 37) % (SPAN_DAYS - 10);
    return {
      ...query,
      request: {
        ...query.request,
        dates: Array.from({ length: count }, (_, offset) => day(start + offset)),
        dateMode: index % 8 === 0 ? ("any" as const) : ("all" as const),
        maxPricePence: index % 3 === 0 ? 30_000 + ((index * 7919) % 270_000) : null,
        sort: index % 5 === 0 ? ("price-asc" as const) : query.request.sort,
      },
    };
  });
  for (const query of dated.slice(0, 20)) await searchVendors(handle.db, query.request, "2026-11-26");
  // Each search is timed without and then with its dates and budget, one after the other, so both see the same load.
  const plain: number[] = [];
  const timings: number[] = [];
  for (const [index, query] of dated.entries()) {
    let started = performance.now();
    await searchVendors(handle.db, mix[index]!.request, "2026-11-26");
    plain.push(performance.now() - started);
    started = performance.now();
    await searchVendors(handle.db, query.request, "2026-11-26");
    timings.push(performance.now() - started);
  }
  const figures = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
    return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
  };
  console.log(`\n${backend}, ${size} vendors, ${timings.length} searches, load average ${os.loadavg().map((value) => value.toFixed(1)).join(" ")}`);
  console.log(`  without dates or budget: ${figures(plain)}`);
  console.log(`  with 1, 2, 3 or 7 dates (a third with a budget, a fifth by price): ${figures(timings)}`);
}

const { handle, drop } = await open();
try {
  await load(handle);
  const [rows] = await raw(handle, "select count(*)::int as count, pg_size_pretty(pg_total_relation_size('vendor_unavailable_dates')) as size from vendor_unavailable_dates");
  console.log(`vendor_unavailable_dates: ${rows?.count} rows, ${rows?.size}`);
  await explain(handle);
  if (!options["plans-only"]) await time(handle);
} finally {
  await handle.close();
  await drop?.();
}
