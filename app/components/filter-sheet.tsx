import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetClose, SheetContent } from "~/components/ui/sheet";

/**
 * The phone's filter sheet (decision 070), loaded on the first press of 'Filters' so its code is not in the page's first
 * load. `children` are the page's filters; each committed change searches again behind the sheet, so 'Show N vendors'
 * counts the list as it now stands (`total`, or no number while a search runs) and closes the sheet onto it. A
 * choice not yet committed (a select stepped with the keyboard) is committed when the focus leaves it for the button.
 * 'Clear filters' goes to `clearHref` and leaves the sheet open; `onClear` runs first (forgetting remembered dates).
 */
export default function FilterSheet({
  open,
  onOpenChange,
  returnFocus,
  total,
  clearHref,
  onClear,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  total: number | null;
  clearHref: string;
  onClear?: () => void;
  children: ReactNode;
}) {
  const show = total === null ? "Show vendors" : `Show ${total} ${total === 1 ? "vendor" : "vendors"}`;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Filters"
        closeLabel="Close filters"
        returnFocus={returnFocus}
        footer={
          <div className="flex items-center justify-between gap-3">
            <Link to={clearHref} preventScrollReset onClick={onClear} className="px-2 py-2 text-sm font-semibold text-brand-700 underline">
              Clear filters
            </Link>
            <SheetClose asChild>
              <Button>{show}</Button>
            </SheetClose>
          </div>
        }
      >
        <div className="space-y-4">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
