import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port";

/** A production server started from the build, and how to stop it. */
export type ProductionServer = {
  origin: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM, waits for the exit (SIGKILL after 15 s), removes DATA_DIR unless it was given. */
  stop: () => Promise<void>;
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms\n${output()}`);
}

/**
 * Starts `node server/index.ts` from the production build (as tests/e2e/support/test-server.ts does) on a free port of
 * 127.0.0.1 (or `port`, e.g. one a fixture already used for PUBLIC_URL), on the embedded database in a temporary DATA_DIR unless `dataDir` is given, without the demo
 * catalogue, with `env` added to the environment. Throws when there is no build or the server does not become healthy within 150 s (a
 * busy two-core machine).
 */
export async function startProductionServer(
  options: { env?: NodeJS.ProcessEnv; dataDir?: string; port?: number } = {},
): Promise<ProductionServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` before the production tests");
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sv-fault-"));
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "error",
    // An empty catalogue starts in seconds; a test that needs vendors asks for them.
    SEED_DEMO_CATALOGUE: "never",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let printed = "";
  child.stdout?.on("data", (chunk) => (printed += chunk));
  child.stderr?.on("data", (chunk) => (printed += chunk));
  const output = () => printed;
  try {
    await waitForHealth(`${origin}/healthz`, child, 150_000, output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    origin,
    port,
    pid: child.pid!,
    dataDir,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Bytes the process has read through system calls so far (sockets and files; Linux `/proc/<pid>/io` rchar). */
export function bytesReadBy(pid: number): number {
  const match = /^rchar: (\d+)$/m.exec(fs.readFileSync(`/proc/${pid}/io`, "utf8"));
  if (!match) throw new Error(`No rchar in /proc/${pid}/io`);
  return Number(match[1]);
}
