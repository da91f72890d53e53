import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import { AxisBottom } from "~/components/charts/chart-axis";
import { type ChartDatum, type ValueFormatter, formatCount } from "~/components/charts/chart-types";

// Fixed drawing units: the SVG scales to its box through its viewBox, so one drawing fits a 375 px phone and a desktop.
const WIDTH = 600;
const HEIGHT = 260;
const TOP = 28;
const BOTTOM = 36;
const SIDE = 8;

/**
 * One figure over time as vertical bars (one per week or month), drawn on the server as SVG with visx (decision 085):
 * no script runs in the browser. The SVG is an image named by its `<title>` and a `<desc>` summing it up (total,
 * highest point); the figures themselves belong in a {@link ChartTable} beside it. Labels are thinned to fit.
 */
export function TimeBarChart({ title, data, format = formatCount, name }: { title: string; data: ChartDatum[]; format?: ValueFormatter; name?: string }) {
  const id = useId();
  const most = Math.max(0, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const x = scaleBand<string>({ domain: data.map((d) => d.key), range: [SIDE, WIDTH - SIDE], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, most)], range: [HEIGHT - BOTTOM, TOP] });
  const highest = data.find((d) => d.value === most);
  const first = data[0];
  const last = data[data.length - 1];
  const description =
    !first || !last
      ? "No figures."
      : `${data.length} bars from ${first.label} to ${last.label}; total ${format(total)}` +
        (highest && most > 0 ? `; highest ${format(most)} (${highest.label}).` : ".");
  const every = Math.max(1, Math.ceil(data.length / 6));
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto max-w-full" data-chart={name ?? "time-bar"}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <Group>
        {data.map((d) => {
          const barX = x(d.key) ?? 0;
          const barY = y(d.value);
          const barHeight = HEIGHT - BOTTOM - barY;
          return (
            <g key={d.key}>
              <Bar x={barX} y={barY} width={x.bandwidth()} height={Math.max(d.value > 0 ? 2 : 0, barHeight)} rx={2} className="fill-brand-700" />
              {d.value === most && most > 0 ? (
                <text x={barX + x.bandwidth() / 2} y={barY - 6} fontSize={16} textAnchor="middle" className="fill-muted">
                  {format(d.value)}
                </text>
              ) : null}
            </g>
          );
        })}
      </Group>
      <AxisBottom top={HEIGHT - BOTTOM} left={SIDE} width={WIDTH - 2 * SIDE} labels={data.map((d, i) => ({ key: d.key, text: i % every === 0 ? d.label : "", x: (x(d.key) ?? 0) + x.bandwidth() / 2 }))} />
    </svg>
  );
}
