import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onSlowQuery, setQueryClock, statementText, type SlowQuery } from "~/db/query-timing.server";
import { openTestDatabase, testBackends, type TestDatabase } from "../../tests/support/test-database";

/** A clock that moves `stepMs` at every reading, so every statement takes exactly `stepMs`, however busy the machine. */
function steppingClock(stepMs: number): () => number {
  let now = 0;
  return () => (now += stepMs);
}

afterEach(() => {
  onSlowQuery(undefined);
  setQueryClock(undefined);
});

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
    setQueryClock(steppingClock(150));
    onSlowQuery((query) => slow.push(query), 80);
    await database.handle.db.execute(sql`select ${7.5}::numeric as hours, ${"asha@example.com"}::text as who`);
    expect(slow).toEqual([{ database: backend, durationMs: 150, statement: "select $1::numeric as hours, $2::text as who" }]);
    expect(JSON.stringify(slow)).not.toMatch(/7\.5|asha/);
  });

  it("times statements inside a transaction too", async () => {
    const slow: SlowQuery[] = [];
    setQueryClock(steppingClock(120));
    onSlowQuery((query) => slow.push(query), 80);
    await database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as inside`);
    });
    expect(slow.map((query) => query.statement)).toContain("select $1::int as inside");
  });

  it("reports nothing at or under the threshold, and nothing once the listener is removed", async () => {
    const slow: SlowQuery[] = [];
    setQueryClock(steppingClock(50));
    onSlowQuery((query) => slow.push(query), 50);
    await database.handle.db.execute(sql`select 1`);
    onSlowQuery(undefined, 0);
    await database.handle.db.execute(sql`select 2`);
    expect(slow).toEqual([]);
    // A millisecond more and the same statement is reported: the ones above were left out for their duration.
    setQueryClock(steppingClock(51));
    onSlowQuery((query) => slow.push(query), 50);
    await database.handle.db.execute(sql`select 1`);
    expect(slow.map((query) => query.durationMs)).toEqual([51]);
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
