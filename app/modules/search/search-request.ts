import { AppError } from "~/modules/errors/app-error";
import { PRICE_RANGES, type PriceRange } from "~/modules/vendors/vendor-format";
import { emptyFacetSelection, parseFacetParams, type FacetSelection } from "~/modules/search/facet-params";
import { parseDatesAndBudget, type DateMode } from "~/modules/search/dates-and-budget";
import type { EventType } from "~/modules/enquiries/enquiry-rules";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import type { Coordinates } from "~/modules/search/search-href";
import {
  DEFAULT_RADIUS_KM,
  MAX_SEARCH_OFFSET,
  MAX_SEARCH_PAGE,
  PAGE_NOT_FOUND_MESSAGE,
  RESULTS_PER_PAGE,
  SEARCH_RADII_KM,
  SEARCH_SORTS,
  type SearchSort,
} from "~/modules/search/search-options";

/** Longest query or location text kept; longer input is cut, never rejected (docs/product/public-area.md#search: bad input). */
export const MAX_SEARCH_TEXT = 200;
/** Most results one `/api/search` answer holds (docs/product/public-area.md#search, "Search result limit 50"). */
export const SEARCH_RESULT_LIMIT = 50;
export { DEFAULT_RADIUS_KM, MAX_SEARCH_OFFSET, MAX_SEARCH_PAGE, PAGE_NOT_FOUND_MESSAGE, RESULTS_PER_PAGE, SEARCH_RADII_KM, SEARCH_SORTS, type SearchSort };

export type SearchRequest = {
  query: string;
  location: string;
  /** Browser coordinates (e.g. "use my location"); take precedence over the location text. */
  coordinates: Coordinates | null;
  radiusKm: number;
  /** "distance" is honoured only when a place is known; otherwise relevance applies. */
  sort: SearchSort;
  categorySlug: string | null;
  priceRange: PriceRange | null;
  /** Attribute filters chosen with the chips (`facet`, `minCapacity`, `event`, `language`; docs/product/public-area.md#filters, decision 026). */
  filters: FacetSelection;
  /**
   * The couple's event dates (`dates`, UK days `YYYY-MM-DD`, sorted, at most MAX_SEARCH_DATES): only vendors
   * free on every one are listed, or on at least one when `dateMode` is 'any' (docs/product/public-area.md#dates-and-budget).
   */
  dates: string[];
  /** The event type the couple gave a date (`dates=2027-08-12:Mehndi`), by day; shown beside it, never a filter. */
  dateEventTypes: Partial<Record<string, EventType>>;
  dateMode: DateMode;
  /** The budget (`maxPrice`, whole pounds) in pence: vendors whose 'From' price is at most this; null for none. */
  maxPricePence: number | null;
  /** With a budget, whether vendors without prices are kept too ('Include vendors without prices'). */
  includeUnpriced: boolean;
  /** Results wanted: {@link RESULTS_PER_PAGE} on the search page, up to {@link SEARCH_RESULT_LIMIT} through the API. */
  limit: number;
  /** Results skipped before the first one returned. */
  offset: number;
  /** Notes on input that was ignored or adjusted, shown to the visitor (docs/product/public-area.md#search, bad input). */
  notes: string[];
};

/**
 * Trims, collapses whitespace, removes control characters and cuts to 200 characters (UTF-16 units),
 * never leaving half of an emoji or other surrogate pair at the cut.
 */
export function cleanSearchText(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_SEARCH_TEXT)
    .replace(/[\uD800-\uDBFF]$/, "")
    .trim();
}

/** The allowed radius nearest to `km` (ties go to the larger); non-numbers give the default 50 km. */
export function nearestRadius(km: number): number {
  if (!Number.isFinite(km)) return DEFAULT_RADIUS_KM;
  return SEARCH_RADII_KM.reduce((best, option) => (Math.abs(option - km) <= Math.abs(best - km) ? option : best));
}

/** A coordinate parameter as a finite number, or null ("abc", "Infinity"); plain code, so the browser needs no zod. */
function finiteNumber(value: string): number | null {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * The page number a listing URL's `page` parameter names (search and category pages; decision 023).
 * Input: the parameter's value, null when absent. Output: 1 when absent; the number when the value is plain
 * digits worth at least 1 ("2", "02"); null for anything else ("0", "-1", "abc", "2.5", "", "1e3", a number
 * too large to be exact), which the page answers with a 404 ({@link pageNotFound}). docs/product/public-area.md#pagination, bad input.
 */
export function parsePageNumber(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^\d{1,15}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/**
 * How many pages `total` results fill, {@link RESULTS_PER_PAGE} to a page: at least 1 (an empty list still has
 * its first page, which says so) and at most `maxPage` (the search page stops at {@link MAX_SEARCH_PAGE}).
 */
export function pageCountFor(total: number, maxPage = Number.POSITIVE_INFINITY): number {
  return Math.min(Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)), maxPage);
}

/** The error for a page number that is not a page of the list: AppError `not_found` (404), {@link PAGE_NOT_FOUND_MESSAGE}. */
export function pageNotFound(): AppError {
  return new AppError("not_found", PAGE_NOT_FOUND_MESSAGE);
}

/**
 * Reads a search request from query parameters `q`, `location`, `lat`, `lng`, `radius`, `sort`,
 * `category`, `price`, `page`, the attribute filters (`facet`, `minCapacity`, `event`, `language`: see
 * `parseFacetParams`) and the dates and budget (`dates`, `dateMode`, `maxPrice`, `includeUnpriced`: see
 * `parseDatesAndBudget`, judged against `today`, the UK day of the app clock by default), whose notes join the
 * request's. Never fails: text is cleaned ({@link cleanSearchText}); a radius
 * outside 10/25/50/100 becomes the nearest allowed; coordinates that are missing a half, non-numeric
 * or out of range are ignored with a note; unknown sorts, categories or prices are ignored.
 * The page gives `limit` {@link RESULTS_PER_PAGE} and its `offset`; a page that {@link parsePageNumber} refuses
 * reads as page 1 and one past {@link MAX_SEARCH_PAGE} as that page: the route answers those with a 404 first.
 * docs/product/public-area.md#search (defaults and bad input); docs/product/public-area.md#pagination (pages).
 */
export function parseSearchParams(params: URLSearchParams, today: string = ukDay(now())): SearchRequest {
  const notes: string[] = [];
  const rawLat = params.get("lat");
  const rawLng = params.get("lng");
  let coordinates: Coordinates | null = null;
  if (rawLat !== null || rawLng !== null) {
    const lat = finiteNumber(rawLat ?? "");
    const lng = finiteNumber(rawLng ?? "");
    const valid = rawLat?.trim() && rawLng?.trim() && lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    if (valid) coordinates = { lat, lng };
    else notes.push("The coordinates in the link were not valid, so they were ignored.");
  }

  const rawRadius = params.get("radius");
  let radiusKm = DEFAULT_RADIUS_KM;
  if (rawRadius !== null && rawRadius.trim() !== "") {
    const parsed = Number(rawRadius);
    radiusKm = nearestRadius(parsed);
    if (Number.isFinite(parsed) && parsed !== radiusKm) notes.push(`Radius set to ${radiusKm} km, the nearest option.`);
  }

  const rawSort = params.get("sort");
  const sort: SearchSort = (SEARCH_SORTS as readonly string[]).includes(rawSort ?? "") ? (rawSort as SearchSort) : "relevance";
  const rawCategory = params.get("category")?.trim().toLowerCase() ?? "";
  const rawPrice = params.get("price")?.trim() ?? "";
  const page = Math.min(parsePageNumber(params.get("page")) ?? 1, MAX_SEARCH_PAGE);
  const filters = parseFacetParams(params);
  notes.push(...filters.notes);
  const datesAndBudget = parseDatesAndBudget(params, today);
  notes.push(...datesAndBudget.notes);

  return {
    query: cleanSearchText(params.get("q")),
    location: cleanSearchText(params.get("location")),
    coordinates,
    radiusKm,
    sort,
    categorySlug: /^[a-z0-9-]{1,80}$/.test(rawCategory) ? rawCategory : null,
    priceRange: (PRICE_RANGES as readonly string[]).includes(rawPrice) ? (rawPrice as PriceRange) : null,
    filters: filters.selection,
    ...datesAndBudget.value,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
    notes,
  };
}

/**
 * The empty-state title for a search with no results (docs/product/public-area.md#search, Search results):
 * both → 'No {query} found in {location}', location only → 'No vendors found in {location}',
 * query only → 'No vendors found for {query}', neither → 'No vendors found'.
 */
export function emptyResultsTitle(query: string, location: string): string {
  if (query && location) return `No ${query} found in ${location}`;
  if (location) return `No vendors found in ${location}`;
  if (query) return `No vendors found for ${query}`;
  return "No vendors found";
}

/** A complete request from a few fields, with the defaults of {@link parseSearchParams} (the first page) for the rest. */
export function makeSearchRequest(fields: Partial<SearchRequest> = {}): SearchRequest {
  return {
    query: "",
    location: "",
    coordinates: null,
    radiusKm: DEFAULT_RADIUS_KM,
    sort: "relevance",
    categorySlug: null,
    priceRange: null,
    filters: emptyFacetSelection(),
    dates: [],
    dateEventTypes: {},
    dateMode: "all",
    maxPricePence: null,
    includeUnpriced: false,
    limit: RESULTS_PER_PAGE,
    offset: 0,
    notes: [],
    ...fields,
  };
}
