import { Link } from "react-router";
import { cn } from "~/lib/cn";

export const SITE_NAME = "Shaadi Vendors UK";

/** Logo linking home; `compact` is the smaller mobile variant (docs/product/public-area.md#header-and-footer, shared header). */
export function SiteLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  // Named by its visible text, "Shaadi Vendors UK" (the "SV" mark is hidden from assistive technology).
  return (
    // The caller sets the display (the header shows one logo per width), so only one display class is ever given.
    <Link to="/" className={cn("items-center gap-2 font-display text-brand-800", className ?? "flex")}>
      <span
        aria-hidden="true"
        className={cn(
          "grid place-items-center rounded-full bg-brand-700 font-bold text-gold-300",
          compact ? "size-8 text-sm" : "size-10 text-base",
        )}
      >
        SV
      </span>
      <span className={cn("font-bold", compact ? "text-base" : "text-xl")}>
        Shaadi Vendors <span className="text-gold-700">UK</span>
      </span>
    </Link>
  );
}
