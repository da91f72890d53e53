/**
 * `npm run bench:load`: throughput, latency and memory of the production build under load (decision 044, "Throughput
 * and memory"; figures in docs/benchmarks.md, "Load and memory").
 *
 * It seeds the benchmark's synthetic catalogue (scripts/bench-search-data.ts, 10,000 active vendors by default) into
 * a temporary PostgreSQL database `load_<random>` on the server of `DATABASE_URL` (dropped at the end, also on
 * Ctrl-C), builds the app when the build is stale, starts the production server (`node server/index.ts`, one
 * instance, then two on two ports) and drives it with autocannon, one route after the other: a static asset of the
 * same server (the ceiling), `/`, a location search, searches that differ on every request, a category, one vendor
 * page, vendor pages that differ on every request, `/api/search`, and `mixed`: traffic shaped like real visitors'
 * (60 % vendor pages drawn from the catalogue, 40 % searches among 40 queries × 12 places, 2,000 client addresses;
 * scripts/bench-load-mixed.ts). Per route it prints req/s, p50/p97.5/p99 latency (ms), errors (connection errors and
 * timeouts), non-2xx answers, the ratio of req/s to the ceiling, CPU time per request (ms) of the server, of
 * PostgreSQL and of this process (the load client, on the same cores), and the server's resident memory (MB) idle,
 * after the run, and its peak (VmRSS and VmHWM of /proc/<pid>/status, polled).
 *
 * Requests carry a browser's user agent, as visitors' do (so profile views and search appearances are counted as in
 * production), no cookies, and an `X-Forwarded-For` address in 198.18.0.0/15 (a new one each, or one of the mixed
 * route's 2,000): the servers are started with TRUST_PROXY=loopback, so they take the client's address from that
 * header, and the API's per-address rate limit sees many visitors instead of refusing one.
 *
 * Options: --vendors=10000 --duration=10 (s per route) --connections=20 --instances=1,2 --routes=vendor,search…
 * (`--routes=mixed --instances=1` for the mixed traffic alone, with the static ceiling and memory of the same run)
 * --database-url=<an already seeded database, kept> --embedded (PGlite in a temporary folder instead, one instance)
 * --node-options="--cpu-prof" (passed to the server) --help.
 * Targets (one instance, PostgreSQL, 20 connections): a vendor page ≥ 0.25 of the ceiling; a location search ≥ 0.12
 * with p97.5 ≤ 150 ms; no errors; the server under 300 MB resident after the run (read after 30 s idle; the
 * figure when the load stopped and the peak are printed beside it).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import "./register-app-imports.ts";
import type { MixedTraffic } from "./bench-load-mixed.ts";
import { BROWSER_USER_AGENT, buildIfStale, startProductionServer, type Server, type Target } from "./bench-server.ts";
import { cpuMsOf, ownCpuMs, postgresCpuMs } from "./process-cpu.ts";

const USAGE = `Usage: DATABASE_URL=postgres://… npm run bench:load -- [options]
  --vendors=10000         active vendors in the synthetic catalogue
  --duration=10           seconds of load per route (after 2 s of warm-up)
  --connections=20        concurrent connections (split across the instances)
  --instances=1,2         server counts to measure, one after the other
  --routes=…              only these routes (static is always measured): ${"home,search,search-varied,category,vendor,vendor-varied,api-search,mixed"}
                          mixed: real traffic's shape, 60 % vendor pages, 40 % searches, 2,000 client addresses;
                          --routes=mixed --instances=1 measures it alone (static ceiling and memory of the same run)
  --database-url=URL      use this already seeded database instead of seeding a temporary one (kept)
  --embedded              the embedded database (PGlite) in a temporary folder instead of PostgreSQL; one instance
  --node-options=…        extra Node options for the servers, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof
  --help                  this text`;

const { values: options } = parseArgs({
  options: {
    vendors: { type: "string", default: "10000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    instances: { type: "string", default: "1,2" },
    routes: { type: "string" },
    "database-url": { type: "string" },
    embedded: { type: "boolean", default: false },
    "node-options": { type: "string", default: "" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, "..");
const serverUrl = process.env.DATABASE_URL?.trim();
const embedded = options.embedded;
if (!embedded && !serverUrl && !options["database-url"]) throw new Error(`bench:load runs on PostgreSQL unless --embedded: set DATABASE_URL.\n${USAGE}`);
const vendorCount = Number.parseInt(options.vendors, 10);
const duration = Number.parseInt(options.duration, 10);
const connections = Number.parseInt(options.connections, 10);
// PGlite is one process's database (a lock file in its folder): a second instance could not open it.
const instanceCounts = embedded ? [1] : options.instances.split(",").map((value) => Number.parseInt(value, 10));
if (![vendorCount, duration, connections, ...instanceCounts].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error(`Invalid option value.\n${USAGE}`);
}

const { openDatabase } = await import("~/db/client.server");
const { migrateDatabase } = await import("~/db/migrate.server");
const { createScratchDatabase } = await import("~/db/scratch-database.server");
const { createCatalogueLoader } = await import("./bench-search-data.ts");
const { benchmarkAddress, createMixedTraffic, MIXED_ADDRESS_COUNT, MIXED_SEARCH_PLACES, MIXED_SEARCH_QUERIES, MIXED_VENDOR_SHARE } = await import(
  "./bench-load-mixed.ts"
);
const { sql } = await import("drizzle-orm");

// Temporary databases and servers to remove, newest first, also on Ctrl-C.
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.().catch((error: unknown) => console.warn("Clean-up failed:", error));
}
process.once("SIGINT", () => {
  console.error("\nInterrupted: stopping the servers and removing the temporary database");
  void cleanUp().finally(() => process.exit(130));
});

const LOCATION_SEARCH = "/search?q=photographer&location=Leicester";
const SEARCH_WORDS = ["photographer", "mehndi", "caterer", "dj", "venue", "makeup artist", "florist", "cake", "decor", "videographer"];
const SEARCH_TOWNS = ["Leicester", "Birmingham", "Manchester", "Bradford", "London", "Leeds", "Coventry", "Luton", "Slough", "Glasgow"];

/** What the catalogue offers the routes: active vendor ids and category slugs. */
type Catalogue = { vendorIds: number[]; categorySlugs: string[] };

/**
 * Seeds (or reads) the database; output: where it is and what the routes need. The embedded database is closed
 * again before the server opens it (its lock file admits one process).
 */
async function prepareDatabase(): Promise<{ target: Target; catalogue: Catalogue }> {
  let target: Target;
  if (embedded) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-embedded-"));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    target = { kind: "pglite", dataDir };
  } else if (options["database-url"]) {
    target = { kind: "postgres", url: options["database-url"] };
  } else {
    const scratch = await createScratchDatabase(serverUrl as string, "load");
    cleanups.push(scratch.drop);
    target = { kind: "postgres", url: scratch.url };
  }
  const handle = await openDatabase(target);
  // PGlite answers `{ rows }`, node-postgres too; Drizzle's execute types hide the difference.
  const rowsOf = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  try {
    const [{ count } = { count: 0 }] = (await rowsOf(sql`select count(*)::int as count from vendors where is_active`).catch(() => [])) as {
      count: number;
    }[];
    if (count === 0) {
      await migrateDatabase(handle);
      const started = performance.now();
      const loader = createCatalogueLoader();
      await handle.db.transaction((tx) => loader.loadCategories(tx));
      for (let target = 10_000; ; target += 10_000) {
        const step = Math.min(target, vendorCount);
        await handle.db.transaction((tx) => loader.loadUpTo(tx, step));
        await handle.db.execute(sql`vacuum vendors`);
        if (step === vendorCount) break;
      }
      await handle.db.execute(sql`vacuum analyze`);
      console.log(`Seeded ${vendorCount.toLocaleString("en-GB")} active vendors in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } else {
      console.log(`Using ${count.toLocaleString("en-GB")} active vendors already in the database`);
    }
    const vendorIds = (await rowsOf(sql`select id from vendors where is_active order by id`)).map((row) => Number(row.id));
    const categorySlugs = (await rowsOf(sql`select slug from categories order by id`)).map((row) => String(row.slug));
    return { target, catalogue: { vendorIds, categorySlugs } };
  } finally {
    await handle.close();
  }
}

/** How long the servers are left idle after the last route before their resident memory is read "after the run". */
const SETTLE_MS = 30_000;

/** Starts one production server over `target` (scripts/bench-server.ts); it is stopped with the run's clean-up. */
async function startServer(target: Target, dataDir: string): Promise<Server> {
  const server = await startProductionServer({ root, target, dataDir, nodeOptions: options["node-options"].split(/\s+/).filter(Boolean) });
  cleanups.push(server.stop);
  return server;
}

/**
 * A route of the run: its name, and the paths its requests take in turn, or (`mixed`) a stream that gives each
 * request its path and client address.
 */
type Route = { name: string; paths: string[]; api?: boolean; traffic?: MixedTraffic; shown?: string };

function routesFor(catalogue: Catalogue, staticAsset: string): Route[] {
  const spread = (ids: number[], count: number) => ids.filter((_id, index) => index % Math.max(1, Math.floor(ids.length / count)) === 0);
  const varied = SEARCH_WORDS.flatMap((word) => SEARCH_TOWNS.map((town) => `/search?q=${encodeURIComponent(word)}&location=${town}`));
  const middleVendor = catalogue.vendorIds[Math.floor(catalogue.vendorIds.length / 2)];
  const all: Route[] = [
    { name: "static", paths: [staticAsset] },
    { name: "home", paths: ["/"] },
    { name: "search", paths: [LOCATION_SEARCH] },
    { name: "search-varied", paths: varied },
    { name: "category", paths: [`/category/${catalogue.categorySlugs.includes("photographers") ? "photographers" : catalogue.categorySlugs[0]}`] },
    { name: "vendor", paths: [`/vendor/${middleVendor}`] },
    { name: "vendor-varied", paths: spread(catalogue.vendorIds, catalogue.vendorIds.length).map((id) => `/vendor/${id}`) },
    { name: "api-search", paths: ["/api/search?q=photographer&location=Leicester"], api: true },
    {
      name: "mixed",
      paths: [],
      traffic: createMixedTraffic(catalogue.vendorIds),
      shown:
        `${MIXED_VENDOR_SHARE * 100} % of ${catalogue.vendorIds.length} vendors, ${(1 - MIXED_VENDOR_SHARE) * 100} % of ` +
        `${MIXED_SEARCH_QUERIES.length} × ${MIXED_SEARCH_PLACES.length} searches, ${MIXED_ADDRESS_COUNT} addresses`,
    },
  ];
  const wanted = options.routes?.split(",");
  return all.filter((route) => route.name === "static" || !wanted || wanted.includes(route.name));
}

/**
 * Figures of one route: req/s summed over the instances, latency of the first instance's share (ms), and CPU time per
 * request (ms, user + system from /proc): the servers' own (PostgreSQL's share is not in it), which, unlike req/s,
 * hardly depends on what else the machine is running; PostgreSQL's (every `postgres` process of the machine; null with
 * the embedded database, which runs inside the server); and this process's, the load client's, which shares the same
 * cores.
 */
type Result = {
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  requests: number;
  cpuMsPerRequest: number;
  postgresCpuMsPerRequest: number | null;
  clientCpuMsPerRequest: number;
};

let addressCounter = 0;
/** A new client address for each request (198.18.0.0/15, 131,072 of them), so per-address limits see many visitors. */
function nextAddress(): string {
  return benchmarkAddress(addressCounter++ % 2 ** 17);
}

/** Drives `route` on every server at once for `seconds`, the connections split evenly; output: summed figures. */
async function drive(servers: Server[], route: Route, seconds: number, onPostgres: boolean): Promise<Result> {
  let next = 0;
  const serversCpu = () => servers.reduce((sum, server) => sum + cpuMsOf(`/proc/${server.child.pid!}/stat`), 0);
  const before = { servers: serversCpu(), postgres: postgresCpuMs(), client: ownCpuMs() };
  const runs = servers.map((server) =>
    autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: Math.max(1, Math.round(connections / servers.length)),
      duration: seconds,
      headers: { "user-agent": BROWSER_USER_AGENT, accept: "text/html", "accept-encoding": "gzip" },
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const drawn = route.traffic?.next() ?? { path: route.paths[next++ % route.paths.length], address: nextAddress() };
            return { ...request, path: drawn.path, headers: { ...(request.headers as object), "x-forwarded-for": drawn.address } };
          },
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  const used = { servers: serversCpu() - before.servers, postgres: postgresCpuMs() - before.postgres, client: ownCpuMs() - before.client };
  const first = results[0]!;
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const perRequest = (ms: number) => (requests > 0 ? ms / requests : 0);
  return {
    cpuMsPerRequest: perRequest(used.servers),
    postgresCpuMsPerRequest: onPostgres ? perRequest(used.postgres) : null,
    clientCpuMsPerRequest: perRequest(used.client),
    reqPerSec: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: first.latency.p50,
    p975: first.latency.p97_5,
    p99: first.latency.p99,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    requests,
  };
}

function staticAssetPath(): string {
  const assets = fs.readdirSync(path.join(root, "build/client/assets")).filter((name) => name.endsWith(".css"));
  if (assets.length === 0) throw new Error("No stylesheet in build/client/assets");
  return `/assets/${assets[0]}`;
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

async function main(): Promise<void> {
  await buildIfStale(root);
  const { target, catalogue } = await prepareDatabase();
  const onPostgres = target.kind === "postgres";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const staticAsset = staticAssetPath();
  const routes = routesFor(catalogue, staticAsset);
  const lines: string[] = [];
  for (const instances of instanceCounts) {
    const servers: Server[] = [];
    for (let index = 0; index < instances; index++) servers.push(await startServer(target, path.join(dataDir, String(index))));
    // Start-up leaves garbage behind: the idle figure is read once it has had a few seconds to settle.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const idle = servers.map((server) => server.rssMb());
    console.log(`\n=== ${instances} instance(s), ${connections} connections, ${duration} s per route; idle RSS ${idle.map((mb) => mb.toFixed(0)).join(", ")} MB; load ${loadAverage()}`);
    let ceiling = 0;
    let ceilingCpu = 0;
    const notes: string[] = [];
    lines.push(
      `\n${instances} instance(s), ${connections} connections, ${duration} s per route, load average at start ${loadAverage()}`,
      "| Route | Path | req/s | p50 | p97.5 | p99 | Errors | Non-2xx | Ratio to static | Server CPU ms/req | CPU ratio | PostgreSQL CPU ms/req | Client CPU ms/req | RSS after (MB) |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const route of routes) {
      await drive(servers, route, 2, onPostgres);
      route.traffic?.reset();
      const result = await drive(servers, route, duration, onPostgres);
      if (route.name === "static") {
        ceiling = result.reqPerSec;
        ceilingCpu = result.cpuMsPerRequest;
      }
      const ratio = ceiling > 0 ? result.reqPerSec / ceiling : 0;
      // The share of the static file's throughput this route would reach if the server's CPU were the only limit.
      const cpuRatio = result.cpuMsPerRequest > 0 ? ceilingCpu / result.cpuMsPerRequest : 0;
      const rss = servers.map((server) => server.rssMb().toFixed(0)).join(" / ");
      const shown = route.shown ?? `\`${route.paths.length === 1 ? route.paths[0] : `${route.paths.length} paths, e.g. ${route.paths[1]}`}\``;
      const line =
        `| ${route.name} | ${shown} | ${result.reqPerSec.toFixed(0)} | ${result.p50} | ${result.p975} | ${result.p99} | ` +
        `${result.errors} | ${result.non2xx} | ${ratio.toFixed(2)} | ${result.cpuMsPerRequest.toFixed(1)} | ${cpuRatio.toFixed(2)} | ` +
        `${result.postgresCpuMsPerRequest?.toFixed(1) ?? "–"} | ${result.clientCpuMsPerRequest.toFixed(1)} | ${rss} |`;
      console.log(line);
      lines.push(line);
      const drawn = route.traffic?.drawn();
      // What the measured run actually sent (autocannon may draw a request or two it never completes).
      if (drawn) {
        notes.push(
          `${route.name}: ${drawn.vendor} vendor pages and ${drawn.search} searches drawn (${((100 * drawn.vendor) / Math.max(1, drawn.vendor + drawn.search)).toFixed(1)} % vendor pages), ` +
            `${drawn.paths} distinct paths, ${drawn.addresses} distinct addresses`,
        );
      }
    }
    const peaks = servers.map((server) => `${server.peakMb().toFixed(0)} (sampled ${server.maxSampledMb.toFixed(0)})`);
    const after = servers.map((server) => server.rssMb().toFixed(0));
    // V8 gives heap pages back once a process has been idle for some seconds (its memory reducer): what a server
    // keeps after a burst is read after a settle, beside what it held the moment the load stopped.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const settled = servers.map((server) => server.rssMb().toFixed(0));
    const summary =
      `Idle RSS ${idle.map((mb) => mb.toFixed(0)).join(" / ")} MB; when the load stopped ${after.join(" / ")} MB; ` +
      `after the run, ${SETTLE_MS / 1000} s idle, ${settled.join(" / ")} MB; peak (VmHWM) ${peaks.join(" / ")} MB; load average at end ${loadAverage()}`;
    for (const note of notes) console.log(note);
    console.log(summary);
    lines.push("", ...notes, summary);
    while (servers.length > 0) {
      await cleanups.pop()?.();
      servers.pop();
    }
  }
  console.log(`\n## Summary (${new Date().toISOString()}, ${os.cpus().length} CPUs, Node ${process.version})`);
  console.log(lines.join("\n"));
}

try {
  await main();
} finally {
  await cleanUp();
}
