import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A text input in the site's style; `aria-invalid` turns the border red. The focus outline is set on `:focus` as
 * well as the site's `:focus-visible`, because Chromium's date box keeps the focus in its inner fields and never
 * matches `:focus-visible`, which left it without a visible focus.
 */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-base text-ink placeholder:text-muted/80 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700",
        className,
      )}
      {...props}
    />
  );
}
