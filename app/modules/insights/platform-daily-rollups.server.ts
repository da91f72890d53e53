import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";
import { countedEnquiry } from "~/modules/lead-quality/counted-enquiry.server";
import { arrayLiteral, arrivalDay } from "~/modules/insights/vendor-daily-rollups.server";

// The whole site's UTC day in `platform_daily_rollups` (decision 086), for the team's Insights tab
// (docs/product/admin.md#insights): listings made, delivered enquiries by arrival day with their replies (a cohort,
// as for vendors), enquiries held by their junk score, reports made and upheld, searches and those that found nothing.

/** Days per statement: each reads the day's enquiries, reports, listings and searches. */
const DAYS_PER_STATEMENT = 120;

/**
 * Recomputes the given UTC days (`YYYY-MM-DD`), or every day with something to count when `days` is "all"
 * (from the first record to `at`'s day): upserts days that count something, deletes those that count nothing.
 * Input: database, the days, the time written as `computed_at`. Output: the number of days recomputed.
 * Throws the driver's error.
 */
export async function recomputePlatformDays(db: Database, days: readonly string[] | "all", at: Date): Promise<number> {
  const list = days === "all" ? await allDays(db, at) : [...new Set(days)].sort();
  for (let start = 0; start < list.length; start += DAYS_PER_STATEMENT) {
    await recomputeBatch(db, list.slice(start, start + DAYS_PER_STATEMENT), at);
  }
  return list.length;
}

async function allDays(db: Database, at: Date): Promise<string[]> {
  const result = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day from generate_series(
      (select least(
        (select min(created_at at time zone 'UTC') from vendors),
        (select min(created_at at time zone 'UTC') from enquiries),
        (select min(created_at at time zone 'UTC') from enquiry_reports),
        (select min(day)::timestamp from search_query_days),
        ${at.toISOString()}::timestamptz at time zone 'UTC'))::date,
      (${at.toISOString()}::timestamptz at time zone 'UTC')::date, interval '1 day') as d`);
  return statementRows<{ day: string }>(result).map((row) => row.day);
}

async function recomputeBatch(db: Database, days: readonly string[], at: Date): Promise<void> {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  // Every read is bounded by the batch's first and last day, then kept to the batch's days.
  const within = (column: string) =>
    sql`${sql.raw(column)} >= (${first}::date::timestamp at time zone 'UTC') and ${sql.raw(column)} < ((${last}::date + 1)::timestamp at time zone 'UTC')
      and ${arrivalDay(sql.raw(column))} = any(${arrayLiteral(days)}::date[])`;
  await db.execute(sql`
    with d as (select unnest(${arrayLiteral(days)}::date[]) as day),
    listings as (select ${arrivalDay(sql`created_at`)} as day, count(*)::int as n from vendors where ${within("created_at")} group by 1),
    arrived as (
      select ${arrivalDay(sql`enquiries.created_at`)} as day,
        count(*) filter (where ${countedEnquiry})::int as enquiries,
        count(c.first_reply_at) filter (where ${countedEnquiry})::int as replied,
        coalesce(array_agg(greatest(0, floor(extract(epoch from c.first_reply_at - enquiries.created_at) / 60))::int order by c.first_reply_at)
          filter (where ${countedEnquiry} and c.first_reply_at is not null), '{}'::int[]) as minutes,
        count(*) filter (where enquiries.delivery = 'held')::int as held
      from enquiries left join conversations c on c.enquiry_id = enquiries.id
      where ${within("enquiries.created_at")}
      group by 1
    ),
    reported as (select ${arrivalDay(sql`created_at`)} as day, count(*)::int as n from enquiry_reports where ${within("created_at")} group by 1),
    upheld as (
      select ${arrivalDay(sql`decided_at`)} as day, count(*)::int as n from enquiry_reports
      where status = 'upheld' and ${within("decided_at")} group by 1
    ),
    searched as (
      select day, sum(searches)::int as searches, (sum(searches) filter (where results = 0))::int as empty
      from search_query_days where day = any(${arrayLiteral(days)}::date[]) group by day
    ),
    computed as (
      select d.day, coalesce(l.n, 0) as listings, coalesce(a.enquiries, 0) as enquiries, coalesce(a.replied, 0) as replied,
        coalesce(a.minutes, '{}'::int[]) as minutes, coalesce(a.held, 0) as held, coalesce(r.n, 0) as reported,
        coalesce(u.n, 0) as upheld, coalesce(s.searches, 0) as searches, coalesce(s.empty, 0) as empty
      from d left join listings l on l.day = d.day left join arrived a on a.day = d.day left join reported r on r.day = d.day
        left join upheld u on u.day = d.day left join searched s on s.day = d.day
    ),
    written as (
      insert into platform_daily_rollups (day, new_listings, enquiries, replied, reply_minutes, held, reported, upheld, searches,
        searches_without_results, computed_at)
      select day, listings, enquiries, replied, minutes, held, reported, upheld, searches, empty, ${at.toISOString()}::timestamptz
      from computed where listings + enquiries + held + reported + upheld + searches > 0
      on conflict (day) do update set new_listings = excluded.new_listings, enquiries = excluded.enquiries,
        replied = excluded.replied, reply_minutes = excluded.reply_minutes, held = excluded.held, reported = excluded.reported,
        upheld = excluded.upheld, searches = excluded.searches, searches_without_results = excluded.searches_without_results,
        computed_at = excluded.computed_at
      returning 1
    )
    delete from platform_daily_rollups p using computed c
    where p.day = c.day and c.listings + c.enquiries + c.held + c.reported + c.upheld + c.searches = 0`);
}
