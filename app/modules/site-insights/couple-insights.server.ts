import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { platformDailyRollups } from "~/db/schema-insights";
import { statementRows } from "~/db/statement-rows.server";
import { addDays, daysEnding } from "~/modules/site-insights/insight-days";
import { INSIGHTS_DAYS, type CoupleFigures } from "~/modules/site-insights/insights-types";

/**
 * Couples' enquiries over the {@link INSIGHTS_DAYS} days ending with `today` (UTC), from `platform_daily_rollups`
 * only (decision 086: cohorts by the enquiry's day): enquiries per day (every day present, 0 when none), delivered
 * and replied totals, the reply rate, the median minutes to a first reply over every reply of the period (the
 * days' `reply_minutes` together), held, reported and upheld; and the period's searches and those that found
 * nothing. Two reads of at most 30 rows by primary key. Input: database, today (`YYYY-MM-DD`). Output: the figures
 * (rates and medians null when there is nothing to divide or sort). Throws the driver's error.
 * Rule: docs/product/admin.md#insights.
 */
export async function readCoupleFigures(db: Executor, today: string): Promise<{ couples: CoupleFigures; searches: { total: number; withoutResults: number } }> {
  const first = addDays(today, -(INSIGHTS_DAYS - 1));
  const inPeriod = sql`${platformDailyRollups.day} between ${first} and ${today}`;
  const [rows, medianRows] = await Promise.all([
    db
      .select({
        day: platformDailyRollups.day,
        enquiries: platformDailyRollups.enquiries,
        replied: platformDailyRollups.replied,
        held: platformDailyRollups.held,
        reported: platformDailyRollups.reported,
        upheld: platformDailyRollups.upheld,
        searches: platformDailyRollups.searches,
        searchesWithoutResults: platformDailyRollups.searchesWithoutResults,
      })
      .from(platformDailyRollups)
      .where(inPeriod),
    db.execute(sql`select (percentile_cont(0.5) within group (order by minutes))::float8 as median
      from ${platformDailyRollups} cross join lateral unnest(${platformDailyRollups.replyMinutes}) as minutes
      where ${inPeriod}`),
  ]);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const byDay = new Map(rows.map((row) => [row.day, row.enquiries]));
  const enquiries = sum((row) => row.enquiries);
  const replied = sum((row) => row.replied);
  const median = statementRows<{ median: number | null }>(medianRows)[0]?.median;
  return {
    couples: {
      perDay: daysEnding(today, INSIGHTS_DAYS).map((day) => ({ day, count: byDay.get(day) ?? 0 })),
      enquiries,
      replied,
      replyRate: enquiries === 0 ? null : replied / enquiries,
      medianReplyMinutes: median === null || median === undefined ? null : Number(median),
      held: sum((row) => row.held),
      reported: sum((row) => row.reported),
      upheld: { enquiries, upheld: sum((row) => row.upheld) },
    },
    searches: { total: sum((row) => row.searches), withoutResults: sum((row) => row.searchesWithoutResults) },
  };
}
