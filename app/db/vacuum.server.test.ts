import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacuumEmbeddedDatabase } from "~/db/vacuum.server";
import { openTestDatabase, testBackends, type TestDatabase } from "../../tests/support/test-database";

/** When the table was last vacuumed and analysed by hand (PostgreSQL's statistics views), or nulls. */
async function lastMaintenance(database: TestDatabase, table: string) {
  const result = await database.handle.db.execute(
    sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = ${table}`,
  );
  return (result as unknown as { rows: { last_vacuum: unknown; last_analyze: unknown }[] }).rows[0];
}

describe.each(testBackends())("the scheduled vacuum on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await database.handle.db.execute(sql`create table churn (id serial primary key, note text)`);
    await database.handle.db.execute(sql`insert into churn (note) select 'row ' || n from generate_series(1, 500) n`);
    await database.handle.db.execute(sql`delete from churn where id % 2 = 0`);
  });
  afterAll(async () => {
    await database.dispose();
  });

  if (backend === "pglite") {
    it("vacuums and analyses every table of the embedded database", async () => {
      expect(await lastMaintenance(database, "churn")).toEqual({ last_vacuum: null, last_analyze: null });
      expect(await vacuumEmbeddedDatabase(database.handle)).toBe(true);
      const after = await lastMaintenance(database, "churn");
      expect(after?.last_vacuum).not.toBeNull();
      expect(after?.last_analyze).not.toBeNull();
    });
  } else {
    it("leaves PostgreSQL to its own autovacuum", async () => {
      expect(await vacuumEmbeddedDatabase(database.handle)).toBe(false);
      expect((await lastMaintenance(database, "churn"))?.last_vacuum).toBeNull();
    });
  }
});
