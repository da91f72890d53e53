import { ChartTable } from "~/components/charts/chart-table";
import type { ValueFormatter } from "~/components/charts/chart-types";
import { FunnelChart } from "~/components/charts/funnel-chart";
import { TimeBarChart } from "~/components/charts/time-bar-chart";
import { formatPrice } from "~/modules/money/money";
import { type FunnelStep, formatShare } from "~/modules/vendor-performance/figures";
import type { BucketFigures, PeerMedians } from "~/modules/vendor-performance/performance-types";

const FIGURES: { key: keyof BucketFigures & string; title: string; format?: ValueFormatter }[] = [
  { key: "searchAppearances", title: "Search appearances" },
  { key: "profileViews", title: "Profile views" },
  { key: "enquiries", title: "Enquiries" },
  { key: "replied", title: "Replied" },
  { key: "quoted", title: "Quoted" },
  { key: "booked", title: "Booked" },
  { key: "bookedValuePence", title: "Booked value", format: formatPrice },
];

/** The funnel as a chart and a table, with peers' median rates beside the vendor's when there are enough peers. */
export function FunnelBlock({ steps, peerRates }: { steps: FunnelStep[]; peerRates: PeerMedians["rates"] | null }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <FunnelChart title="From search to booking" steps={steps} name="funnel" />
      <ChartTable
        name="funnel"
        caption="From search to booking"
        rowHeader="Step"
        rowLabel={(step) => step.label}
        rows={steps}
        columns={[
          { key: "value", header: "Count", cell: (step) => step.value.toLocaleString("en-GB") },
          { key: "rate", header: "From the step before", cell: (step) => (step.key === "searchAppearances" ? "" : formatShare(step.rate)) },
          ...(peerRates ? [{ key: "peers", header: "Peers' median", cell: (step: FunnelStep) => (step.key === "searchAppearances" ? "" : formatShare(peerRates[step.key] ?? null)) }] : []),
        ]}
      />
    </div>
  );
}

/** One chart per figure over the period's weeks or months, each with its table; figures that stayed 0 are left out. */
export function TimeCharts({ buckets, unit }: { buckets: BucketFigures[]; unit: "week" | "month" }) {
  const shown = FIGURES.filter((figure) => buckets.some((bucket) => Number(bucket[figure.key]) > 0));
  return (
    <div className="space-y-10">
      {shown.map((figure) => {
        const data = buckets.map((bucket) => ({ key: bucket.key, label: bucket.label.replace(/^w\/c /, ""), value: Number(bucket[figure.key]) }));
        const format = figure.format ?? ((value: number) => value.toLocaleString("en-GB"));
        const title = `${figure.title} per ${unit}`;
        return (
          <section key={figure.key} className="grid gap-4 md:grid-cols-2" aria-label={title}>
            <TimeBarChart title={title} data={data} format={format} name={figure.key} />
            <ChartTable name={figure.key} caption={title} rowHeader={unit === "week" ? "Week" : "Month"} rowLabel={(row) => row.label} rows={data} columns={[{ key: "value", header: figure.title, cell: (row) => format(row.value) }]} />
          </section>
        );
      })}
    </div>
  );
}
