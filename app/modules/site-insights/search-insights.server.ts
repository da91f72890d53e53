import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { searchQueryDays } from "~/db/schema-insights";
import { statementRows } from "~/db/statement-rows.server";
import { addDays } from "~/modules/site-insights/insight-days";
import { INSIGHTS_DAYS, SEARCH_LIST_ROWS, type LoggedSearchRow } from "~/modules/site-insights/insights-types";

/**
 * The searches of the search log (decision 088) over the {@link INSIGHTS_DAYS} days ending with `today` whose day's
 * result count lay between `fewest` and `most` listings (0–0: found nothing; 1–3: found few), added up per query,
 * place and category over those days: most searched first, then the most recently run, then alphabetically;
 * at most {@link SEARCH_LIST_ROWS}. `results` is the count of the last such day. One aggregate over the period's
 * range of the primary key. Input: database, today (`YYYY-MM-DD`), the result range. Output: the rows.
 * Throws the driver's error. Rule: docs/product/admin.md#insights.
 */
export async function readLoggedSearches(db: Executor, today: string, fewest: number, most: number): Promise<LoggedSearchRow[]> {
  const first = addDays(today, -(INSIGHTS_DAYS - 1));
  const rows = statementRows<{ query: string; place: string; category_slug: string; searches: number; results: number; last_day: string }>(
    await db.execute(sql`select query, place, category_slug, sum(searches)::int as searches,
        (array_agg(results order by day desc))[1] as results, max(day)::text as last_day
      from ${searchQueryDays}
      where day between ${first} and ${today} and results between ${fewest} and ${most}
      group by query, place, category_slug
      order by searches desc, last_day desc, query, place, category_slug
      limit ${SEARCH_LIST_ROWS}`),
  );
  return rows.map((row) => ({
    query: row.query,
    place: row.place,
    categorySlug: row.category_slug,
    searches: Number(row.searches),
    results: Number(row.results),
    lastDay: String(row.last_day),
  }));
}
