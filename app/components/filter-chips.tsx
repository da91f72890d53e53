import { Icon } from "~/components/icon";
import { Link } from "react-router";
import type { FilterLinks } from "~/modules/search/filter-chips";
import { forgetEventDates } from "~/modules/search/remembered-dates";

/**
 * The attribute filter chips beside a result list (docs/product/public-area.md#filters; decision 027): the applied filters, each with a
 * link that removes it, then per group (features, guests, events, languages) a link per value that adds it, with
 * how many of the listed vendors have it. Plain links, so a filtered list has an address to share, works
 * without JavaScript and can be indexed; with it, the page updates in place and keeps its scroll position.
 * The applied chips start with the link's dates and budget and the attributes, dates and budgets the search words named: removing
 * one lists again without it (docs/product/public-area.md#dates-and-budget); removing the last date forgets the dates
 * remembered for the tab. The loader makes every label and address (`filterLinks`), so this only renders them (decision 076).
 * On a phone (decision 070) the applied chips are one row that scrolls sideways, and the chips that add a filter wait
 * in the filter sheet, which shows them with `part="offered"`; without JavaScript they stay on the page.
 */
export function FilterChips({ links, part = "all" }: { links: FilterLinks; part?: "all" | "offered" }) {
  const applied = part === "all" ? links.applied : [];
  if (applied.length === 0 && links.offered.length === 0) return null;
  return (
    <section aria-label={part === "all" ? "Filter by" : "Add a filter"} className="space-y-2 text-sm">
      {applied.length > 0 ? (
        <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 py-0.5 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
          <span className="shrink-0 font-medium">Applied filters:</span>
          <ul className="flex shrink-0 gap-2 md:shrink md:flex-wrap" data-testid="applied-filters">
            {applied.map((chip) => (
              <li key={chip.href}>
                <Link
                  to={chip.href}
                  preventScrollReset
                  className="chip chip-on whitespace-nowrap"
                  aria-label={`Remove filter: ${chip.label}`}
                  onClick={chip.forgetsDates ? forgetEventDates : undefined}
                >
                  {chip.label} <Icon name="x" className="size-3.5" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          {links.clearHref ? (
            <Link to={links.clearHref} preventScrollReset className="shrink-0 whitespace-nowrap font-semibold text-brand-700 underline">
              Clear filters
            </Link>
          ) : null}
        </div>
      ) : null}
      {links.offered.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className={`flex flex-wrap items-center gap-2${part === "all" ? " filters-inline" : ""}`}>
          <span className="w-20 shrink-0 font-medium text-muted">{group.label}</span>
          <ul className="flex flex-wrap gap-2">
            {group.options.map((option) => (
              <li key={option.href}>
                <Link to={option.href} preventScrollReset className="chip">
                  {`${option.label} `}
                  <span className="text-muted">{`(${option.count})`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
