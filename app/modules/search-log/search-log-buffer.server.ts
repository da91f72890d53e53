import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { searchQueryDays } from "~/db/schema-insights";
import { logError, logWarning } from "~/modules/logging/logger.server";
import type { LoggedSearch } from "~/modules/search-log/search-terms";

// Searches are added up in memory and written in batches, as listing counts are (decisions 078, 088): a results page
// should not wait for a write. A batch is written at most SEARCH_LOG_FLUSH_MS after its first search, when the
// team's Insights tab is read on this instance, and when the server stops. A crash loses that last interval.

/** How long a search may wait in memory before its batch is written, in ms. */
export const SEARCH_LOG_FLUSH_MS = 5_000;

/** Rows per statement, so no statement carries an unbounded VALUES list. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Distinct (day, query, place, category) rows kept while the database cannot be written; past it, new searches are
 * dropped and the number dropped logged, so an outage cannot grow memory without bound.
 */
export const MAX_PENDING_SEARCHES = 20_000;

type Tally = { searches: number; results: number };
type Pending = { tallies: Map<string, Tally>; timer: ReturnType<typeof setTimeout> | undefined; writing: Promise<number> | undefined };

const pendingByDatabase = new Map<Database, Pending>();
let dropped = 0;

function pendingFor(db: Database): Pending {
  let pending = pendingByDatabase.get(db);
  if (!pending) {
    pending = { tallies: new Map(), timer: undefined, writing: undefined };
    pendingByDatabase.set(db, pending);
  }
  return pending;
}

/** Adds `more`; `latest` says whether its result count is newer than the one held (a failed batch's is older). */
function add(tallies: Map<string, Tally>, key: string, more: Tally, latest: boolean): boolean {
  const current = tallies.get(key);
  if (current) {
    current.searches += more.searches;
    if (latest) current.results = more.results;
    return true;
  }
  if (tallies.size >= MAX_PENDING_SEARCHES) {
    dropped++;
    return false;
  }
  tallies.set(key, { ...more });
  return true;
}

function schedule(db: Database, pending: Pending): void {
  if (pending.timer) return;
  pending.timer = setTimeout(() => void flushSearchLog(db), SEARCH_LOG_FLUSH_MS);
  // A pending batch never keeps a stopping process alive; shutdown writes it (server/app.ts).
  pending.timer.unref();
}

/**
 * Adds one run of `search` on UTC `day` (`YYYY-MM-DD`) that found `results` listings to the batch of `db`, written
 * within {@link SEARCH_LOG_FLUSH_MS}. Output: whether it was kept (false only past {@link MAX_PENDING_SEARCHES}
 * while the database cannot be written). Never throws. Rule: decision 088.
 */
export function addSearch(db: Database, day: string, search: LoggedSearch, results: number): boolean {
  const pending = pendingFor(db);
  const key = JSON.stringify([day, search.query, search.place, search.categorySlug]);
  const kept = add(pending.tallies, key, { searches: 1, results: Math.max(0, Math.trunc(results)) }, true);
  schedule(db, pending);
  return kept;
}

/**
 * Writes the searches `db`'s batch holds (all databases' when left out) into `search_query_days`: searches added to
 * the day's row, results set to the latest count, rows in key order so two instances wait for each other rather than
 * deadlock. A failed write puts the searches back for the next one and logs how many rows waited (never the words).
 * Output: the number of rows written. Never throws. Rule: decision 088.
 */
export async function flushSearchLog(db?: Database): Promise<number> {
  const targets = db ? [db] : [...pendingByDatabase.keys()];
  let written = 0;
  for (const target of targets) written += await flushOne(target);
  return written;
}

async function flushOne(db: Database): Promise<number> {
  const pending = pendingByDatabase.get(db);
  if (!pending) return 0;
  if (pending.writing) await pending.writing.catch(() => 0);
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = undefined;
  if (pending.tallies.size === 0) return 0;
  const batch = pending.tallies;
  pending.tallies = new Map();
  const writing = writeBatch(db, batch).then(
    (rows) => rows,
    (error: unknown) => {
      for (const [key, tally] of batch) add(pending.tallies, key, tally, false);
      logError(`The search log's ${batch.size} rows could not be written; kept for the next write`, error);
      schedule(db, pending);
      return 0;
    },
  );
  pending.writing = writing;
  const rows = await writing;
  if (pending.writing === writing) pending.writing = undefined;
  if (dropped > 0) {
    logWarning(`${dropped} searches were left out of the search log while the database could not be written`);
    dropped = 0;
  }
  return rows;
}

async function writeBatch(db: Database, batch: Map<string, Tally>): Promise<number> {
  const rows = [...batch]
    .map(([key, tally]) => {
      const [day, query, place, categorySlug] = JSON.parse(key) as [string, string, string, string];
      return { day, query, place, categorySlug, ...tally };
    })
    .sort((a, b) => compare(a.day, b.day) || compare(a.query, b.query) || compare(a.place, b.place) || compare(a.categorySlug, b.categorySlug));
  let written = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = sql.join(
      slice.map((row) => sql`(${row.day}::date, ${row.query}::text, ${row.place}::text, ${row.categorySlug}::text, ${row.searches}::integer, ${row.results}::integer)`),
      sql`, `,
    );
    await db.execute(sql`insert into ${searchQueryDays} (day, query, place, category_slug, searches, results)
      select * from (values ${values}) as searched(day, query, place, category_slug, searches, results)
      order by day, query, place, category_slug
      on conflict (day, query, place, category_slug) do update set
        searches = ${searchQueryDays}.searches + excluded.searches,
        results = excluded.results`);
    written += slice.length;
  }
  return written;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
