/**
 * The graded queries of `npm run eval:search` (docs/product/public-area.md#ranking) and the rules that grade a vendor for
 * them. No vendor ids: a vendor's grade is worked out from what it is (category), what its listing says
 * (name, description, service tags, features) and where it is (km from the place searched), so the figures
 * follow the demo catalogue as it changes.
 *
 * Grade of a vendor for a query (0 = not relevant):
 * - category: 1 when the vendor is in one of the query's categories; a vendor outside them is 0 whatever
 *   else it offers (a "lady photographer" query is not answered by a female-only mehndi team);
 * - attributes: +2 when the listing mentions everything the query asks for (each `attribute` pattern, and a
 *   guest count of at least `minGuests`), +1 when it mentions half of it or more (of two or more things);
 *   for a query with attributes but no category, a vendor mentioning none of them is 0;
 * - distance band, for a query with a place: 0 beyond the radius; +2 within a fifth of it (10 km of the
 *   default 50), +1 within half of it (25 km), +0 further.
 * A query with neither category nor attribute (a place alone) grades every vendor within the radius 1 plus its
 * band. NDCG@5 uses the gain 2^grade − 1 and the ideal order of the whole catalogue.
 * - dates and budget (docs/product/public-area.md#dates-and-budget): a vendor unavailable on the dates asked for
 *   (on any of them, or on all of them when any one will do), or whose 'From' price is above the budget (or who has
 *   no price, unless unpriced vendors are asked for too), is 0 and must not be shown at all ({@link ineligibility}).
 */
import type { SearchRequest } from "~/modules/search/search-request";


export const EVAL_KINDS = [
  "category",
  "synonym",
  "misspelling",
  "attribute",
  "capacity",
  "x in y",
  "neighbourhood",
  "postcode",
  "dates",
  "budget",
  "dates + budget",
] as const;
export type EvalKind = (typeof EVAL_KINDS)[number];

export type EvalQuery = {
  kind: EvalKind;
  query: string;
  location?: string;
  /** Relevant categories (slugs); absent when any category can answer (an attribute or a place alone). */
  categories?: readonly string[];
  /** What the listing must mention to count as having the attribute(s) asked for (lower-case text). */
  attribute?: RegExp | readonly RegExp[];
  /** The attribute is a guest count: the listing says it caters for at least this many. */
  minGuests?: number;
  /** The place the search must resolve to (its name, e.g. "Leicester" for "LE5"); distance is graded from it. */
  place?: string;
  /** The radius chosen (km); the default 50 otherwise. */
  radiusKm?: number;
  /** The dates the couple asks for (in the words or the date fields), `YYYY-MM-DD`; a vendor must be free on them. */
  availableOn?: readonly string[];
  /** 'any': free on one of {@link availableOn} is enough; 'all' (the default): free on every one. */
  dateMode?: "all" | "any";
  /** The budget asked for, in pence: a vendor's 'From' price must be at most this. */
  budgetPence?: number;
  /** With a budget, vendors without prices are asked for too ('Include vendors without prices'). */
  includeUnpriced?: boolean;
  /** Fields set as the results page's filters set them (the URL's `dates`, `dateMode`, `maxPrice`, `includeUnpriced`). */
  fields?: Partial<Pick<SearchRequest, "dates" | "dateMode" | "maxPricePence" | "includeUnpriced">>;
};

const FEMALE = /female|women|ladies/;
const HIJAB = /hijab|modest/;

/** Dates and budgets: said in the words, or chosen with the page's date and budget fields. */
const DATE_BUDGET_QUERIES: readonly EvalQuery[] = [
  { kind: "dates", query: "mehndi artist available 14 August 2027", location: "Leicester", categories: ["mehndi-artists"], place: "Leicester", availableOn: ["2027-08-14"] },
  { kind: "dates", query: "photographer for 14/08/2027", location: "Birmingham", categories: ["photographers"], place: "Birmingham", availableOn: ["2027-08-14"] },
  { kind: "dates", query: "venue available 12 June 2027", categories: ["venues"], availableOn: ["2027-06-12"] },
  { kind: "dates", query: "makeup artist available 21 August 2027", location: "London", categories: ["makeup-artists"], place: "London", availableOn: ["2027-08-21"] },
  {
    kind: "dates",
    query: "photographer",
    location: "Leeds",
    categories: ["photographers"],
    place: "Leeds",
    availableOn: ["2027-08-13", "2027-08-14", "2027-08-15"],
    fields: { dates: ["2027-08-13", "2027-08-14", "2027-08-15"], dateMode: "all" },
  },
  {
    kind: "dates",
    query: "dj",
    location: "Manchester",
    categories: ["djs-entertainment"],
    place: "Manchester",
    availableOn: ["2027-07-10", "2027-07-17", "2027-07-24"],
    dateMode: "any",
    fields: { dates: ["2027-07-10", "2027-07-17", "2027-07-24"], dateMode: "any" },
  },
  {
    kind: "dates",
    query: "caterer",
    location: "Bradford",
    radiusKm: 100,
    categories: ["catering"],
    place: "Bradford",
    availableOn: ["2027-06-05", "2027-06-12", "2027-06-19", "2027-06-26", "2027-07-03", "2027-07-10", "2027-07-17"],
    fields: { dates: ["2027-06-05", "2027-06-12", "2027-06-19", "2027-06-26", "2027-07-03", "2027-07-10", "2027-07-17"], dateMode: "all" },
  },
  { kind: "budget", query: "photographer under £1500", categories: ["photographers"], budgetPence: 150_000 },
  { kind: "budget", query: "venue under £15,000", location: "Birmingham", categories: ["venues"], place: "Birmingham", budgetPence: 1_500_000 },
  { kind: "budget", query: "mehndi budget 300", categories: ["mehndi-artists"], budgetPence: 30_000 },
  { kind: "budget", query: "caterer budget 5000", categories: ["catering"], budgetPence: 500_000 },
  {
    kind: "budget",
    query: "dj",
    location: "London",
    categories: ["djs-entertainment"],
    place: "London",
    budgetPence: 80_000,
    includeUnpriced: true,
    fields: { maxPricePence: 80_000, includeUnpriced: true },
  },
  { kind: "budget", query: "videographer", categories: ["videographers"], budgetPence: 200_000, fields: { maxPricePence: 200_000 } },
  { kind: "dates + budget", query: "caterer budget 5000 for 14/08/2027", categories: ["catering"], budgetPence: 500_000, availableOn: ["2027-08-14"] },
  {
    kind: "dates + budget",
    query: "photographer under £2500 available 28 August 2027",
    location: "Leicester",
    categories: ["photographers"],
    place: "Leicester",
    budgetPence: 250_000,
    availableOn: ["2027-08-28"],
  },
  {
    kind: "dates + budget",
    query: "mehndi",
    location: "London",
    categories: ["mehndi-artists"],
    place: "London",
    budgetPence: 40_000,
    includeUnpriced: true,
    availableOn: ["2027-07-03"],
    fields: { dates: ["2027-07-03"], maxPricePence: 40_000, includeUnpriced: true },
  },
];

export const EVAL_QUERIES: readonly EvalQuery[] = [
  // A category by its name.
  { kind: "category", query: "venues", categories: ["venues"] },
  { kind: "category", query: "photographers", categories: ["photographers"] },
  { kind: "category", query: "Mehndi Artists", categories: ["mehndi-artists"] },
  { kind: "category", query: "wedding cake shops", categories: ["wedding-cake-shops"] },
  { kind: "category", query: "invitations", categories: ["invitations"] },
  { kind: "category", query: "wedding planners", categories: ["wedding-planners"] },
  { kind: "category", query: "florist", categories: ["florists"] },
  { kind: "category", query: "videographer", categories: ["videographers"] },
  // Synonyms and the words couples use.
  { kind: "synonym", query: "mua", categories: ["makeup-artists"] },
  { kind: "synonym", query: "henna", categories: ["mehndi-artists"] },
  { kind: "synonym", query: "limo", categories: ["transportation"] },
  { kind: "synonym", query: "biryani", categories: ["catering"] },
  { kind: "synonym", query: "lehenga", categories: ["bridal-wear"] },
  { kind: "synonym", query: "mandap", categories: ["decorators"] },
  { kind: "synonym", query: "jewelry", categories: ["jewellery"] },
  { kind: "synonym", query: "hair and makeup", categories: ["hair-stylists", "makeup-artists"] },
  { kind: "synonym", query: "doli car", categories: ["transportation"] },
  { kind: "synonym", query: "sangeet dj", categories: ["djs-entertainment"] },
  // Misspellings: a search that finds nothing is answered with its spelling corrected (decision 072); one that still
  // finds nothing is followed through its first "did you mean", as the page's button does.
  { kind: "misspelling", query: "mendhi", categories: ["mehndi-artists"] },
  { kind: "misspelling", query: "photgrapher", categories: ["photographers"] },
  { kind: "misspelling", query: "videographr", categories: ["videographers"] },
  { kind: "misspelling", query: "jewlery", categories: ["jewellery"] },
  { kind: "misspelling", query: "limosine", categories: ["transportation"] },
  { kind: "misspelling", query: "catrers", categories: ["catering"] },
  { kind: "misspelling", query: "makup artist", categories: ["makeup-artists"] },
  { kind: "misspelling", query: "weddng venue", categories: ["venues"] },
  { kind: "misspelling", query: "photgrapher", location: "Leicester", categories: ["photographers"], place: "Leicester" },
  { kind: "misspelling", query: "mehndi artsit", location: "Birmingham", categories: ["mehndi-artists"], place: "Birmingham" },
  { kind: "misspelling", query: "caterers in Bradfrod", categories: ["catering"], place: "Bradford" },
  { kind: "misspelling", query: "videografer near Manchester", categories: ["videographers"], place: "Manchester" },
  { kind: "misspelling", query: "halal catrer for 500 guests", categories: ["catering"], attribute: /halal/, minGuests: 500 },
  // Attribute words: what couples filter by.
  { kind: "attribute", query: "lady photographer", categories: ["photographers"], attribute: FEMALE },
  { kind: "attribute", query: "female photographer", categories: ["photographers"], attribute: FEMALE },
  { kind: "attribute", query: "hijabi hair stylist", categories: ["hair-stylists"], attribute: HIJAB },
  { kind: "attribute", query: "hijab friendly makeup artist", categories: ["makeup-artists"], attribute: HIJAB },
  { kind: "attribute", query: "modest hair stylist", categories: ["hair-stylists"], attribute: HIJAB },
  { kind: "attribute", query: "ladies only mehndi", categories: ["mehndi-artists"], attribute: FEMALE },
  { kind: "attribute", query: "halal caterer", categories: ["catering"], attribute: /halal/ },
  { kind: "attribute", query: "halal venue", categories: ["venues"], attribute: /halal/ },
  { kind: "attribute", query: "venue with prayer room", categories: ["venues"], attribute: /prayer/ },
  { kind: "attribute", query: "jain caterer", categories: ["catering"], attribute: /\bjain\b/ },
  { kind: "attribute", query: "vegetarian catering", categories: ["catering"], attribute: /vegetarian/ },
  { kind: "attribute", query: "gelatine free cake", categories: ["wedding-cake-shops"], attribute: /gelatine/ },
  { kind: "attribute", query: "eggless cake", categories: ["wedding-cake-shops"], attribute: /eggless/ },
  { kind: "attribute", query: "live stream videographer", categories: ["videographers"], attribute: /live stream/ },
  { kind: "attribute", query: "drone photographer", categories: ["photographers"], attribute: /drone/ },
  { kind: "attribute", query: "cold sparks dj", categories: ["djs-entertainment"], attribute: /cold spark/ },
  { kind: "attribute", query: "dhol players", categories: ["musicians"], attribute: /dhol/ },
  { kind: "attribute", query: "baraat horse", categories: ["transportation"], attribute: /horse/ },
  { kind: "attribute", query: "saree draping", categories: ["bridal-wear"], attribute: /saree draping/ },
  // No listing says "turban" yet: the groomswear shops of the bridal-wear category are the ones that tie them.
  { kind: "attribute", query: "turban tying", categories: ["bridal-wear"], attribute: /turban|pagri|safa|groom/ },
  { kind: "attribute", query: "hijab", attribute: HIJAB },
  { kind: "attribute", query: "female only", attribute: FEMALE },
  { kind: "attribute", query: "drone", attribute: /drone/ },
  { kind: "attribute", query: "prayer room", attribute: /prayer room/ },
  { kind: "attribute", query: "female photographer with drone", categories: ["photographers"], attribute: [FEMALE, /drone/] },
  { kind: "attribute", query: "tamil wedding photographer", categories: ["photographers"], attribute: /tamil/ },
  { kind: "attribute", query: "nikah photographer", categories: ["photographers"], attribute: /nikah/ },
  { kind: "attribute", query: "airbrush makeup", categories: ["makeup-artists"], attribute: /airbrush/ },
  { kind: "attribute", query: "rolls royce wedding car", categories: ["transportation"], attribute: /rolls-royce/ },
  { kind: "attribute", query: "vegan caterer", categories: ["catering"], attribute: /vegan/ },
  { kind: "attribute", query: "anand karaj photographer", categories: ["photographers"], attribute: /anand karaj/ },
  { kind: "attribute", query: "mehndi night photographer", categories: ["photographers"], attribute: /mehndi night/ },
  { kind: "attribute", query: "sri lankan caterer", categories: ["catering"], attribute: /sri lankan/ },
  { kind: "attribute", query: "urdu invitations", categories: ["invitations"], attribute: /urdu/ },
  { kind: "attribute", query: "hindu wedding planner", categories: ["wedding-planners"], attribute: /hindu/ },
  // Capacity.
  { kind: "capacity", query: "caterer for 1000 guests", categories: ["catering"], minGuests: 1000 },
  { kind: "capacity", query: "venue for 800 guests", categories: ["venues"], minGuests: 800 },
  { kind: "capacity", query: "venue 1,000 people", categories: ["venues"], minGuests: 1000 },
  { kind: "capacity", query: "hall for 400 guests", categories: ["venues"], minGuests: 400 },
  { kind: "capacity", query: "venue for 500 guests in Leicester", categories: ["venues"], minGuests: 500, place: "Leicester" },
  { kind: "capacity", query: "halal caterer for 1000 guests", categories: ["catering"], attribute: /halal/, minGuests: 1000 },
  { kind: "capacity", query: "venue with prayer room for 600 guests", categories: ["venues"], attribute: /prayer/, minGuests: 600 },
  // "X in Y", "X near Y" and the location box.
  { kind: "x in y", query: "halal caterer in Bradford", categories: ["catering"], attribute: /halal/, place: "Bradford" },
  { kind: "x in y", query: "photographer in Leeds", categories: ["photographers"], place: "Leeds" },
  { kind: "x in y", query: "dj manchester", categories: ["djs-entertainment"], place: "Manchester" },
  { kind: "x in y", query: "henna birmingham", categories: ["mehndi-artists"], place: "Birmingham" },
  { kind: "x in y", query: "venues near leicester", categories: ["venues"], place: "Leicester" },
  { kind: "x in y", query: "florist glasgow", categories: ["florists"], place: "Glasgow" },
  { kind: "x in y", query: "mua london", categories: ["makeup-artists"], place: "London" },
  { kind: "x in y", query: "lady photographer in london", categories: ["photographers"], attribute: FEMALE, place: "London" },
  { kind: "x in y", query: "hijab friendly makeup artist in manchester", categories: ["makeup-artists"], attribute: HIJAB, place: "Manchester" },
  { kind: "x in y", query: "photographer", location: "Leeds", categories: ["photographers"], place: "Leeds" },
  { kind: "x in y", query: "caterer", location: "Bradford", categories: ["catering"], place: "Bradford" },
  { kind: "x in y", query: "", location: "Leicester", place: "Leicester" },
  { kind: "x in y", query: "henna", location: "Birmingham", radiusKm: 10, categories: ["mehndi-artists"], place: "Birmingham" },
  { kind: "x in y", query: "venue", location: "Bradford", radiusKm: 100, categories: ["venues"], place: "Bradford" },
  { kind: "x in y", query: "nikah photographer in Birmingham", categories: ["photographers"], attribute: /nikah/, place: "Birmingham" },
  { kind: "x in y", query: "qawwali manchester", categories: ["musicians"], attribute: /qawwali/, place: "Manchester" },
  { kind: "x in y", query: "asian wedding venue near leicester", categories: ["venues"], place: "Leicester" },
  { kind: "x in y", query: "bridal mehndi leicester", categories: ["mehndi-artists"], attribute: /bridal mehndi/, place: "Leicester" },
  // Neighbourhoods couples search by.
  { kind: "neighbourhood", query: "mehndi in Southall", categories: ["mehndi-artists"], place: "Southall" },
  { kind: "neighbourhood", query: "photographer Sparkhill", categories: ["photographers"], place: "Sparkhill" },
  { kind: "neighbourhood", query: "caterer Wembley", categories: ["catering"], place: "Wembley" },
  { kind: "neighbourhood", query: "makeup artist Ilford", categories: ["makeup-artists"], place: "Ilford" },
  { kind: "neighbourhood", query: "bridal wear Green Street", categories: ["bridal-wear"], place: "Green Street" },
  { kind: "neighbourhood", query: "venue Alum Rock", categories: ["venues"], place: "Alum Rock" },
  { kind: "neighbourhood", query: "henna Rusholme", categories: ["mehndi-artists"], place: "Rusholme" },
  { kind: "neighbourhood", query: "mua Manningham", categories: ["makeup-artists"], place: "Manningham" },
  // Postcodes.
  { kind: "postcode", query: "caterer LE5", categories: ["catering"], place: "Leicester" },
  { kind: "postcode", query: "venue near B11", categories: ["venues"], place: "Birmingham" },
  { kind: "postcode", query: "photographer BD3", categories: ["photographers"], place: "Bradford" },
  { kind: "postcode", query: "dj M14", categories: ["djs-entertainment"], place: "Manchester" },
  { kind: "postcode", query: "florist LS11", categories: ["florists"], place: "Leeds" },
  { kind: "postcode", query: "halal caterer near BD3", categories: ["catering"], attribute: /halal/, place: "Bradford" },
  ...DATE_BUDGET_QUERIES,
];

/** A vendor of the catalogue as the rules see it. */
export type GradedVendor = {
  categorySlug: string;
  /** Name, description, service tags and features, lower case. */
  text: string;
  /** Km from the place searched; null without a place or without coordinates. */
  distanceKm: number | null;
  /** The days the vendor cannot take a wedding (`vendor_unavailable_dates`); none when absent. */
  unavailableDays?: ReadonlySet<string>;
  /** The vendor's 'From' price in pence; null without packages. */
  fromPricePence?: number | null;
};

/**
 * Why a vendor must not be shown for a query's dates or budget: 'unavailable' (booked on one of the dates, or on
 * all of them when any will do), 'over budget' (its 'From' price is above the budget), 'unpriced' (no price, and
 * unpriced vendors were not asked for); null when it may be shown.
 */
export function ineligibility(vendor: GradedVendor, query: EvalQuery): "unavailable" | "over budget" | "unpriced" | null {
  const days = query.availableOn ?? [];
  const busy = (day: string) => vendor.unavailableDays?.has(day) ?? false;
  if (days.length > 0 && (query.dateMode === "any" ? days.every(busy) : days.some(busy))) return "unavailable";
  if (query.budgetPence !== undefined) {
    const price = vendor.fromPricePence ?? null;
    if (price === null && !query.includeUnpriced) return "unpriced";
    if (price !== null && price > query.budgetPence) return "over budget";
  }
  return null;
}

const GUEST_COUNTS = /(\d{1,3}(?:,\d{3})+|\d+)\+? ?(?:guests|people|persons|covers)|capacity (?:of |over |up to )?(\d{1,3}(?:,\d{3})+|\d+)|over a thousand/g;

/** The largest guest count a listing's text mentions ("caters for 1,000+ guests", "capacity over 500"), or 0. */
export function largestGuestCount(text: string): number {
  let largest = 0;
  for (const match of text.matchAll(GUEST_COUNTS)) {
    const digits = match[1] ?? match[2];
    largest = Math.max(largest, digits === undefined ? 1000 : Number(digits.replaceAll(",", "")));
  }
  return largest;
}

/** Attribute points (0, 1 or 2) of a vendor for a query; null when the query asks for no attribute. */
function attributePoints(vendor: GradedVendor, query: EvalQuery): number | null {
  const patterns: readonly RegExp[] = query.attribute === undefined ? [] : query.attribute instanceof RegExp ? [query.attribute] : query.attribute;
  const checks = patterns.map((pattern) => pattern.test(vendor.text));
  if (query.minGuests !== undefined) checks.push(largestGuestCount(vendor.text) >= query.minGuests);
  if (checks.length === 0) return null;
  const share = checks.filter(Boolean).length / checks.length;
  return share === 1 ? 2 : checks.length > 1 && share >= 0.5 ? 1 : 0;
}

/** The grade of a vendor for a query by the rules above (0 = not relevant, at most 5). */
export function gradeVendor(vendor: GradedVendor, query: EvalQuery, radiusKm: number): number {
  if (ineligibility(vendor, query) !== null) return 0;
  const inCategory = query.categories ? query.categories.includes(vendor.categorySlug) : null;
  const attribute = attributePoints(vendor, query);
  if (inCategory === false || (inCategory === null && attribute === 0)) return 0;
  let grade = inCategory === null && attribute === null ? 1 : (inCategory ? 1 : 0) + (attribute ?? 0);
  if (query.place !== undefined) {
    if (vendor.distanceKm === null || vendor.distanceKm > radiusKm) return 0;
    grade += vendor.distanceKm <= radiusKm / 5 ? 2 : vendor.distanceKm <= radiusKm / 2 ? 1 : 0;
  }
  return grade;
}

/**
 * NDCG@k: the discounted cumulative gain (gain 2^grade − 1, discount log2(rank + 1)) of the grades shown, over
 * that of the best `k` grades there are. Input: grades in result order; every grade in the catalogue. Output:
 * 0–1; 1 when nothing in the catalogue is relevant and nothing relevant was shown (there was nothing to find).
 */
export function ndcgAt(k: number, shown: readonly number[], all: readonly number[]): number {
  const dcg = (grades: readonly number[]) =>
    grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
  const ideal = dcg([...all].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(shown) / ideal;
}
