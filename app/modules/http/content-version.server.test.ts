import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "~/modules/http/content-version.server";
import { openTestDatabase, testBackends, type TestDatabase } from "../../../tests/support/test-database";

// Decision 044: the change counter that empties the page cache moves with content, not with the bookkeeping written
// on every visit. Invalidation through a second connection is in server/page-cache.test.ts.

for (const backend of testBackends()) {
  describe(`the content change counter [${backend}]`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await openTestDatabase(backend);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    /** Runs a statement on one connection and makes that connection report its row counts at once. */
    async function writeAndReport(statement: string): Promise<void> {
      if (backend === "pglite") {
        await database.handle.db.execute(sql.raw(statement));
        return;
      }
      const client = await database.handle.pool!.connect();
      try {
        await client.query(statement);
        await client.query("select pg_stat_force_next_flush()");
        await client.query("select 1");
      } finally {
        client.release();
      }
    }

    it("does not move for the rate limits and visit counts written on every request", async () => {
      const before = await readContentVersion(database.handle);
      await writeAndReport("insert into rate_limits (key, count, window_start) values ('api-search:ip:test', 1, now())");
      await writeAndReport("update rate_limits set count = count + 1");
      expect(await readContentVersion(database.handle)).toBe(before);
    });

    it("does not move when a couple's first sign-in makes an account", async () => {
      const before = await readContentVersion(database.handle);
      await writeAndReport("insert into users (id, name, email, role) values ('counter-couple', 'Counter Couple', 'counter-couple@example.test', 'couple')");
      await writeAndReport("update users set email_verified = true where id = 'counter-couple'");
      expect(await readContentVersion(database.handle)).toBe(before);
    });

    it("does not move for rows written in another schema, as the job queue's maintenance writes them", async () => {
      await writeAndReport("create schema if not exists queue_bookkeeping");
      await writeAndReport("create table if not exists queue_bookkeeping.version (n integer)");
      const before = await readContentVersion(database.handle);
      await writeAndReport("insert into queue_bookkeeping.version values (1)");
      await writeAndReport("update queue_bookkeeping.version set n = n + 1");
      expect(await readContentVersion(database.handle)).toBe(before);
    });

    it("moves when a category or a listing changes", async () => {
      const before = await readContentVersion(database.handle);
      await writeAndReport("insert into categories (name, slug, description) values ('Counter Test', 'counter-test', 'A category')");
      const afterInsert = await readContentVersion(database.handle);
      expect(afterInsert).not.toBe(before);
      await writeAndReport("update categories set description = 'Changed' where slug = 'counter-test'");
      expect(await readContentVersion(database.handle)).not.toBe(afterInsert);
    });
  });
}
