import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";

/** How often the embedded database is vacuumed: daily (decision 041). */
export const VACUUM_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * `VACUUM ANALYZE` on the embedded database: reclaims the space of deleted and updated rows (expired holds,
 * rate-limit rows, replaced catalogues) and refreshes the planner's statistics. PGlite has no autovacuum
 * (stack notes: it runs PostgreSQL as a single process), so start-up runs this after loading the demo catalogue
 * and then daily. PostgreSQL's own autovacuum does this work there, so on PostgreSQL nothing is run.
 * Input: the open handle. Output: true when a vacuum ran, false on PostgreSQL. Throws the driver's error.
 */
export async function vacuumEmbeddedDatabase(handle: DatabaseHandle): Promise<boolean> {
  if (handle.kind !== "pglite") return false;
  await handle.db.execute(sql`vacuum analyze`);
  return true;
}
