import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import { ChartTable } from "~/components/charts/chart-table";
import { formatPrice } from "~/modules/money/money";

/** One row of a chart: its label and the two amounts compared, in pence. */
export type ChartRow = { key: string; label: string; plannedPence: number; bookedPence: number };

// Fixed drawing units: the SVG scales to its box through its viewBox, so one drawing fits a 375 px phone and a desktop.
const WIDTH = 600;
const ROW_HEIGHT = 84;
const LABEL_HEIGHT = 26;
const BAR_HEIGHT = 20;
const TOP = 36;
const SERIES = [
  { key: "plannedPence", label: "Planned", className: "fill-gold-400" },
  { key: "bookedPence", label: "Booked", className: "fill-brand-700" },
] as const;

/**
 * Planned against booked as horizontal bars, one pair per row, drawn on the server as SVG with visx (decision 085):
 * no script runs in the browser. The SVG is an image named by its `<title>` and `<desc>`; the figures themselves are
 * in {@link BudgetChartTable} beside it.
 */
export function BudgetChart({ title, rows }: { title: string; rows: ChartRow[] }) {
  const id = useId();
  const height = TOP + rows.length * ROW_HEIGHT;
  const most = Math.max(1, ...rows.flatMap((row) => [row.plannedPence, row.bookedPence]));
  const x = scaleLinear<number>({ domain: [0, most], range: [0, WIDTH - 130] });
  const description = rows.map((row) => `${row.label}: planned ${formatPrice(row.plannedPence)}, booked ${formatPrice(row.bookedPence)}`).join("; ");
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto max-w-full" data-chart="budget">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Group top={4}>
        {SERIES.map((series, index) => (
          <g key={series.key} transform={`translate(${index * 130}, 0)`}>
            <rect width={18} height={18} rx={3} className={series.className} />
            <text x={24} y={15} fontSize={18} className="fill-ink">
              {series.label}
            </text>
          </g>
        ))}
      </Group>
      {rows.map((row, rowIndex) => {
        return (
          <Group key={row.key} top={TOP + rowIndex * ROW_HEIGHT}>
            <text y={LABEL_HEIGHT - 8} fontSize={18} fontWeight={600} className="fill-ink">
              {row.label}
            </text>
            {SERIES.map((series, index) => {
              const value = row[series.key];
              const barTop = LABEL_HEIGHT + index * (BAR_HEIGHT + 4);
              return (
                <g key={series.key}>
                  <Bar x={0} y={barTop} width={Math.max(value > 0 ? 2 : 0, x(value))} height={BAR_HEIGHT} rx={3} className={series.className} />
                  <text x={x(value) + 6} y={barTop + BAR_HEIGHT - 4} fontSize={16} className="fill-muted">
                    {formatPrice(value)}
                  </text>
                </g>
              );
            })}
          </Group>
        );
      })}
    </svg>
  );
}

/** The chart's figures as a table (caption, column and row headers), for reading and for assistive technology. */
export function BudgetChartTable({ caption, rowHeader, rows }: { caption: string; rowHeader: string; rows: (ChartRow & { quotedPence: number; paidPence: number })[] }) {
  return (
    <ChartTable
      caption={caption}
      rowHeader={rowHeader}
      rowLabel={(row) => row.label}
      rows={rows}
      columns={[
        { key: "planned", header: "Planned", cell: (row) => formatPrice(row.plannedPence) },
        { key: "quoted", header: "Quoted", cell: (row) => formatPrice(row.quotedPence) },
        { key: "booked", header: "Booked", cell: (row) => formatPrice(row.bookedPence) },
        { key: "paid", header: "Paid", cell: (row) => formatPrice(row.paidPence) },
      ]}
    />
  );
}
