import { isRouteErrorResponse, Link, type MetaDescriptor } from "react-router";
import { cn } from "~/lib/cn";
import { PAGE_NOT_FOUND_MESSAGE } from "~/modules/search/search-options";

/** Where a listing page is: its path and its query string (with or without the leading "?"). */
export type PageAddress = { pathname: string; search: string };

/**
 * The address of page `page` of the listing at `address`: every other parameter kept (query, place, filters,
 * sort), `page` written only from page 2 on, so page 1 has one address. A leftover `offset` ("load more" links
 * of old) is dropped.
 */
export function pageHref({ pathname, search }: PageAddress, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("offset");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page numbers the pagination shows: the first, the last, and the current one with its neighbours; "gap"
 * where two or more numbers are left out. All of them when there are at most 7.
 */
export function pageItems(page: number, pageCount: number): (number | "gap")[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((number) => number >= 1 && number <= pageCount));
  // Near an end, show a run of five so that the row does not shrink to a lone neighbour.
  if (page <= 3) [2, 3, 4, 5].forEach((number) => shown.add(number));
  if (page >= pageCount - 2) [pageCount - 4, pageCount - 3, pageCount - 2, pageCount - 1].forEach((number) => shown.add(number));
  const numbers = [...shown].sort((a, b) => a - b);
  return numbers.flatMap((number, index) => {
    const before = numbers[index - 1];
    if (before === undefined || number - before === 1) return [number];
    // An ellipsis standing for one number takes as much room as the number itself.
    return number - before === 2 ? [before + 1, number] : ["gap" as const, number];
  });
}

/**
 * The head links of one page of a listing: `canonical` (this page's own address, under the public origin) and
 * `prev` / `next` where those pages exist. Route `meta` exports return them (React Router renders a meta
 * descriptor with `tagName: "link"` as a `<link>`; the `links` export cannot see loader data).
 */
export function paginationMeta(origin: string, address: PageAddress, page: number, pageCount: number): MetaDescriptor[] {
  const link = (rel: string, target: number): MetaDescriptor => ({ tagName: "link", rel, href: `${origin}${pageHref(address, target)}` });
  return [
    link("canonical", page),
    ...(page > 1 ? [link("prev", page - 1)] : []),
    ...(page < pageCount ? [link("next", page + 1)] : []),
  ];
}

// The outline button's look in fewer classes, and text arrows rather than icons: a page repeats them on every
// link, and the page's weight counts (docs/product/public-area.md#pagination).
const pageLinkClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-full border border-brand-700 px-3 text-sm font-semibold";
/** Colours of a page link, and of the current page's. */
const otherPageClass = "text-brand-700 hover:bg-brand-50";
const currentPageClass = "bg-brand-700 text-white hover:bg-brand-800";

/**
 * Previous / numbered / Next links of a listing (docs/product/public-area.md#pagination): real links, so page 2 opens without JavaScript, in a
 * `nav` named "Pagination", the current page marked `aria-current="page"`. Nothing when everything fits on one page.
 */
export function Pagination({ address, page, pageCount }: { address: PageAddress; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={pageHref(address, page - 1)} rel="prev" className={cn(pageLinkClass, otherPageClass)}>
              <span aria-hidden="true">←</span> Previous
            </Link>
          </li>
        ) : null}
        {pageItems(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="px-1 text-muted" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(address, item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(pageLinkClass, item === page ? currentPageClass : otherPageClass)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={pageHref(address, page + 1)} rel="next" className={cn(pageLinkClass, otherPageClass)}>
              Next <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * Whether a route error is the 404 of a page number past the last or not a number (`PageNotFound`), rather than
 * the 404 of what the listing is about (an unknown category or town). Decision 023.
 */
export function isPageNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404 && error.data === PAGE_NOT_FOUND_MESSAGE;
}
