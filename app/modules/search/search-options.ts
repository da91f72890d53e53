// The search and list pages' fixed options and page sizes, without the request parser of search-request.ts (which
// re-exports them): what the browser's filters and pagination need (decision 076).

/** Furthest into a result list a search may reach (rows skipped): deep pages cost a scan of every row before them. */
export const MAX_SEARCH_OFFSET = 1000;
/** Vendors on one page of the search and category pages (docs/product/public-area.md#pagination; decision 023). */
export const RESULTS_PER_PAGE = 24;
/** Last search page: the one that starts at or before {@link MAX_SEARCH_OFFSET} (page 42 starts at row 984). */
export const MAX_SEARCH_PAGE = Math.floor(MAX_SEARCH_OFFSET / RESULTS_PER_PAGE) + 1;
/** What the 404 of a page number that is not a page of the list says (decision 023). */
export const PAGE_NOT_FOUND_MESSAGE = "There is no such page of results.";
/** Radius options in km and the default (docs/product/public-area.md#search). */
export const SEARCH_RADII_KM = [10, 25, 50, 100] as const;
export const DEFAULT_RADIUS_KM = 50;
export const SEARCH_SORTS = ["relevance", "name", "distance", "price-asc", "price-desc"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
