import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, vendorFeatures, vendors } from "~/db/schema";
import { haversineKm } from "~/modules/geo/geo-math";
import { resolvePlace } from "~/modules/geo/places.server";
import { getDidYouMeanSuggestions } from "~/modules/search/did-you-mean.server";
import { makeSearchRequest, type SearchRequest } from "~/modules/search/search-request";
import { searchVendors, type SearchResult } from "~/modules/search/search-vendors.server";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { describeEachDatabase } from "../../../tests/support/test-database";

/**
 * Relevance over the demo catalogue (docs/product/public-area.md#ranking): realistic queries couples type, each
 * with what a relevant vendor is. What counts as relevant is read from the seeded catalogue itself (the
 * vendor's category, town, coordinates and text), never from vendor ids, so the suite follows the
 * catalogue as it grows.
 *
 * Precision at 5 = relevant vendors among the top 5 ÷ min(5, relevant vendors the catalogue has), so a
 * place with only three venues can still score 1. Each query must reach 0.8 (4 of 5); a place query's
 * relevant vendors must also lie within the radius of the expected place.
 */

const K = 5;
const MIN_PRECISION = 0.8;
const MIN_MEAN_PRECISION = 0.95;

type Kind = "typo" | "synonym" | "south asian term" | "x near y" | "town only" | "category only";

type RelevanceCase = {
  kind: Kind;
  query: string;
  location?: string;
  /** Relevant vendors are in one of these categories (slugs)... */
  categories?: string[];
  /** ...or mention this word in their name, description, features or tags... */
  mentions?: string;
  /** ...or are in this town (`vendors.city`). */
  town?: string;
  /** The place the search must resolve to; relevant vendors lie within the radius of it. */
  place?: string;
  /**
   * For typos: the did-you-mean term expected first. A search that finds nothing is then measured through
   * the suggestion, as the page's button runs it; one that finds vendors matching only part of it (docs/product/public-area.md#ranking,
   * "makup artist" finds artists) is measured as shown, beside the suggestion.
   */
  didYouMean?: string;
};

const CASES: RelevanceCase[] = [
  // Typos.
  { kind: "typo", query: "mendhi", didYouMean: "Mehndi Artists", categories: ["mehndi-artists"] },
  { kind: "typo", query: "mehndhi", didYouMean: "Mehndi Artists", categories: ["mehndi-artists"] },
  { kind: "typo", query: "photgrapher", didYouMean: "Photographers", categories: ["photographers"] },
  { kind: "typo", query: "phtographer", didYouMean: "Photographers", categories: ["photographers"] },
  { kind: "typo", query: "videographr", didYouMean: "Videographers", categories: ["videographers"] },
  { kind: "typo", query: "florsts", didYouMean: "Florists", categories: ["florists"] },
  { kind: "typo", query: "decoraters", didYouMean: "Decorators", categories: ["decorators"] },
  { kind: "typo", query: "jewlery", didYouMean: "Jewellery", categories: ["jewellery"] },
  { kind: "typo", query: "limosine", didYouMean: "Transportation", categories: ["transportation"] },
  { kind: "typo", query: "catrers", didYouMean: "Catering", categories: ["catering"] },
  // Stemming already reads "cateres" as cater-: results, so no did-you-mean is needed.
  { kind: "typo", query: "cateres", categories: ["catering"] },
  { kind: "typo", query: "makup artist", didYouMean: "makeup artist", categories: ["makeup-artists"] },
  { kind: "typo", query: "weddng venue", didYouMean: "wedding venue", categories: ["venues"] },
  { kind: "typo", query: "mendhi bham", didYouMean: "mehndi bham", categories: ["mehndi-artists"], place: "Birmingham" },
  // Synonyms (docs/product/public-area.md#ranking).
  { kind: "synonym", query: "MUA", categories: ["makeup-artists"] },
  { kind: "synonym", query: "henna", categories: ["mehndi-artists"] },
  { kind: "synonym", query: "limo", categories: ["transportation"] },
  { kind: "synonym", query: "dhol", categories: ["musicians"] },
  { kind: "synonym", query: "biryani", categories: ["catering"] },
  { kind: "synonym", query: "halal caterers", categories: ["catering"] },
  { kind: "synonym", query: "lehenga", categories: ["bridal-wear"] },
  { kind: "synonym", query: "sherwani", categories: ["bridal-wear"] },
  { kind: "synonym", query: "saree", categories: ["bridal-wear"] },
  { kind: "synonym", query: "mandap", categories: ["decorators"] },
  { kind: "synonym", query: "jewelry", categories: ["jewellery"] },
  { kind: "synonym", query: "video", categories: ["videographers"] },
  { kind: "synonym", query: "photo", categories: ["photographers"] },
  { kind: "synonym", query: "flowers", categories: ["florists"] },
  { kind: "synonym", query: "beauty", categories: ["makeup-artists"] },
  { kind: "synonym", query: "hall", categories: ["venues"] },
  { kind: "synonym", query: "dj", categories: ["djs-entertainment"] },
  { kind: "synonym", query: "cake", categories: ["wedding-cake-shops"] },
  { kind: "synonym", query: "hair and makeup", categories: ["hair-stylists", "makeup-artists"] },
  // South Asian terms.
  { kind: "south asian term", query: "nikah", mentions: "nikah" },
  { kind: "south asian term", query: "mehndi night", categories: ["mehndi-artists"] },
  { kind: "south asian term", query: "qawwali", categories: ["musicians"] },
  { kind: "south asian term", query: "doli car", categories: ["transportation"] },
  { kind: "south asian term", query: "kundan jewellery", categories: ["jewellery"] },
  { kind: "south asian term", query: "sangeet dj", categories: ["djs-entertainment"] },
  { kind: "south asian term", query: "baraat dhol", categories: ["musicians"] },
  { kind: "south asian term", query: "walima venue", categories: ["venues"] },
  { kind: "south asian term", query: "tamil wedding photographer", categories: ["photographers"] },
  { kind: "south asian term", query: "sikh wedding venue", categories: ["venues"] },
  // "X near Y".
  { kind: "x near y", query: "asian wedding venue near leicester", categories: ["venues"], place: "Leicester" },
  { kind: "x near y", query: "henna birmingham", categories: ["mehndi-artists"], place: "Birmingham" },
  { kind: "x near y", query: "dj manchester", categories: ["djs-entertainment"], place: "Manchester" },
  { kind: "x near y", query: "photographers in east london", categories: ["photographers"], place: "East London" },
  { kind: "x near y", query: "caterers in bradford", categories: ["catering"], place: "Bradford" },
  { kind: "x near y", query: "makeup artist southall", categories: ["makeup-artists"], place: "Southall" },
  { kind: "x near y", query: "florist glasgow", categories: ["florists"], place: "Glasgow" },
  { kind: "x near y", query: "mua london", categories: ["makeup-artists"], place: "London" },
  { kind: "x near y", query: "sherwani southall", categories: ["bridal-wear"], place: "Southall" },
  { kind: "x near y", query: "mehndi artist leicester", categories: ["mehndi-artists"], place: "Leicester" },
  { kind: "x near y", query: "wedding venues birmingham", categories: ["venues"], place: "Birmingham" },
  { kind: "x near y", query: "henna in Sparkbrook", categories: ["mehndi-artists"], place: "Sparkbrook" },
  { kind: "x near y", query: "venues", location: "Birmingham", categories: ["venues"], place: "Birmingham" },
  { kind: "x near y", query: "photographer", location: "Leeds", categories: ["photographers"], place: "Leeds" },
  // Town only.
  { kind: "town only", query: "Bradford", town: "Bradford", place: "Bradford" },
  { kind: "town only", query: "Southall", town: "Southall", place: "Southall" },
  { kind: "town only", query: "", location: "Leicester", town: "Leicester", place: "Leicester" },
  { kind: "town only", query: "Glasgow", town: "Glasgow", place: "Glasgow" },
  // Category only.
  { kind: "category only", query: "venues", categories: ["venues"] },
  { kind: "category only", query: "Wedding Cake Shops", categories: ["wedding-cake-shops"] },
  { kind: "category only", query: "photographers", categories: ["photographers"] },
  { kind: "category only", query: "Mehndi Artists", categories: ["mehndi-artists"] },
  { kind: "category only", query: "invitations", categories: ["invitations"] },
  { kind: "category only", query: "wedding planners", categories: ["wedding-planners"] },
  { kind: "category only", query: "Bridal Wear", categories: ["bridal-wear"] },
];

/** An active vendor of the seeded catalogue, as the suite judges it. */
type CatalogueVendor = {
  id: number;
  categorySlug: string;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Name, description, features and service tags, lower case. */
  text: string;
};

type Point = { lat: number; lng: number };

function placeCentre(name: string): Point {
  const place = resolvePlace(name);
  if (!place) throw new Error(`${name} is missing from the gazetteer`);
  return { lat: place.lat, lng: place.lng };
}

function withinKm(vendor: Pick<CatalogueVendor, "latitude" | "longitude">, centre: Point, km: number): boolean {
  if (vendor.latitude === null || vendor.longitude === null) return false;
  return haversineKm(centre, { lat: vendor.latitude, lng: vendor.longitude }) <= km;
}

function isRelevant(vendor: CatalogueVendor, relevance: RelevanceCase, centre: Point | null, radiusKm: number): boolean {
  const matches =
    (relevance.categories?.includes(vendor.categorySlug) ?? false) ||
    (relevance.mentions !== undefined && vendor.text.includes(relevance.mentions)) ||
    (relevance.town !== undefined && vendor.city === relevance.town);
  return matches && (centre === null || withinKm(vendor, centre, radiusKm));
}

function describeCase(relevance: RelevanceCase): string {
  return [relevance.query && `"${relevance.query}"`, relevance.location && `in ${relevance.location}`].filter(Boolean).join(" ");
}

describeEachDatabase("search relevance over the demo catalogue", (getDb) => {
  // Read-only after beforeAll: every test reads the seeded catalogue and runs its own searches, so any
  // test can run alone (-t) or in any order (--sequence.shuffle).
  let catalogue: CatalogueVendor[];
  let vendorsById: Map<number, CatalogueVendor>;

  beforeAll(async () => {
    const db = getDb();
    const rows = await db
      .select({
        id: vendors.id,
        name: vendors.name,
        description: vendors.description,
        serviceTags: vendors.serviceTags,
        city: vendors.city,
        latitude: vendors.latitude,
        longitude: vendors.longitude,
        categorySlug: categories.slug,
      })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(eq(vendors.isActive, true))
      .orderBy(asc(vendors.id));
    const features = await db.select({ vendorId: vendorFeatures.vendorId, feature: vendorFeatures.feature }).from(vendorFeatures);
    const featuresOf = new Map<number, string[]>();
    for (const { vendorId, feature } of features) featuresOf.set(vendorId, [...(featuresOf.get(vendorId) ?? []), feature]);
    catalogue = rows.map((row) => ({
      id: row.id,
      categorySlug: row.categorySlug,
      city: row.city,
      latitude: row.latitude,
      longitude: row.longitude,
      text: [row.name, row.description, ...row.serviceTags, ...(featuresOf.get(row.id) ?? [])].join(" ").toLowerCase(),
    }));
    vendorsById = new Map(catalogue.map((vendor) => [vendor.id, vendor]));
  });

  async function run(fields: Partial<SearchRequest>): Promise<SearchResult> {
    return searchVendors(getDb(), makeSearchRequest(fields));
  }

  /** Runs one case as the results page would (did-you-mean included) and returns its precision at K. */
  async function precisionOf(relevance: RelevanceCase): Promise<number> {
    const asked = makeSearchRequest({ query: relevance.query, location: relevance.location });
    let result = await searchWithSuggestions(getDb(), asked);
    if (relevance.didYouMean !== undefined) {
      // The page answers a query that finds nothing with its corrected results at once (decision 072); with part of
      // the query matching, it offers the correction beside the results.
      expect(result.correction !== null || result.partialMatch).toBe(true);
      // As typed (`spell=off`), nothing (or only part of the query) matches, and 'Did you mean' offers the correction.
      const asTyped = await searchWithSuggestions(getDb(), asked, undefined, { spell: false });
      expect(asTyped.total === 0 || asTyped.partialMatch).toBe(true);
      expect(asTyped.didYouMean[0]).toBe(relevance.didYouMean);
      if (result.correction === null && result.total === 0) {
        result = await searchWithSuggestions(getDb(), makeSearchRequest({ query: relevance.didYouMean, location: relevance.location }));
      }
    }

    let centre: Point | null = null;
    if (relevance.place !== undefined) {
      expect(result.place?.name).toBe(relevance.place);
      centre = placeCentre(relevance.place);
      expect(result.place).toMatchObject(centre);
      for (const vendor of result.vendors) {
        expect(vendor.distanceKm).not.toBeNull();
        expect(vendor.distanceKm!).toBeLessThanOrEqual(result.radiusKm);
      }
    } else {
      expect(result.place).toBeNull();
    }

    const pool = catalogue.filter((vendor) => isRelevant(vendor, relevance, centre, result.radiusKm));
    expect(pool.length, "the catalogue has relevant vendors for this query").toBeGreaterThan(0);
    const top = result.vendors.slice(0, K);
    const hits = top.filter((card) => {
      const vendor = vendorsById.get(card.id);
      return vendor !== undefined && isRelevant(vendor, relevance, centre, result.radiusKm);
    }).length;
    return hits / Math.min(K, pool.length);
  }

  describe.each(CASES.map((relevance) => [describeCase(relevance), relevance] as const))("%s", (_title, relevance) => {
    it(`(${relevance.kind}) puts relevant vendors in the top ${K}`, async () => {
      expect(await precisionOf(relevance)).toBeGreaterThanOrEqual(MIN_PRECISION);
    });
  });

  it(`reaches a mean precision at ${K} of at least ${MIN_MEAN_PRECISION} over ${CASES.length} queries`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    // Measured here rather than collected from the per-case tests, so this holds whichever tests ran before.
    const precisions: { kind: Kind; precision: number }[] = [];
    for (const relevance of CASES) precisions.push({ kind: relevance.kind, precision: await precisionOf(relevance) });
    expect(precisions).toHaveLength(CASES.length);
    const mean = precisions.reduce((sum, entry) => sum + entry.precision, 0) / precisions.length;
    expect(mean).toBeGreaterThanOrEqual(MIN_MEAN_PRECISION);
    for (const kind of new Set(CASES.map((relevance) => relevance.kind))) {
      const ofKind = precisions.filter((entry) => entry.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
    }
  });

  describe("the issue's done-when lines", () => {
    it("offers 'Mehndi Artists' as did-you-mean for \"mendhi\"", async () => {
      expect((await getDidYouMeanSuggestions(getDb(), "mendhi"))[0]).toBe("Mehndi Artists");
      // As typed (`spell=off`; by default the page shows the corrected results, decision 072).
      const page = await searchWithSuggestions(getDb(), makeSearchRequest({ query: "mendhi" }), undefined, { spell: false });
      expect(page.total).toBe(0);
      expect(page.didYouMean).toContain("Mehndi Artists");
    });

    it("returns for \"henna birmingham\" every mehndi artist within 50 km of Birmingham, nearest first, each with its distance", async () => {
      const birmingham = placeCentre("Birmingham");
      const result = await run({ query: "henna birmingham", sort: "distance" });
      expect(result.place?.name).toBe("Birmingham");
      expect(result.radiusKm).toBe(50);
      const expected = catalogue.filter((vendor) => vendor.categorySlug === "mehndi-artists" && withinKm(vendor, birmingham, 50));
      expect(expected.length).toBeGreaterThan(0);
      expect(result.vendors.map((card) => card.id).sort((a, b) => a - b)).toEqual(expected.map((vendor) => vendor.id));
      expect(result.total).toBe(expected.length);
      const distances = result.vendors.map((card) => card.distanceKm);
      for (const [index, card] of result.vendors.entries()) {
        expect(card.category.slug).toBe("mehndi-artists");
        expect(typeof card.distanceKm).toBe("number");
        expect(card.distanceKm!).toBeLessThanOrEqual(50);
        expect(card.distanceKm!).toBeCloseTo(haversineKm(birmingham, { lat: card.latitude!, lng: card.longitude! }), 1);
        if (index > 0) expect(card.distanceKm!).toBeGreaterThanOrEqual(distances[index - 1]!);
      }
    });

    it("narrows \"henna birmingham\" as the radius shrinks to 10 km, keeping exactly the artists within it", async () => {
      const birmingham = placeCentre("Birmingham");
      const totals: number[] = [];
      let previous: Set<number> | undefined;
      for (const radiusKm of [100, 50, 25, 10]) {
        const result = await run({ query: "henna birmingham", sort: "distance", radiusKm });
        const ids = new Set(result.vendors.map((card) => card.id));
        const expected = catalogue.filter((vendor) => vendor.categorySlug === "mehndi-artists" && withinKm(vendor, birmingham, radiusKm));
        expect(result.total, `${radiusKm} km`).toBe(expected.length);
        for (const card of result.vendors) expect(card.distanceKm!).toBeLessThanOrEqual(radiusKm);
        if (previous) for (const id of ids) expect(previous.has(id)).toBe(true);
        previous = ids;
        totals.push(result.total);
      }
      expect(totals[3]).toBeLessThan(totals[0]!);
    });

    it("answers the once zero-result queries with the vendors whose listing says it first", async () => {
      const cases = [
        { query: "lady photographer", category: "photographers", says: /female photographer/ },
        { query: "hijabi hair stylist", category: "hair-stylists", says: /hijab/ },
        { query: "caterer for 1000 guests", category: "catering", says: /1,000\+ guests|well over a thousand/ },
      ];
      for (const { query, category, says } of cases) {
        const result = await run({ query });
        const saying = catalogue.filter((vendor) => vendor.categorySlug === category && says.test(vendor.text));
        expect(saying.length, query).toBeGreaterThanOrEqual(5);
        expect(result.total, query).toBeGreaterThan(0);
        for (const card of result.vendors.slice(0, 5)) {
          expect(card.category.slug, query).toBe(category);
          expect(vendorsById.get(card.id)!.text, `${query}: ${card.name}`).toMatch(says);
        }
      }
    });

    it("ranks first, for \"halal caterer in Bradford\", a halal caterer within 10 km, not one in Rochdale", async () => {
      const result = await run({ query: "halal caterer in Bradford" });
      expect(result.place?.name).toBe("Bradford");
      const first = result.vendors[0]!;
      expect(first.category.slug).toBe("catering");
      expect(vendorsById.get(first.id)!.text).toContain("halal");
      expect(first.distanceKm!).toBeLessThanOrEqual(10);
    });

    it("narrows \"dj manchester\" to the DJs of the 50 km list that are within 10 km", async () => {
      const wide = await run({ query: "dj manchester", sort: "distance" });
      const narrow = await run({ query: "dj manchester", sort: "distance", radiusKm: 10 });
      expect(wide.total).toBeGreaterThan(0);
      expect(wide.total).toBeLessThanOrEqual(wide.vendors.length);
      expect(narrow.total).toBeLessThanOrEqual(wide.total);
      expect(narrow.vendors.map((card) => card.id)).toEqual(
        wide.vendors.filter((card) => card.distanceKm! <= 10).map((card) => card.id),
      );
    });
  });
}, { content: "demo-catalogue" });
