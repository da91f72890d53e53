import type { Database } from "~/db/client.server";
import { getDidYouMeanSuggestions } from "~/modules/search/did-you-mean.server";
import { getNearbyAlternatives, type NearbyAlternative } from "~/modules/search/nearby-alternatives.server";
import type { SearchRequest } from "~/modules/search/search-request";
import { searchVendors, type SearchResult } from "~/modules/search/search-vendors.server";
import { getSimilarVendors } from "~/modules/search/similar-vendors.server";
import { logError } from "~/modules/logging/logger.server";
import { applyDateAndBudgetWords } from "~/modules/search/date-budget-words";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

export type SearchPageData = SearchResult & {
  didYouMean: string[];
  alternatives: NearbyAlternative[];
  similar: Awaited<ReturnType<typeof getSimilarVendors>>;
};

/**
 * A search with what the page shows around its results (docs/product/public-area.md#search, "Search with empty
 * results"): when nothing matched, 'did you mean' terms if there is a query, nearby-area alternatives,
 * and similar vendors if there is both a query and a location. When only part of the query matched
 * (`partialMatch`, docs/product/public-area.md#search), 'did you mean' terms too, since a misspelt word is the usual reason
 * ("makup artist"). A failure of those extras gives empty lists (docs/product/public-area.md#search); a failure of the search itself is thrown.
 * The extras look for the query's words without its dates and budget, and keep those as filters
 * (docs/product/public-area.md#dates-and-budget).
 * Input: a cleaned {@link SearchRequest} and the UK day today (the app clock's by default). Output: {@link SearchPageData}.
 */
export async function searchWithSuggestions(db: Database, asked: SearchRequest, today: string = ukDay(now())): Promise<SearchPageData> {
  const result = await searchVendors(db, asked, today);
  const request = applyDateAndBudgetWords(asked, today).request;
  const nothingAsked = !request.query && !request.location && !request.coordinates;
  if ((result.total > 0 && !result.partialMatch) || nothingAsked) {
    return { ...result, didYouMean: [], alternatives: [], similar: [] };
  }
  // docs/product/public-area.md#search: a failed suggestion list is an empty list, not a failed page; the failure is still logged.
  const empty = <T>(promise: Promise<T[]>) =>
    promise.catch((error: unknown): T[] => {
      logError("Search suggestions failed:", error);
      return [];
    });
  if (result.total > 0) {
    const didYouMean = request.query ? await empty(getDidYouMeanSuggestions(db, request.query)) : [];
    return { ...result, didYouMean, alternatives: [], similar: [] };
  }
  const [didYouMean, alternatives, similar] = await Promise.all([
    request.query ? empty(getDidYouMeanSuggestions(db, request.query)) : Promise.resolve([]),
    result.place || request.location ? empty(getNearbyAlternatives(db, request)) : Promise.resolve([]),
    request.query && (request.location || request.coordinates || result.place) ? empty(getSimilarVendors(db, request)) : Promise.resolve([]),
  ]);
  return { ...result, didYouMean, alternatives, similar };
}
