import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../support/free-port";
import { seedLiveVendor, type LiveVendor } from "./portal-fixture";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    liveVendor: LiveVendor;
  }
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the production server (`node server/index.ts`) on a free port with its own temporary
 * DATA_DIR, so every run begins on a freshly seeded embedded database; stops it with SIGTERM
 * and checks the shutdown was graceful.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` before the browser tests");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-e2e-"));
  const port = await freePort();
  // PUBLIC_URL is the address the browser uses, so links in mails and provider return URLs stay on one origin.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    DEV_OUTBOX: "on",
    // The admin journey scrapes a small site it serves on 127.0.0.1 (decision 021).
    SCRAPER_ALLOW_LOOPBACK: "on",
  };
  // The browser tests always run on the embedded database, whatever the integration tests use.
  delete env.DATABASE_URL;
  // Mail stays in the outbox, shown at /dev/outbox (DEV_OUTBOX), so the journeys can follow emailed links.
  delete env.SMTP_URL;
  const liveVendor = await seedLiveVendor(dataDir, env.PUBLIC_URL!);
  const child = spawn(process.execPath, ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let stopping = false;
  child.once("exit", (code, signal) => {
    // A server that stops in the middle of the run fails every later test; say why once, here.
    if (!stopping) console.error(`The test server stopped early (code ${code}, signal ${signal})\n--- server output ---\n${output}`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/readyz`, child, 90_000);
  } catch (error) {
    stopping = true;
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  project.provide("baseUrl", baseUrl);
  project.provide("liveVendor", liveVendor);

  return async () => {
    stopping = true;
    const alreadyExited = child.exitCode !== null || child.signalCode !== null;
    let timer: NodeJS.Timeout | undefined;
    const code = alreadyExited
      ? `already stopped (code ${child.exitCode}, signal ${child.signalCode})`
      : await Promise.race([
          new Promise<number | null>((resolve) => {
            child.once("exit", (exitCode) => resolve(exitCode));
            child.kill("SIGTERM");
          }),
          // Cleared below, so a clean shutdown does not keep the test runner waiting for the timer.
          new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), 15_000))),
        ]);
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) {
      child.kill("SIGKILL");
      throw new Error(`The server did not shut down cleanly on SIGTERM (exit: ${code})\n${output}`);
    }
  };
}
