import { Icon } from "~/components/icon";
import { Fragment, Suspense, useState } from "react";
import { isRouteErrorResponse, Link, useLocation, useNavigation, useRouteLoaderData, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/search";
import { HeroSearch } from "~/components/hero-search";
import { MapToggle, ResultsMap } from "~/components/map/results-map-toggle";
import { isPageNotFound, pageHref, Pagination, paginationMeta } from "~/components/pagination";
import { SearchFilters } from "~/components/search-filters";
import { FilterChips } from "~/components/filter-chips";
import { PhoneFilters } from "~/components/phone-filters";
import { ResultsSkeleton } from "~/components/results-skeleton";
import { NotFoundPage, PageNotFound, UnexpectedErrorPage } from "~/components/lazy-status-pages";
import { VendorCard } from "~/components/vendor-card";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { lazyOnClient } from "~/lib/lazy-on-client";
import { listShownCategories } from "~/modules/categories/categories.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { pageUrlOf } from "~/modules/http/page-url.server";
import { mapSettingsFor } from "~/modules/maps/map-settings.server";
import { recordSearchAppearances } from "~/modules/listing-stats/record-listing-activity.server";
import { recordSearch } from "~/modules/search-log/record-search.server";
import { rememberSearchPlace } from "~/modules/shortlist/shortlist-store.server";
import { buildSearchHref } from "~/modules/search/search-href";
import {
  emptyResultsTitle,
  MAX_SEARCH_PAGE,
  pageCountFor,
  pageNotFound,
  parsePageNumber,
  parseSearchParams,
} from "~/modules/search/search-request";
import { RESULTS_PER_PAGE } from "~/modules/search/search-options";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { spellingWanted } from "~/modules/search/query-correction";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import { searchLocationPhrase } from "~/modules/geo/place-label";
import { facetSearchParams, hasFacetFilters } from "~/modules/search/facet-params";
import { activeFilterCount, withoutFilters } from "~/modules/search/active-filters";
import { forgetEventDates } from "~/modules/search/remembered-dates";
import { filterGroups, filterLinks } from "~/modules/search/filter-chips";
import { queryChips } from "~/modules/search/query-chips";
import { dateAndBudgetChips } from "~/modules/search/date-budget-chips";
import { datesAndBudgetParams, datesQuery, noDatesOrBudget } from "~/modules/search/dates-and-budget";
import { pageMeta } from "~/modules/seo/page-meta";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// Shown only when a search finds nothing or was corrected: their code loads when they first render (decision 076).
const SearchEmptyState = lazyOnClient(() => import("~/components/search-empty-state").then((module) => module.SearchEmptyState));
const SearchCorrection = lazyOnClient(() => import("~/components/search-correction").then((module) => module.SearchCorrection));

export async function loader({ request }: Route.LoaderArgs) {
  // The page's address, also for a client-side navigation's data request: its links are written from it.
  const url = pageUrlOf(request);
  // Decision 023: only the pages the links name exist; "-1", "abc" and pages past the last are 404s, and a page
  // past the furthest a search reaches is refused before searching.
  const page = parsePageNumber(url.searchParams.get("page"));
  if (page === null || page > MAX_SEARCH_PAGE) throwRouteError(pageNotFound());
  const today = ukDay(now());
  const searchRequest = parseSearchParams(url.searchParams, today);
  const db = getDatabase();
  // Dates and a budget are filters like the chips: with them alone the page lists the vendors that fit them.
  const hasDatesOrBudget = searchRequest.dates.length > 0 || searchRequest.maxPricePence !== null;
  const hasInput = Boolean(searchRequest.query || searchRequest.location || searchRequest.coordinates || hasFacetFilters(searchRequest.filters) || hasDatesOrBudget);
  const [categories, result] = await Promise.all([
    listShownCategories(db),
    hasInput ? searchWithSuggestions(db, searchRequest, today, { spell: spellingWanted(url.searchParams) }) : null,
  ]);
  const pageCount = pageCountFor(result?.total ?? 0, MAX_SEARCH_PAGE);
  if (page > pageCount) throwRouteError(pageNotFound());
  // Every listing shown counts as a search appearance (docs/product/vendor-journey-and-portal.md#statistics): this page's results and, when nothing
  // matched, the similar vendors offered instead.
  if (result) await recordSearchAppearances(db, [...result.vendors, ...result.similar].map((vendor) => vendor.id), request);
  // docs/product/admin.md#insights: the search log counts a search once, on its first page.
  if (result && page === 1) {
    recordSearch(db, { query: searchRequest.query, place: searchRequest.location, categorySlug: searchRequest.categorySlug, results: result.total }, request);
  }
  // docs/product/couples-tools.md#shortlist: the shortlist measures its vendors' distances from the place last searched.
  await rememberSearchPlace(db, request, result?.place);
  // The chips' data replaces the raw counts the page would otherwise carry.
  const { facetCounts, ...shown } = result ?? { facetCounts: null };
  const groups = facetCounts && result ? filterGroups(facetCounts, searchRequest.filters, result.applied) : [];
  // The link's dates and budget, then the attributes, dates and budgets of the words (docs/product/public-area.md#dates-and-budget).
  const wordChips = [...dateAndBudgetChips(url.pathname, url.search, searchRequest), ...(result ? queryChips(url, result.applied) : [])];
  // Labels, addresses and counts the page shows are made here, so the parsers stay on the server (decision 076).
  const pageData = {
    request: searchRequest,
    result: result ? withListFeatures(shown as Omit<typeof result, "facetCounts">) : null,
    chips: filterLinks(url.pathname, url.search, groups, searchRequest.filters, wordChips),
    // The applied chips' parameters, which the filters form keeps, and the link's dates and budget, which a new search keeps.
    filterFields: facetSearchParams(searchRequest.filters).toString(),
    keep: datesAndBudgetParams(searchRequest).toString(),
    // The phone's 'Filters (2)' and its sheet's 'Clear filters' (decision 070).
    phoneFilters: {
      count: activeFilterCount(searchRequest.filters, searchRequest, [searchRequest.categorySlug, searchRequest.priceRange]),
      clearHref: withoutFilters(url.pathname, url.search, ["q", "location", "lat", "lng", "sort"]),
    },
    // What an empty result says, and the dates and budget searched with that its links keep (docs/product/public-area.md#search).
    empty:
      result && result.vendors.length > 0
        ? null
        : {
            title: emptyResultsTitle(searchRequest.query, result?.place?.name ?? searchRequest.location),
            keep: datesAndBudgetParams(result?.datesAndBudget ?? noDatesOrBudget()).toString(),
          },
    // The dates searched with ride on the links to the vendors' pages (docs/product/public-area.md#dates-and-budget).
    cardSearch: result ? datesQuery(result.datesAndBudget) : "",
    today,
    // The filters' select shows names and submits slugs; nothing else of a category reaches the page.
    categories: categories.map(({ name, slug }) => ({ name, slug })),
    search: url.search,
    page,
    pageCount,
    origin: getConfig().publicUrl,
    // The results map's settings (decision 037).
    map: mapSettingsFor(getConfig()),
  };
  return { ...pageData, head: searchHead(pageData, url) };
}

/**
 * The results with only the features their cards show (docs/product/public-area.md#vendor-page): every value of the
 * loader's data is encoded for the page and decoded again by the browser (docs/benchmarks.md, "Uncached pages: the
 * second round").
 */
function withListFeatures<Result extends { vendors: { features: string[] }[]; similar: { features: string[] }[] }>(result: Result): Result {
  const trim = <Card extends { features: string[] }>(card: Card): Card => ({ ...card, features: card.features.slice(0, LIST_CARD_FEATURES) });
  return { ...result, vendors: result.vendors.map(trim), similar: result.similar.map(trim) };
}

export function meta({ loaderData: data, error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) return [{ title: "Page Not Found | Shaadi Vendors UK" }];
  return data?.head ?? [{ title: "Search vendors | Shaadi Vendors UK" }];
}

/** What the page's head is written from: the loader's data, as far as the words need it. */
type HeadData = {
  request: { query?: string | null; location?: string | null };
  result: { place?: { name: string } | null; matchedQuery?: string | null; total: number } | null;
  page: number;
  pageCount: number;
  origin: string;
};

/**
 * The page's title, description and links (canonical, prev, next), written with the loader's data so the words and
 * the pagination's rule stay on the server (decision 076). One canonical: this page's own address with its query,
 * place, filters and page; the pagination adds only prev / next.
 */
function searchHead(data: HeadData, url: URL): MetaDescriptor[] {
  const query = data.request.query;
  const place = data.result?.place?.name ?? data.request.location;
  const what = [query, place && `in ${place}`].filter(Boolean).join(" ");
  const page = data.page > 1 ? `Page ${data.page} – ` : "";
  const title = `${what ? `${what} – ` : ""}${page}Search vendors | Shaadi Vendors UK`;
  return [
    ...pageMeta({ title, description: searchDescription(data), origin: data.origin, path: pageHref(url, data.page) }),
    ...paginationMeta(data.origin, url, data.page, data.pageCount).filter((tag) => !("rel" in tag && tag.rel === "canonical")),
  ];
}

/** The search page's meta description from what was asked and found (docs/product/public-area.md#seo: every public page has one). */
function searchDescription(data: HeadData): string {
  const page = data.page > 1 ? `Page ${data.page} of ${data.pageCount}. ` : "";
  if (!data.result) {
    return "Search South Asian wedding vendors across the UK by name, service or town: venues, photographers, mehndi artists, caterers, decorators and more.";
  }
  const what = data.result.matchedQuery ?? data.request.query;
  const place = data.result.place?.name ?? data.request.location;
  const total = data.result.total;
  return `${page}${total} ${what ? `“${what}”` : "wedding"} ${total === 1 ? "vendor" : "vendors"} ${place ? `in and around ${place}` : "across the UK"}: compare photos, prices and reviews, and enquire directly on Shaadi Vendors UK.`;
}

type Hit = NonNullable<Route.ComponentProps["loaderData"]["result"]>["vendors"][number];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { request, result, categories, search, page, pageCount } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";
  const place = result?.place ?? null;
  const locationLabel = place?.name ?? request.location;
  const total = result?.total ?? 0;
  // Decision 037: a map only around a place, with tiles on; opened by the couple, so its code loads only then.
  const [mapOpen, setMapOpen] = useState(false);
  const { tileUrl, attribution } = loaderData.map;
  const mapPlace = place && !loading && result && result.vendors.length > 0 && tileUrl ? place : null;

  let heading = "Searching...";
  if (!loading) {
    heading = `${total} ${total === 1 ? "vendor" : "vendors"} found`;
    if (result?.matchedQuery) heading += ` for “${result.matchedQuery}”`;
    // "near LE5, Leicester" for a postcode, "in Leicester" for a place (docs/product/public-area.md#places: say what the location resolved to).
    if (locationLabel) heading += ` ${searchLocationPhrase(place, request.location)}`;
  }

  const filters = (idPrefix: string, className?: string) => (
    <SearchFilters
      request={request}
      filterFields={loaderData.filterFields}
      sort={result?.sort ?? "relevance"}
      hasPlace={Boolean(place)}
      categories={categories}
      today={loaderData.today}
      idPrefix={idPrefix}
      className={className}
    />
  );

  // Decision 070: on a phone the results come first, so the page's spacing is tighter there.
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:px-6 md:py-10">
      <div className="mb-4 md:mb-8">
        <HeroSearch
          key={search}
          idPrefix="search"
          defaultQuery={request.query}
          defaultLocation={request.location}
          defaultCoordinates={request.coordinates}
          keep={new URLSearchParams(loaderData.keep)}
        />
      </div>
      <div className="mb-4 space-y-3 md:mb-6 md:space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="w-full text-xl font-bold text-brand-800 md:w-auto md:text-2xl" aria-live="polite">
            {heading}
          </h1>
          {place && !loading ? (
            <span className="rounded-full bg-gold-100 px-3 py-0.5 text-sm font-semibold text-gold-700" data-testid="radius-marker">
              within {result?.radiusKm ?? request.radiusKm} km
            </span>
          ) : null}
          {mapPlace ? <MapToggle open={mapOpen} onToggle={() => setMapOpen((open) => !open)} /> : null}
          <PhoneFilters
            count={loaderData.phoneFilters.count}
            total={loading ? null : total}
            clearHref={loaderData.phoneFilters.clearHref}
            onClear={request.dates.length > 0 ? forgetEventDates : undefined}
          >
            {filters("sheet", "flex flex-col items-start gap-4")}
            <FilterChips links={loaderData.chips} part="offered" />
          </PhoneFilters>
        </div>
        {(result?.notes ?? request.notes).length > 0 ? (
          <div role="status">
            <ul className="space-y-1">
              {(result?.notes ?? request.notes).map((note) => (
                <li key={note} className="flex items-start gap-2 text-sm text-muted">
                  <Icon name="info" className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" /> {note}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {!loading && result?.correction ? (
          <Suspense fallback={null}>
            <SearchCorrection correction={result.correction} search={search} />
          </Suspense>
        ) : null}
        {result?.partialMatch && result.didYouMean.length > 0 ? (
          <p className="text-sm text-muted" data-testid="partial-did-you-mean">
            Did you mean:{" "}
            {result.didYouMean.map((term, index) => (
              <Fragment key={term}>
                {index > 0 ? ", " : ""}
                <Link to={buildSearchHref(term, request.location, request.coordinates)!} className="font-semibold text-brand-700 underline">
                  {term}
                </Link>
              </Fragment>
            ))}
          </p>
        ) : null}
        {filters("search", "filters-inline flex flex-wrap items-center gap-3")}
        <FilterChips links={loaderData.chips} />
      </div>

      {loading ? (
        <ResultsSkeleton />
      ) : !result || result.vendors.length === 0 ? (
        loaderData.empty ? (
          <Suspense fallback={null}>
            <SearchEmptyState
              request={request}
              title={loaderData.empty.title}
              keep={loaderData.empty.keep}
              didYouMean={result?.didYouMean ?? []}
              alternatives={result?.alternatives ?? []}
              similar={result?.similar ?? []}
              datesAndBudget={result?.datesAndBudget}
            />
          </Suspense>
        ) : null
      ) : (
        <>
          {mapPlace && mapOpen && tileUrl ? (
            <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-6">
              <div className="mb-6 lg:sticky lg:top-4 lg:order-last lg:mb-0 lg:self-start">
                <ResultsMap vendors={result.vendors} place={mapPlace} radiusKm={result.radiusKm} settings={{ tileUrl, attribution }} />
              </div>
              <ResultGrid vendors={result.vendors} cardSearch={loaderData.cardSearch} beside />
            </div>
          ) : (
            <ResultGrid vendors={result.vendors} cardSearch={loaderData.cardSearch} />
          )}
          <Pagination address={{ pathname, search }} page={page} pageCount={pageCount} />
          {result.total > pageCount * RESULTS_PER_PAGE ? (
            <p className="mt-4 text-center text-sm text-muted">
              Only the first {pageCount * RESULTS_PER_PAGE} results are shown: add a place, a category or another word
              to narrow the search.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The result cards; `beside` a map they take two columns instead of three; `cardSearch` rides on their links. */
function ResultGrid({ vendors, cardSearch, beside = false }: { vendors: Hit[]; cardSearch: string; beside?: boolean }) {
  return (
    <ul className={beside ? "grid gap-6 sm:grid-cols-2" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
      {vendors.map((vendor, index) => (
        <li key={vendor.id}>
          <VendorCard vendor={vendor} maxFeatures={LIST_CARD_FEATURES} distanceKm={vendor.distanceKm} className="h-full" headingLevel="h2" priority={index === 0} linkSearch={cardSearch} />
        </li>
      ))}
    </ul>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const rootData = useRouteLoaderData<{ requestId: string | null }>("root");
  if (isRouteErrorResponse(error) && error.status === 404) {
    return isPageNotFound(error) ? <PageNotFound firstPageHref={pageHref(location, 1)} /> : <NotFoundPage />;
  }
  return <UnexpectedErrorPage requestId={rootData?.requestId ?? undefined} />;
}
