import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { connectionOptionsFor } from "~/db/connection-options.server";
import { acquireLockFile } from "~/db/lock-file.server";
import { timeQueries } from "~/db/query-timing.server";
import * as schema from "~/db/schema";

export type Schema = typeof schema;
/** The Drizzle database type shared by the PGlite and PostgreSQL drivers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction on a {@link Database}, as Drizzle's `transaction()` callback receives it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or an open transaction on it: functions taking one run their statements in either. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The connection pool, on PostgreSQL only (used for session-level advisory locks). */
  pool?: pg.Pool;
  /** Closes the connection (and releases the embedded lock); safe to call twice. */
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /** In memory; `snapshot` (a `dumpDataDir` tarball) is the data it starts from, instead of an empty cluster. */
  | { kind: "pglite-memory"; snapshot?: Blob };

/**
 * Opens a database: PostgreSQL through `pg` when a URL is given, otherwise PGlite persisted in
 * `<dataDir>/pglite` (created when missing) and guarded by a lock file, or an in-memory PGlite for tests (empty, or
 * started from a snapshot: tests copy one migrated database instead of migrating each, decision 051).
 * Input: {@link DatabaseOptions}. Output: a {@link DatabaseHandle}.
 * Throws when the embedded folder is locked by another live process, or when PostgreSQL is unreachable.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = openPool(options.url, { planWithValues: false, max: 10 });
    // A search's statements run on a pool of their own, whose connections plan each run with its values (decision 110).
    const valuesPool = openPool(options.url, { planWithValues: true, max: VALUES_POOL_SIZE });
    try {
      // Fail at start-up, not at the first request, when the server is unreachable.
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await Promise.all([pool.end(), valuesPool.end()]);
      throw error;
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    plannedWithValuesByDatabase.set(db, drizzlePg(valuesPool, { schema }) as unknown as Database);
    let closed = false;
    return {
      db,
      kind: "postgres",
      pool,
      close: async () => {
        if (closed) return;
        closed = true;
        await Promise.all([pool.end(), valuesPool.end()]);
      },
    };
  }

  // The embedded engine is loaded only when used: a PostgreSQL deployment never holds its WebAssembly module
  // and memory (decision 044).
  const [{ PGlite: PGliteClass }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  let release = () => {};
  let client: PGlite;
  if (options.kind === "pglite") {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireLockFile(path.join(options.dataDir, "pglite.lock"));
    try {
      client = await PGliteClass.create(path.join(options.dataDir, "pglite"));
    } catch (error) {
      release();
      throw error;
    }
  } else {
    client = await PGliteClass.create(options.snapshot ? { loadDataDir: options.snapshot } : {});
  }
  timeEmbeddedQueries(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite",
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Connections of the pool that runs statements planned with their values (decision 110): a search's page and counts
 * go out together on two, so a few searches at once fit (docs/deployment.md).
 */
const VALUES_POOL_SIZE = 6;

// A PostgreSQL database's twin on the pool whose connections plan each run with its values (decision 110).
const plannedWithValuesByDatabase = new WeakMap<Database, Database>();

/**
 * Where to run a statement that must be planned with each run's values (a search's, decision 110): on PostgreSQL the
 * same database reached through its second pool, whose connections open with `plan_cache_mode = force_custom_plan`;
 * anything else (PGlite, one connection that ignores statement names; an open transaction, which stays on its own
 * connection) is returned as it is. Input: a database or transaction. Output: the executor to run the statement on.
 * Throws nothing.
 */
export function plannedWithValues(db: Executor): Executor {
  return plannedWithValuesByDatabase.get(db as Database) ?? db;
}

/**
 * Run once when a connection of the searches' pool opens (decision 111): one allocation of 8 MB that PostgreSQL frees
 * when the statement ends. Freeing a block that large makes the server's allocator (glibc's malloc) raise the size it
 * hands out from the heap to 8 MB and the free memory it keeps to 16 MB, so the memory of each plan made with values
 * is reused instead of being given back to the system and faulted in again on the next statement.
 */
export const HEAP_WARM_UP = "select length(repeat('x', 8 * 1024 * 1024)) as warm_up";

/**
 * A pool on `url`: connections give up after 5 s when the server does not answer (a failover, a dropped route), so
 * requests and /readyz fail fast instead of queueing behind it; each one's statements are timed, and a connection the
 * server cuts is reported once and replaced on the next checkout; a connection of the searches' pool runs
 * {@link HEAP_WARM_UP} before it is first handed out. Input: the URL, whether the connections plan with
 * values (decision 110) and the pool's size. Output: the pool, no connection opened yet. Throws nothing.
 */
function openPool(url: string, { planWithValues, max }: { planWithValues: boolean; max: number }): pg.Pool {
  // A connection kept idle for a minute rather than node-postgres's 10 s keeps the statements it prepared and planned
  // (a search's first plan on a new connection costs 16–25 ms against about 2 ms after, decision 110).
  const options = connectionOptionsFor(url, process.env, { planWithValues });
  const pool = new pg.Pool({
    ...options,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 60_000,
    onConnect: planWithValues ? (connection) => connection.query(HEAP_WARM_UP) : undefined,
  });
  // The server can cut a connection (restart, failover, a forced drop) while it is idle in the pool or checked
  // out between two statements (a transaction, the migration lock). The driver then emits 'error' on it, and an
  // 'error' event nobody listens to ends the process; the pool only listens while the connection is idle. So each
  // connection gets its own listener for its whole life, reporting the first error once; the statement waiting on
  // it is rejected by the driver, and the pool replaces it on the next checkout.
  pool.on("error", () => {});
  pool.on("connect", (connection) => {
    connection.once("error", (error) => connectionLost(error));
    connection.on("error", () => {});
    // Every connection's statements are timed, so slow ones reach the log (query-timing.server.ts).
    void timeQueries(connection, "postgres");
  });
  return pool;
}

/**
 * Times PGlite's statements, those in transactions included (Drizzle runs them on the transaction object PGlite
 * hands to its callback).
 */
function timeEmbeddedQueries(client: PGlite): void {
  timeQueries(client, "pglite");
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => transaction((tx) => work(timeQueries(tx, "pglite")));
}

// app/db never imports the logging module (it sits below app/modules), so start-up points this at the logger. Until
// then (scripts, tests) a cut idle connection is replaced without a word: having a listener at all is what keeps
// the pool's `error` event from crashing the process.
let connectionLostListener: (error: Error) => void = () => {};

/** PostgreSQL cut a connection (idle or checked out); the pool replaces it on the next checkout. */
function connectionLost(error: Error): void {
  connectionLostListener(error);
}

/**
 * Sets who is told, once per connection, when PostgreSQL cuts one (start-up: the logger, at warn). Input: a function
 * given the driver's error. The default does nothing.
 */
export function onConnectionLost(listener: (error: Error) => void): void {
  connectionLostListener = listener;
}

const globalKey = Symbol.for("shaadi-vendors.database");
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: DatabaseHandle };

/**
 * Registers the process-wide database handle opened at start-up (server/app.ts).
 * Kept on `globalThis` so development module reloads reuse one connection.
 */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  (globalThis as GlobalWithDatabase)[globalKey] = handle;
}

/**
 * The process-wide database used by route loaders.
 * Throws an Error when called before start-up has opened it.
 */
export function getDatabase(): Database {
  const handle = (globalThis as GlobalWithDatabase)[globalKey];
  if (!handle) throw new Error("The database is not open yet: start-up has not completed");
  return handle.db;
}

/** The process-wide handle, or undefined before start-up (used by shutdown and /healthz). */
export function getDatabaseHandle(): DatabaseHandle | undefined {
  return (globalThis as GlobalWithDatabase)[globalKey];
}
