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
import type { QueryCorrection } from "~/modules/search/query-correction";
import { correctQuery } from "~/modules/search/spelling-correction.server";
import { termsThatChangeTheSearch } from "~/modules/search/search-signature.server";

export type SearchPageData = SearchResult & {
  /** The corrected query whose results these are, when the query as typed found nothing; else null. */
  correction: QueryCorrection | null;
  didYouMean: string[];
  alternatives: NearbyAlternative[];
  similar: Awaited<ReturnType<typeof getSimilarVendors>>;
};

/** Options of {@link searchWithSuggestions}. */
export type SearchOptions = {
  /** Whether a query that finds nothing may be answered with its spelling corrected (off with `spell=off`); default true. */
  spell?: boolean;
};

/**
 * A search with what the page shows around its results (docs/product/public-area.md#search, "Search with empty
 * results" and "Spelling correction"; decision 072). When the query as typed found nothing and correcting its
 * misspelt words ({@link correctQuery}) finds vendors, those are the results, with `correction` saying what was
 * searched instead and nothing else offered; `spell: false` turns that off. Otherwise, when nothing matched:
 * 'did you mean' terms if there is a query, nearby-area alternatives, and similar vendors if there is both a query
 * and a location. When only part of the query matched (`partialMatch`, docs/product/public-area.md#search), 'did you
 * mean' terms too, since a misspelt word is the usual reason ("makup artist"). 'Did you mean' keeps only the terms
 * that change what is searched ({@link termsThatChangeTheSearch}): never a rewording of the query. A failure of the
 * correction or of those extras gives none of them (docs/product/public-area.md#search); a failure of the search
 * itself is thrown. The extras look for the query's words without its dates and budget, and keep those as filters
 * (docs/product/public-area.md#dates-and-budget).
 * Input: a cleaned {@link SearchRequest}, the UK day today (the app clock's by default) and {@link SearchOptions}.
 * Output: {@link SearchPageData}.
 */
export async function searchWithSuggestions(
  db: Database,
  asked: SearchRequest,
  today: string = ukDay(now()),
  options: SearchOptions = {},
): Promise<SearchPageData> {
  const result = await searchVendors(db, asked, today);
  const request = applyDateAndBudgetWords(asked, today).request;
  const nothingAsked = !request.query && !request.location && !request.coordinates;
  // docs/product/public-area.md#search: a failed suggestion list is an empty list, not a failed page; the failure is still logged.
  const empty = <T>(promise: Promise<T[]>) =>
    promise.catch((error: unknown): T[] => {
      logError("Search suggestions failed:", error);
      return [];
    });
  if (result.total === 0 && request.query && options.spell !== false) {
    const corrected = await searchCorrected(db, asked, request.query, today);
    if (corrected) return { ...corrected, didYouMean: [], alternatives: [], similar: [] };
  }
  if ((result.total > 0 && !result.partialMatch) || nothingAsked) {
    return { ...result, correction: null, didYouMean: [], alternatives: [], similar: [] };
  }
  const didYouMeanFor = async (query: string) => termsThatChangeTheSearch(request, await getDidYouMeanSuggestions(db, query));
  if (result.total > 0) {
    const didYouMean = request.query ? await empty(didYouMeanFor(request.query)) : [];
    return { ...result, correction: null, didYouMean, alternatives: [], similar: [] };
  }
  const [didYouMean, alternatives, similar] = await Promise.all([
    request.query ? empty(didYouMeanFor(request.query)) : Promise.resolve([]),
    result.place || request.location ? empty(getNearbyAlternatives(db, request)) : Promise.resolve([]),
    request.query && (request.location || request.coordinates || result.place) ? empty(getSimilarVendors(db, request)) : Promise.resolve([]),
  ]);
  return { ...result, correction: null, didYouMean, alternatives, similar };
}

/**
 * The search for the query with its spelling corrected, when that finds vendors; null when no word is misspelt, the
 * corrected query finds nothing too, or either step fails (logged: the page then shows the empty state).
 * `words` is the query without its dates and budget, where misspellings are looked for.
 */
async function searchCorrected(
  db: Database,
  asked: SearchRequest,
  words: string,
  today: string,
): Promise<(SearchResult & { correction: QueryCorrection }) | null> {
  try {
    const correction = await correctQuery(db, asked.query, words);
    if (!correction) return null;
    const result = await searchVendors(db, { ...asked, query: correction.query }, today);
    return result.total > 0 ? { ...result, correction } : null;
  } catch (error) {
    logError("Search spelling correction failed:", error);
    return null;
  }
}
