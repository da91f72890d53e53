import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The styles are classes of the components layer (app/app.css), so a caller's utilities override them.
export const buttonVariants = cva("btn", {
  variants: {
    variant: { primary: "btn-primary", gold: "btn-gold", outline: "btn-outline", ghost: "btn-ghost", link: "btn-link" },
    size: { sm: "btn-sm", md: "btn-md", lg: "btn-lg", icon: "btn-icon" },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one (shadcn style over Radix Slot). */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
