import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port";

/** One production server (`node server/index.ts` over the build) started by a test. */
export type ProductionServer = {
  origin: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then SIGKILL after 15 s; removes its DATA_DIR. Resolves the exit code. */
  stop: () => Promise<number | null>;
};

/**
 * Starts the production build the way the Dockerfile's CMD does, on a free port of 127.0.0.1 with a temporary
 * DATA_DIR, and waits until `readyPath` answers 200 (90 s at most). `env` is added to the test's environment.
 * Throws with the server's output when it exits or never becomes ready.
 */
export async function startProductionServer(env: NodeJS.ProcessEnv, readyPath = "/readyz"): Promise<ProductionServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` before the production tests");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-prod-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "--max-old-space-size=144", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    const code = await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within 90 s:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}${readyPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, child, output: () => output, stop };
}
