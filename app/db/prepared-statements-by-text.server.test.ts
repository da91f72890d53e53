import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { builtStatementOf, MAX_STATEMENT_TEXTS, queryByText, statementNameOf } from "~/db/prepared-statements.server";
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
      const prepared = statementRows<{ statement: string; generic: number; custom: number }>(
        await db.execute(
          sql`select statement, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = ${statementNameOf(text)}`,
        ),
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.statement).toBe(text);
      // PostgreSQL's default would switch to a generic plan from the sixth run (decision 098).
      expect(prepared[0]!.custom).toBeGreaterThanOrEqual(7);
      expect(prepared[0]!.generic).toBe(0);
    });
  }
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
