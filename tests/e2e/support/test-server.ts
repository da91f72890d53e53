import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port";

/** A production server started for the browser tests, with the address the browser uses. */
export type TestServer = { origin: string; dataDir: string; stop: () => Promise<void> };

export type TestServerOptions = {
  /** A seeded DATA_DIR copied before the start, so the server does not migrate, seed and render images again. */
  template?: string;
  /** A DATA_DIR used in place and kept after the stop (to prepare a template). */
  dataDir?: string;
  /**
   * PUBLIC_URL: a function of the server's origin (`http://127.0.0.1:PORT`), or `null` to leave it unset, so it
   * takes its default (`http://localhost:PORT`). By default the origin itself, so mailed links and provider return
   * URLs stay on the address the browser uses.
   */
  publicUrl?: ((origin: string) => string) | null;
  /** More environment for the server (values replace the defaults below). */
  env?: NodeJS.ProcessEnv;
};

/**
 * Starts the production build through the real Node entry (`node server/index.ts`) on a free port of 127.0.0.1,
 * with its own temporary DATA_DIR (a copy of `template` when given), the embedded database, mail kept in the
 * development outbox (DEV_OUTBOX, so journeys can follow mailed links) and loopback scraping allowed (the admin
 * journey scrapes a site it serves on 127.0.0.1, decision 021). Resolves once /readyz answers 200.
 * `stop()` sends SIGTERM, removes the folder (unless it was given as `dataDir`), and throws unless the server exited 0 within 15 s.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` before the browser tests");
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sv-e2e-"));
  if (options.template && !options.dataDir) fs.cpSync(options.template, dataDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    DEV_OUTBOX: "on",
    SCRAPER_ALLOW_LOOPBACK: "on",
    ...options.env,
  };
  const publicUrl = options.publicUrl === undefined ? origin : options.publicUrl?.(origin);
  if (publicUrl === undefined) delete env.PUBLIC_URL;
  else env.PUBLIC_URL = publicUrl;
  // The browser tests always run on the embedded database with mail in the outbox, whatever the shell says.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;

  const child = spawn(process.execPath, ["server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let stopping = false;
  child.once("exit", (code, signal) => {
    // A server that stops in the middle of a run fails every later test; say why once, here.
    if (!stopping) console.error(`The test server stopped early (code ${code}, signal ${signal})\n--- server output ---\n${output}`);
  });
  const remove = () => {
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stopping = true;
      child.kill("SIGKILL");
      remove();
      throw new Error(`The test server did not answer ${origin}/readyz\n--- server output ---\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stop = async () => {
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
          new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), 15_000))),
        ]);
    clearTimeout(timer);
    if (code !== 0) child.kill("SIGKILL");
    remove();
    if (code !== 0) throw new Error(`The test server did not shut down cleanly on SIGTERM (exit: ${code})\n${output}`);
  };
  return { origin, dataDir, stop };
}
