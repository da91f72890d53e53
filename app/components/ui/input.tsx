import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A text input in the site's style; `aria-invalid` turns the border red. The focus outline is also set on
 * `:focus-within`, besides the site's `:focus-visible`, because Chromium's date box keeps the focus in its inner
 * fields and matches neither `:focus-visible` nor `:focus`, which left it without a visible focus.
 */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn("input", className)}
      {...props}
    />
  );
}
