import { Form, Link, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/search";
import { HeroSearch } from "~/components/hero-search";
import { VendorCard, VendorCardSkeleton } from "~/components/vendor-card";
import { getDatabase } from "~/db/client.server";
import { emptyResultsTitle, parseSearchParams } from "~/modules/search/search-request";
import { searchVendors } from "~/modules/search/search-vendors.server";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";

/** Loading placeholder count (spec: public-area §9). */
const SKELETON_CARDS = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const searchRequest = parseSearchParams(new URL(request.url).searchParams);
  const hasInput = Boolean(searchRequest.query || searchRequest.location);
  const result = hasInput ? await searchVendors(getDatabase(), searchRequest) : { vendors: [], total: 0 };
  return { request: searchRequest, ...result };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  const query = data?.request.query;
  const location = data?.request.location;
  const what = [query, location && `in ${location}`].filter(Boolean).join(" ");
  return [{ title: `${what ? `${what} – ` : ""}Search vendors | Shaadi Vendors UK` }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { request, vendors, total } = loaderData;
  const navigation = useNavigation();
  const submit = useSubmit();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";

  const heading = loading
    ? "Searching..."
    : `${total} ${total === 1 ? "vendor" : "vendors"} found${request.query ? ` for “${request.query}”` : ""}${
        request.location ? ` in ${request.location}` : ""
      }`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6">
      <div className="mb-8">
        <HeroSearch key={`${request.query}|${request.location}`} defaultQuery={request.query} defaultLocation={request.location} />
      </div>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-800" aria-live="polite">
          {heading}
        </h1>
        <Form method="get" className="flex items-center gap-2" onChange={(event) => void submit(event.currentTarget)}>
          {request.query ? <input type="hidden" name="q" value={request.query} /> : null}
          {request.location ? <input type="hidden" name="location" value={request.location} /> : null}
          <label htmlFor="search-sort" className="text-sm font-medium">
            Sort by
          </label>
          <select
            id="search-sort"
            name="sort"
            defaultValue={request.sort}
            key={request.sort}
            className="h-10 rounded-full border border-brand-100 bg-white px-3 text-sm"
          >
            <option value="relevance">Relevance</option>
            <option value="name">Name (A-Z)</option>
          </select>
          <noscript>
            <button type="submit" className="h-10 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">
              Apply
            </button>
          </noscript>
        </Form>
      </div>

      {loading ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <VendorCardSkeleton />
            </li>
          ))}
        </ul>
      ) : vendors.length === 0 ? (
        <div className="rounded-3xl bg-white p-10 text-center ring-1 ring-brand-100">
          <h2 className="text-2xl font-bold text-ink">{emptyResultsTitle(request.query, request.location)}</h2>
          <p className="mt-3 text-muted">Try a different word, a nearby town, or browse every category.</p>
          <Link to="/#categories" className="mt-6 inline-block font-semibold text-brand-700 underline">
            Browse All Categories
          </Link>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {vendors.map((vendor) => (
            <li key={vendor.id}>
              <VendorCard vendor={vendor} maxFeatures={LIST_CARD_FEATURES} className="h-full" headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
