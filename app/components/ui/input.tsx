import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** A text input in the site's style; `aria-invalid` turns the border red. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base text-ink placeholder:text-muted/80 aria-[invalid=true]:border-red-700",
        className,
      )}
      {...props}
    />
  );
}
