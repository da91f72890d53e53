import { param, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { HEAP_WARM_UP, openDatabase } from "~/db/client.server";
import { builtOnce, builtStatementOf, MAX_STATEMENT_TEXTS, queryByText, statementNameOf } from "~/db/prepared-statements.server";
import { statementRows } from "~/db/statement-rows.server";
import { describeEachDatabase } from "../../tests/support/test-database";

describeEachDatabase("queryByText", (getDb, backend) => {
  const statement = (value: number) => builtStatementOf(sql`select ${value}::int * 2 as doubled, ${"x"}::text as label`);

  it("answers the rows of the statement with its parameters, keyed by column", async () => {
    expect(await queryByText(getDb(), statement(21))).toEqual([{ doubled: 42, label: "x" }]);
    expect(await queryByText(getDb(), statement(5))).toEqual([{ doubled: 10, label: "x" }]);
  });

  if (backend === "postgres") {
    it("prepares the text once on a connection and runs it by name, planned with each request's values", async () => {
      const db = getDb();
      const text = statement(1).sql;
      // One at a time, the pool hands back the same idle connection, the one whose statements are read below.
      for (let run = 1; run <= 7; run++) expect(await queryByText(db, statement(run))).toEqual([{ doubled: run * 2, label: "x" }]);
      const prepared = await queryByText<{ statement: string; generic: number; custom: number }>(
        db,
        builtStatementOf(
          sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = ${statementNameOf(text)}`,
        ),
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.statement).toBe(text);
      // PostgreSQL's default would switch to a generic plan from the sixth run (decision 098).
      expect(prepared[0]!.custom).toBeGreaterThanOrEqual(7);
      expect(prepared[0]!.generic).toBe(0);
    });

    it("runs on connections of their own, while the app's other statements keep PostgreSQL's default planning", async () => {
      const db = getDb();
      const mode = builtStatementOf(sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`);
      const [byText] = await queryByText<{ mode: string; pid: number }>(db, mode);
      const [other] = statementRows<{ mode: string; pid: number }>(await db.execute(sql`select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid`));
      expect(byText!.mode).toBe("force_custom_plan");
      // A named statement of the vendor page keeps a generic plan once PostgreSQL finds it no dearer (decision 110).
      expect(other!.mode).toBe("auto");
      expect(other!.pid).not.toBe(byText!.pid);
    });

    it("warms a searches' connection's heap once, before its first statement", async () => {
      // A handle of its own, so that the searches' pool opens its first connection while the driver is watched.
      const handle = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
      const sent = vi.spyOn(pg.Client.prototype, "query");
      try {
        const pid = builtStatementOf(sql`select pg_backend_pid() as pid, ${1}::int as n`);
        const [first] = await queryByText<{ pid: number }>(handle.db, pid);
        const [second] = await queryByText<{ pid: number }>(handle.db, pid);
        const texts = sent.mock.calls.map(([query]) => (typeof query === "string" ? query : (query as { text: string }).text));
        // One connection served both searches, so it was warmed once, and before the search's statement.
        expect(second!.pid).toBe(first!.pid);
        expect(texts.filter((text) => text === HEAP_WARM_UP)).toHaveLength(1);
        expect(texts.indexOf(HEAP_WARM_UP)).toBeLessThan(texts.indexOf(pid.sql));
      } finally {
        sent.mockRestore();
        await handle.close();
      }
    });
  }
});

describeEachDatabase("builtOnce", (getDb) => {
  const fragment = sql`(select ${"x"}::text || count(*) from unnest(${param([1, 2, 3])}::int[]) as n where n >= ${2})`;

  it("writes the same text and parameters as the fragment, numbered from where it is placed", () => {
    const built = builtOnce(fragment);
    const statement = (part: typeof fragment) => builtStatementOf(sql`select ${7}::int as seven, ${part} as label, ${8}::int as eight`);
    expect(statement(built)).toEqual(statement(fragment));
    expect(statement(built).params).toEqual([7, "x", [1, 2, 3], 2, 8]);
  });

  it("answers what the fragment answers", async () => {
    const rows = await queryByText(getDb(), builtStatementOf(sql`select ${builtOnce(fragment)} as label, ${builtOnce(fragment)} as again`));
    expect(rows).toEqual([{ label: "x2", again: "x2" }]);
  });

  it("refuses a fragment whose own text holds a placeholder's mark", () => {
    expect(() => builtOnce(sql`select '$1' as price, ${3}::int as n`)).toThrow(/placeholders in order/);
    expect(() => builtOnce(sql.raw("select '$1'"))).toThrow(/placeholders in order/);
  });
});

// Last in the file: it fills the process's names up to the bound.
describe("statementNameOf", () => {
  it("names a text by its digest, the same text always alike, and stops naming new texts past the bound", () => {
    const name = statementNameOf("select $1::int as n");
    expect(name).toMatch(/^t_[0-9a-f]{24}$/);
    expect(statementNameOf("select $1::int as n")).toBe(name);
    expect(statementNameOf("select $1::int as m")).not.toBe(name);
    for (let index = 0; index < MAX_STATEMENT_TEXTS; index++) statementNameOf(`select ${index} as filler`);
    expect(statementNameOf("select $1::text as late")).toBeUndefined();
    // Texts named before the bound was reached keep their names.
    expect(statementNameOf("select $1::int as n")).toBe(name);
  });
});
