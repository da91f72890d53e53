import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freePort } from "../../support/free-port";

/** One production server (`node server/index.ts` from the build) started by a test. */
export type ProductionServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for failure messages. */
  output: () => string;
  /** Sends SIGTERM and waits for a graceful exit (SIGKILL after 15 s). */
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, leaving whatever it was doing. */
  kill: () => Promise<void>;
};

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms\n${output()}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/**
 * Starts the production build on `port` (default: a free one) with `env` added to a production environment
 * (NODE_ENV=production, HOST 127.0.0.1, PUBLIC_URL its own address unless given, a temporary DATA_DIR, no demo
 * catalogue, errors-only logs; the embedded database unless `env` has DATABASE_URL), and waits for /healthz. Throws with the server's output when it does not come up
 * within 90 s. Needs `npm run build`.
 */
export async function startProductionServer(env: Record<string, string>, port?: number): Promise<ProductionServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` before the production tests");
  const chosenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${chosenPort}`;
  // The test's own DATABASE_URL names the server to make scratch databases on, not the app's database.
  const { DATABASE_URL: _serverUrl, ...inherited } = process.env;
  const fullEnv: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(chosenPort),
    PUBLIC_URL: url,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "sv-prod-")),
    SEED_DEMO_CATALOGUE: "never",
    LOG_LEVEL: "error",
    ...env,
  };
  delete fullEnv.VITEST;
  const child = spawn(process.execPath, ["server/index.ts"], { env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  child.stdout?.on("data", (chunk) => (text += chunk));
  child.stderr?.on("data", (chunk) => (text += chunk));
  const output = () => text;
  try {
    await waitForHealth(`${url}/healthz`, child, output, 90_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port: chosenPort,
    child,
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = exited(child);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await done;
      clearTimeout(timer);
    },
    kill: async () => {
      const done = exited(child);
      child.kill("SIGKILL");
      await done;
    },
  };
}

/** A local S3-compatible store (s3rver) with one bucket, and the settings that point the app at it. */
export type LocalS3 = { endpoint: string; bucket: string; env: (publicUrl: string) => Record<string, string>; stop: () => Promise<void> };

/**
 * Starts s3rver on a free port over a temporary folder, with bucket `uploads`. `env(publicUrl)` gives the app's
 * STORAGE_DRIVER=s3 settings with S3_PUBLIC_URL = `publicUrl` (where stored objects are served from).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "sv-s3-"));
  const bucket = "uploads";
  const server = new S3rver({ port, address: "127.0.0.1", directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (publicUrl) => ({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: publicUrl,
      S3_FORCE_PATH_STYLE: "true",
    }),
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
