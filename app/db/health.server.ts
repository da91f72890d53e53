import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";

export type DatabaseHealth = { status: "ok"; database: DatabaseHandle["kind"] } | { status: "unavailable" };

/**
 * Whether the database answers, for the server's /healthz (load balancers and the end-to-end tests poll it).
 * Input: the open database handle, or undefined when none is open. Output: `{ status: "ok", database: kind }`
 * after a `select 1` succeeds, `{ status: "unavailable" }` when there is no handle or the query fails.
 * Never throws: a failing database is the answer, not an error.
 */
export async function checkDatabase(handle: DatabaseHandle | undefined): Promise<DatabaseHealth> {
  if (!handle) return { status: "unavailable" };
  try {
    await handle.db.execute(sql`select 1`);
    return { status: "ok", database: handle.kind };
  } catch {
    return { status: "unavailable" };
  }
}
