/**
 * The production server as the benchmarks run it: the build brought up to date, then `node server/index.ts` on a
 * free port with the Node options of `npm start`, its resident memory sampled. Shared by `bench:load` and
 * `bench:planner`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../tests/support/free-port.ts";

/** Where the servers' database is: a PostgreSQL URL, or the DATA_DIR holding a PGlite database. */
export type Target = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

/** One running server: its port, process, resident memory (MB) now and at peak, the highest sample, and `stop`. */
export type Server = { port: number; child: ChildProcess; rssMb: () => number; peakMb: () => number; maxSampledMb: number; stop: () => Promise<void> };

/** The user agent the benchmarks' requests carry: a browser's, so views and appearances are counted as in production. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

/** The secret the benchmarks' servers sign sessions and private links with (never a real deployment's). */
export const BENCH_AUTH_SECRET = "load-benchmark-secret-0123456789abcdef0123456789";

/**
 * The Node options of `npm start` and `npm run serve` (package.json): V8's young generation capped at 16 MB per
 * semi-space (Node 24 grows it to 64 MB under load, memory held for good; decision 044) and its old generation at
 * 144 MB (decision 079). Extra options add to them; a later value of the same option wins.
 */
export const SERVE_NODE_OPTIONS = ["--max-semi-space-size=16", "--max-old-space-size=144"];

/** Builds the app when a source file is newer than the last build (scripts/build-if-stale.ts). Input: the repository root. */
export async function buildIfStale(root: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/build-if-stale.ts")], { cwd: root, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`The build failed (exit ${code})`))));
  });
}

function readMemory(pid: number): { rssMb: number; hwmMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: field("VmRSS"), hwmMb: field("VmHWM") };
}

/**
 * Starts `node server/index.ts` in production mode on a free port over `target` (PostgreSQL, with `dataDir` as its
 * DATA_DIR, or the embedded database's own folder); resolves once /healthz answers (60 s at most, else throws).
 * `env` adds to or overrides the server's environment. The port is chosen here rather than read from the log: the
 * servers log errors only, so they print no start-up line. The caller stops it with `stop()`.
 */
export async function startProductionServer(options: {
  root: string;
  target: Target;
  dataDir: string;
  nodeOptions?: string[];
  env?: Record<string, string>;
}): Promise<Server> {
  const { root, target, dataDir } = options;
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVE_NODE_OPTIONS, ...(options.nodeOptions ?? []), "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // As `npm start` (package.json): two malloc arenas (decision 045).
      MALLOC_ARENA_MAX: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      // Empty selects the embedded database under DATA_DIR (app/config.server.ts).
      DATABASE_URL: target.kind === "postgres" ? target.url : "",
      DATA_DIR: target.kind === "postgres" ? dataDir : target.dataDir,
      // The default, set so that an inherited value cannot change it: the bench connects from loopback, so the
      // server takes each request's client address from its X-Forwarded-For (decision 007).
      TRUST_PROXY: "loopback",
      SEED_DEMO_CATALOGUE: "never",
      LOG_LEVEL: "error",
      AUTH_SECRET: BENCH_AUTH_SECRET,
      PUBLIC_URL: "http://127.0.0.1",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering /healthz`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server on port ${port} did not answer /healthz within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const sampler = setInterval(() => {
    try {
      server.maxSampledMb = Math.max(server.maxSampledMb, server.rssMb());
    } catch {
      clearInterval(sampler);
    }
  }, 200);
  sampler.unref();
  const server: Server = {
    port,
    child,
    rssMb: () => readMemory(child.pid!).rssMb,
    peakMb: () => readMemory(child.pid!).hwmMb,
    maxSampledMb: 0,
    stop: async () => {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
  return server;
}
