import { z } from "zod";

/** Longest query or location text kept; longer input is cut, never rejected (issue #2, bad input). */
export const MAX_SEARCH_TEXT = 200;
/** Search result limit (spec: public-area §9). */
export const SEARCH_RESULT_LIMIT = 50;
export const SEARCH_SORTS = ["relevance", "name"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export type SearchRequest = {
  query: string;
  location: string;
  sort: SearchSort;
  limit: number;
};

const text = z
  .string()
  .nullish()
  .transform((value) =>
    (value ?? "")
      // Control characters carry no meaning in a search and upset logs.
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_SEARCH_TEXT)
      .trim(),
  );

const schema = z.object({
  q: text,
  location: text,
  sort: z
    .string()
    .nullish()
    .transform((value): SearchSort => (value === "name" ? "name" : "relevance")),
});

/**
 * Reads a search request from `/search` query parameters `q`, `location`, `sort`.
 * Never fails: text is trimmed, whitespace collapsed and cut to 200 characters; an unknown sort is "relevance".
 * Spec: public-area §3 (search request defaults), §5 (trimmed text).
 */
export function parseSearchParams(params: URLSearchParams): SearchRequest {
  const parsed = schema.parse({ q: params.get("q"), location: params.get("location"), sort: params.get("sort") });
  return { query: parsed.q, location: parsed.location, sort: parsed.sort, limit: SEARCH_RESULT_LIMIT };
}

/**
 * The `/search` URL for a hero or header search, with only the filled-in, trimmed fields;
 * undefined when both are blank, meaning "do nothing" (spec: public-area §2 Home, §5).
 */
export function buildSearchHref(query: string, location: string): string | undefined {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (location.trim()) params.set("location", location.trim());
  const search = params.toString();
  return search ? `/search?${search}` : undefined;
}

/**
 * The empty-state title for a search with no results (spec: public-area §2, Search results):
 * both → 'No {query} found in {location}', location only → 'No vendors found in {location}',
 * query only → 'No vendors found for {query}', neither → 'No vendors found'.
 */
export function emptyResultsTitle(query: string, location: string): string {
  if (query && location) return `No ${query} found in ${location}`;
  if (location) return `No vendors found in ${location}`;
  if (query) return `No vendors found for ${query}`;
  return "No vendors found";
}
