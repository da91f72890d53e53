import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../support/free-port";

const run = promisify(execFile);

/** PostgreSQL 15's server programs on Debian (package postgresql-15). */
export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";

/** A PostgreSQL cluster a test owns: it may stop and start it at will without touching the shared server. */
export type PostgresCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  port: number;
  /** Stops the server the fast way (open sessions are ended, as in a restart or failover). */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data. */
  start: () => Promise<void>;
  /** Stops it if running and deletes its files. */
  dispose: () => Promise<void>;
};

/** Whether this machine can make a cluster: the server programs and a `postgres` system user. */
export function canCreateCluster(): boolean {
  return fs.existsSync(path.join(POSTGRES_BIN, "initdb")) && fs.existsSync(path.join(POSTGRES_BIN, "pg_ctl"));
}

/**
 * Creates a cluster in a temporary folder with `initdb` (trust authentication, user `postgres`) and starts it on
 * a free port of 127.0.0.1. The programs run as the `postgres` system user (`runuser`), since PostgreSQL refuses
 * to run as root and the tests do. Throws when initdb or the start fails, with the server's log.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sv-pg-"));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "server.log");
  fs.chmodSync(root, 0o755);
  await run("chown", ["postgres:postgres", root]);
  const port = await freePort();
  const asPostgres = (program: string, args: string[]) =>
    run("runuser", ["-u", "postgres", "--", path.join(POSTGRES_BIN, program), ...args], { cwd: root });
  await asPostgres("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off`;
  const start = async () => {
    try {
      await asPostgres("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
    } catch (error) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
      throw new Error(`The test cluster did not start:\n${log}`, { cause: error });
    }
  };
  const stop = async () => {
    await asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    dispose: async () => {
      await stop().catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
