import { cn } from "~/lib/cn";

/**
 * Shapes of the lucide icons (lucide 1.75, ISC licence) drawn on every vendor card. lucide-react does not export
 * its icon data, so the nodes are copied here; compact-icon.test.tsx fails when they drift from lucide-react's own.
 */
const ICON_NODES = {
  "map-pin": [
    ["path", { d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" }],
    ["circle", { cx: "12", cy: "10", r: "3" }],
  ],
  star: [
    [
      "path",
      {
        d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
      },
    ],
  ],
  // 'Available on …' on a card asked for the couple's dates (docs/product/public-area.md#dates-and-budget).
  "calendar-check": [
    ["path", { d: "M8 2v3" }],
    ["path", { d: "M16 2v3" }],
    ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" }],
    ["path", { d: "M3 9h18" }],
    ["path", { d: "m9 15 2 2 4-4" }],
  ],
} as const satisfies Record<string, readonly (readonly ["path" | "circle" | "rect", Record<string, string>])[]>;

export type CompactIconName = keyof typeof ICON_NODES;

/**
 * A decorative lucide icon for markup repeated many times on a page (docs/product/public-area.md#pagination: the largest category page's HTML
 * stays under 100 KB). It draws the same shapes as lucide-react's component in about half the bytes: the stroke
 * settings lucide writes as attributes on every icon come once from the `.icon` class in app.css, and the size
 * from `className` (e.g. `size-4`). Keeps lucide's `lucide-<name>` class, which browser tests select by, and is
 * always hidden from assistive technology, as the text beside it says what it means.
 */
export function CompactIcon({ name, className }: { name: CompactIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn("icon", `lucide-${name}`, className)} aria-hidden="true">
      {ICON_NODES[name].map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
}
