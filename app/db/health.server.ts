import fs from "node:fs";
import { statementRows } from "~/db/statement-rows.server";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate.server";

/**
 * The answer of the server's /readyz: ready to take traffic, or why not. `reason` is for the operator reading a
 * load balancer's log; it names no host, user or error text.
 */
export type Readiness =
  | { status: "ready"; database: DatabaseHandle["kind"]; migration: string }
  | { status: "unavailable"; reason: "database not open" | "database unreachable" | "migrations pending"; migration?: string };

/** How long /readyz waits for the database before calling it unreachable (a black-holed server never answers). */
export const READINESS_TIMEOUT_MS = 2_000;

type JournalEntry = { tag: string; when: number };

/**
 * The last migration of the committed journal (`<folder>/meta/_journal.json`, written by drizzle-kit).
 * Output: its tag and its `when` (ms since the epoch), which the migrator stores as `created_at` once the
 * migration is applied. Read once per folder: the journal only changes with a new release.
 * Throws when the journal is missing or empty (a broken build).
 */
export function lastJournalMigration(folder = migrationsFolder): JournalEntry {
  const cached = journalCache.get(folder);
  if (cached) return cached;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`The migration journal in ${folder} has no entries`);
  journalCache.set(folder, last);
  return last;
}
const journalCache = new Map<string, JournalEntry>();

/**
 * Whether this instance can serve pages, for the server's /readyz (load balancers route traffic by it; the
 * process-only /healthz says whether to restart it). Ready means the database answers within
 * {@link READINESS_TIMEOUT_MS} and the last migration of the journal is applied (an instance of a newer release
 * waiting for another's migration is not ready yet).
 * Input: the open handle (undefined before start-up) and the migrations folder. Output: {@link Readiness}.
 * Never throws: a failing database is the answer, not an error.
 */
export async function checkReadiness(handle: DatabaseHandle | undefined, folder = migrationsFolder): Promise<Readiness> {
  if (!handle) return { status: "unavailable", reason: "database not open" };
  const expected = lastJournalMigration(folder);
  let applied: number;
  try {
    applied = await withTimeout(latestAppliedMigration(handle), READINESS_TIMEOUT_MS);
  } catch {
    return { status: "unavailable", reason: "database unreachable" };
  }
  if (applied < expected.when) return { status: "unavailable", reason: "migrations pending", migration: expected.tag };
  return { status: "ready", database: handle.kind, migration: expected.tag };
}

/** `created_at` of the newest applied migration (the migrator's own table), 0 when none or no table yet. */
async function latestAppliedMigration(handle: DatabaseHandle): Promise<number> {
  const exists = await handle.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!statementRows<{ present: boolean }>(exists)[0]?.present) return 0;
  const result = await handle.db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
  return Number(statementRows<{ latest: string | number | null }>(result)[0]?.latest ?? 0);
}

/** PGlite answers `{ rows }`, node-postgres too; Drizzle's execute types hide the difference. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
