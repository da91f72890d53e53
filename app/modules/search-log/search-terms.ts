// How a search is written into the search log (docs/product/admin.md#insights; decision 088): the words as a couple
// typed them, made comparable (case, spacing) so the same search counts as one row, and nothing else.

/** The longest query or place kept, in characters (the `search_query_days` check allows 100). */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** One search as the log keeps it: query and place normalised ('' for none), category slug ('' for all). */
export type LoggedSearch = { query: string; place: string; categorySlug: string };

/**
 * A query or place as logged: trimmed, lower case, runs of white space made one space, at most
 * {@link MAX_SEARCH_TERM_LENGTH} characters (cut by code point, so a character is never split, then trimmed again).
 * Input: the text as sent, or null/undefined. Output: the normalised text, '' for none.
 */
export function normaliseSearchTerm(text: string | null | undefined): string {
  const collapsed = (text ?? "").trim().toLowerCase().replace(/\s+/g, " ");
  return Array.from(collapsed).slice(0, MAX_SEARCH_TERM_LENGTH).join("").trimEnd();
}

/**
 * The search a results page ran, as logged, or null when it had neither a query nor a place (a page of chips or
 * dates alone is browsing, not a search the directory could fail to answer). Input: the query, the place and the
 * category slug as the page read them. Output: {@link LoggedSearch} or null.
 */
export function loggedSearchOf(input: { query?: string | null; place?: string | null; categorySlug?: string | null }): LoggedSearch | null {
  const query = normaliseSearchTerm(input.query);
  const place = normaliseSearchTerm(input.place);
  if (!query && !place) return null;
  return { query, place, categorySlug: (input.categorySlug ?? "").trim().toLowerCase() };
}
