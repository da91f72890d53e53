import { sql, type SQL } from "drizzle-orm";
import { vendorResponseStats } from "~/db/schema";
import { ANSWERED_WITHIN_HOURS, MIN_ENQUIRIES_SHOWN } from "~/modules/response-times/response-time-rules";

// Reply speed as a signal of 'Best match' (docs/product/couples-tools.md#response-times: "a small, documented signal
// … that never overrides relevance or distance"; decision 060). Search multiplies a vendor's score by
// 1 + REPLY_SPEED_WEIGHT × r, r between 0 and 1, so a vendor that answers fast and always gains at most 3 %: it
// passes an equal or nearly equal vendor, never a clearly more relevant or clearly nearer one.

/** The most reply speed adds to a vendor's 'Best match' score: 3 % (decision 060). */
export const REPLY_SPEED_WEIGHT = 0.03;

const ANSWERED_MINUTES = ANSWERED_WITHIN_HOURS * 60;

/**
 * The reply-speed score r (0–1) of the `vendor_response_stats` row joined to the vendor: the share of enquiries
 * answered within 48 hours times the median's speed, 1 − median / 48 h (1 when the median is nothing, 0.5 at a day, 0
 * from 48 hours), so both answering most enquiries and answering them soon count. 0 without a row, below 5 counted
 * enquiries (as nothing is shown, nothing is ranked) or without a median. Input: none (the statement joins the
 * table, a left join on the vendor's id). Output: a float8 SQL expression. Pure; throws nothing. Decision 060.
 */
export function replySpeedScore(): SQL {
  return sql`(case when ${vendorResponseStats.enquiries} >= ${sql.raw(String(MIN_ENQUIRIES_SHOWN))}
    then ${vendorResponseStats.repliedWithin48hShare}
      * greatest(0::float8, 1 - coalesce(${vendorResponseStats.medianReplyMinutes}, ${sql.raw(String(ANSWERED_MINUTES))}) / ${sql.raw(`${ANSWERED_MINUTES}.0`)}::float8)
    else 0::float8 end)`;
}

/** The factor a 'Best match' score is multiplied by: 1 + {@link REPLY_SPEED_WEIGHT} × {@link replySpeedScore}. */
export function replySpeedFactor(): SQL {
  return sql`(1 + ${sql.raw(String(REPLY_SPEED_WEIGHT))}::float8 * ${replySpeedScore()})`;
}
