import fs from "node:fs";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createScratchDatabase } from "~/db/scratch-database.server";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { flushSearchLog } from "~/modules/search-log/search-log-buffer.server";
import { fillDatabase, type DatabaseContent, type DatabaseTemplates } from "./database-templates";

export type TestBackend = "pglite" | "postgres";
export type { DatabaseContent } from "./database-templates";

/**
 * The backends integration tests run against: always PGlite, plus PostgreSQL when `DATABASE_URL`
 * is set (CI sets it to a server where the user may create databases).
 */
export function testBackends(): TestBackend[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** Closes `handle` once the listing counts and searches its tests made are written (they wait in memory; decisions 078, 088). */
async function closeAfterCounts(handle: DatabaseHandle): Promise<void> {
  await flushListingActivity(handle.db);
  await flushSearchLog(handle.db);
  await handle.close();
}

/** A migrated database of its own, and how to throw it away. */
export type TestDatabase = {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this database (undefined on PGlite), for tests that open a second connection pool. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the temporary database. */
  dispose: () => Promise<void>;
};

/** What a test database starts with: `content` "empty" (the default) or "demo-catalogue" (the seeded catalogue). */
export type TestDatabaseOptions = { content?: DatabaseContent };

// The templates of this run (tests/setup/database-templates.ts); undefined when a config has no global setup,
// in which case each database is migrated (and filled) on its own, as slowly as before.
function templates(): DatabaseTemplates | undefined {
  return inject("databaseTemplates");
}

// Read once per test file: every block of the file copies the same bytes.
const snapshots = new Map<string, Blob>();
function snapshotAt(file: string): Blob {
  let snapshot = snapshots.get(file);
  if (!snapshot) {
    snapshot = new Blob([fs.readFileSync(file)]);
    snapshots.set(file, snapshot);
  }
  return snapshot;
}

/**
 * Opens a fresh, migrated database on `backend`, holding `options.content` (default "empty").
 * PGlite: a new in-memory instance started from the run's snapshot. PostgreSQL: a new database `test_<random>`,
 * a copy of the run's template on the server named by `DATABASE_URL`, so test files running in parallel never
 * share data (decision 051). Throws when PostgreSQL is requested but `DATABASE_URL` is unset or the server is
 * unreachable.
 */
export async function openTestDatabase(backend: TestBackend, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const content = options.content ?? "empty";
  const made = templates();
  if (backend === "pglite") {
    const file = made?.pglite[content];
    const handle = await openDatabase({ kind: "pglite-memory", snapshot: file ? snapshotAt(file) : undefined });
    if (!file) {
      await migrateDatabase(handle);
      await fillDatabase(handle.db, content);
    }
    return { handle, dispose: () => closeAfterCounts(handle) };
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL must be set to run tests against PostgreSQL");
  const template = made?.postgres?.[content];
  const scratch = await createScratchDatabase(serverUrl, "test", { template });
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: "postgres", url: scratch.url });
    if (!template) {
      await migrateDatabase(handle);
      await fillDatabase(handle.db, content);
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    handle,
    url: scratch.url,
    dispose: async () => {
      try {
        await closeAfterCounts(handle);
      } finally {
        await scratch.drop();
      }
    },
  };
}

/**
 * Declares `tests` once per backend: `describe("<title> [pglite]")` and, when `DATABASE_URL` is set,
 * `describe("<title> [postgres]")`. Each block gets its own fresh, migrated database in `beforeAll` (holding
 * `options.content`, default "empty"), dropped in `afterAll`; `getDb()` returns it (call it inside hooks and
 * tests, not while declaring). Tests inside one block share that database, so they should create the rows they need.
 */
export function describeEachDatabase(
  title: string,
  tests: (getDb: () => Database, backend: TestBackend) => void,
  options: TestDatabaseOptions = {},
): void {
  for (const backend of testBackends()) {
    describe(`${title} [${backend}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await openTestDatabase(backend, options);
      });
      afterAll(async () => {
        await current?.dispose();
        current = undefined;
      });
      tests(() => {
        if (!current) throw new Error("The test database is not open: call getDb() inside a hook or test");
        return current.handle.db;
      }, backend);
    });
  }
}
