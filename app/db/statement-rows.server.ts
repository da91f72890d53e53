import { sql, type SQL } from "drizzle-orm";

// Helpers for statements Drizzle's query builder does not express (lateral reads per id, json built in SQL), run
// with `db.execute`.

/**
 * The rows of a `db.execute` result: PGlite and node-postgres both answer `{ rows }`, which Drizzle's execute types
 * hide. Input: the execute result. Output: its rows, typed by the caller.
 */
export function statementRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * `unnest(array[$1, $2, …]::integer[]) as <alias>(id)`: a one-column relation of the given ids, so per-id reads can
 * be correlated subqueries of one statement. Each id is its own parameter (both drivers type them alike). Input:
 * integer ids (at least one) and the relation's alias. Output: the FROM item. Throws an Error for an empty list
 * (`array[]` has no type), which callers answer without a statement.
 */
export function idRelation(ids: readonly number[], alias: string): SQL {
  if (ids.length === 0) throw new Error("idRelation needs at least one id");
  return sql`unnest(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]) as ${sql.identifier(alias)}(id)`;
}
