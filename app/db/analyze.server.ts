import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/**
 * Refreshes the query planner's statistics on every table (`analyze`). The embedded database never analyses
 * tables by itself; without statistics the planner picks poor search plans (docs/benchmarks.md), so start-up
 * calls this after loading the demo catalogue. Input: the database. Throws the driver's error when it fails.
 */
export async function analyzeTables(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}
