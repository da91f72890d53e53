import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The styles are component classes in app.css (`.badge`, `.badge-<variant>`): a category page repeats badges
// about a hundred times, and the long utility strings were an eighth of its HTML (docs/product/public-area.md#pagination). Utilities passed as
// `className` still override them, as app.css's components layer comes before the utilities.
const badgeVariants = cva("badge", {
  variants: {
    variant: {
      brand: "badge-brand",
      gold: "badge-gold",
      neutral: "badge-neutral",
      feature: "badge-feature",
    },
  },
  defaultVariants: { variant: "brand" },
});

/** A small rounded label; `variant` picks its colours (brand, gold, neutral, or feature for vendor features). */
export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
