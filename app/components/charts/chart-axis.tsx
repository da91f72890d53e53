/** A baseline with labels under it, placed by the caller's scale; empty labels are skipped (thinned to fit). */
export function AxisBottom({ top, left, width, labels }: { top: number; left: number; width: number; labels: { key: string; text: string; x: number }[] }) {
  return (
    <g aria-hidden="true">
      <line x1={left} x2={left + width} y1={top} y2={top} className="stroke-brand-100" strokeWidth={2} />
      {labels
        .filter((label) => label.text !== "")
        .map((label) => (
          <text key={label.key} x={label.x} y={top + 24} fontSize={16} textAnchor="middle" className="fill-muted">
            {label.text}
          </text>
        ))}
    </g>
  );
}
