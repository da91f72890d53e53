/**
 * `npm run bench:replay -- --port=P --pid=PID [--requests=1600] [--connections=20] [--kind=vendor|search] [--skip=N]`: replays a fixed number of
 * requests of `bench:load`'s mixed traffic (scripts/bench-load-mixed.ts, the same seeded stream) against a server
 * already running, and prints what `bench:load` cannot see: how many answers came from the page cache
 * (`X-Page-Cache: hit`), the server's CPU per request (its main thread, which limits throughput, and the whole
 * process, in ms from /proc), PostgreSQL's CPU per request (every `postgres` process of this machine, so run it on a
 * quiet one), and latency (ms) of all answers, of hits and of the rest, then by kind of answer (vendor page or search,
 * from the cache or rendered). A fixed count rather than a duration sends
 * the same requests to two builds, so they can be compared run after run (docs/benchmarks.md, "Uncached pages: the
 * fourth round"); `--kind` keeps only the vendor pages or only the searches of the stream, and `--skip` passes over the stream's first N
 * requests, so that a warm-up run and the measured run send different pages. The active vendors are read from `DATABASE_URL`, the server's database.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import "./register-app-imports.ts";
import { BROWSER_USER_AGENT } from "./bench-server.ts";
import { cpuMsOf, postgresCpuMs } from "./process-cpu.ts";

const { values: options } = parseArgs({
  options: {
    port: { type: "string" },
    pid: { type: "string" },
    requests: { type: "string", default: "1600" },
    connections: { type: "string", default: "20" },
    kind: { type: "string" },
    skip: { type: "string", default: "0" },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!options.port || !options.pid || !databaseUrl) {
  console.error("Usage: DATABASE_URL=<the server's database> npm run bench:replay -- --port=P --pid=PID [--requests=1600] [--connections=20] [--kind=vendor|search] [--skip=N]");
  process.exit(2);
}
const { createMixedTraffic } = await import("./bench-load-mixed.ts");

const client = new pg.Client(databaseUrl);
await client.connect();
const vendorIds = (await client.query<{ id: number }>("select id from vendors where is_active order by id")).rows.map((row) => Number(row.id));
await client.end();

const pid = options.pid;
const traffic = createMixedTraffic(vendorIds);
for (let skipped = 0; skipped < Number(options.skip); skipped++) traffic.next();
const answers: { kind: string; hit: boolean; ms: number }[] = [];
let left = Number(options.requests);
const start = { main: cpuMsOf(`/proc/${pid}/task/${pid}/stat`), process: cpuMsOf(`/proc/${pid}/stat`), postgres: postgresCpuMs(), at: performance.now() };
async function connection() {
  while (left-- > 0) {
    let drawn = traffic.next();
    while (options.kind && drawn.kind !== options.kind) drawn = traffic.next();
    const sentAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${options.port}${drawn.path}`, {
      headers: { "x-forwarded-for": drawn.address, accept: "text/html", "accept-encoding": "gzip", "user-agent": BROWSER_USER_AGENT },
    });
    await response.arrayBuffer();
    answers.push({ kind: drawn.kind, hit: response.headers.get("x-page-cache") === "hit", ms: performance.now() - sentAt });
  }
}
await Promise.all(Array.from({ length: Number(options.connections) }, connection));
const seconds = (performance.now() - start.at) / 1000;
const count = answers.length;
const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? "-" : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(0);
};
const perRequest = (ms: number) => (ms / count).toFixed(2);
const all = answers.map((answer) => answer.ms);
const hits = answers.filter((answer) => answer.hit).map((answer) => answer.ms);
const rest = answers.filter((answer) => !answer.hit).map((answer) => answer.ms);
console.log("| Requests | Hits | req/s | Main thread ms/req | Process ms/req | PostgreSQL ms/req | p50 | p97.5 | Hits p50 | Others p50 | Others p97.5 |");
console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
console.log(
  `| ${count} | ${hits.length} | ${(count / seconds).toFixed(0)} | ${perRequest(cpuMsOf(`/proc/${pid}/task/${pid}/stat`) - start.main)} | ${perRequest(cpuMsOf(`/proc/${pid}/stat`) - start.process)} | ${perRequest(postgresCpuMs() - start.postgres)} | ${percentile(all, 0.5)} | ${percentile(all, 0.975)} | ${percentile(hits, 0.5)} | ${percentile(rest, 0.5)} | ${percentile(rest, 0.975)} |`,
);
// Which answers set the tail: each kind of page, from the cache or rendered.
console.log("\n| Answer | Share | p50 | p90 | p97.5 |");
console.log("|---|---:|---:|---:|---:|");
for (const kind of ["vendor", "search"]) {
  for (const hit of [true, false]) {
    const times = answers.filter((answer) => answer.kind === kind && answer.hit === hit).map((answer) => answer.ms);
    const share = `${((100 * times.length) / count).toFixed(0)} %`;
    console.log(`| ${kind} ${hit ? "from the cache" : "rendered"} | ${share} | ${percentile(times, 0.5)} | ${percentile(times, 0.9)} | ${percentile(times, 0.975)} |`);
  }
}
