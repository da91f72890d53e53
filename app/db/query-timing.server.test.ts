import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onSlowQuery, statementText, type SlowQuery } from "~/db/query-timing.server";
import { openTestDatabase, testBackends, type TestDatabase } from "../../tests/support/test-database";

afterEach(() => onSlowQuery(undefined));

describe.each(testBackends())("slow statements on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("reports a statement over the threshold with its duration and text, never its parameters", async () => {
    const slow: SlowQuery[] = [];
    onSlowQuery((query) => slow.push(query), 80);
    await database.handle.db.execute(sql`select pg_sleep(${0.15}) as slept, ${"asha@example.com"}::text as who`);
    await database.handle.db.execute(sql`select 1`);
    expect(slow).toHaveLength(1);
    expect(slow[0]!.database).toBe(backend);
    expect(slow[0]!.durationMs).toBeGreaterThanOrEqual(140);
    expect(slow[0]!.statement).toBe("select pg_sleep($1) as slept, $2::text as who");
    expect(JSON.stringify(slow)).not.toMatch(/0\.15|asha/);
  });

  it("times statements inside a transaction too", async () => {
    const slow: SlowQuery[] = [];
    onSlowQuery((query) => slow.push(query), 80);
    await database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(${0.12})`);
    });
    expect(slow.map((query) => query.statement)).toContain("select pg_sleep($1)");
  });

  it("reports nothing under the threshold, and nothing once the listener is removed", async () => {
    const slow: SlowQuery[] = [];
    onSlowQuery((query) => slow.push(query), 10_000);
    await database.handle.db.execute(sql`select pg_sleep(${0.05})`);
    onSlowQuery(undefined, 0);
    await database.handle.db.execute(sql`select pg_sleep(${0.05})`);
    expect(slow).toEqual([]);
  });
});

describe("the statement text as logged", () => {
  it("collapses whitespace and cuts long statements", () => {
    expect(statementText("select *\n   from vendors\n\twhere id = $1")).toBe("select * from vendors where id = $1");
    const long = statementText(`select ${"x, ".repeat(600)}1`);
    expect(long).toHaveLength(1_001);
    expect(long.endsWith("…")).toBe(true);
  });
});
