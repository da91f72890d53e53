import { z } from "zod";
import { AppError } from "~/modules/errors/app-error";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";
import { FACET_KEYS, MAX_CAPACITY, VENDOR_LANGUAGES } from "~/modules/search/attribute-facets";
import { EVENT_TYPES } from "~/modules/enquiries/enquiry-rules";
import {
  eventTypeFromParam,
  FACET_PARAMS,
  languageFromParam,
  MAX_FILTER_VALUES,
  parseFacetParams,
  type FacetSelection,
} from "~/modules/search/facet-params";
import { DAY_PROBLEM_MESSAGES } from "~/modules/availability/availability-dates";
import {
  budgetPounds,
  DATE_PARAMS,
  MAX_BUDGET_POUNDS,
  MAX_SEARCH_DATES,
  readDateEntries,
  type DatesAndBudget,
} from "~/modules/search/dates-and-budget";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
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
    sort: z.enum(SEARCH_SORTS, { error: "sort must be relevance, name, distance, price-asc or price-desc" }).optional(),
    category: z.string().regex(/^[a-z0-9-]{1,80}$/, "category must be a category slug").optional(),
    price: z.enum(PRICE_RANGES, { error: "price must be £, ££, £££ or ££££" }).optional(),
    limit: z.coerce.number({ error: "limit must be a whole number" }).int("limit must be a whole number").min(1).max(SEARCH_RESULT_LIMIT, `limit must be at most ${SEARCH_RESULT_LIMIT}`).optional(),
    offset: z.coerce.number({ error: "offset must be a whole number" }).int("offset must be a whole number").min(0).max(MAX_SEARCH_OFFSET, `offset must be at most ${MAX_SEARCH_OFFSET}`).optional(),
    // Spelling correction (decision 072): read by the route with spellingWanted, checked here like every parameter.
    spell: z.enum(["on", "off"], { error: "spell must be on or off" }).optional(),
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
 * The dates and budget of an API request, strictly checked (docs/api.md; docs/product/public-area.md#dates-and-budget):
 * the page leaves a bad one out with a note, an API client is told. Input: the query parameters and the UK day today.
 * Output: {@link DatesAndBudget}. Throws AppError `invalid` naming the parameter: `dates` with more than
 * {@link MAX_SEARCH_DATES} entries, an entry that is not `YYYY-MM-DD` (optionally `:EventType`), not a real day, past or
 * more than three years ahead, or with an unknown event type; a `dateMode` other than `all` or `any`; a `maxPrice` that
 * is not a whole number of pounds from 1 to {@link MAX_BUDGET_POUNDS}; an `includeUnpriced` other than 1, 0, true or false.
 */
function parseApiDatesAndBudget(params: URLSearchParams, today: string): DatesAndBudget {
  const entries = readDateEntries(params, today);
  if (entries.length > MAX_SEARCH_DATES) throw new AppError("invalid", `dates: at most ${MAX_SEARCH_DATES} dates may be given, not ${entries.length}`);
  const value: DatesAndBudget = { dates: [], dateEventTypes: {}, dateMode: "all", maxPricePence: null, includeUnpriced: false };
  for (const entry of entries) {
    if (entry.problem === "format") throw new AppError("invalid", `dates: "${entry.text}" is not a date written YYYY-MM-DD (optionally :EventType)`);
    if (entry.problem) throw new AppError("invalid", `dates: ${DAY_PROBLEM_MESSAGES[entry.problem](entry.day)}`);
    if (entry.unknownEventType) throw new AppError("invalid", `dates: unknown event type "${entry.unknownEventType}" (one of ${EVENT_TYPES.join(", ")})`);
    if (!value.dates.includes(entry.day)) value.dates.push(entry.day);
    if (entry.eventType && !value.dateEventTypes[entry.day]) value.dateEventTypes[entry.day] = entry.eventType;
  }
  value.dates.sort();
  const mode = params.get(DATE_PARAMS.dateMode);
  if (mode !== null && mode !== "all" && mode !== "any") throw new AppError("invalid", "dateMode: must be all or any");
  value.dateMode = mode === "any" ? "any" : "all";
  const budget = params.get(DATE_PARAMS.maxPrice);
  if (budget !== null) {
    const pounds = /^\d{1,7}$/.test(budget.trim()) ? budgetPounds(budget) : null;
    if (pounds === null || pounds < 1 || pounds > MAX_BUDGET_POUNDS) {
      throw new AppError("invalid", `maxPrice: must be a whole number of pounds from 1 to ${MAX_BUDGET_POUNDS}`);
    }
    value.maxPricePence = pounds * 100;
  }
  const unpriced = params.get(DATE_PARAMS.includeUnpriced);
  if (unpriced !== null && !["1", "0", "true", "false"].includes(unpriced.trim())) throw new AppError("invalid", "includeUnpriced: must be 1 or 0");
  value.includeUnpriced = unpriced !== null && ["1", "true"].includes(unpriced.trim());
  return value;
}

/**
 * Parses `GET /api/search` parameters into a {@link SearchRequest}, the attribute filters included
 * (`facet`, `minCapacity`, `event`, `language`; docs/product/public-area.md#filters) and the dates and budget
 * (`dates`, `dateMode`, `maxPrice`, `includeUnpriced`; docs/product/public-area.md#dates-and-budget), judged against
 * `today` (the UK day of the app clock by default).
 * Output: the request. Throws AppError `invalid` (400) whose message names the first bad parameter.
 */
export function parseSearchApiParams(params: URLSearchParams, today: string = ukDay(now())): SearchRequest {
  const raw = Object.fromEntries([...params.keys()].map((key) => [key, params.get(key) ?? undefined]));
  const parsed = searchApiQuery.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("invalid", issue ? `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}` : "Invalid parameters");
  }
  const value = parsed.data;
  const filters = parseApiFilters(params);
  const datesAndBudget = parseApiDatesAndBudget(params, today);
  return makeSearchRequest({
    query: value.q,
    location: value.location,
    coordinates: value.lat !== undefined && value.lng !== undefined ? { lat: value.lat, lng: value.lng } : null,
    radiusKm: value.radius ?? DEFAULT_RADIUS_KM,
    sort: value.sort ?? "relevance",
    categorySlug: value.category ?? null,
    priceRange: value.price ?? null,
    filters,
    ...datesAndBudget,
    limit: value.limit ?? SEARCH_RESULT_LIMIT,
    offset: value.offset ?? 0,
  });
}

