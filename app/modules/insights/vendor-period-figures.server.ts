import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";
import { utcDay } from "~/modules/time/clock";

// Each live vendor's totals per period in `vendor_period_figures` (decision 086), so the medians of its peers (same
// category and region) on the Performance tab (docs/product/vendor-journey-and-portal.md#performance) are one indexed
// range. Periods end yesterday (UTC), so the figures hold all day.

/** Vendors per statement: each reads their whole history of roll-ups once per period. */
const VENDORS_PER_STATEMENT = 5_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of each period ending `yesterday` (inclusive): 30 and 90 days, 12 months; 'all' is the vendor's. */
export function periodStarts(yesterday: string): { "30d": string; "90d": string; "12m": string } {
  const end = new Date(`${yesterday}T00:00:00Z`);
  const yearBefore = new Date(end);
  yearBefore.setUTCFullYear(end.getUTCFullYear() - 1);
  return {
    "30d": utcDay(new Date(end.getTime() - 29 * DAY_MS)),
    "90d": utcDay(new Date(end.getTime() - 89 * DAY_MS)),
    "12m": utcDay(new Date(yearBefore.getTime() + DAY_MS)),
  };
}

/**
 * Rewrites every active vendor's figures for the periods '30d', '90d', '12m' and 'all' (since the vendor's created
 * day), each ending the day before `at` (UTC, inclusive): sums of vendor_daily_rollups, the median of the minutes to
 * a first reply (percentile_cont 0.5, rounded; null when nothing was replied to), with the vendor's category and
 * region; rows of vendors no longer active are deleted. Input: database, the time. Output: vendors written and
 * rows deleted. Throws the driver's error.
 */
export async function recomputePeriodFigures(db: Database, at: Date): Promise<{ vendors: number; deleted: number }> {
  const yesterday = utcDay(new Date(at.getTime() - DAY_MS));
  const starts = periodStarts(yesterday);
  const [bounds] = statementRows<{ low: number | null; high: number | null }>(
    await db.execute(sql`select min(id) as low, max(id) as high from vendors where is_active`),
  );
  let vendors = 0;
  const low = bounds?.low === null || bounds?.low === undefined ? 0 : Number(bounds.low);
  const high = bounds?.high === null || bounds?.high === undefined ? -1 : Number(bounds.high);
  for (let from = low; from <= high; from += VENDORS_PER_STATEMENT) {
    const to = from + VENDORS_PER_STATEMENT - 1;
    const result = await db.execute(sql`
      with periods(period, from_day) as (values ('30d', ${starts["30d"]}::date), ('90d', ${starts["90d"]}::date),
        ('12m', ${starts["12m"]}::date), ('all', null::date)),
      scoped as (
        select v.id as vendor_id, v.category_id, v.region, p.period,
          greatest(coalesce(p.from_day, (v.created_at at time zone 'UTC')::date), (v.created_at at time zone 'UTC')::date) as from_day
        from vendors v cross join periods p where v.is_active and v.id between ${from} and ${to}
      ),
      totals as (
        select s.vendor_id, s.period, s.category_id, s.region,
          coalesce(sum(r.search_appearances), 0)::int as appearances, coalesce(sum(r.profile_views), 0)::int as views,
          coalesce(sum(r.enquiries), 0)::int as enquiries, coalesce(sum(r.replied), 0)::int as replied,
          coalesce(sum(r.quoted), 0)::int as quoted, coalesce(sum(r.booked), 0)::int as booked,
          coalesce(sum(r.booked_value_pence), 0)::bigint as value,
          (select round(percentile_cont(0.5) within group (order by m))::int
            from vendor_daily_rollups r2 cross join lateral unnest(r2.reply_minutes) as m
            where r2.vendor_id = s.vendor_id and r2.day between s.from_day and ${yesterday}::date and r2.replied > 0) as median
        from scoped s
        left join vendor_daily_rollups r on r.vendor_id = s.vendor_id and r.day between s.from_day and ${yesterday}::date
        group by s.vendor_id, s.period, s.category_id, s.region, s.from_day
      ),
      written as (
      insert into vendor_period_figures (vendor_id, period, category_id, region, search_appearances, profile_views, enquiries,
        replied, quoted, booked, booked_value_pence, median_reply_minutes, computed_at)
      select vendor_id, period, category_id, region, appearances, views, enquiries, replied, quoted, booked, value, median,
        ${at.toISOString()}::timestamptz
      from totals order by vendor_id, period
      on conflict (vendor_id, period) do update set category_id = excluded.category_id, region = excluded.region,
        search_appearances = excluded.search_appearances, profile_views = excluded.profile_views,
        enquiries = excluded.enquiries, replied = excluded.replied, quoted = excluded.quoted, booked = excluded.booked,
        booked_value_pence = excluded.booked_value_pence, median_reply_minutes = excluded.median_reply_minutes,
        computed_at = excluded.computed_at
      returning vendor_id)
      select count(distinct vendor_id)::int as vendors from written`);
    vendors += Number(statementRows<{ vendors: number }>(result)[0]?.vendors ?? 0);
  }
  const deleted = await db.execute(sql`
    delete from vendor_period_figures f where not exists (select 1 from vendors v where v.id = f.vendor_id and v.is_active) returning 1`);
  return { vendors, deleted: statementRows(deleted).length };
}
