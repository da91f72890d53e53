import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";
import { recomputePlatformDays } from "~/modules/insights/platform-daily-rollups.server";
import { arrivalDay, recomputeVendorDays } from "~/modules/insights/vendor-daily-rollups.server";
import { recomputePeriodFigures } from "~/modules/insights/vendor-period-figures.server";
import { now, utcDay } from "~/modules/time/clock";

// Keeps the figures for vendors and the team up to date (decision 086): each run recomputes the (vendor, day) rows
// touched since the last run started, always today and yesterday, the site's days among them, and once per UTC day
// every vendor's period figures. `rollup_state` remembers when the last run started, so what changed while it ran is
// seen by the next one.

/** The name of the roll-up's row in `rollup_state`: the time the last run started. */
export const ROLLUP_STATE_NAME = "insights-rollups";
/** The name of the period figures' row in `rollup_state`: the time they were last written. */
export const PERIOD_FIGURES_STATE_NAME = "insights-period-figures";

/** How often the roll-up runs (server/app.ts), in ms: the dashboards are at most this far behind. */
export const INSIGHTS_ROLLUP_INTERVAL_MS = 60 * 60 * 1000;

/** Vendors per statement of a full run; (vendor, day) pairs per statement of an incremental one. */
const VENDORS_PER_STATEMENT = 2_000;
const PAIRS_PER_STATEMENT = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a run did: days and vendors recomputed, rows written and deleted, period figures, and its time in ms. */
export type InsightsRollupRun = {
  full: boolean;
  /** Distinct UTC days whose vendor rows were recomputed (the site's days recomputed, for a full run). */
  days: number;
  /** Distinct vendors whose days were recomputed (all vendors' ranges, for a full run). */
  vendors: number;
  /** vendor_daily_rollups rows written and deleted (now counting nothing). */
  written: number;
  deleted: number;
  /** Vendors whose period figures were rewritten (0 when already done today). */
  periodVendors: number;
  ms: number;
};

async function readState(db: Database, name: string): Promise<Date | null> {
  const [row] = statementRows<{ through: string | Date }>(await db.execute(sql`select through from rollup_state where name = ${name}`));
  return row ? new Date(row.through) : null;
}

async function writeState(db: Database, name: string, through: Date): Promise<void> {
  await db.execute(sql`insert into rollup_state (name, through) values (${name}, ${through.toISOString()}::timestamptz)
    on conflict (name) do update set through = excluded.through`);
}

/**
 * The (vendor, day) pairs whose rows may have changed since `since`: every vendor with statistics, enquiries or a
 * roll-up on a day from `fromDay` on (today, yesterday and the days since the last run), and the arrival day of every
 * enquiry whose conversation, quotes, booking or report changed since. Output: the pairs, sorted.
 */
export async function touchedVendorDays(db: Database, since: Date, fromDay: string): Promise<{ vendorIds: number[]; days: string[] }> {
  const t = sql`${since.toISOString()}::timestamptz`;
  const dayStart = sql`(${fromDay}::date::timestamp at time zone 'UTC')`;
  const enquiryDay = arrivalDay(sql`e.created_at`);
  const result = await db.execute(sql`
    select vendor_id, to_char(day, 'YYYY-MM-DD') as day from (
      select vendor_id, day from listing_daily_stats where day >= ${fromDay}::date
      union select vendor_id, day from vendor_daily_rollups where day >= ${fromDay}::date
      union select vendor_id, ${enquiryDay} from enquiries e where e.created_at >= least(${t}, ${dayStart})
      union select e.vendor_id, ${enquiryDay} from conversations c join enquiries e on e.id = c.enquiry_id
        where c.last_message_at >= ${t} or c.first_reply_at >= ${t} or c.created_at >= ${t}
      union select e.vendor_id, ${enquiryDay} from quotes q join enquiries e on e.id = q.enquiry_id
        where q.created_at >= ${t} or q.responded_at >= ${t}
      union select e.vendor_id, ${enquiryDay} from bookings b join enquiries e on e.id = b.enquiry_id
        where b.created_at >= ${t} or b.cancelled_at >= ${t}
      union select e.vendor_id, ${enquiryDay} from enquiry_reports r join enquiries e on e.id = r.enquiry_id
        where r.created_at >= ${t} or r.decided_at >= ${t}
    ) touched order by vendor_id, day`);
  const rows = statementRows<{ vendor_id: number; day: string }>(result);
  return { vendorIds: rows.map((row) => Number(row.vendor_id)), days: rows.map((row) => row.day) };
}

/** The site's days touched since `since`: listings made, reports made or decided, and searches logged. */
async function touchedPlatformDays(db: Database, since: Date): Promise<string[]> {
  const t = sql`${since.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day from (
      select ${arrivalDay(sql`created_at`)} as day from vendors where created_at >= ${t}
      union select ${arrivalDay(sql`created_at`)} from enquiry_reports where created_at >= ${t}
      union select ${arrivalDay(sql`decided_at`)} from enquiry_reports where decided_at >= ${t}
      union select day from search_query_days where day >= (${t} at time zone 'UTC')::date
    ) touched`);
  return statementRows<{ day: string }>(result).map((row) => row.day);
}

/**
 * Brings the roll-ups of decision 086 up to date (docs/product/vendor-journey-and-portal.md#performance,
 * docs/product/admin.md#insights). Incremental by default: recomputes `vendor_daily_rollups` for the (vendor, day)
 * pairs touched since the last run started ({@link touchedVendorDays}) and always today and yesterday (UTC),
 * `platform_daily_rollups` for the days among them and those with new listings, reports or searches, and, once per UTC
 * day, `vendor_period_figures`. `full: true` (or a first run) recomputes everything. Set-based statements in batches
 * (2,000 vendors or 5,000 pairs each). Input: database; `at` (default the app clock) is the run's time; `full`.
 * Output: {@link InsightsRollupRun} (counts and ms only). Throws the driver's error; the state moves only after a run
 * succeeds, so a failed run is redone by the next.
 */
export async function runInsightsRollups(db: Database, options: { at?: Date; full?: boolean } = {}): Promise<InsightsRollupRun> {
  const started = performance.now();
  const at = options.at ?? now();
  const since = await readState(db, ROLLUP_STATE_NAME);
  const full = options.full === true || since === null;
  const yesterday = utcDay(new Date(at.getTime() - DAY_MS));
  let days: number;
  let vendors: number;
  let written = 0;
  let deleted = 0;
  if (full) {
    const [bounds] = statementRows<{ low: number | null; high: number | null }>(await db.execute(sql`select min(id) as low, max(id) as high from vendors`));
    const low = bounds?.low == null ? 0 : Number(bounds.low);
    const high = bounds?.high == null ? -1 : Number(bounds.high);
    for (let from = low; from <= high; from += VENDORS_PER_STATEMENT) {
      const batch = await recomputeVendorDays(db, { vendorFrom: from, vendorTo: from + VENDORS_PER_STATEMENT - 1 }, at);
      written += batch.written;
      deleted += batch.deleted;
    }
    // Rows of vendors deleted since are gone with them (on delete cascade).
    vendors = high >= low ? high - low + 1 : 0;
    days = await recomputePlatformDays(db, "all", at);
  } else {
    const fromDay = [utcDay(since), yesterday].sort()[0]!;
    const touched = await touchedVendorDays(db, since, fromDay);
    for (let start = 0; start < touched.vendorIds.length; start += PAIRS_PER_STATEMENT) {
      const scope = { vendorIds: touched.vendorIds.slice(start, start + PAIRS_PER_STATEMENT), days: touched.days.slice(start, start + PAIRS_PER_STATEMENT) };
      const batch = await recomputeVendorDays(db, scope, at);
      written += batch.written;
      deleted += batch.deleted;
    }
    const vendorDays = new Set(touched.days);
    days = vendorDays.size;
    vendors = new Set(touched.vendorIds).size;
    for (let day = fromDay; day <= utcDay(at); day = utcDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS))) vendorDays.add(day);
    await recomputePlatformDays(db, [...vendorDays, ...(await touchedPlatformDays(db, since))], at);
  }
  const periodsDone = await readState(db, PERIOD_FIGURES_STATE_NAME);
  let periodVendors = 0;
  if (full || periodsDone === null || utcDay(periodsDone) !== utcDay(at)) {
    periodVendors = (await recomputePeriodFigures(db, at)).vendors;
    await writeState(db, PERIOD_FIGURES_STATE_NAME, at);
  }
  await writeState(db, ROLLUP_STATE_NAME, at);
  return { full, days, vendors, written, deleted, periodVendors, ms: Math.round(performance.now() - started) };
}
