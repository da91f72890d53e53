import { z } from "zod";
import { AppError } from "~/modules/errors/app-error";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";
import { FACET_KEYS, MAX_CAPACITY, VENDOR_LANGUAGES } from "~/modules/search/attribute-words";
import { EVENT_TYPES } from "~/modules/enquiries/enquiry-rules";
import {
  eventTypeFromParam,
  FACET_PARAMS,
  languageFromParam,
  MAX_FILTER_VALUES,
  parseFacetParams,
  type FacetSelection,
} from "~/modules/search/facet-params";
import {
  cleanSearchText,
  DEFAULT_RADIUS_KM,
  MAX_SEARCH_OFFSET,
  makeSearchRequest,
  nearestRadius,
  SEARCH_RESULT_LIMIT,
  SEARCH_SORTS,
  type SearchRequest,
} from "~/modules/search/search-request";

/** Search answers change only when listings do; a minute of caching absorbs bursts (docs/api.md). */
export const SEARCH_MAX_AGE_SECONDS = 60;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const optionalText = z.string().optional().transform((value) => cleanSearchText(value));
const decimal = (name: string, limit: number) =>
  z
    .string()
    .trim()
    .regex(DECIMAL, `${name} must be a number between -${limit} and ${limit}`)
    .transform(Number)
    .pipe(z.number().min(-limit, `${name} must be a number between -${limit} and ${limit}`).max(limit, `${name} must be a number between -${limit} and ${limit}`))
    .optional();

/** Query parameters of `GET /api/search` (the parameters of `/search`, strictly checked). */
export const searchApiQuery = z
  .object({
    q: optionalText,
    location: optionalText,
    lat: decimal("lat", 90),
    lng: decimal("lng", 180),
    radius: z
      .string()
      .trim()
      .regex(DECIMAL, "radius must be a number of km (10, 25, 50 or 100)")
      .transform((value) => nearestRadius(Number(value)))
      .optional(),
    sort: z.enum(SEARCH_SORTS, { error: "sort must be relevance, name or distance" }).optional(),
    category: z.string().regex(/^[a-z0-9-]{1,80}$/, "category must be a category slug").optional(),
    price: z.enum(PRICE_RANGES, { error: "price must be £, ££, £££ or ££££" }).optional(),
    limit: z.coerce.number({ error: "limit must be a whole number" }).int("limit must be a whole number").min(1).max(SEARCH_RESULT_LIMIT, `limit must be at most ${SEARCH_RESULT_LIMIT}`).optional(),
    offset: z.coerce.number({ error: "offset must be a whole number" }).int("offset must be a whole number").min(0).max(MAX_SEARCH_OFFSET, `offset must be at most ${MAX_SEARCH_OFFSET}`).optional(),
  })
  .refine((value) => (value.lat === undefined) === (value.lng === undefined), { message: "lat and lng must be given together" });

/**
 * The attribute filters of an API request, strictly checked (docs/api.md): the page ignores what it does not know
 * with a note, an API client is told. Input: the query parameters. Output: the selection. Throws AppError `invalid`
 * naming the first unknown `facet`, `event` or `language` value, more than {@link MAX_FILTER_VALUES} values, or a
 * `minCapacity` that is not a whole number from 1 to {@link MAX_CAPACITY}. docs/product/public-area.md#filters ("the same filters in /api/search").
 */
function parseApiFilters(params: URLSearchParams): FacetSelection {
  const known: Record<string, { valid: (value: string) => boolean; list: readonly string[] }> = {
    [FACET_PARAMS.facet]: { valid: (value) => (FACET_KEYS as readonly string[]).includes(value.toLowerCase()), list: FACET_KEYS },
    [FACET_PARAMS.event]: { valid: (value) => eventTypeFromParam(value) !== undefined, list: EVENT_TYPES },
    [FACET_PARAMS.language]: { valid: (value) => languageFromParam(value) !== undefined, list: VENDOR_LANGUAGES },
  };
  let values = 0;
  for (const [name, raw] of params) {
    const rule = known[name];
    if (!rule) continue;
    for (const value of raw.split(",").map((piece) => piece.trim()).filter(Boolean)) {
      values += 1;
      if (!rule.valid(value)) throw new AppError("invalid", `${name}: unknown value "${value.slice(0, 40)}" (one of ${rule.list.join(", ")})`);
    }
  }
  if (values > MAX_FILTER_VALUES) throw new AppError("invalid", `At most ${MAX_FILTER_VALUES} facet, event and language values may be given`);
  const capacity = params.get(FACET_PARAMS.minCapacity);
  if (capacity !== null && !(/^\d{1,5}$/.test(capacity.trim()) && Number(capacity) >= 1 && Number(capacity) <= MAX_CAPACITY)) {
    throw new AppError("invalid", `minCapacity: must be a whole number of guests from 1 to ${MAX_CAPACITY}`);
  }
  return parseFacetParams(params).selection;
}

/**
 * Parses `GET /api/search` parameters into a {@link SearchRequest}, the attribute filters included
 * (`facet`, `minCapacity`, `event`, `language`; docs/product/public-area.md#filters).
 * Output: the request. Throws AppError `invalid` (400) whose message names the first bad parameter.
 */
export function parseSearchApiParams(params: URLSearchParams): SearchRequest {
  const raw = Object.fromEntries([...params.keys()].map((key) => [key, params.get(key) ?? undefined]));
  const parsed = searchApiQuery.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid", issue ? `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` : "Invalid parameters");
  }
  const value = parsed.data;
  const filters = parseApiFilters(params);
  return makeSearchRequest({
    query: value.q,
    location: value.location,
    coordinates: value.lat !== undefined && value.lng !== undefined ? { lat: value.lat, lng: value.lng } : null,
    radiusKm: value.radius ?? DEFAULT_RADIUS_KM,
    sort: value.sort ?? "relevance",
    categorySlug: value.category ?? null,
    priceRange: value.price ?? null,
    filters,
    limit: value.limit ?? SEARCH_RESULT_LIMIT,
    offset: value.offset ?? 0,
  });
}
