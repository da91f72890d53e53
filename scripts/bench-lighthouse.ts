/**
 * `npm run bench:lighthouse`: Lighthouse scores of the public pages against the production build (docs/product/public-area.md#speed-and-accessibility,
 * "Performance and accessibility"; decision 039).
 *
 * Builds when the build is stale (scripts/build-if-stale.ts), starts `node server/index.ts` on a free port with a
 * fresh temporary DATA_DIR (the embedded database seeds the demo catalogue, as tests/e2e/support/test-server.ts does),
 * warms each page, then runs Lighthouse 13 (its default: mobile, simulated throttling) `--runs` times on each of
 * `/`, `/search?q=mehndi&location=Birmingham`, `/category/mehndi-artists`, a vendor page (the sitemap's first),
 * a city page and `/blog/1` in Debian's Chromium, one headless Chromium for all runs. Prints every run, then a
 * table of the medians per page and category with each target met or missed, the audits that cost a page points
 * in its median run, each page's first-load JavaScript (scripts/first-load-js.ts) and the machine (CPUs, memory,
 * load average before and after). Targets: performance ≥ 95, accessibility, best practices and SEO 100, on every
 * page. Exits 1 when a target is missed, 2 on a failure to run.
 *
 * Options: --runs=3  --chromium=/usr/bin/chromium  --help. Runs on plain Node 24 (`node scripts/bench-lighthouse.ts`).
 * Figures: docs/benchmarks.md, "Lighthouse and first-load JavaScript".
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { FIRST_LOAD_BUDGET_BYTES, formatKb, measureFirstLoad } from "./first-load-js.ts";
import { freePort } from "../tests/support/free-port.ts";

const USAGE = `Usage: npm run bench:lighthouse -- [options]   (or node scripts/bench-lighthouse.ts [options])
  --runs=3                       Lighthouse runs per page (the median is reported)
  --chromium=/usr/bin/chromium   the browser Lighthouse drives
  --help                         this text`;

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number, not "${options.runs}"\n${USAGE}`);
  process.exit(2);
}

const root = path.resolve(import.meta.dirname, "..");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** The targets of docs/product/public-area.md#speed-and-accessibility, scores out of 100. */
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const SHORT: Record<Category, string> = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };

type RunResult = { scores: Record<Category, number>; lcpMs: number; tbtMs: number; cls: number; losses: string[] };

/** The sorted middle value (the lower middle for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server stopped early (code ${child.exitCode}, signal ${child.signalCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/** The audits that cost points in a category (weight > 0, score < 1), as "category: audit id (score)". */
function lossesOf(lhr: { categories: Record<string, { auditRefs: { id: string; weight: number }[] }>; audits: Record<string, { score: number | null; displayValue?: string }> }): string[] {
  const losses: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        losses.push(`${SHORT[category]}: ${ref.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ""})`);
      }
    }
  }
  return losses;
}

const machine = () =>
  `${os.cpus().length} vCPU (${os.cpus()[0]?.model ?? "unknown"}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
  `${os.type()} ${os.release()}, Node ${process.versions.node}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(" ")}`;

const loadBefore = machine();
execFileSync(process.execPath, [path.join(root, "scripts", "build-if-stale.ts")], { cwd: root, stdio: "inherit" });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-lighthouse-"));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, DATA_DIR: dataDir, NODE_ENV: "production" };
// Always the embedded database, freshly seeded, whatever the shell points at.
delete env.DATABASE_URL;
delete env.SMTP_URL;
const server = spawn(process.execPath, ["server/index.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
let serverOutput = "";
server.stdout?.on("data", (chunk) => (serverOutput += chunk));
server.stderr?.on("data", (chunk) => (serverOutput += chunk));
let chrome: Awaited<ReturnType<typeof launch>> | undefined;

async function cleanUp() {
  await chrome?.kill();
  if (server.exitCode === null) {
    await new Promise((resolve) => {
      server.once("exit", resolve);
      server.kill("SIGTERM");
    });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

let exitCode = 0;
try {
  // Opening and seeding the embedded database takes 40–90 s on this loaded 2-core machine.
  await waitForHealth(`${baseUrl}/healthz`, server, 300_000);
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const vendorUrl = /<loc>([^<]*\/vendor\/\d+)<\/loc>/.exec(sitemap)?.[1];
  if (!vendorUrl) throw new Error("The sitemap lists no vendor page");
  const pages = [
    "/",
    "/search?q=mehndi&location=Birmingham",
    "/category/mehndi-artists",
    new URL(vendorUrl).pathname,
    "/category/mehndi-artists/birmingham",
    "/blog/1",
  ];
  // Warm the server (database pages, template compilation) so the first audited run is not the cold one.
  for (const page of pages) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(baseUrl + page);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    }
  }

  chrome = await launch({ chromePath: options.chromium, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const results = new Map<string, RunResult[]>();
  console.log(`\nLighthouse ${runs}× per page on ${baseUrl} (mobile, simulated throttling)`);
  for (const page of pages) {
    const pageRuns: RunResult[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(baseUrl + page, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${page}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>;
      const entry: RunResult = {
        scores,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        losses: lossesOf(lhr as never),
      };
      pageRuns.push(entry);
      console.log(
        `  ${page} run ${run}: ${CATEGORIES.map((category) => `${SHORT[category]} ${scores[category]}`).join(", ")}; ` +
          `LCP ${Math.round(entry.lcpMs)} ms, TBT ${Math.round(entry.tbtMs)} ms, CLS ${entry.cls.toFixed(3)}`,
      );
    }
    results.set(page, pageRuns);
  }

  const firstLoads = new Map<string, number>();
  const cache = new Map<string, number>();
  for (const page of pages) firstLoads.set(page, (await measureFirstLoad(baseUrl, page, cache)).totalGzipBytes);

  console.log(`\nMedians of ${runs} runs (targets: Perf ≥ ${TARGETS.performance}, A11y ${TARGETS.accessibility}, BP ${TARGETS["best-practices"]}, SEO ${TARGETS.seo})\n`);
  console.log(`| Page | Perf | A11y | BP | SEO | LCP (ms) | TBT (ms) | CLS | First-load JS (gzip -9) | Targets |`);
  console.log(`|---|---|---|---|---|---|---|---|---|---|`);
  const explanations: string[] = [];
  for (const [page, pageRuns] of results) {
    const medians = Object.fromEntries(CATEGORIES.map((category) => [category, median(pageRuns.map((run) => run.scores[category]))])) as Record<Category, number>;
    const missed = CATEGORIES.filter((category) => medians[category] < TARGETS[category]);
    const firstLoad = firstLoads.get(page)!;
    if (missed.length > 0) exitCode = 1;
    console.log(
      `| ${page} | ${CATEGORIES.map((category) => medians[category]).join(" | ")} | ${Math.round(median(pageRuns.map((run) => run.lcpMs)))} | ` +
        `${Math.round(median(pageRuns.map((run) => run.tbtMs)))} | ${median(pageRuns.map((run) => run.cls)).toFixed(3)} | ` +
        `${formatKb(firstLoad)}${firstLoad > FIRST_LOAD_BUDGET_BYTES ? ` (over ${formatKb(FIRST_LOAD_BUDGET_BYTES)})` : ""} | ${missed.length ? `missed: ${missed.map((category) => SHORT[category]).join(", ")}` : "met"} |`,
    );
    // The run whose performance score is the median shows where the points went.
    const medianRun = pageRuns.find((run) => run.scores.performance === medians.performance) ?? pageRuns[0]!;
    if (medianRun.losses.length > 0) explanations.push(`${page}:\n    ${medianRun.losses.join("\n    ")}`);
  }
  if (explanations.length > 0) console.log(`\nAudits below a full score in the median run:\n  ${explanations.join("\n  ")}`);
  console.log(`\nMachine before: ${loadBefore}\nMachine after:  ${machine()}\nChromium: ${options.chromium}`);
  console.log(exitCode === 0 ? "\nEvery target met." : "\nA target was missed (see the table).");
} catch (error) {
  console.error(error);
  console.error(`--- server output ---\n${serverOutput}`);
  exitCode = 2;
}
await cleanUp();
process.exit(exitCode);
