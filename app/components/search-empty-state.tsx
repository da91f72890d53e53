import { Icon } from "~/components/icon";
import { Form, Link } from "react-router";
import type { SearchRequest } from "~/modules/search/search-request";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import type { VendorCard as VendorCardData } from "~/modules/vendors/vendor-types";
import { HiddenFields, SearchPlaceFields } from "~/components/form-bits";
import { availableOnText } from "~/modules/availability/availability-dates";
import type { DatesAndBudget } from "~/modules/search/dates-and-budget";
import { VendorCard } from "~/components/vendor-card";

export type NearbyArea = { town: string; matches: number; distanceKm: number | null };

/**
 * What an empty search shows (docs/product/public-area.md#search): the title for its inputs (`title`, written by the
 * loader: 'No mehndi found in Leeds'), 'Did you mean' buttons that re-run the search with the suggestion as the query,
 * nearby areas with matches, similar vendors, and a link to browse every category. With the couple's dates or budget
 * (docs/product/public-area.md#dates-and-budget) it says so, and its links keep them (`keep`, their parameters as the
 * loader wrote them). Loaded by the search page only when a search finds nothing (decision 076).
 */
export function SearchEmptyState({
  request,
  title,
  keep,
  didYouMean,
  alternatives,
  similar,
  datesAndBudget,
}: {
  request: SearchRequest;
  title: string;
  keep: string;
  /** The dates and budget searched with. */
  datesAndBudget?: DatesAndBudget;
  didYouMean: string[];
  alternatives: NearbyArea[];
  similar: (VendorCardData & { distanceKm: number | null })[];
}) {
  return (
    <div className="space-y-10">
      <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-brand-100 md:p-10">
        <h2 className="text-2xl font-bold text-ink">{title}</h2>
        {datesAndBudget && (datesAndBudget.dates.length > 0 || datesAndBudget.maxPricePence !== null) ? (
          <p className="mt-3 text-muted" data-testid="dates-budget-empty">
            {datesAndBudget.dates.length > 0 ? `${freeOnText(datesAndBudget)} ` : ""}
            Try other dates, a higher budget or fewer filters.
          </p>
        ) : null}
        {didYouMean.length > 0 ? (
          <Form method="get" action="/search" className="mt-5 flex flex-wrap items-center justify-center gap-2">
            <span className="text-sm font-medium text-muted">Did you mean:</span>
            <SearchPlaceFields location={request.location} coordinates={request.coordinates} />
            <HiddenFields query={keep} />
            {didYouMean.map((term) => (
              <button
                key={term}
                type="submit"
                name="q"
                value={term}
                className="rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {term}
              </button>
            ))}
          </Form>
        ) : null}
        {alternatives.length > 0 ? (
          <div className="mx-auto mt-8 max-w-xl text-left">
            <h3 className="text-lg font-bold">Nearby areas with matching vendors</h3>
            <ul className="mt-3 divide-y divide-brand-100 rounded-2xl ring-1 ring-brand-100">
              {alternatives.map((area) => {
                const params = new URLSearchParams(keep);
                if (request.query) params.set("q", request.query);
                params.set("location", area.town);
                return (
                  <li key={area.town}>
                    <Link to={`/search?${params}`} className="flex items-center gap-3 px-4 py-3 hover:bg-brand-50">
                      <Icon name="map-pin" className="size-4 text-brand-600" aria-hidden="true" />
                      <span className="font-medium">{area.town}</span>
                      <span className="ml-auto text-sm text-muted">
                        {area.matches} {area.matches === 1 ? "vendor" : "vendors"}
                        {area.distanceKm !== null ? ` · ${area.distanceKm.toFixed(0)} km away` : ""}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <Link to="/#categories" className="mt-8 inline-block font-semibold text-brand-700 underline">
          Browse All Categories
        </Link>
      </div>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="mb-4 text-xl font-bold">
            Similar vendors nearby
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((vendor) => (
              <li key={vendor.id}>
                <VendorCard vendor={vendor} maxFeatures={LIST_CARD_FEATURES} distanceKm={vendor.distanceKm} className="h-full" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** 'No vendor matching your search is free on 12 Aug and 14 Aug.' ('on any of' in 'any' mode). */
function freeOnText({ dates, dateMode }: DatesAndBudget): string {
  const days = availableOnText(dates).replace(/^Available on /, "");
  return `No vendor matching your search is free on ${dateMode === "any" && dates.length > 1 ? "any of " : ""}${days}.`;
}
