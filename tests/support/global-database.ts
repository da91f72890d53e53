import { afterAll, beforeAll } from "vitest";
import { getDatabaseHandle, setDatabaseHandle, type Database, type DatabaseHandle } from "~/db/client.server";
import type { TestBackend } from "./test-database";

/**
 * Makes the test database of a `describeEachDatabase` block the process-wide database that route loaders
 * read (`getDatabase()`), after `prepare` (e.g. seeding) has run on it, and puts the previous handle back
 * when the block ends. The block's own database is closed by `describeEachDatabase`, not through this handle.
 */
export function useAsGlobalDatabase(
  getDb: () => Database,
  backend: TestBackend,
  prepare?: (db: Database) => Promise<unknown>,
): void {
  let previous: DatabaseHandle | undefined;
  beforeAll(async () => {
    if (prepare) await prepare(getDb());
    previous = getDatabaseHandle();
    setDatabaseHandle({ db: getDb(), kind: backend, close: async () => {} });
  });
  afterAll(() => {
    setDatabaseHandle(previous);
  });
}
