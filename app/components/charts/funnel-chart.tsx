import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import { type ChartDatum, type ValueFormatter, formatCount } from "~/components/charts/chart-types";

/** One step of a funnel: its count and the share of the step before that reached it (0–1, null when that was 0). */
export type FunnelStep = ChartDatum & { rate: number | null };

const WIDTH = 600;
const ROW_HEIGHT = 64;
const LABEL_HEIGHT = 24;
const BAR_HEIGHT = 26;

/** A rate as a whole percentage, or an em dash when there was nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/**
 * Steps of a funnel as centred horizontal bars, each labelled with its count and its rate from the step before,
 * drawn on the server as SVG with visx (decision 085). Named by `<title>`, summed up by `<desc>`; pair it with a
 * {@link ChartTable} holding the same figures.
 */
export function FunnelChart({ title, steps, format = formatCount, name }: { title: string; steps: FunnelStep[]; format?: ValueFormatter; name?: string }) {
  const id = useId();
  const height = steps.length * ROW_HEIGHT + 8;
  const most = Math.max(1, ...steps.map((s) => s.value));
  const x = scaleLinear<number>({ domain: [0, most], range: [0, WIDTH] });
  const description = steps
    .map((s, i) => `${s.label}: ${format(s.value)}${i > 0 ? ` (${formatRate(s.rate)} of the step before)` : ""}`)
    .join("; ");
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto max-w-full" data-chart={name ?? "funnel"}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {steps.map((step, index) => {
        const barWidth = Math.max(step.value > 0 ? 4 : 0, x(step.value));
        return (
          <Group key={step.key} top={index * ROW_HEIGHT}>
            <text y={LABEL_HEIGHT - 6} fontSize={18} fontWeight={600} className="fill-ink">
              {step.label}
            </text>
            <text x={WIDTH} y={LABEL_HEIGHT - 6} fontSize={16} textAnchor="end" className="fill-muted">
              {format(step.value)}
              {index > 0 ? ` · ${formatRate(step.rate)}` : ""}
            </text>
            <Bar x={(WIDTH - barWidth) / 2} y={LABEL_HEIGHT} width={barWidth} height={BAR_HEIGHT} rx={3} className="fill-brand-700" />
          </Group>
        );
      })}
    </svg>
  );
}
