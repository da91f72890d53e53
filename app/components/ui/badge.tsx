import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The styles are component classes in app.css (`.badge`, `.badge-<variant>`): a category page repeats badges
// about a hundred times, and the long utility strings were an eighth of its HTML (docs/product/public-area.md#pagination). Utilities passed as
// `className` still override them, as app.css's components layer comes before the utilities.
const VARIANTS = { brand: "badge-brand", gold: "badge-gold", neutral: "badge-neutral", feature: "badge-feature" } as const;

/** A small rounded label; `variant` picks its colours (brand, the default, gold, neutral, or feature for vendor features; `null` none). */
export function Badge({ className, variant = "brand", ...props }: ComponentProps<"span"> & { variant?: keyof typeof VARIANTS | null }) {
  return <span className={cn("badge", variant && VARIANTS[variant], className)} {...props} />;
}
