import { z } from "zod";
import { AppError } from "~/modules/errors/app-error";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";
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
 * Parses `GET /api/search` parameters into a {@link SearchRequest}.
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
  return makeSearchRequest({
    query: value.q,
    location: value.location,
    coordinates: value.lat !== undefined && value.lng !== undefined ? { lat: value.lat, lng: value.lng } : null,
    radiusKm: value.radius ?? DEFAULT_RADIUS_KM,
    sort: value.sort ?? "relevance",
    categorySlug: value.category ?? null,
    priceRange: value.price ?? null,
    limit: value.limit ?? SEARCH_RESULT_LIMIT,
    offset: value.offset ?? 0,
  });
}
