import { sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";

// Deletions of the retention sweep (docs/decisions/089-retention-schedule.md): a statement deletes at most one batch,
// so no statement holds its rows' locks for long and a run stopped half way has deleted whole batches only.

/** The most rows one statement of the retention sweep deletes or changes. */
export const RETENTION_BATCH_ROWS = 1_000;

/** Rows deleted or changed for one kind of data, and in how many statements. */
export type BatchCount = { rows: number; batches: number };

/**
 * Deletes the rows of `table` matching `where`, {@link RETENTION_BATCH_ROWS} (or `batchRows`) a statement, until a
 * statement finds fewer. Input: database, a Drizzle table, the condition, the batch size. Output: {@link BatchCount}.
 * Throws the driver's error; the batches already deleted stay deleted. Rule: docs/decisions/089-retention-schedule.md.
 */
export async function deleteInBatches(db: Database, table: PgTable, where: SQL, batchRows = RETENTION_BATCH_ROWS): Promise<BatchCount> {
  const count: BatchCount = { rows: 0, batches: 0 };
  for (;;) {
    // By physical row address, so a table without a single-column key (the search log) is batched the same way.
    const result = await db.execute(sql`delete from ${table} where ctid = any(array(select ctid from ${table} where ${where} limit ${batchRows})) returning 1 as one`);
    const rows = statementRows(result).length;
    if (rows === 0) return count;
    count.rows += rows;
    count.batches += 1;
    if (rows < batchRows) return count;
  }
}
