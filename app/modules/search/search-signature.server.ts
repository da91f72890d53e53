import { resolveSearchPlace } from "~/modules/search/search-place.server";
import type { SearchRequest } from "~/modules/search/search-request";
import { understandSearchQuery, type QueryTerm } from "~/modules/search/search-sql.server";

type SearchedFor = Pick<SearchRequest, "query" | "location" | "coordinates">;

/** A term as the search uses it: a word naming a kind of vendor by its category (unless a speciality), else its words. */
function termKey(term: QueryTerm): string {
  const what = term.categorySlug && !term.speciality ? `category:${term.categorySlug}` : `words:${[...term.matches].sort().join("|")}`;
  return JSON.stringify([what, term.required, term.minGuests, term.facet, term.eventType, term.phrase]);
}

/**
 * What a search looks for, whatever its wording (docs/product/public-area.md#search, "Did you mean"; decision 072):
 * the place it searches around (or the location text matched without one) and its terms as the search reads them
 * (a category word by its category, "photographer" and "photographers" alike; a guest count by its number; a facet by
 * its key; any other word by the words it matches), sorted and without repeats. Two requests with the same signature
 * list the same vendors. Input: the query, location and coordinates (dates and budget words already taken out).
 * Output: a string to compare. Pure (the gazetteer is in memory); throws nothing.
 */
export function searchSignature(request: SearchedFor): string {
  const { place, text, locationText } = resolveSearchPlace({ ...request, notes: [] });
  const terms = [...new Set(understandSearchQuery(text).terms.map(termKey))].sort();
  return JSON.stringify({ place: place ? [place.lat, place.lng] : null, locationText: locationText.toLowerCase(), terms });
}

/**
 * The 'Did you mean' terms that change what is searched (docs/product/public-area.md#search; decision 072): a term
 * whose search ({@link searchSignature}, with the request's location) is the one that ran only rewords the query
 * ("halal caterer 500 guests bradford" for "halal caterer for 500 guests near Bradford") and is dropped, and so is a
 * term that searches for the same as an earlier one. Input: the request that ran and its terms, best first. Output:
 * the terms kept, in order.
 */
export function termsThatChangeTheSearch(request: SearchedFor, terms: readonly string[]): string[] {
  const seen = new Set([searchSignature(request)]);
  return terms.filter((term) => {
    const signature = searchSignature({ ...request, query: term });
    if (seen.has(signature)) return false;
    seen.add(signature);
    return true;
  });
}
