import { ChartColumn, Eye, Mail, Search, type LucideIcon } from "lucide-react";
import {
  formatCount,
  formatStatsDay,
  STATS_MEASURE_LABELS,
  STATS_MEASURES,
  STATS_PERIOD_DAYS,
  type ListingStats,
  type ListingStatsDay,
  type StatsMeasure,
} from "~/modules/listing-stats/listing-stats";
import { cn } from "~/lib/cn";

// The dashboard's Listing Statistics (docs/product/vendor-journey-and-portal.md#statistics): the three 30-day totals, each above its own daily bar chart,
// drawn as plain SVG on the server (no chart library, no JavaScript). Each measure has its own scale, since
// search appearances outnumber enquiries by far. Screen readers get a summary per chart and a table of every day.

const MEASURE_STYLE: Record<StatsMeasure, { icon: LucideIcon; bar: string }> = {
  profileViews: { icon: Eye, bar: "fill-brand-700" },
  searchAppearances: { icon: Search, bar: "fill-gold-500" },
  enquiries: { icon: Mail, bar: "fill-emerald-700" },
};

/** Chart geometry, in viewBox units: one slot per day, bars with a gap, room for the tallest bar. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 60;
/** A day with at least one count is never drawn flatter than this, so it stays visible next to a busy day. */
const MIN_BAR = 2;

function busiestDay(days: ListingStatsDay[], measure: StatsMeasure): ListingStatsDay | undefined {
  return days.reduce<ListingStatsDay | undefined>((best, day) => (day[measure] > (best?.[measure] ?? 0) ? day : best), undefined);
}

/** The summary a screen reader hears for one chart: the period, the total and the busiest day. */
function chartSummary(stats: ListingStats, measure: StatsMeasure): string {
  const period = `${STATS_MEASURE_LABELS[measure].title} per day from ${formatStatsDay(stats.from, true)} to ${formatStatsDay(stats.to, true)}`;
  const busiest = busiestDay(stats.days, measure);
  if (!busiest) return `${period}: none yet.`;
  return `${period}: ${formatCount(stats.totals[measure], measure)} in total, the most on ${formatStatsDay(busiest.day)} (${busiest[measure].toLocaleString("en-GB")}).`;
}

function DailyBars({ stats, measure }: { stats: ListingStats; measure: StatsMeasure }) {
  const max = Math.max(...stats.days.map((day) => day[measure]), 0);
  const width = stats.days.length * SLOT;
  return (
    <svg
      role="img"
      aria-label={chartSummary(stats, measure)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="mt-3 block h-16 w-full"
      data-measure={measure}
    >
      <line x1={0} y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className="stroke-brand-100" strokeWidth={1} vectorEffect="non-scaling-stroke" />
      {stats.days.map((day, index) => {
        const count = day[measure];
        const height = max === 0 || count === 0 ? 0 : Math.max(MIN_BAR, (count / max) * HEIGHT);
        return (
          <rect
            key={day.day}
            x={index * SLOT + (SLOT - BAR) / 2}
            y={HEIGHT - height}
            width={BAR}
            height={height}
            rx={1}
            className={MEASURE_STYLE[measure].bar}
            data-day={day.day}
            data-count={count}
          >
            <title>{`${formatStatsDay(day.day)}: ${formatCount(count, measure)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/**
 * The 'Listing Statistics' card (docs/product/vendor-journey-and-portal.md#statistics): profile views, search appearances and enquiries over the last
 * 30 days, each with its total and a daily chart. Input: `stats`, what `getListingStats` returns
 * (app/modules/listing-stats/listing-stats.server.ts), as loader data.
 */
export function ListingStatsCard({ stats, className }: { stats: ListingStats; className?: string }) {
  return (
    <section aria-labelledby="listing-stats-heading" className={cn("rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100", className)}>
      <h2 id="listing-stats-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <ChartColumn className="size-5" aria-hidden="true" /> Listing Statistics
      </h2>
      <p className="mt-1 text-sm text-muted">
        The last {STATS_PERIOD_DAYS} days, {formatStatsDay(stats.from)} to {formatStatsDay(stats.to, true)}.
      </p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {STATS_MEASURES.map((measure) => {
          const Icon = MEASURE_STYLE[measure].icon;
          return (
            <li key={measure} className="rounded-xl bg-cream p-4 ring-1 ring-brand-100">
              <p className="flex items-center gap-2 text-sm font-medium text-muted">
                <Icon className="size-4" aria-hidden="true" /> {STATS_MEASURE_LABELS[measure].title}
              </p>
              <p className="mt-1 text-3xl font-bold text-ink" data-testid={`stats-total-${measure}`}>
                {stats.totals[measure].toLocaleString("en-GB")}
              </p>
              <DailyBars stats={stats} measure={measure} />
              <p className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
                <span>{formatStatsDay(stats.from)}</span>
                <span>Today</span>
              </p>
            </li>
          );
        })}
      </ul>
      {/* The box hides the table: a table is never narrower than its columns, so one made 1 px wide itself would still
          widen the page and scroll it sideways on a phone. */}
      <div className="sr-only">
        <table>
          <caption>Listing statistics per day, last {STATS_PERIOD_DAYS} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {STATS_MEASURES.map((measure) => (
                <th key={measure} scope="col">
                  {STATS_MEASURE_LABELS[measure].title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatStatsDay(day.day, true)}</th>
                {STATS_MEASURES.map((measure) => (
                  <td key={measure}>{day[measure]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-xs text-muted">
        Counted on our own site: visits from search engines and other robots are left out, and nothing about
        visitors is stored.
      </p>
    </section>
  );
}
