import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { Logger } from "drizzle-orm/logger";
import type pg from "pg";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { SearchRequest } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import type { TestBackend } from "./test-database";

/** One statement as the app sent it: its text and its values. */
export type Statement = { sql: string; params: unknown[] };

/** The planner settings plan tests use unless told otherwise: sorts and sequential and bitmap scans priced out. */
export const INDEX_SCANS_ONLY = "set local enable_sort = off; set local enable_seqscan = off; set local enable_bitmapscan = off;";

function clientOf(db: Database): unknown {
  return (db as unknown as { $client: unknown }).$client;
}

/** The statements `searchVendors` sends for `request` on the UK day `today`, through a recording Drizzle over the same connection. */
export async function statementsOf(db: Database, backend: TestBackend, request: SearchRequest, today = "2026-11-26"): Promise<Statement[]> {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (query, params) => void statements.push({ sql: query, params }) };
  const client = clientOf(db);
  const recording = (
    backend === "postgres" ? drizzlePg(client as pg.Pool, { schema, logger }) : drizzlePglite(client as PGlite, { schema, logger })
  ) as unknown as Database;
  await searchVendors(recording, request, today);
  return statements;
}

/**
 * The plan of one statement, in a transaction on one connection that first runs `setup` (planner settings, or DDL
 * such as dropping an index) and is rolled back after, so nothing it changed stays.
 */
export async function planOf(db: Database, backend: TestBackend, statement: Statement, setup = INDEX_SCANS_ONLY): Promise<string> {
  const client = clientOf(db);
  if (backend === "postgres") {
    const connection = await (client as pg.Pool).connect();
    try {
      await connection.query("begin");
      await connection.query(setup);
      const result = await connection.query(`explain ${statement.sql}`, statement.params);
      return result.rows.map((row: Record<string, unknown>) => String(row["QUERY PLAN"])).join("\n");
    } finally {
      await connection.query("rollback");
      connection.release();
    }
  }
  return (client as PGlite).transaction(async (tx) => {
    await tx.exec(setup);
    const result = await tx.query<Record<string, unknown>>(`explain ${statement.sql}`, statement.params);
    await tx.rollback();
    return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
  });
}

/** The rows one recorded statement answers, run again with its values. */
export async function rowsOf(db: Database, backend: TestBackend, statement: Statement): Promise<Record<string, unknown>[]> {
  const client = clientOf(db);
  if (backend === "postgres") return (await (client as pg.Pool).query(statement.sql, statement.params)).rows;
  return (await (client as PGlite).query<Record<string, unknown>>(statement.sql, statement.params)).rows;
}
