import { Link, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/category-town";
import { isPageNotFound, pageHref, Pagination, paginationMeta } from "~/components/pagination";
import { PageNotFound, StatusLayout, UnexpectedErrorPage } from "~/components/lazy-status-pages";
import { Button } from "~/components/ui/button";
import { VendorCard } from "~/components/vendor-card";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getCategoryBySlug } from "~/modules/categories/categories.server";
import { cityIntro } from "~/modules/city-pages/city-intro";
import { loadCityPage } from "~/modules/city-pages/city-vendors.server";
import { findTown } from "~/modules/city-pages/town-places.server";
import { AppError } from "~/modules/errors/app-error";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { pageUrlOf } from "~/modules/http/page-url.server";
import { recordSearchAppearances } from "~/modules/listing-stats/record-listing-activity.server";
import { pageCountFor, pageNotFound, parsePageNumber, RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { breadcrumbJsonLd, jsonLdMeta } from "~/modules/seo/json-ld";
import { pageMeta } from "~/modules/seo/page-meta";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import { FilterChips } from "~/components/filter-chips";
import { RememberedDatesLink } from "~/components/remembered-dates-link";
import { emptyFacetSelection } from "~/modules/search/facet-params";
import { filterLinks } from "~/modules/search/filter-chips";
import { dateAndBudgetChips } from "~/modules/search/date-budget-chips";
import { datesAndBudgetParams, datesQuery, parseDatesAndBudget } from "~/modules/search/dates-and-budget";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// GET /category/:slug/:town, a city landing page (docs/product/public-area.md#city-pages: "City landing pages"; decision 035): the
// category's vendors around one town, an intro from real counts, and links to the towns nearby.

/** The 404's message when the town is unknown or has none of the category's vendors around it. */
const NO_TOWN_PAGE = "There is no page for this town in this category.";

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = getDatabase();
  const category = await getCategoryBySlug(db, params.slug).catch((error: unknown) => throwRouteError(error));
  const town = findTown(params.town);
  if (!town) throwRouteError(new AppError("not_found", NO_TOWN_PAGE));
  // The page's address, also for a client-side navigation's data request: its links are written from it.
  const url = pageUrlOf(request);
  // Decision 023: only the pages the links name exist.
  const page = parsePageNumber(url.searchParams.get("page"));
  if (page === null) throwRouteError(pageNotFound());
  // docs/product/public-area.md#dates-and-budget: with the couple's dates and budget, only the vendors that fit them.
  const today = ukDay(now());
  const datesAndBudget = parseDatesAndBudget(url.searchParams, today);
  const found = await loadCityPage(db, {
    categoryId: category.id,
    town,
    datesAndBudget: datesAndBudget.value,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
  });
  // A town with vendors is a page whatever the dates; one none of whom is free lists none and says so.
  if (found.total === 0) throwRouteError(new AppError("not_found", NO_TOWN_PAGE));
  const pageCount = pageCountFor(found.listed);
  if (page > pageCount) throwRouteError(pageNotFound());
  // docs/product/vendor-journey-and-portal.md#statistics: a listing shown on a listing page is a search appearance.
  await recordSearchAppearances(db, found.vendors.map((vendor) => vendor.id), request);
  return {
    category: { name: category.name, slug: category.slug },
    town: { name: town.name, slug: town.slug, radiusKm: town.radiusKm },
    vendors: found.vendors,
    total: found.total,
    listed: found.listed,
    datesAndBudget: datesAndBudget.value,
    notes: datesAndBudget.notes,
    // The chips of the link's dates and budget, made here so the parsers stay on the server (decision 076).
    chips: filterLinks(url.pathname, url.search, [], emptyFacetSelection(), dateAndBudgetChips(url.pathname, url.search, datesAndBudget.value)),
    // The page links keep the dates and budget; the vendor links keep the dates.
    listSearch: datesAndBudgetParams(datesAndBudget.value).toString(),
    cardSearch: datesQuery(datesAndBudget.value),
    today,
    inTown: found.inTown,
    nearby: found.nearby,
    intro: cityIntro({
      categoryName: category.name,
      townName: town.name,
      radiusKm: town.radiusKm,
      total: found.total,
      inTown: found.inTown,
      topFacet: found.topFacet,
      nearby: found.nearby,
    }),
    page,
    pageCount,
    origin: getConfig().publicUrl,
  };
}

export function meta({ loaderData: data, location, error }: Route.MetaArgs) {
  if (!data) return [{ title: `${isPageNotFound(error) ? "Page" : "Town"} Not Found | Shaadi Vendors UK` }];
  const { category, town, page, pageCount, total, inTown } = data;
  const address = { pathname: location.pathname, search: "" };
  const heading = `${category.name} in ${town.name}`;
  return [
    ...pageMeta({
      title: `${heading}${page > 1 ? ` – Page ${page}` : ""}`,
      description: `${page > 1 ? `Page ${page} of ${pageCount}. ` : ""}${total} ${category.name.toLowerCase()} for South Asian weddings within ${town.radiusKm} km of ${town.name}, ${inTown} in ${town.name} itself. Compare prices, photos and reviews, and send an enquiry.`,
      origin: data.origin,
      path: pageHref(address, page),
    }),
    ...paginationMeta(data.origin, address, page, pageCount).filter((tag) => !("rel" in tag && tag.rel === "canonical")),
    jsonLdMeta(
      breadcrumbJsonLd(data.origin, [
        { name: "Home", path: "/" },
        { name: category.name, path: `/category/${category.slug}` },
        { name: town.name, path: `/category/${category.slug}/${town.slug}` },
      ]),
    ),
  ];
}

export default function CategoryTownPage({ loaderData }: Route.ComponentProps) {
  const { category, town, vendors, listed, nearby, intro, page, pageCount, datesAndBudget, notes, chips } = loaderData;
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="underline-offset-2 hover:underline">
              Home
            </Link>{" "}
            <span aria-hidden="true">›</span>
          </li>
          <li>
            <Link to={`/category/${category.slug}`} className="underline-offset-2 hover:underline">
              {category.name}
            </Link>{" "}
            <span aria-hidden="true">›</span>
          </li>
          <li aria-current="page">{town.name}</li>
        </ol>
      </nav>
      <header className="rounded-3xl bg-gradient-to-br from-brand-50 to-cream p-8 ring-1 ring-brand-100">
        <h1 className="text-3xl font-bold text-brand-800">
          {category.name} in {town.name}
        </h1>
        <p className="mt-2 max-w-3xl text-muted">{intro}</p>
      </header>

      <p className="mb-4 mt-8 text-sm text-muted">
        {listed} {listed === 1 ? "vendor" : "vendors"} within {town.radiusKm} km
        {chips.applied.length > 0 ? " that fit your dates and budget" : ""}
      </p>
      <div className="mb-6 space-y-2">
        {notes.length > 0 ? (
          <ul role="status" className="text-sm text-muted">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        <FilterChips links={chips} />
        <RememberedDatesLink value={datesAndBudget} today={loaderData.today} />
      </div>
      {vendors.length === 0 ? (
        <p className="rounded-3xl bg-white p-10 text-center text-muted ring-1 ring-brand-100">
          No vendors here match your dates and budget: remove one to see more.
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
      <Pagination address={{ pathname, search: loaderData.listSearch }} page={page} pageCount={pageCount} />

      {nearby.length > 0 ? (
        <section aria-labelledby="nearby-towns" className="mt-12">
          <h2 id="nearby-towns" className="text-xl font-semibold text-brand-800">
            {category.name} in nearby towns
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {nearby.map((other) => (
              <li key={other.slug}>
                <Link
                  to={`/category/${category.slug}/${other.slug}`}
                  className="inline-flex rounded-full border border-brand-100 bg-white px-4 py-2 text-sm hover:bg-brand-50"
                >
                  {other.name} ({other.count})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}


export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const rootData = useRouteLoaderData<{ requestId: string | null }>("root");
  if (isPageNotFound(error)) return <PageNotFound firstPageHref={pageHref(location, 1)} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const noTownPage = error.data === NO_TOWN_PAGE;
    return (
      <StatusLayout code="404" title={noTownPage ? "Town Not Found" : "Category Not Found"} message={noTownPage ? NO_TOWN_PAGE : "The category you are looking for does not exist."}>
        <Button asChild>
          <Link to={noTownPage ? `/category/${params.slug}` : "/#categories"}>{noTownPage ? "See the whole category" : "Browse All Categories"}</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage requestId={rootData?.requestId ?? undefined} />;
}
