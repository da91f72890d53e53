import type { IconName } from "~/components/icon-names";
import { cn } from "~/lib/cn";

/**
 * A decorative lucide icon for markup repeated many times on a page (docs/product/public-area.md#pagination: the largest category page's HTML
 * stays under 100 KB). It draws the same symbol of the icon sprite as `<Icon>` (decision 076) in fewer bytes: the
 * stroke settings lucide writes as attributes on every icon come once from the `.icon` class in app.css, and the size
 * from `className` (e.g. `size-4`). Keeps lucide's `lucide-<name>` class, which browser tests select by, and is
 * always hidden from assistive technology, as the text beside it says what it means.
 */
export function CompactIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cn("icon", `lucide-${name}`, className)} aria-hidden="true">
      <use href={`${__ICON_SPRITE_URL__}#${name}`} />
    </svg>
  );
}
