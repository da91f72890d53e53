import { Info } from "lucide-react";
import { useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { HeroSearch } from "~/components/hero-search";
import { SearchEmptyState } from "~/components/search-empty-state";
import { SearchFilters } from "~/components/search-filters";
import { Button } from "~/components/ui/button";
import { VendorCard, VendorCardSkeleton } from "~/components/vendor-card";
import { getDatabase } from "~/db/client.server";
import { listCategories } from "~/modules/categories/categories.server";
import { recordSearchAppearances } from "~/modules/listing-stats/record-listing-activity.server";
import { parseSearchParams } from "~/modules/search/search-request";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";

/** Loading placeholder count (spec: public-area §9). */
const SKELETON_CARDS = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searchRequest = parseSearchParams(url.searchParams);
  const db = getDatabase();
  const hasInput = Boolean(searchRequest.query || searchRequest.location || searchRequest.coordinates);
  const [categories, result] = await Promise.all([
    listCategories(db),
    hasInput ? searchWithSuggestions(db, searchRequest) : null,
  ]);
  // Every listing shown counts as a search appearance (issue #9): the results of this page ("Load more" loads
  // the next one through this loader) and, when nothing matched, the similar vendors offered instead.
  if (result) await recordSearchAppearances(db, [...result.vendors, ...result.similar].map((vendor) => vendor.id), request);
  return { request: searchRequest, result, categories, search: url.search };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  const query = data?.request.query;
  const location = data?.result?.place?.name ?? data?.request.location;
  const what = [query, location && `in ${location}`].filter(Boolean).join(" ");
  return [{ title: `${what ? `${what} – ` : ""}Search vendors | Shaadi Vendors UK` }];
}

type Hit = NonNullable<Route.ComponentProps["loaderData"]["result"]>["vendors"][number];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { request, result, categories, search } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";
  const place = result?.place ?? null;
  const locationLabel = place?.name ?? request.location;
  const total = result?.total ?? 0;

  let heading = "Searching...";
  if (!loading) {
    heading = `${total} ${total === 1 ? "vendor" : "vendors"} found`;
    if (result?.matchedQuery) heading += ` for “${result.matchedQuery}”`;
    if (locationLabel) heading += ` in ${locationLabel}`;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:px-6">
      <div className="mb-8">
        <HeroSearch
          key={search}
          idPrefix="search"
          defaultQuery={request.query}
          defaultLocation={request.location}
          defaultCoordinates={request.coordinates}
        />
      </div>
      <div className="mb-6 space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-brand-800" aria-live="polite">
            {heading}
          </h1>
          {place && !loading ? (
            <span className="rounded-full bg-gold-100 px-3 py-0.5 text-sm font-semibold text-gold-700" data-testid="radius-marker">
              within {result?.radiusKm ?? request.radiusKm} km
            </span>
          ) : null}
        </div>
        {result && result.notes.length > 0 ? (
          <ul role="status" className="space-y-1">
            {result.notes.map((note) => (
              <li key={note} className="flex items-start gap-2 text-sm text-muted">
                <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" /> {note}
              </li>
            ))}
          </ul>
        ) : null}
        <SearchFilters request={request} sort={result?.sort ?? "relevance"} hasPlace={Boolean(place)} categories={categories} />
      </div>

      {loading ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <VendorCardSkeleton />
            </li>
          ))}
        </ul>
      ) : !result || result.vendors.length === 0 ? (
        <SearchEmptyState
          request={request}
          locationLabel={locationLabel}
          didYouMean={result?.didYouMean ?? []}
          alternatives={result?.alternatives ?? []}
          similar={result?.similar ?? []}
        />
      ) : (
        <Results key={search} first={result.vendors} total={result.total} search={search} offset={request.offset} />
      )}
    </div>
  );
}

/** The result grid with "Load more": with JavaScript the next page is appended in place; without, it is a link. */
function Results({ first, total, search, offset }: { first: Hit[]; total: number; search: string; offset: number }) {
  const fetcher = useFetcher<typeof loader>();
  const [more, setMore] = useState<Hit[]>([]);
  const [seenFetch, setSeenFetch] = useState<unknown>(null);
  // Append each fetched page once, during render, as React recommends for state derived from a new value.
  if (fetcher.data && fetcher.data !== seenFetch) {
    setSeenFetch(fetcher.data);
    setMore((current) => [...current, ...(fetcher.data?.result?.vendors ?? [])]);
  }
  const shown = [...first, ...more];
  const nextOffset = offset + shown.length;
  const params = new URLSearchParams(search);
  params.set("offset", String(nextOffset));
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((vendor) => (
          <li key={vendor.id}>
            <VendorCard
              vendor={vendor}
              maxFeatures={LIST_CARD_FEATURES}
              distanceKm={vendor.distanceKm}
              className="h-full"
              headingLevel="h2"
            />
          </li>
        ))}
      </ul>
      {nextOffset < total ? (
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <a
              href={`/search?${params}`}
              onClick={(event) => {
                event.preventDefault();
                fetcher.load(`/search?${params}`);
              }}
              aria-disabled={fetcher.state !== "idle"}
            >
              {fetcher.state !== "idle" ? "Loading..." : `Load more (${total - nextOffset} more)`}
            </a>
          </Button>
        </div>
      ) : null}
    </>
  );
}
