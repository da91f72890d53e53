import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendorResponseStats, vendors } from "~/db/schema";
import { ANSWERED_WITHIN_HOURS, MIN_ENQUIRIES_SHOWN } from "~/modules/response-times/response-time-rules";

// Reply speed as a signal of 'Best match' (docs/product/couples-tools.md#response-times: "a small, documented signal
// … that never overrides relevance or distance"; decision 060). Search multiplies a vendor's score by
// 1 + REPLY_SPEED_WEIGHT × r, r between 0 and 1, so a vendor that answers fast and always gains at most 3 %: it
// passes an equal or nearly equal vendor, never a clearly more relevant or clearly nearer one. r is kept on the
// vendor (`vendors.reply_score`), which the search's covering indexes carry, so no search joins the records.

/** The most reply speed adds to a vendor's 'Best match' score: 3 % (decision 060). */
export const REPLY_SPEED_WEIGHT = 0.03;

const ANSWERED_MINUTES = ANSWERED_WITHIN_HOURS * 60;

/**
 * The reply-speed score r (0–1) of a `vendor_response_stats` row: the share of enquiries answered within 48 hours
 * times the median's speed, 1 − median / 48 h (1 for an immediate reply, 0.5 at a day, 0 from 48 hours), so both
 * answering most enquiries and answering them soon count. 0 below 5 counted enquiries (as nothing is shown, nothing
 * is ranked), without a median, or, through a left join, without a row. Output: a float8 SQL expression over the
 * table's columns. Pure; throws nothing. Decision 060.
 */
export function replySpeedScore(): SQL {
  return sql`coalesce(case when ${vendorResponseStats.enquiries} >= ${sql.raw(String(MIN_ENQUIRIES_SHOWN))}
    then ${vendorResponseStats.repliedWithin48hShare}
      * greatest(0::float8, 1 - coalesce(${vendorResponseStats.medianReplyMinutes}, ${sql.raw(String(ANSWERED_MINUTES))})::float8 / ${sql.raw(String(ANSWERED_MINUTES))})
    end, 0::float8)`;
}

/**
 * The factor a 'Best match' score is multiplied by: 1 + {@link REPLY_SPEED_WEIGHT} × r. Input: r as SQL (the
 * vendor's `reply_score`, read with the matches). Output: a float8 SQL expression between 1 and 1.03. Decision 060.
 */
export function replySpeedFactor(score: SQL): SQL {
  return sql`(1 + ${sql.raw(String(REPLY_SPEED_WEIGHT))}::float8 * ${score})`;
}

/**
 * Copies each record's {@link replySpeedScore} to its vendor's `reply_score`, writing only the vendors whose score
 * changed, so an idle hour writes nothing. (A vendor whose record the refresh deletes is set back to 0 by the
 * refresh's own statement.) Input: executor (the refresh's transaction). Output: how many vendors changed. Throws
 * the driver's error. Decision 060.
 */
export async function syncReplyScores(db: Executor): Promise<number> {
  const result = await db.execute(sql`
    with changed as (
      update ${vendors} set reply_score = scored.score
      from (select ${vendorResponseStats.vendorId} as id, ${replySpeedScore()}::real as score from ${vendorResponseStats}) as scored
      where scored.id = ${vendors.id} and ${vendors.replyScore} is distinct from scored.score
      returning 1
    )
    select count(*)::int as changed from changed`);
  const [row] = (result as unknown as { rows: { changed: number | string }[] }).rows;
  return Number(row?.changed ?? 0);
}
