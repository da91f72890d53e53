/**
 * The searches by dates and budget of `npm run bench:search` (docs/product/public-area.md#dates-and-budget): for each
 * case (1, 3 or 7 dates, all or any; a budget with and without unpriced vendors; sorted by price; with a category, a
 * place and a radius), a fixed number of searches drawn from a seeded stream, so every run and backend times the same
 * ones. Their dates fall in the benchmark's calendars (two years from 1 January 2027,
 * app/modules/demo-catalogue/demo-blocked-days.ts), mostly on summer weekends, where most vendors are booked.
 * Load this module with a dynamic `import()` after `scripts/register-app-imports.ts`.
 */
import { DEMO_CALENDAR_DAYS, DEMO_CALENDAR_START } from "~/modules/demo-catalogue/demo-blocked-days";
import { DEMO_QUOTE_PRICES } from "~/modules/demo-catalogue/demo-quote-prices";
import { demoPackageUnits } from "~/modules/demo-catalogue/demo-vendor-packages";
import { createRandom, hashSeed, type Random } from "~/modules/demo-catalogue/prng";
import { resolvePlace } from "~/modules/geo/places.server";
import { makeSearchRequest, type SearchRequest, type SearchSort } from "~/modules/search/search-request";
import { shiftDay } from "~/modules/time/uk-dates";

/** The cases, in the order the benchmark reports them. */
export const DATE_BUDGET_CASES = [
  "1 date",
  "3 dates, all",
  "3 dates, any",
  "7 dates, all",
  "7 dates, any",
  "1 date, no words",
  "budget",
  "budget + unpriced",
  "price low-high",
  "budget, price high-low",
  "dates + category + place",
  "dates + budget + place",
  "dates any + budget, price sort",
  "budget + place, price sort",
] as const;
export type DateBudgetCase = (typeof DATE_BUDGET_CASES)[number];

export type DateBudgetQuery = { case: DateBudgetCase; label: string; request: SearchRequest };

/** Searches of each case in the default run. */
export const DEFAULT_PER_CASE = 12;

/** Words couples search with, and the category whose prices set a sensible budget for them. */
const WORDS = [
  { query: "photographer", slug: "photographers" },
  { query: "mehndi", slug: "mehndi-artists" },
  { query: "halal catering", slug: "catering" },
  { query: "asian wedding venue", slug: "venues" },
  { query: "bridal makeup", slug: "makeup-artists" },
  { query: "dj", slug: "djs-entertainment" },
  { query: "videographer", slug: "videographers" },
  { query: "mandap decor", slug: "decorators" },
  { query: "dhol", slug: "musicians" },
  { query: "wedding cake", slug: "wedding-cake-shops" },
] as const;
const PLACES = ["London", "Birmingham", "Manchester", "Leicester", "Bradford", "Leeds", "Glasgow", "Luton", "Slough", "Coventry", "Bolton", "Cardiff"];
const RADII = [10, 25, 50, 100];

/** A budget in whole pounds for a category: between its cheapest package and the middle of its range, rounded. */
function budgetFor(random: Random, slug: string): number {
  const trade = DEMO_QUOTE_PRICES[slug];
  if (!trade) throw new Error(`No demo prices for ${slug}`);
  const units = demoPackageUnits(slug, 150);
  const pounds = (trade.min + (trade.max - trade.min) * random.next() * 0.5) * units;
  const step = pounds < 1000 ? 50 : pounds < 5000 ? 250 : 1000;
  return Math.max(step, Math.round(pounds / step) * step);
}

/**
 * `count` dates: one day; three days of a weekend (Friday to Sunday); or seven days, either a week or seven
 * Saturdays of one summer. Three in four fall in June to September. Output: sorted `YYYY-MM-DD` days.
 */
function datesFor(random: Random, count: 1 | 3 | 7): string[] {
  const summer = random.chance(0.75);
  const year = random.pick([2027, 2028]);
  // A Saturday: 2027-01-02 is the first; summer ones from early June to late September.
  const firstSaturday = "2027-01-02";
  const saturdays = Math.floor((DEMO_CALENDAR_DAYS - 2) / 7);
  const pickSaturday = (): string => {
    for (;;) {
      const day = shiftDay(firstSaturday, { days: 7 * random.int(0, saturdays - 1) });
      const month = Number(day.slice(5, 7));
      if (!summer || (day.startsWith(String(year)) && month >= 6 && month <= 9)) return day;
    }
  };
  if (count === 1) {
    return [random.chance(0.7) ? pickSaturday() : shiftDay(DEMO_CALENDAR_START, { days: random.int(0, DEMO_CALENDAR_DAYS - 1) })];
  }
  const saturday = pickSaturday();
  if (count === 3) return [shiftDay(saturday, { days: -1 }), saturday, shiftDay(saturday, { days: 1 })];
  if (random.chance(0.5)) return Array.from({ length: 7 }, (_, index) => shiftDay(saturday, { days: index - 3 })).sort();
  const days = new Set<string>([saturday]);
  while (days.size < 7) days.add(pickSaturday());
  return [...days].sort();
}

/**
 * The date and budget searches: `perCase` of each of {@link DATE_BUDGET_CASES}, cases interleaved in a fixed order.
 * Input: searches per case, the stream's label (another label gives other searches of the same cases, used for the
 * warm-up). Output: the searches with their case and a label. Throws when a place no longer resolves.
 */
export function buildDateBudgetQueries(perCase = DEFAULT_PER_CASE, seedLabel = "shaadi-vendors search benchmark dates and budget v1"): DateBudgetQuery[] {
  const random = createRandom(hashSeed(seedLabel));
  const place = () => {
    const location = random.pick(PLACES);
    if (!resolvePlace(location)) throw new Error(`Benchmark place "${location}" is not in the gazetteer`);
    return { location, radiusKm: random.pick(RADII) };
  };
  const make = (which: DateBudgetCase): SearchRequest => {
    const words = random.pick(WORDS);
    const dates = (count: 1 | 3 | 7, dateMode: "all" | "any" = "all") => ({ dates: datesFor(random, count), dateMode });
    const budget = (includeUnpriced = false) => ({ maxPricePence: budgetFor(random, words.slug) * 100, includeUnpriced });
    const relevance = { sort: "relevance" as SearchSort };
    switch (which) {
      case "1 date":
        return makeSearchRequest({ query: words.query, ...dates(1), ...relevance });
      case "3 dates, all":
        return makeSearchRequest({ query: words.query, ...dates(3), ...relevance });
      case "3 dates, any":
        return makeSearchRequest({ query: words.query, ...dates(3, "any"), ...relevance });
      case "7 dates, all":
        return makeSearchRequest({ query: words.query, ...dates(7), ...relevance });
      case "7 dates, any":
        return makeSearchRequest({ query: words.query, ...dates(7, "any"), ...relevance });
      case "1 date, no words":
        return makeSearchRequest({ ...dates(1), sort: random.pick(["relevance", "name"] as const) });
      case "budget":
        return makeSearchRequest({ query: words.query, ...budget(), ...relevance });
      case "budget + unpriced":
        return makeSearchRequest({ query: words.query, ...budget(true), ...relevance });
      case "price low-high":
        return makeSearchRequest({ categorySlug: words.slug, sort: "price-asc" });
      case "budget, price high-low":
        return makeSearchRequest({ query: words.query, ...budget(random.chance(0.5)), sort: "price-desc" });
      case "dates + category + place":
        return makeSearchRequest({ categorySlug: words.slug, ...place(), ...dates(random.pick([1, 3] as const)), sort: random.pick(["relevance", "distance"] as const) });
      case "dates + budget + place":
        return makeSearchRequest({ query: words.query, ...place(), ...dates(random.pick([1, 3] as const)), ...budget(), sort: random.pick(["relevance", "distance"] as const) });
      case "dates any + budget, price sort":
        return makeSearchRequest({ categorySlug: words.slug, ...dates(3, "any"), ...budget(random.chance(0.5)), sort: "price-asc" });
      case "budget + place, price sort":
        return makeSearchRequest({ query: words.query, ...place(), ...budget(), sort: random.pick(["price-asc", "price-desc"] as const) });
    }
  };
  const queries: DateBudgetQuery[] = [];
  for (let round = 0; round < perCase; round++) {
    for (const which of DATE_BUDGET_CASES) {
      const request = make(which);
      queries.push({ case: which, label: `[${which}] ${describeRequest(request)}`, request });
    }
  }
  return queries;
}

/** A search in a line: words or category, place, dates and mode, budget, sort. */
export function describeRequest(request: SearchRequest): string {
  const parts = [request.categorySlug ? `category ${request.categorySlug}` : `"${request.query}"`];
  if (request.location) parts.push(`@ ${request.location} ${request.radiusKm} km`);
  if (request.dates.length > 0) parts.push(`${request.dateMode} of ${request.dates.join(",")}`);
  if (request.maxPricePence !== null) parts.push(`≤ £${request.maxPricePence / 100}${request.includeUnpriced ? " or unpriced" : ""}`);
  return `${parts.join(" ")}, ${request.sort}`;
}
