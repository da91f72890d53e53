import { Link, isRouteErrorResponse, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/category";
import { CategoryIcon } from "~/components/category-icon";
import { CategoryFilters } from "~/components/category-filters";
import { FilterChips } from "~/components/filter-chips";
import { PhoneFilters } from "~/components/phone-filters";
import { ResultsSkeleton } from "~/components/results-skeleton";
import { isPageNotFound, pageHref, Pagination, paginationMeta } from "~/components/pagination";
import { PageNotFound, StatusLayout, UnexpectedErrorPage } from "~/components/lazy-status-pages";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { VendorCard } from "~/components/vendor-card";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getCategoryBySlug } from "~/modules/categories/categories.server";
import { parseCategorySort } from "~/modules/categories/category-types";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { pageUrlOf } from "~/modules/http/page-url.server";
import { findCity } from "~/modules/geo/regions";
import { recordSearchAppearances } from "~/modules/listing-stats/record-listing-activity.server";
import { recordSearch } from "~/modules/search-log/record-search.server";
import { pageCountFor, pageNotFound, parsePageNumber, RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { listCategoryVendors } from "~/modules/search/list-category-vendors.server";
import { listPopularTowns } from "~/modules/city-pages/city-vendors.server";
import { activeFilterCount, withoutFilters } from "~/modules/search/active-filters";
import { forgetEventDates } from "~/modules/search/remembered-dates";
import { facetSearchParams, parseFacetParams, type FacetSelection } from "~/modules/search/facet-params";
import { filterGroups, filterLinks } from "~/modules/search/filter-chips";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import { pageMeta } from "~/modules/seo/page-meta";
import { breadcrumbJsonLd, jsonLdMeta } from "~/modules/seo/json-ld";
import { RememberedDatesLink } from "~/components/remembered-dates-link";
import { dateAndBudgetChips } from "~/modules/search/date-budget-chips";
import { datesAndBudgetParams, datesQuery, parseDatesAndBudget } from "~/modules/search/dates-and-budget";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDatabase();
  const category = await getCategoryBySlug(db, params.slug).catch((error: unknown) => {
    throwRouteError(error);
  });
  // The page's address, also for a client-side navigation's data request: its links are written from it.
  const url = pageUrlOf(request);
  const search = url.searchParams;
  const sort = parseCategorySort(search.get("sort"));
  const city = findCity(search.get("location") ?? "");
  const { selection, notes } = parseFacetParams(search);
  // docs/product/public-area.md#dates-and-budget: the couple's dates and budget list only the vendors that fit them.
  const today = ukDay(now());
  const datesAndBudget = parseDatesAndBudget(search, today);
  notes.push(...datesAndBudget.notes);
  // Decision 023: only the pages the links name exist; "-1", "abc" and pages past the last are 404s.
  const page = parsePageNumber(search.get("page"));
  if (page === null) throwRouteError(pageNotFound());
  const { vendors, total, facetCounts } = await listCategoryVendors(db, {
    categoryId: category.id,
    city,
    sort,
    filters: selection,
    datesAndBudget: datesAndBudget.value,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
  });
  const pageCount = pageCountFor(total);
  if (page > pageCount) throwRouteError(pageNotFound());
  // docs/product/vendor-journey-and-portal.md#statistics: a listing shown on a category page is a search appearance (this page's listings only).
  await recordSearchAppearances(db, vendors.map((vendor) => vendor.id), request);
  // docs/product/admin.md#insights: a category page searched by place is a search the log counts, once, on its first page.
  if (page === 1) recordSearch(db, { place: search.get("location"), categorySlug: category.slug, results: total }, request);
  // The form's hidden fields: the chips' parameters, then the dates and budget.
  const keep = facetSearchParams(selection);
  for (const [name, value] of datesAndBudgetParams(datesAndBudget.value)) keep.append(name, value);
  // Labels, addresses and counts the page shows are made here, so the parsers stay on the server (decision 076).
  return {
    category,
    vendors,
    total,
    sort,
    city: city ?? "",
    page,
    pageCount,
    // The link's dates and budget, then the attribute filters (docs/product/public-area.md#dates-and-budget).
    chips: filterLinks(url.pathname, url.search, filterGroups(facetCounts, selection), selection, dateAndBudgetChips(url.pathname, url.search, datesAndBudget.value)),
    keep: keep.toString(),
    // The phone's 'Filters (2)' and its sheet's 'Clear filters' (decision 070).
    phoneFilters: {
      count: activeFilterCount(selection, datesAndBudget.value, [city]),
      clearHref: withoutFilters(url.pathname, url.search, ["sort"]),
    },
    notes,
    // The filters the page links carry, written the one way the page writes them (canonical addresses).
    filters: filterSearch(city, sort, selection),
    // The same with the dates and budget, for the page links (a canonical address leaves them out: the list without
    // them is the page).
    listSearch: datesAndBudgetParams(datesAndBudget.value, new URLSearchParams(filterSearch(city, sort, selection))).toString(),
    datesAndBudget: datesAndBudget.value,
    cardSearch: datesQuery(datesAndBudget.value),
    today,
    origin: getConfig().publicUrl,
    // Links to the category's city landing pages (docs/product/public-area.md#city-pages, decision 035).
    popularTowns: await listPopularTowns(db, category.id),
  };
}

/** The category page's own parameters as a query string: only the known ones, defaults left out, chips last. */
function filterSearch(city: string | undefined, sort: string, selection: FacetSelection): string {
  const params = new URLSearchParams();
  if (city) params.set("location", city);
  if (sort !== "featured") params.set("sort", sort);
  for (const [name, value] of facetSearchParams(selection)) params.append(name, value);
  return params.toString();
}

export function meta({ loaderData: data, location, error }: Route.MetaArgs) {
  if (!data) return [{ title: `${isPageNotFound(error) ? "Page" : "Category"} Not Found | Shaadi Vendors UK` }];
  const address = { pathname: location.pathname, search: data.filters };
  const { category, city, page, pageCount, total } = data;
  const where = city ? `in ${city}` : "across the UK";
  return [
    // One canonical: the page's own address with its known filters (the pagination's rule); the pagination adds
    // only prev / next.
    ...pageMeta({
      title: `${category.name}${city ? ` in ${city}` : ""}${page > 1 ? ` – Page ${page}` : ""} | Shaadi Vendors UK`,
      description: `${page > 1 ? `Page ${page} of ${pageCount}. ` : ""}${category.name} ${where}: ${total} ${total === 1 ? "vendor" : "vendors"} for South Asian weddings. ${category.description}`,
      origin: data.origin,
      path: pageHref(address, page),
    }),
    ...paginationMeta(data.origin, { pathname: location.pathname, search: data.listSearch }, page, pageCount).filter(
      (tag) => !("rel" in tag && tag.rel === "canonical"),
    ),
    jsonLdMeta(breadcrumbJsonLd(data.origin, [{ name: "Home", path: "/" }, { name: category.name, path: `/category/${category.slug}` }])),
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, vendors, total, sort, city, page, pageCount, listSearch, notes, datesAndBudget, chips } = loaderData;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "loading";
  // A change of location, sort, chip or page of this category (docs/product/public-area.md#search: six placeholder cards).
  const loading = busy && navigation.location?.pathname === pathname;
  const filters = (idPrefix: string, className?: string) => (
    <CategoryFilters city={city} sort={sort} keep={loaderData.keep} idPrefix={idPrefix} className={className} />
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 md:px-6 md:py-10">
      <header className="flex flex-col gap-4 rounded-3xl bg-gradient-to-br from-brand-50 to-cream p-5 ring-1 md:p-8 ring-brand-100 md:flex-row md:items-center">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-brand-700 text-gold-300">
          <CategoryIcon icon={category.icon} className="size-8" />
        </span>
        <div className="flex-1">
          <h1 className="text-3xl font-bold text-brand-800">{category.name}</h1>
          <p className="mt-2 max-w-3xl text-muted">{category.description}</p>
        </div>
        <Badge variant="gold" className="self-start text-sm md:self-center">
          {total} providers available
        </Badge>
      </header>

      <div className="mb-4 mt-6 md:mt-8">
        {filters("category", "filters-inline flex flex-wrap items-center gap-4")}
        <PhoneFilters
          count={loaderData.phoneFilters.count}
          total={loading ? null : total}
          clearHref={loaderData.phoneFilters.clearHref}
          onClear={datesAndBudget.dates.length > 0 ? forgetEventDates : undefined}
        >
          {filters("sheet", "flex flex-col items-start gap-4")}
          <FilterChips links={chips} part="offered" />
        </PhoneFilters>
      </div>
      <div className="mb-8 space-y-2">
        {notes.length > 0 ? (
          <div role="status">
            <ul className="text-sm text-muted">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <FilterChips links={chips} />
        <RememberedDatesLink value={datesAndBudget} today={loaderData.today} />
      </div>

      <p role="status" aria-live="polite" className={loading ? "mb-4 text-sm font-semibold text-brand-800" : "sr-only"}>
        {loading ? "Searching..." : ""}
      </p>
      <div aria-busy={busy} className={busy && !loading ? "opacity-60 transition-opacity" : undefined}>
        {loading ? (
          <ResultsSkeleton />
        ) : vendors.length === 0 ? (
          <p className="rounded-3xl bg-white p-10 text-center text-muted ring-1 ring-brand-100">
            {chips.applied.length > 0
              ? "No vendors in this category match these filters: remove one to see more."
              : "No vendors found in this category yet."}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {vendors.map((vendor, index) => (
              <li key={vendor.id}>
                <VendorCard
                  vendor={vendor}
                  maxFeatures={LIST_CARD_FEATURES}
                  showFeaturedBadge
                  className="h-full"
                  headingLevel="h2"
                  priority={index === 0}
                  linkSearch={loaderData.cardSearch}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination address={{ pathname, search: listSearch }} page={page} pageCount={pageCount} />
      </div>
      {loaderData.popularTowns.length > 0 ? (
        <section aria-labelledby="popular-towns" className="mt-12">
          <h2 id="popular-towns" className="text-xl font-semibold text-brand-800">
            Popular towns
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {loaderData.popularTowns.map((town) => (
              <li key={town.slug}>
                <Link to={`/category/${category.slug}/${town.slug}`} className="inline-flex rounded-full border border-brand-100 bg-white px-4 py-2 text-sm hover:bg-brand-50">
                  {category.name} in {town.name} ({town.count})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}


export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const rootData = useRouteLoaderData<{ requestId: string | null }>("root");
  if (isPageNotFound(error)) return <PageNotFound firstPageHref={pageHref(location, 1)} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout title="Category Not Found" message="The category you are looking for does not exist.">
        <Button asChild>
          <Link to="/#categories">Browse All Categories</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage requestId={rootData?.requestId ?? undefined} />;
}
