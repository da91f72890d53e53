import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { platformDailyRollups } from "~/db/schema-insights";
import { subscriptions, vendors } from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { getPlan, PLAN_IDS, type PlanId } from "~/modules/billing/plans";
import { PAST_DUE_GRACE_DAYS } from "~/modules/billing/subscription-rules";
import { addDays, mondayOf } from "~/modules/site-insights/insight-days";
import {
  LISTING_WEEKS,
  RENEWED_AFTER_DAYS,
  type ApprovalQueue,
  type PeriodCount,
  type PlanRevenue,
} from "~/modules/site-insights/insights-types";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * New listings per week (Monday to Sunday, UTC) over the {@link LISTING_WEEKS} weeks ending with `today`'s, oldest
 * first, every week present (0 when nothing was listed), from `platform_daily_rollups.new_listings` (at most 84 rows
 * by primary key). Input: database, today (`YYYY-MM-DD`). Output: {@link PeriodCount} per week, keyed by its Monday.
 * Throws the driver's error. Rule: docs/product/admin.md#insights.
 */
export async function readNewListingsPerWeek(db: Executor, today: string): Promise<PeriodCount[]> {
  const first = addDays(mondayOf(today), -7 * (LISTING_WEEKS - 1));
  const rows = await db
    .select({ day: platformDailyRollups.day, count: platformDailyRollups.newListings })
    .from(platformDailyRollups)
    .where(sql`${platformDailyRollups.day} between ${first} and ${today}`);
  const weeks = Array.from({ length: LISTING_WEEKS }, (_, index) => ({ day: addDays(first, 7 * index), count: 0 }));
  for (const row of rows) {
    const week = weeks.find((candidate) => candidate.day === mondayOf(row.day));
    if (week) week.count += row.count;
  }
  return weeks;
}

/**
 * The review queue's age and the lapsed listings, in one pass over vendors: listings waiting for review (submitted
 * by an account, not live, not hidden by a lapsed subscription: the queue's 'Pending' filter,
 * docs/product/admin.md#listing-review), how long the oldest and the median have waited since they were submitted
 * (in days, with fractions), and listings hidden because their subscription ended. Input: database, the time.
 * Output: the queue and the lapsed count. Throws the driver's error.
 */
export async function readListingQueue(db: Executor, at: Date): Promise<{ queue: ApprovalQueue; lapsedListings: number }> {
  const waitedSeconds = sql`extract(epoch from (${at.toISOString()}::timestamptz - coalesce(${vendors.submittedAt}, ${vendors.createdAt})))`;
  const pending = sql`${vendors.ownerUserId} is not null and not ${vendors.isActive} and ${vendors.subscriptionLapsedAt} is null`;
  const [row] = statementRows<{ waiting: number; oldest: number | null; median: number | null; lapsed: number }>(
    await db.execute(sql`select
        count(*) filter (where ${pending})::int as waiting,
        (max(${waitedSeconds}) filter (where ${pending}))::float8 as oldest,
        (percentile_cont(0.5) within group (order by ${waitedSeconds}) filter (where ${pending}))::float8 as median,
        count(*) filter (where ${vendors.subscriptionLapsedAt} is not null)::int as lapsed
      from ${vendors}
      where (${pending}) or ${vendors.subscriptionLapsedAt} is not null`),
  );
  const days = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? null : Math.max(0, Number(seconds)) / DAY_SECONDS);
  return {
    queue: { waiting: Number(row?.waiting ?? 0), oldestDays: days(row?.oldest), medianDays: days(row?.median) },
    lapsedListings: Number(row?.lapsed ?? 0),
  };
}

/**
 * A subscription keeping its listing public at `at`, in SQL: the rule of `subscriptionStanding`
 * (docs/product/vendor-journey-and-portal.md#billing; subscription-rules.ts) — not canceled, unpaid,
 * incomplete_expired or paused, not past a period end it was set to cancel at, not past due beyond the grace days.
 * The reader's tests check it against `subscriptionStanding` case by case.
 */
export function liveSubscriptionSql(at: Date) {
  const when = sql`${at.toISOString()}::timestamptz`;
  return sql`(${subscriptions.status} not in ('canceled', 'unpaid', 'incomplete_expired', 'paused')
    and not (${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} is not null and ${subscriptions.currentPeriodEnd} <= ${when})
    and not (${subscriptions.status} = 'past_due' and ${subscriptions.currentPeriodEnd} is not null
      and ${subscriptions.currentPeriodEnd} + make_interval(days => ${PAST_DUE_GRACE_DAYS}) <= ${when}))`;
}

/**
 * Live subscriptions per plan and how many of them were renewed (their current period ends at least
 * {@link RENEWED_AFTER_DAYS} days after they were bought: an annual plan's first period ends about 365 days after,
 * so a later end means a renewal was paid; decision 088), and the annual revenue they book (live × the plan's yearly
 * price, pence; plans.ts). One pass over subscriptions. Input: database, the time. Output: every plan in
 * {@link PLAN_IDS} order (0 when none) and the totals. Throws the driver's error.
 */
export async function readSubscriptionRevenue(db: Executor, at: Date): Promise<{ revenue: PlanRevenue[]; live: number; renewed: number }> {
  const live = liveSubscriptionSql(at);
  const rows = statementRows<{ plan: string; live: number; renewed: number }>(
    await db.execute(sql`select ${subscriptions.plan} as plan,
        count(*) filter (where ${live})::int as live,
        count(*) filter (where ${live} and ${subscriptions.currentPeriodEnd} >= ${subscriptions.createdAt} + make_interval(days => ${RENEWED_AFTER_DAYS}))::int as renewed
      from ${subscriptions}
      group by ${subscriptions.plan}`),
  );
  const byPlan = new Map(rows.map((row) => [row.plan, row]));
  const revenue = PLAN_IDS.map((id: PlanId) => {
    const plan = getPlan(id);
    const count = Number(byPlan.get(id)?.live ?? 0);
    return { plan: id, name: plan.name, live: count, pricePence: plan.pricePence, revenuePence: count * plan.pricePence };
  });
  return {
    revenue,
    live: revenue.reduce((sum, row) => sum + row.live, 0),
    renewed: rows.reduce((sum, row) => sum + Number(row.renewed), 0),
  };
}

