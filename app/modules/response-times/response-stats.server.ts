import { sql, type SQL } from "drizzle-orm";
import { idRelation, statementRows } from "~/db/statement-rows.server";
import type { Database, Executor } from "~/db/client.server";
import { conversations, enquiries, vendorResponseStats, vendors } from "~/db/schema";
import { syncReplyScores } from "~/modules/response-times/reply-ranking.server";
import {
  ANSWERED_WITHIN_HOURS,
  MIN_ENQUIRIES_SHOWN,
  RESPONSE_WINDOW_DAYS,
  type ResponseRecord,
} from "~/modules/response-times/response-time-rules";
import { now } from "~/modules/time/clock";

// Each vendor's reply record (docs/product/couples-tools.md#response-times, decision 060), worked out for every
// vendor at once by one statement the hourly sweep runs, and read by primary key for the cards and the vendor page.

/** How often the sweep refreshes the records, in ms: an hour (decision 060). */
export const RESPONSE_STATS_INTERVAL_MS = 60 * 60_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What one refresh changed: records written (new or with changed figures), records removed, and vendors whose
 * ranking score (`vendors.reply_score`) changed.
 */
export type ResponseStatsRefresh = { written: number; removed: number; rescored: number };

/**
 * Recomputes every vendor's reply record over the {@link RESPONSE_WINDOW_DAYS} days before `at`, in one statement,
 * and then each vendor's ranking score, in one transaction.
 * Counted: delivered enquiries (held, rejected and not-genuine ones never reached the vendor or no longer count)
 * sent in the window and already settled: answered by `at`, or unanswered for {@link ANSWERED_WITHIN_HOURS} hours,
 * so an enquiry sent an hour ago does not count against its vendor yet. An enquiry's wait starts when the vendor
 * got it: its conversation's opening (a held enquiry's release), never before the couple sent it; it ends at the
 * conversation's `first_reply_at` (on the site or by mail). The median (`percentile_cont`) is taken over every
 * counted enquiry with the unanswered ones as later than any reply, so it is null when half or more are unanswered;
 * stored in whole minutes, rounded up. Rows are written only when their figures change (so an idle hour leaves
 * the page cache of decision 044 alone) and those of vendors with no counted enquiry are deleted, their vendors'
 * ranking score set back to 0; then each vendor's ranking score follows its record (`syncReplyScores`).
 * Input: database, the time. Output: {@link ResponseStatsRefresh}. Throws the driver's error.
 * docs/product/couples-tools.md#response-times; decision 060.
 */
export async function refreshResponseStats(db: Database, at: Date = now()): Promise<ResponseStatsRefresh> {
  return db.transaction(async (tx) => {
    const refreshed = await refreshRecords(tx, at);
    return { ...refreshed, rescored: refreshed.rescored + (await syncReplyScores(tx)) };
  });
}

async function refreshRecords(db: Executor, at: Date): Promise<ResponseStatsRefresh> {
  const asOf = sql`${at.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(at.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz`;
  const settledBefore = sql`${new Date(at.getTime() - ANSWERED_WITHIN_HOURS * HOUR_MS).toISOString()}::timestamptz`;
  const received = sql`greatest(${enquiries.createdAt}, ${conversations.createdAt})`;
  const replied = sql`(${conversations.firstReplyAt} is not null and ${conversations.firstReplyAt} <= ${asOf})`;
  const result = await db.execute(sql`
    with waits as (
      select ${enquiries.vendorId} as vendor_id,
        case when ${replied}
          then greatest(0, extract(epoch from ${conversations.firstReplyAt} - ${received})::float8 / 60)
        end as minutes
      from ${enquiries}
      join ${conversations} on ${conversations.enquiryId} = ${enquiries.id}
      where ${enquiries.delivery} = 'delivered'
        and ${enquiries.createdAt} > ${windowStart} and ${enquiries.createdAt} <= ${asOf}
        and (${replied} or ${received} <= ${settledBefore})
    ),
    figures as (
      select vendor_id, count(*)::int as enquiries,
        percentile_cont(0.5) within group (order by coalesce(minutes, 'Infinity'::float8)) as median,
        (count(*) filter (where minutes <= ${ANSWERED_WITHIN_HOURS * 60}))::float8 / count(*) as share
      from waits
      group by vendor_id
    ),
    written as (
      insert into ${vendorResponseStats} as stats (vendor_id, enquiries, median_reply_minutes, replied_within_48h_share, computed_at)
      -- Infinity (or NaN, between two unanswered ones) when half or more are unanswered: no median.
      select vendor_id, enquiries, case when median < 'Infinity'::float8 then ceil(median)::int end, share, ${asOf}
      from figures
      on conflict (vendor_id) do update set
        enquiries = excluded.enquiries,
        median_reply_minutes = excluded.median_reply_minutes,
        replied_within_48h_share = excluded.replied_within_48h_share,
        computed_at = excluded.computed_at
      where (stats.enquiries, stats.median_reply_minutes, stats.replied_within_48h_share)
        is distinct from (excluded.enquiries, excluded.median_reply_minutes, excluded.replied_within_48h_share)
      returning 1
    ),
    removed as (
      delete from ${vendorResponseStats} as stats
      where not exists (select 1 from figures where figures.vendor_id = stats.vendor_id)
      returning stats.vendor_id
    ),
    -- A vendor without a record ranks as one with too few enquiries.
    reset as (
      update ${vendors} set reply_score = 0
      where ${vendors.id} in (select vendor_id from removed) and ${vendors.replyScore} <> 0
      returning 1
    )
    select (select count(*) from written)::int as written, (select count(*) from removed)::int as removed,
      (select count(*) from reset)::int as reset`);
  const [row] = (result as unknown as { rows: Record<"written" | "removed" | "reset", number | string>[] }).rows;
  return { written: Number(row?.written ?? 0), removed: Number(row?.removed ?? 0), rescored: Number(row?.reset ?? 0) };
}

/**
 * A correlated subquery: the reply record shown for the vendor whose id is `vendorId`, as json `{ "enquiries",
 * "medianReplyMinutes", "repliedWithin48hShare" }` ({@link ResponseRecord}), or null below
 * {@link MIN_ENQUIRIES_SHOWN} counted enquiries or without a record. Read by primary key.
 * docs/product/couples-tools.md#response-times. Input: the SQL of the vendor's id in the outer statement.
 */
export function shownResponseRecordSql(vendorId: SQL): SQL {
  return sql`(select json_build_object('enquiries', ${vendorResponseStats.enquiries},
      'medianReplyMinutes', ${vendorResponseStats.medianReplyMinutes}, 'repliedWithin48hShare', ${vendorResponseStats.repliedWithin48hShare})
    from ${vendorResponseStats} where ${vendorResponseStats.vendorId} = ${vendorId} and ${vendorResponseStats.enquiries} >= ${MIN_ENQUIRIES_SHOWN})`;
}

/**
 * The reply records shown for these vendors ({@link shownResponseRecordSql}'s rule), in one query. Input: database,
 * vendor ids. Output: vendor id → {@link ResponseRecord}; vendors with fewer enquiries or none are absent.
 */
export async function shownResponseRecords(db: Database, vendorIds: readonly number[]): Promise<Map<number, ResponseRecord>> {
  if (vendorIds.length === 0) return new Map();
  const result = await db.execute(sql`select v.id, ${shownResponseRecordSql(sql`v.id`)} as record from ${idRelation(vendorIds, "v")}`);
  const rows = statementRows<{ id: number; record: ResponseRecord | null }>(result);
  return new Map(rows.flatMap((row) => (row.record ? [[Number(row.id), row.record] as const] : [])));
}
