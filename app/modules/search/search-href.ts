// The hero's and header's search link, apart from the request parser (search-request.ts) so the home page's code
// does not carry the parsing of filters, dates and budgets it never reads (decision 076).

export type Coordinates = { lat: number; lng: number };

/**
 * The `/search` URL for a hero or header search, with only the filled-in, trimmed fields;
 * undefined when both are blank, meaning "do nothing" (docs/product/public-area.md#search).
 * Coordinates from the current-location button travel as `lat`/`lng`.
 */
export function buildSearchHref(query: string, location: string, coordinates?: Coordinates | null): string | undefined {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (location.trim()) params.set("location", location.trim());
  if (coordinates) {
    params.set("lat", coordinates.lat.toFixed(5));
    params.set("lng", coordinates.lng.toFixed(5));
  }
  const search = params.toString();
  return query.trim() || location.trim() ? `/search?${search}` : undefined;
}
