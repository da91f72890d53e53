import { cloneElement, isValidElement, type ComponentProps } from "react";
import { cn } from "~/lib/cn";

// The styles are classes of the components layer (app/app.css), so a caller's utilities override them. Plain maps,
// not class-variance-authority, and a clone, not Radix Slot: both were 1.6 KB gzip of every page's first load
// (decision 076).
const VARIANTS = { primary: "btn-primary", gold: "btn-gold", outline: "btn-outline", ghost: "btn-ghost", link: "btn-link" } as const;
const SIZES = { sm: "btn-sm", md: "btn-md", lg: "btn-lg", icon: "btn-icon" } as const;

export type ButtonProps = ComponentProps<"button"> & {
  /** The colours; `null` gives none (only `.btn`'s shape). Default primary. */
  variant?: keyof typeof VARIANTS | null;
  /** Height and padding; `null` gives none. Default md. */
  size?: keyof typeof SIZES | null;
  /** Style the one child element (a link) as the button instead of rendering a `<button>`. */
  asChild?: boolean;
};

/**
 * A button, or with `asChild` its one child element (a link) styled as one. As with Radix Slot, the child gets the
 * button's props under its own, the classes joined (the button's first) and an event handler both have runs the
 * child's first.
 */
export function Button({ className, variant = "primary", size = "md", asChild = false, children, ...props }: ButtonProps) {
  const classes = cn("btn", variant && VARIANTS[variant], size && SIZES[size], className);
  if (!asChild || !isValidElement<Record<string, unknown>>(children)) {
    return (
      <button className={classes} {...props}>
        {children}
      </button>
    );
  }
  const child = children;
  const slotProps: Record<string, unknown> = props;
  const merged: Record<string, unknown> = { ...slotProps, ...child.props, className: cn(classes, child.props.className as string | undefined) };
  for (const [name, handler] of Object.entries(slotProps)) {
    const own = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof handler === "function" && typeof own === "function") {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = own(...args);
        handler(...args);
        return result;
      };
    }
  }
  return cloneElement(child, merged);
}
