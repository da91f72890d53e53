import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { Icon } from "~/components/icon";

// Radix Dialog and the sheet load on the first press of 'Filters', not with the page (decision 070).
const FilterSheet = lazy(() => import("~/components/filter-sheet"));

/**
 * The phone's 'Filters' button and the sheet it opens (docs/product/public-area.md#filters, decision 070): below 768 px
 * the filters (`children`) wait in the sheet instead of filling the screen above the results. The button says how many
 * filters are applied ('Filters (2)'); the sheet offers 'Show N vendors' (`total`, null while a search runs) and 'Clear
 * filters' (`clearHref`, after `onClear`). From 768 px, and without JavaScript, the button is not shown (app.css) and
 * the page shows its filters itself.
 */
export function PhoneFilters({
  count,
  total,
  clearHref,
  onClear,
  children,
}: {
  count: number;
  total: number | null;
  clearHref: string;
  onClear?: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="filters-toggle inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Icon name="sliders-horizontal" className="size-4" />
        {count > 0 ? `Filters (${count})` : "Filters"}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <FilterSheet open={open} onOpenChange={setOpen} returnFocus={button} total={total} clearHref={clearHref} onClear={onClear}>
            {children}
          </FilterSheet>
        </Suspense>
      ) : null}
    </>
  );
}
