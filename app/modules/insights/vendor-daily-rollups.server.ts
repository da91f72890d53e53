import { sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { statementRows } from "~/db/statement-rows.server";
import { countedEnquiry } from "~/modules/lead-quality/counted-enquiry.server";

// One vendor's UTC day in `vendor_daily_rollups` (decision 086): appearances and views of that day, and the delivered
// enquiries that arrived that day with what has become of them since (a cohort by arrival day). Computed from the
// raw records in one statement per batch, upserted, and the rows of the batch that no longer count anything
// deleted, so a batch always leaves exactly what the records say.

/** Which (vendor, day) rows a statement recomputes: every day of a range of vendor ids, or the given pairs. */
export type RollupScope = { vendorFrom: number; vendorTo: number } | { vendorIds: readonly number[]; days: readonly string[] };

/** An enquiry's arrival day, as a UTC date. */
export const arrivalDay = (createdAt: SQL) => sql`(${createdAt} at time zone 'UTC')::date`;

/** A `{…}` array literal of whole numbers or `YYYY-MM-DD` days, one parameter whatever the length. */
export function arrayLiteral(values: readonly (number | string)[]): string {
  return `{${values.join(",")}}`;
}

function scopeParts(scope: RollupScope): { pairs: SQL; stats: SQL; enquiries: SQL; existing: SQL } {
  if ("vendorFrom" in scope) {
    const range = (column: SQL) => sql`${column} between ${scope.vendorFrom} and ${scope.vendorTo}`;
    return {
      pairs: sql`select null::int as vendor_id, null::date as day where false`,
      stats: sql`select s.* from listing_daily_stats s where ${range(sql`s.vendor_id`)}`,
      enquiries: sql`select e.* from enquiries e where ${range(sql`e.vendor_id`)}`,
      existing: range(sql`r.vendor_id`),
    };
  }
  return {
    pairs: sql`select * from unnest(${arrayLiteral(scope.vendorIds)}::int[], ${arrayLiteral(scope.days)}::date[]) as p(vendor_id, day)`,
    stats: sql`select s.* from pairs p join listing_daily_stats s on s.vendor_id = p.vendor_id and s.day = p.day`,
    // The arrival day as a range of created_at, so the (vendor_id, created_at) index finds each pair's enquiries.
    enquiries: sql`select e.* from pairs p join enquiries e on e.vendor_id = p.vendor_id
      and e.created_at >= (p.day::timestamp at time zone 'UTC') and e.created_at < ((p.day + 1)::timestamp at time zone 'UTC')`,
    existing: sql`exists (select 1 from pairs p where p.vendor_id = r.vendor_id and p.day = r.day)`,
  };
}

/**
 * Recomputes the rows of `scope` from the raw records (decision 086): search appearances and profile views from
 * listing_daily_stats; the enquiries counted for the vendor (`countedEnquiry`: delivered, never held, rejected or not
 * genuine) by arrival day, of those the ones replied to (`first_reply_at` set), quoted (any quote), booked (a live
 * booking) and the booked value in pence (the booking's amount, else its quote's price, else the conversation's
 * accepted quote), and the whole minutes from each enquiry to its first reply (never below 0). Rows that count
 * nothing are deleted. Input: database, scope, the time written as `computed_at`. Output: rows written and deleted.
 * Throws the driver's error.
 */
export async function recomputeVendorDays(db: Database, scope: RollupScope, at: Date): Promise<{ written: number; deleted: number }> {
  const part = scopeParts(scope);
  // The planner's estimates for these joins are high enough to JIT-compile each statement, which costs more than the
  // statement itself (decision 086): off for this transaction only.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(sql`
    with pairs as (${part.pairs}),
    stats as (
      select s.vendor_id, s.day, sum(s.search_appearances)::int as appearances, sum(s.profile_views)::int as views
      from (${part.stats}) s group by s.vendor_id, s.day
    ),
    arrived as (
      select enquiries.vendor_id, ${arrivalDay(sql`enquiries.created_at`)} as day,
        count(*)::int as enquiries,
        count(c.first_reply_at)::int as replied,
        count(*) filter (where exists (select 1 from quotes q where q.enquiry_id = enquiries.id))::int as quoted,
        count(b.id)::int as booked,
        coalesce(sum(case when b.id is not null then coalesce(b.amount_pence,
          (select q.price_pence from quotes q where q.id = b.quote_id),
          (select q.price_pence from quotes q where q.enquiry_id = enquiries.id and q.status = 'accepted' order by q.id desc limit 1)) end), 0)::bigint as value,
        coalesce(array_agg(greatest(0, floor(extract(epoch from c.first_reply_at - enquiries.created_at) / 60))::int order by c.first_reply_at)
          filter (where c.first_reply_at is not null), '{}'::int[]) as minutes
      from (${part.enquiries}) enquiries
      left join conversations c on c.enquiry_id = enquiries.id
      left join bookings b on b.enquiry_id = enquiries.id and b.cancelled_at is null
      where ${countedEnquiry}
      group by enquiries.vendor_id, ${arrivalDay(sql`enquiries.created_at`)}
    ),
    computed as (
      select coalesce(s.vendor_id, a.vendor_id) as vendor_id, coalesce(s.day, a.day) as day,
        coalesce(s.appearances, 0) as appearances, coalesce(s.views, 0) as views,
        coalesce(a.enquiries, 0) as enquiries, coalesce(a.replied, 0) as replied, coalesce(a.quoted, 0) as quoted,
        coalesce(a.booked, 0) as booked, coalesce(a.value, 0) as value, coalesce(a.minutes, '{}'::int[]) as minutes
      from stats s full join arrived a on a.vendor_id = s.vendor_id and a.day = s.day
    ),
    counted as (select * from computed where appearances + views + enquiries > 0),
    written as (
      insert into vendor_daily_rollups as r (vendor_id, day, search_appearances, profile_views, enquiries, replied, quoted,
        booked, booked_value_pence, reply_minutes, computed_at)
      select vendor_id, day, appearances, views, enquiries, replied, quoted, booked, value, minutes, ${at.toISOString()}::timestamptz
      from counted order by vendor_id, day
      on conflict (vendor_id, day) do update set search_appearances = excluded.search_appearances,
        profile_views = excluded.profile_views, enquiries = excluded.enquiries, replied = excluded.replied,
        quoted = excluded.quoted, booked = excluded.booked, booked_value_pence = excluded.booked_value_pence,
        reply_minutes = excluded.reply_minutes, computed_at = excluded.computed_at
      -- A row that did not change is not rewritten: a re-run writes only what moved.
      where (r.search_appearances, r.profile_views, r.enquiries, r.replied, r.quoted, r.booked, r.booked_value_pence, r.reply_minutes)
        is distinct from (excluded.search_appearances, excluded.profile_views, excluded.enquiries, excluded.replied, excluded.quoted,
          excluded.booked, excluded.booked_value_pence, excluded.reply_minutes)
      returning 1
    ),
    deleted as (
      delete from vendor_daily_rollups r where ${part.existing}
        and not exists (select 1 from counted c where c.vendor_id = r.vendor_id and c.day = r.day)
      returning 1
    )
    select (select count(*) from written)::int as written, (select count(*) from deleted)::int as deleted`);
  });
  const [row] = statementRows<{ written: number; deleted: number }>(result);
  return { written: Number(row?.written ?? 0), deleted: Number(row?.deleted ?? 0) };
}
