import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A text input in the site's style; `aria-invalid` turns the border red. The focus outline is also set on
 * `:focus-within`, besides the site's `:focus-visible`, because Chromium's date box keeps the focus in its inner
 * fields and matches neither `:focus-visible` nor `:focus`, which left it without a visible focus. The type is
 * written out even when it is text, the default: checkers that match autocomplete tokens to the kind of field
 * (HTML_CodeSniffer's H98) read an input without one as not a text field.
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn("input", className)}
      {...props}
    />
  );
}
