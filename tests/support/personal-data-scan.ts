import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";

// The proof that personal data left the database (decisions 089 and 092): every column that can hold text is read.

type Column = { table_schema: string; table_name: string; column_name: string };

/**
 * Every text, varchar, json/jsonb and text[] column of every table of the database holding one of `needles`
 * (case-insensitive), as `schema.table.column`.
 */
export async function columnsHolding(db: Database, needles: string[]): Promise<string[]> {
  const columns = statementRows<Column>(
    await db.execute(sql`select c.table_schema, c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
      order by 1, 2, 3`),
  );
  // The schema's tables are all there: enquiries, messages, mail, rate limits, jobs, guests, the audit log…
  expect(columns.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const column of columns) {
    const value = sql`lower(${sql.identifier(column.column_name)}::text)`;
    const holds = sql.join(
      needles.map((needle) => sql`strpos(${value}, ${needle.toLowerCase()}) > 0`),
      sql` or `,
    );
    const rows = await db.execute(sql`select 1 as one from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)} where ${holds} limit 1`);
    if (statementRows(rows).length > 0) found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
  }
  return found;
}
