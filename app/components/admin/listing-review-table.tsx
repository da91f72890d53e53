import { useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ListingRow, listingFetcherKey } from "~/components/admin/listing-row";
import { useActionToast } from "~/components/ui/toast";
import {
  LISTING_FILTER_LABELS,
  LISTING_FILTERS,
  listingFailureToast,
  listingQueryHref,
  type ListingActionData,
  type ListingFilter,
  type ReviewListing,
} from "~/modules/admin/listing-review";

// The Business Listings tab's parts (docs/product/admin.md#listing-review): the filter links, the table, the pages, and the toasts of the row
// actions.

/** The filter links 'Pending', 'Live', 'Lapsed', 'All', each with its count; the current one marked. */
export function ListingFilterNav({ filter, counts }: { filter: ListingFilter; counts: Record<ListingFilter, number> }) {
  return (
    <nav aria-label="Filter business listings" className="flex flex-wrap gap-2">
      {LISTING_FILTERS.map((option) => (
        <Link
          key={option}
          to={listingQueryHref(option)}
          aria-current={option === filter ? "page" : undefined}
          className="rounded-full px-4 py-1.5 text-sm font-medium text-muted ring-1 ring-brand-100 hover:text-ink aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-800"
        >
          {LISTING_FILTER_LABELS[option]} <span className="tabular-nums">({counts[option].toLocaleString("en-GB")})</span>
        </Link>
      ))}
    </nav>
  );
}

const EMPTY_TEXT: Record<ListingFilter, string> = {
  pending: "No listings are waiting for review.",
  live: "No vendor-submitted listings are live yet.",
  lapsed: "No listings are hidden by an ended subscription.",
  all: "No vendor has submitted a listing yet.",
};

/** The queue's table: one row per listing with its details, toggles and actions. */
export function ListingReviewTable({ listings, filter }: { listings: ReviewListing[]; filter: ListingFilter }) {
  if (listings.length === 0) return <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">{EMPTY_TEXT[filter]}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">Business listings ({LISTING_FILTER_LABELS[filter]})</caption>
        <thead className="border-b border-brand-100 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3">
              Business
            </th>
            <th scope="col" className="px-4 py-3">
              Owner
            </th>
            <th scope="col" className="px-4 py-3">
              Submitted
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Featured
            </th>
            <th scope="col" className="px-4 py-3">
              Verified
            </th>
            <th scope="col" className="px-4 py-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Previous' and 'Next' links when the filter's listings fill more than one page. */
export function ListingPagination({ filter, page, pageCount }: { filter: ListingFilter; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const link = "rounded-full px-4 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50";
  return (
    <nav aria-label="Pages of business listings" className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={listingQueryHref(filter, page - 1)} className={link}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={listingQueryHref(filter, page + 1)} className={link}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The toast of one listing's latest action, from its keyed fetcher. */
function ListingActionToast({ listingId }: { listingId: number }) {
  const fetcher = useFetcher<ListingActionData>({ key: listingFetcherKey(listingId) });
  const toast = useMemo(() => {
    const answer = fetcher.data;
    if (!answer) return undefined;
    if (answer.ok) return answer.toast;
    return listingFailureToast(answer.values.intent, answer.formError.message, answer.formError.title);
  }, [fetcher.data]);
  useActionToast(toast);
  return null;
}

/**
 * Announces the result of every row action. Kept outside the rows on purpose: an approved listing leaves the
 * Pending view and a deleted one leaves every view, so its row is gone by the time the answer arrives; these stay
 * for every listing shown since the page opened.
 */
export function ListingActionToasts({ listingIds }: { listingIds: number[] }) {
  const [seen, setSeen] = useState<number[]>(listingIds);
  // Adjusted while rendering (React's pattern for state derived from props): a new page adds its listings.
  const added = listingIds.filter((id) => !seen.includes(id));
  if (added.length > 0) setSeen([...seen, ...added]);
  return seen.map((id) => <ListingActionToast key={id} listingId={id} />);
}
