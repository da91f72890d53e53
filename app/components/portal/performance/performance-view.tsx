import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { ChartTable } from "~/components/charts/chart-table";
import { FunnelBlock, TimeCharts } from "~/components/portal/performance/performance-charts";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/modules/money/money";
import { formatReplyTime, formatShare, MIN_BOOKINGS_TO_TELL, type Money } from "~/modules/vendor-performance/figures";
import { PERFORMANCE_PERIODS, PERIOD_LABELS } from "~/modules/vendor-performance/period";
import type { PerformancePage, VendorPerformance } from "~/modules/vendor-performance/performance-types";

const SOURCE_LABELS: Record<string, string> = {
  search: "Search results",
  category: "Category pages",
  city: "City pages",
  shortlist: "Shared shortlists",
  site: "Other pages of ours",
  direct: "Direct or another site",
};

const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100";

/** The Performance page (docs/product/vendor-journey-and-portal.md#performance): picker, figures, money, peers, charts, sources. */
export function PerformanceView({ page }: { page: PerformancePage }) {
  const { figures, monthlySummaryOn } = page;
  const { benchmarks } = figures;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-bold text-brand-800">Performance</h2>
        <Button asChild variant="outline">
          <a href={`/vendor-dashboard/performance.csv?period=${figures.period}`} download>
            <Download aria-hidden="true" /> Download CSV
          </a>
        </Button>
      </div>
      <nav aria-label="Period" className="flex flex-wrap gap-2">
        {PERFORMANCE_PERIODS.map((period) => (
          <Link
            key={period}
            to={`?period=${period}`}
            aria-current={period === figures.period ? "page" : undefined}
            className={cn("rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-brand-200", period === figures.period ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50")}
          >
            {PERIOD_LABELS[period]}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-muted">
        {figures.range.from} to {figures.range.to} ({figures.range.days} days)
      </p>
      <MonthlySummaryLine on={monthlySummaryOn} />
      {figures.hasEnquiries ? null : (
        <p role="status" className={cn(card, "text-center text-lg font-semibold text-brand-800")}>
          No enquiries yet in this period
        </p>
      )}
      <section className={card} aria-labelledby="funnel-heading">
        <h3 id="funnel-heading" className="mb-4 text-xl font-semibold text-brand-800">
          Funnel
        </h3>
        <FunnelBlock steps={figures.funnel} peerRates={benchmarks.medians?.rates ?? null} />
      </section>
      <KeyFigures figures={figures} />
      <MoneyBlock money={figures.money} />
      {figures.hasData ? (
        <section className={card} aria-labelledby="time-heading">
          <h3 id="time-heading" className="mb-4 text-xl font-semibold text-brand-800">
            Over time
          </h3>
          <TimeCharts buckets={figures.buckets} unit={figures.unit} />
        </section>
      ) : null}
      <Sources sources={figures.sources} />
    </div>
  );
}

function MonthlySummaryLine({ on }: { on: boolean }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
      <span>
        Monthly summary: <strong>{on ? "on" : "off"}</strong>
      </span>
      <input type="hidden" name="intent" value="monthly-summary" />
      <input type="hidden" name="on" value={on ? "false" : "true"} />
      <Button type="submit" variant="outline" size="sm">
        {on ? "Turn off" : "Turn on"}
      </Button>
    </Form>
  );
}

function KeyFigures({ figures }: { figures: VendorPerformance }) {
  const { benchmarks } = figures;
  const medians = benchmarks.medians;
  const rows = [
    { key: "enquiries", label: "Enquiries", mine: String(figures.totals.enquiries), peers: medians?.enquiries == null ? "—" : String(Math.round(medians.enquiries)) },
    { key: "booked", label: "Booked", mine: String(figures.totals.booked), peers: medians?.booked == null ? "—" : String(Math.round(medians.booked)) },
    { key: "value", label: "Booked value", mine: formatPrice(figures.totals.bookedValuePence), peers: medians?.bookedValuePence == null ? "—" : formatPrice(Math.round(medians.bookedValuePence)) },
    { key: "reply", label: "Median reply time", mine: formatReplyTime(figures.medianReplyMinutes), peers: medians?.medianReplyMinutes == null ? "—" : formatReplyTime(medians.medianReplyMinutes) },
  ];
  const who = `${figures.categoryName} in ${benchmarks.place ?? "the UK"}`;
  return (
    <section className={card} aria-labelledby="peers-heading">
      <h3 id="peers-heading" className="mb-2 text-xl font-semibold text-brand-800">
        You and your peers
      </h3>
      {benchmarks.sentence ? <p className="mb-2 text-lg font-medium text-ink" data-benchmark-sentence>{benchmarks.sentence}</p> : null}
      <p className="mb-4 text-sm text-muted">
        {benchmarks.scope === "none"
          ? "Fewer than 5 other listings in your category have figures for this period, so there is nothing to compare with yet."
          : `Compared with the medians of ${benchmarks.peers} other ${who}${benchmarks.scope === "category" ? " (fewer than 5 in your region)" : ""}, up to yesterday.`}
      </p>
      <ChartTable
        name="key-figures"
        caption="Your figures and your peers' medians"
        rowHeader="Figure"
        rowLabel={(row) => row.label}
        rows={rows}
        columns={[
          { key: "mine", header: "You", cell: (row) => row.mine },
          ...(medians ? [{ key: "peers", header: "Peers' median", cell: (row: (typeof rows)[number]) => row.peers }] : []),
        ]}
      />
    </section>
  );
}

function MoneyBlock({ money }: { money: Money }) {
  if (money.state === "no_plan") return null;
  const rows: [string, string][] = [
    [`${money.planName} for this period`, formatPrice(money.planCostPence ?? 0)],
    ["Plan cost per enquiry", money.costPerEnquiryPence === null ? "No enquiries yet" : formatPrice(money.costPerEnquiryPence)],
    ["Plan cost per booking", money.costPerBookingPence === null ? "Not enough bookings to tell" : formatPrice(money.costPerBookingPence)],
    ["Return on plan", money.returnOnPlan === null ? "Not enough bookings to tell" : `${money.returnOnPlan.toFixed(1)}× the plan`],
  ];
  return (
    <section className={card} aria-labelledby="money-heading">
      <h3 id="money-heading" className="mb-4 text-xl font-semibold text-brand-800">
        What your plan earned
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {money.state === "not_enough_bookings" || money.state === "no_enquiries" ? (
        <p className="mt-3 text-sm text-muted">The cost per booking and the return are shown from {MIN_BOOKINGS_TO_TELL} bookings in the period: with fewer, one price would decide them.</p>
      ) : null}
    </section>
  );
}

function Sources({ sources }: { sources: VendorPerformance["sources"] }) {
  if (sources.every((source) => source.profileViews === 0)) return null;
  return (
    <section className={card} aria-labelledby="sources-heading">
      <h3 id="sources-heading" className="mb-4 text-xl font-semibold text-brand-800">
        Where couples came from
      </h3>
      <ChartTable
        name="sources"
        caption="Profile views by where the visitor came from"
        rowHeader="Source"
        rowLabel={(row) => SOURCE_LABELS[row.source] ?? row.source}
        rows={sources.map((source) => ({ ...source, key: source.source }))}
        columns={[
          { key: "views", header: "Profile views", cell: (row) => row.profileViews.toLocaleString("en-GB") },
          { key: "share", header: "Share", cell: (row) => formatShare(row.share) },
        ]}
      />
    </section>
  );
}
