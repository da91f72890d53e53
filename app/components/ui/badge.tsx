import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      brand: "bg-brand-100 text-brand-800",
      gold: "bg-gold-100 text-gold-700",
      neutral: "bg-white/90 text-ink ring-1 ring-black/10",
      feature: "bg-cream text-muted ring-1 ring-brand-100 font-medium",
    },
  },
  defaultVariants: { variant: "brand" },
});

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
