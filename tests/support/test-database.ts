import { afterAll, beforeAll, describe } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { createScratchDatabase } from "~/db/scratch-database.server";

export type TestBackend = "pglite" | "postgres";

/**
 * The backends integration tests run against: always PGlite, plus PostgreSQL when `DATABASE_URL`
 * is set (CI sets it to a server where the user may create databases).
 */
export function testBackends(): TestBackend[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A migrated, empty database of its own, and how to throw it away. */
export type TestDatabase = {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this database (undefined on PGlite), for tests that open a second connection pool. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the temporary database. */
  dispose: () => Promise<void>;
};

/**
 * Opens a fresh, migrated database on `backend`.
 * PGlite: a new in-memory instance. PostgreSQL: a new database `test_<random>` on the server named by
 * `DATABASE_URL`, so test files running in parallel never share data.
 * Throws when PostgreSQL is requested but `DATABASE_URL` is unset or the server is unreachable.
 */
export async function openTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  if (backend === "pglite") {
    const handle = await openDatabase({ kind: "pglite-memory" });
    await migrateDatabase(handle);
    return { handle, dispose: () => handle.close() };
  }

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL must be set to run tests against PostgreSQL");
  const scratch = await createScratchDatabase(serverUrl, "test");
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: "postgres", url: scratch.url });
    await migrateDatabase(handle);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    handle,
    url: scratch.url,
    dispose: async () => {
      try {
        await handle.close();
      } finally {
        await scratch.drop();
      }
    },
  };
}

/**
 * Declares `tests` once per backend: `describe("<title> [pglite]")` and, when `DATABASE_URL` is set,
 * `describe("<title> [postgres]")`. Each block gets its own fresh, migrated database in `beforeAll`,
 * dropped in `afterAll`; `getDb()` returns it (call it inside hooks and tests, not while declaring).
 * Tests inside one block share that database, so they should create the rows they need.
 */
export function describeEachDatabase(
  title: string,
  tests: (getDb: () => Database, backend: TestBackend) => void,
): void {
  for (const backend of testBackends()) {
    describe(`${title} [${backend}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await openTestDatabase(backend);
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
