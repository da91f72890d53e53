import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { listingDailyStats, vendors } from "~/db/schema";
import { VIEW_SOURCES } from "~/db/schema-insights";
import type { ViewSource } from "~/modules/listing-stats/view-source";
import { logError, logWarning } from "~/modules/logging/logger.server";

// Profile views and search appearances are added up in memory and written in batches (decision 078): one upsert per
// page cost every uncached page a round trip and a commit, and result pages that share listings queued on the same
// rows. A batch is written at most FLUSH_DELAY_MS after its first count, when a vendor's statistics are read, and when
// the server stops. What a crash (kill -9, power loss) can lose is the counts of that last interval.

/** How long a count may wait in memory before its batch is written, in ms. */
export const LISTING_ACTIVITY_FLUSH_MS = 5_000;

/** Rows per statement when a batch is written, so no statement carries unbounded arrays. */
const ROWS_PER_STATEMENT = 1_000;

/**
 * Distinct (listing, day) counts kept while the database cannot be written; past it, new counts are dropped and the
 * number dropped logged, so an outage cannot grow memory without bound. 100,000 listings on 2 days fit.
 */
export const MAX_PENDING_LISTING_DAYS = 200_000;

/** Counts to add; `viewSource` says where the `profileViews` came from (listing_daily_sources; decision 086). */
type Counts = { profileViews: number; searchAppearances: number; viewSource?: ViewSource };

/** What a batch holds per (listing, day): the counts, and the profile views per source. */
type Held = { profileViews: number; searchAppearances: number; sources: Partial<Record<ViewSource, number>> };

/** Per database: `${vendorId}|${day}` → counts not yet written, the timer of the next write, and the write under way. */
type Pending = { counts: Map<string, Held>; timer: ReturnType<typeof setTimeout> | undefined; writing: Promise<number> | undefined };

const pendingByDatabase = new Map<Database, Pending>();
let dropped = 0;

function pendingFor(db: Database): Pending {
  let pending = pendingByDatabase.get(db);
  if (!pending) {
    pending = { counts: new Map(), timer: undefined, writing: undefined };
    pendingByDatabase.set(db, pending);
  }
  return pending;
}

function add(counts: Map<string, Held>, key: string, more: Counts | Held): boolean {
  let current = counts.get(key);
  if (!current) {
    if (counts.size >= MAX_PENDING_LISTING_DAYS) {
      dropped++;
      return false;
    }
    current = { profileViews: 0, searchAppearances: 0, sources: {} };
    counts.set(key, current);
  }
  current.profileViews += more.profileViews;
  current.searchAppearances += more.searchAppearances;
  const sources: Partial<Record<ViewSource, number>> = "sources" in more ? more.sources : more.viewSource && more.profileViews > 0 ? { [more.viewSource]: more.profileViews } : {};
  for (const source of VIEW_SOURCES) if (sources[source]) current.sources[source] = (current.sources[source] ?? 0) + sources[source];
  return true;
}

/**
 * Adds counts for one listing on one UTC day to the batch of `db`, written within {@link LISTING_ACTIVITY_FLUSH_MS}.
 * Input: database, vendor id, day (`YYYY-MM-DD`), the profile views and search appearances to add, and where the
 * views came from (`viewSource`, counted in listing_daily_sources too; decision 086). Output: whether
 * it was kept (false only past {@link MAX_PENDING_LISTING_DAYS} while the database cannot be written). Never throws.
 */
export function addListingActivity(db: Database, vendorId: number, day: string, counts: Counts): boolean {
  const pending = pendingFor(db);
  const kept = add(pending.counts, `${vendorId}|${day}`, counts);
  if (!pending.timer) {
    pending.timer = setTimeout(() => void flushListingActivity(db), LISTING_ACTIVITY_FLUSH_MS);
    // A pending batch never keeps a stopping process alive; shutdown writes it (server/app.ts).
    pending.timer.unref();
  }
  return kept;
}

/**
 * Writes the counts `db`'s batch holds (all databases' when left out), adding them to `listing_daily_stats` and the
 * views with a source to `listing_daily_sources` (one statement per 1,000 listing days), in ascending (listing, day) order, so two instances writing at once wait for each other rather than deadlock.
 * Counts of a listing deleted meanwhile are dropped. When the write fails the counts go back into the batch for the
 * next one and the failure is logged (counts only, no visitor data). Output: the number of (listing, day) rows
 * written. Never throws.
 */
export async function flushListingActivity(db?: Database): Promise<number> {
  const targets = db ? [db] : [...pendingByDatabase.keys()];
  let written = 0;
  for (const target of targets) written += await flushOne(target);
  return written;
}

async function flushOne(db: Database): Promise<number> {
  const pending = pendingByDatabase.get(db);
  if (!pending) return 0;
  // A write under way is waited for, then whatever arrived meanwhile is written too.
  if (pending.writing) await pending.writing.catch(() => 0);
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = undefined;
  if (pending.counts.size === 0) return 0;
  const batch = pending.counts;
  pending.counts = new Map();
  const writing = writeBatch(db, batch).then(
    (rows) => rows,
    (error: unknown) => {
      for (const [key, counts] of batch) add(pending.counts, key, counts);
      logError(`Listing counts for ${batch.size} listing days could not be written; kept for the next write`, error);
      if (!pending.timer) {
        pending.timer = setTimeout(() => void flushListingActivity(db), LISTING_ACTIVITY_FLUSH_MS);
        pending.timer.unref();
      }
      return 0;
    },
  );
  pending.writing = writing;
  const rows = await writing;
  if (pending.writing === writing) pending.writing = undefined;
  if (dropped > 0) {
    logWarning(`Listing counts for ${dropped} listing days were dropped while the database could not be written`);
    dropped = 0;
  }
  return rows;
}

async function writeBatch(db: Database, batch: Map<string, Held>): Promise<number> {
  const rows = [...batch]
    .map(([key, counts]) => {
      const [vendorId, day] = key.split("|");
      return { vendorId: Number(vendorId), day: day!, ...counts };
    })
    .sort((a, b) => a.vendorId - b.vendorId || a.day.localeCompare(b.day));
  let written = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
    // Each column as one array parameter: a VALUES list of ten parameters a row took Drizzle about 23 ms of the main
    // thread to build for 1,000 rows, the arrays 0.3 ms (docs/benchmarks.md, "Uncached pages: the fifteenth round").
    const column = (values: (number | string)[], type: "integer" | "date") => sql`${sql.param(values)}::${sql.raw(type)}[]`;
    const values = sql`select * from unnest(${sql.join(
      [
        column(slice.map((row) => row.vendorId), "integer"),
        column(slice.map((row) => row.day), "date"),
        column(slice.map((row) => row.profileViews), "integer"),
        column(slice.map((row) => row.searchAppearances), "integer"),
        ...VIEW_SOURCES.map((source) => column(slice.map((row) => row.sources[source] ?? 0), "integer")),
      ],
      sql`, `,
    )})`;
    // One statement: the day's counts, then the views per source of the same rows.
    await db.execute(sql`with counted as (
        ${values} as counted(vendor_id, day, views, appearances, ${sql.raw(VIEW_SOURCES.join(", "))})
        where exists (select 1 from ${vendors} where ${vendors.id} = counted.vendor_id)
      ),
      stats as (
        insert into ${listingDailyStats} (vendor_id, day, profile_views, search_appearances)
        select counted.vendor_id, counted.day, counted.views, counted.appearances from counted
        order by counted.vendor_id, counted.day
        on conflict (vendor_id, day) do update set
          profile_views = ${listingDailyStats}.profile_views + excluded.profile_views,
          search_appearances = ${listingDailyStats}.search_appearances + excluded.search_appearances
        returning 1
      )
      insert into listing_daily_sources as sources (vendor_id, day, source, profile_views)
      select counted.vendor_id, counted.day, per.source, per.views
      from counted cross join lateral (values ${sql.raw(VIEW_SOURCES.map((source) => `('${source}', counted.${source})`).join(", "))}) as per(source, views)
      where per.views > 0
      order by counted.vendor_id, counted.day, per.source
      on conflict (vendor_id, day, source) do update set profile_views = sources.profile_views + excluded.profile_views`);
    written += slice.length;
  }
  return written;
}
