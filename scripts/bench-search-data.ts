/**
 * The synthetic catalogue and the fixed query mix of `npm run bench:search` (scripts/bench-search.ts).
 * Everything is drawn from seeded random streams (app/modules/demo-catalogue/prng.ts), so every run and every backend
 * gets the same vendors and the same 240 queries. Vendors come from the demo catalogue's own generator
 * (`buildVendor`, app/modules/demo-catalogue/demo-vendor-builder.ts), placed in the UK towns of the GeoNames gazetteer
 * weighted by population. Load this module with a dynamic `import()` after
 * `scripts/register-app-imports.ts`, which resolves its `~/` imports.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { categories, vendorFeatures, vendorImages, vendors } from "~/db/schema";
import { DEMO_CATEGORY_CONTENT, toCategory } from "~/modules/demo-catalogue/demo-catalogue.server";
import type { CategoryContent } from "~/modules/demo-catalogue/demo-types";
import { buildVendor, createBuildState, type VendorPlace } from "~/modules/demo-catalogue/demo-vendor-builder";
import { createRandom, hashSeed } from "~/modules/demo-catalogue/prng";
import { loadGazetteer } from "~/modules/geo/gazetteer.server";
import { resolvePlace } from "~/modules/geo/places.server";
import { emptyFacetSelection, type FacetSelection } from "~/modules/search/facet-params";
import { makeSearchRequest, type SearchRequest, type SearchSort } from "~/modules/search/search-request";
import type { VendorCalendarAndPackages } from "~/modules/demo-catalogue/demo-vendor-builder";
import { benchCalendarAndPackages, insertCalendarsAndPackages, type CalendarVendor } from "./bench-search-calendars.ts";

/** Share of generated listings that await approval (inactive), on top of the active ones. */
const INACTIVE_SHARE = 0.03;
/** Share of active listings that are featured. */
const FEATURED_SHARE = 0.02;
/** Vendor rows per INSERT: ~24 parameters each, far below PostgreSQL's 65,535 limit. */
const VENDOR_BATCH = 1000;
/** Feature or image rows per INSERT: at most 5 parameters each. */
const CHILD_BATCH = 5000;
/** Owner backgrounds (in the order of HERITAGES) for gazetteer towns: no local mix is known, so a broad one. */
const HERITAGE_WEIGHTS: VendorPlace["heritage"] = [4, 4, 2, 1, 1];


/** Rows one load step wrote, and the seconds its packages and availability took (part of the step's time). */
export type LoadCounts = {
  vendors: number;
  features: number;
  images: number;
  packages: number;
  blockedDays: number;
  unavailableDays: number;
  calendarSeconds: number;
};

/** A town vendors are placed in, with the cumulative population up to it for weighted draws. */
type Town = { place: VendorPlace; cumulative: number };

/**
 * Writes the synthetic catalogue into one database, in steps: `loadCategories` once, then
 * `loadUpTo(n)` any number of times to grow the catalogue to `n` active vendors. The random stream
 * carries on between steps, so "10,000 then 100,000" gives the same 100,000 vendors as one step.
 */
export type CatalogueLoader = {
  /** Inserts the 17 demo categories. Output: resolves when done. */
  loadCategories: (db: Executor) => Promise<void>;
  /**
   * Adds vendors (about 3 % of them inactive, 2 % of the active ones featured) until `activeTarget`
   * active ones exist, in batches of 1,000 rows per INSERT, each with the generator's 2–6 features and
   * gallery of 0–12 images, three packages and 0–100 blocked days in the two years from 1 January 2027
   * (scripts/bench-search-calendars.ts, which writes the unavailable days and 'From' prices with the triggers off).
   * Output: rows inserted in this step, and the seconds the packages and availability took of it.
   */
  loadUpTo: (db: Executor, activeTarget: number) => Promise<LoadCounts>;
};

/**
 * The benchmark catalogue (docs/benchmarks.md; its generator is the demo catalogue's).
 * Input: the label of the random stream. Output: a {@link CatalogueLoader}; its `loadUpTo` throws
 * when called before `loadCategories`, and passes on the driver's errors.
 */
export function createCatalogueLoader(seedLabel = "shaadi-vendors search benchmark v2"): CatalogueLoader {
  // Phones may repeat: 100,000 vendors outgrow the 1,000 numbers of the drama range.
  const state = createBuildState(createRandom(hashSeed(seedLabel)), { uniquePhones: false });
  const { rng } = state;
  const towns = benchTowns();
  const totalWeight = towns.at(-1)?.cumulative ?? 0;
  const categoryWeights = DEMO_CATEGORY_CONTENT.map((content) => content.activeVendors);
  const categoryIds = new Map<string, number>();
  let nextId = 1;
  let active = 0;

  const pickTown = (): Town => {
    // Binary search over the cumulative population: ~3,800 towns, 100,000 draws.
    const target = rng.next() * totalWeight;
    let low = 0;
    let high = towns.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((towns[middle] as Town).cumulative > target) high = middle;
      else low = middle + 1;
    }
    return towns[low] as Town;
  };

  return {
    async loadCategories(db) {
      const rows = await db
        .insert(categories)
        .values(DEMO_CATEGORY_CONTENT.map(toCategory))
        .returning({ id: categories.id, slug: categories.slug });
      for (const row of rows) categoryIds.set(row.slug, row.id);
    },

    async loadUpTo(db, activeTarget) {
      const counts: LoadCounts = { vendors: 0, features: 0, images: 0, packages: 0, blockedDays: 0, unavailableDays: 0, calendarSeconds: 0 };
      while (active < activeTarget) {
        const vendorRows: (typeof vendors.$inferInsert)[] = [];
        const featureRows: (typeof vendorFeatures.$inferInsert)[] = [];
        const imageRows: (typeof vendorImages.$inferInsert)[] = [];
        const calendarVendors: CalendarVendor[] = [];
        const generated = new Map<number, VendorCalendarAndPackages>();
        while (vendorRows.length < VENDOR_BATCH && active < activeTarget) {
          const content = DEMO_CATEGORY_CONTENT[rng.weightedIndex(categoryWeights)] as CategoryContent;
          const categoryId = categoryIds.get(content.slug);
          if (categoryId === undefined) throw new Error("Load the categories before the vendors");
          const place = pickTown().place;
          const isActive = !rng.chance(INACTIVE_SHARE);
          // The demo catalogue's own packages are left aside: the benchmark gives every vendor three (bench-search-calendars.ts).
          const { categorySlug: _slug, features, images, packages: _packages, ...vendor } = buildVendor(state, content, { place, isActive });
          const isFeatured = isActive && rng.chance(FEATURED_SHARE);
          if (isActive) active++;
          const vendorId = nextId++;
          // The 'From' price goes in with the vendor, so the set-based fill after its packages leaves the row alone.
          const calendarVendor = { id: vendorId, categorySlug: content.slug, priceRange: vendor.priceRange };
          const offer = benchCalendarAndPackages(calendarVendor);
          calendarVendors.push(calendarVendor);
          generated.set(vendorId, offer);
          vendorRows.push({ ...vendor, isFeatured, id: vendorId, categoryId, fromPricePence: offer.fromPricePence });
          features.forEach((feature, sortOrder) => featureRows.push({ vendorId, feature, sortOrder }));
          images.forEach((image, sortOrder) =>
            imageRows.push({ vendorId, imageUrl: image.url, altText: image.alt, isPrimary: image.isPrimary, sortOrder }),
          );
        }
        // Ids are given explicitly so features and images need no RETURNING round trip; the sequence
        // is moved past them below so rows added later by the app still get fresh ids.
        await db.insert(vendors).values(vendorRows);
        // The statement-level feature trigger refreshes these vendors' search documents once per INSERT.
        for (let i = 0; i < featureRows.length; i += CHILD_BATCH) {
          await db.insert(vendorFeatures).values(featureRows.slice(i, i + CHILD_BATCH));
        }
        for (let i = 0; i < imageRows.length; i += CHILD_BATCH) {
          await db.insert(vendorImages).values(imageRows.slice(i, i + CHILD_BATCH));
        }
        const calendarStarted = performance.now();
        const calendar = await insertCalendarsAndPackages(db, calendarVendors, generated);
        counts.calendarSeconds += (performance.now() - calendarStarted) / 1000;
        counts.packages += calendar.packages;
        counts.blockedDays += calendar.blockedDays;
        counts.unavailableDays += calendar.unavailableDays;
        counts.vendors += vendorRows.length;
        counts.features += featureRows.length;
        counts.images += imageRows.length;
      }
      await db.execute(sql`select setval(pg_get_serial_sequence('vendors', 'id'), ${nextId}, false)`);
      return counts;
    },
  };
}

/**
 * The gazetteer's places with a recorded population (3,831; neighbourhoods have none) as vendor places,
 * each with a cumulative population for weighted draws and a spread radius in km that grows with the
 * place: about 1.5 km for a village, 5–6.5 km for Leicester or Birmingham, at most 12 km (London). No
 * streets are known for them, so their vendors have no street address or postcode.
 */
function benchTowns(): Town[] {
  let cumulative = 0;
  return loadGazetteer()
    .places.filter((place) => place.population > 0)
    .map((place) => {
      cumulative += place.population;
      const vendorPlace: VendorPlace = {
        name: place.name,
        city: place.name,
        region: place.county ?? place.country,
        location: place.parent ? `${place.name}, ${place.parent}` : place.name,
        streets: [],
        heritage: HERITAGE_WEIGHTS,
        centre: { latitude: place.latitude, longitude: place.longitude },
        spreadKm: Math.min(12, 1.5 + Math.sqrt(place.population) / 200),
      };
      return { place: vendorPlace, cumulative };
    });
}

// ---------------------------------------------------------------------------------------------------
// The query mix
// ---------------------------------------------------------------------------------------------------

/**
 * What a benchmark query exercises: words only, a place and radius, a misspelling, nothing to find, attribute words
 * in the query ("lady photographer", "venue for 1000 guests"), or filter chips chosen beside the list (docs/product/public-area.md#filters).
 */
export type QueryKind = "text" | "location" | "typo" | "empty" | "attribute" | "filter";
export const QUERY_KINDS: readonly QueryKind[] = ["text", "location", "typo", "empty", "attribute", "filter"];

export type BenchQuery = { kind: QueryKind; label: string; request: SearchRequest };

/** Searches in the default mix. */
export const DEFAULT_QUERY_COUNT = 240;

/**
 * Searches of each kind in the default mix of {@link DEFAULT_QUERY_COUNT}; other sizes keep the shares. The first four
 * are the original mix (200 searches, drawn first, so they stay the same searches); attribute search added 20 searches
 * with attribute words and 20 with filter chips.
 */
const KIND_COUNTS: Readonly<Record<QueryKind, number>> = { text: 70, location: 80, typo: 25, empty: 25, attribute: 20, filter: 20 };

const TEXT_QUERIES = [
  "mehndi", "photographer", "halal catering", "asian wedding venue", "bridal makeup", "dhol", "sikh wedding photographer",
  "lehenga", "mua", "wedding cake", "florist", "dj", "nikah videographer", "mandap decor", "limo", "qawwali", "henna",
  "walima venue", "sangeet dj", "jewellery", "wedding invitations", "wedding planner", "biryani", "hair stylist", "mehn",
  "photographers", "venues", "tamil wedding photographer", "bollywood dance", "airbrush makeup", "organic henna",
];
/** Queries that name their place in the text; the engine takes the place out and searches around it. */
const QUERIES_WITH_PLACE = ["henna birmingham", "asian wedding venue near leicester", "photographer in bradford", "mehndi bham"];
const LOCATION_WORDS = ["", "", "henna", "photographer", "venue", "catering", "dj", "makeup", "mehndi", "videographer", "decor", "sherwani"];
const PLACES = [
  "London", "Birmingham", "Manchester", "Leicester", "Bradford", "Leeds", "Glasgow", "Southall", "Tooting", "Alum Rock",
  "Luton", "Slough", "Wembley", "Ilford", "Coventry", "Wolverhampton", "Edinburgh", "Cardiff", "Bristol", "Sheffield",
  "Nottingham", "Derby", "Preston", "Blackburn", "Oldham", "Bolton", "Newcastle", "Belfast", "Reading", "Peterborough",
];
const TYPOS = [
  "mendhi", "photgrapher", "videografer", "weding venue", "caterring", "makup artist", "florrist", "dholl", "limousne",
  "sherwaani", "decorater", "jewelery", "photogapher manchester",
];
const EMPTY_QUERIES = ["xyzzy plumbing", "quantum accountant", "zzqx", "plumber", "xyzzy", "car mechanic"];
const RADII = [10, 25, 50, 100];
/**
 * Queries whose words name attributes (decision 026): facets ("halal", "lady", "hijabi", "prayer room"), guest counts
 * and occasions, some with a place in the text. Each is checked to apply an attribute (bench-search-data.test.ts).
 */
const ATTRIBUTE_QUERIES = [
  "lady photographer", "venue for 1000 guests", "female dj", "jain caterer", "eggless wedding cake", "venue with prayer room",
  "drone videographer", "live stream photographer", "walima venue for 500 guests", "mehndi night dj", "cold sparks",
  "gelatine free cake", "vegetarian caterer for 300 guests", "ladies only mehndi", "baraat horse", "lady mua",
  "hijab friendly hair stylist", "female photographer with drone", "halal caterer for 1000 guests", "nikah photographer",
];
const ATTRIBUTE_QUERIES_WITH_PLACE = [
  "halal caterer in Bradford", "hijabi makeup artist near Birmingham", "alcohol free venue leicester", "lady photographer in manchester",
];

/** A search with filter chips chosen: words, a category or a place to refine, and the chips (docs/product/public-area.md#filters, decision 027). */
type FilterCase = { query?: string; categorySlug?: string; location?: string; filters: Partial<FacetSelection> };
/**
 * Chip selections a couple makes on the results or a category page: one facet, a guest number, two facets and a
 * language, an event type; over words, a category, a place or several. Common facets (female, halal) and rare ones
 * (prayer room, cold sparks) both, so the filters are sometimes the narrowest condition and sometimes not.
 */
const FILTER_CASES: readonly FilterCase[] = [
  { query: "caterer", location: "Bradford", filters: { facets: ["halal"] } },
  { categorySlug: "venues", filters: { minCapacity: 500 } },
  { query: "makeup artist", filters: { facets: ["female", "hijab-friendly"], languages: ["Urdu"] } },
  { query: "photographer", location: "London", filters: { facets: ["female"] } },
  { categorySlug: "catering", filters: { facets: ["halal"], eventTypes: ["Reception"] } },
  { categorySlug: "mehndi-artists", location: "Leicester", filters: { languages: ["Gujarati"] } },
  { location: "Birmingham", filters: { facets: ["halal"], minCapacity: 1000 } },
  { query: "venue", location: "Manchester", filters: { facets: ["prayer-room"] } },
  { query: "dj", filters: { facets: ["cold-sparks"], eventTypes: ["Sangeet"] } },
  { categorySlug: "videographers", filters: { facets: ["drone", "live-stream"] } },
  { query: "halal catering", filters: { minCapacity: 250 } },
  { categorySlug: "venues", filters: { facets: ["halal"], languages: ["Urdu", "Punjabi"] } },
  { query: "mehndi", location: "Leicester", filters: { languages: ["Gujarati", "Hindi"], eventTypes: ["Mehndi"] } },
  { filters: { facets: ["female"] } },
];

function filterLabel(filters: FacetSelection): string {
  const parts = [
    ...filters.facets,
    ...(filters.minCapacity === null ? [] : [`≥${filters.minCapacity} guests`]),
    ...filters.eventTypes,
    ...filters.languages,
  ];
  return `[${parts.join(", ")}]`;
}

/**
 * A fixed, deterministic mix of `total` searches (default 240): 70 text only, 80 place + radius, 25 misspellings,
 * 25 searches that find nothing, 20 with attribute words and 20 with filter chips (see {@link KIND_COUNTS}), under
 * the three sorts, shuffled so kinds interleave. The examples of docs/product/public-area.md#search and docs/product/public-area.md#filters come first ("henna" + Birmingham
 * 25 km, "" + Leicester 10 km, "dj" + Manchester 50 km, coordinates + 100 km, "mendhi", "photgrapher", "xyzzy
 * plumbing"; "halal caterer in Bradford", "lady photographer", "venue for 1000 guests", "hijabi makeup artist near
 * Birmingham"; "caterer" + Bradford with the halal chip, venues of at least 500 guests, "makeup artist" with two
 * facets and a language). A different `seedLabel` gives a different mix of the same shape (used for the warm-up).
 * Throws when a place of the list no longer resolves in the gazetteer.
 */
export function buildQueryMix(total = DEFAULT_QUERY_COUNT, seedLabel = "shaadi-vendors search benchmark queries v1"): BenchQuery[] {
  const rng = createRandom(hashSeed(seedLabel));
  // The attribute and filter kinds draw from a stream of their own, so the original 200 searches stay the same.
  const attributeRng = createRandom(hashSeed(`${seedLabel} / attributes and filters`));
  const towns = loadGazetteer().places.filter((place) => place.population >= 20_000);
  const sortFor = (withPlace: boolean, random = rng): SearchSort => {
    const roll = random.next();
    if (!withPlace) return roll < 0.75 ? "relevance" : "name";
    return roll < 0.5 ? "relevance" : roll < 0.85 ? "distance" : "name";
  };
  const text = (query: string, sort: SearchSort = sortFor(false)): BenchQuery => {
    // One text search in ten also filters by price band, as the results page allows.
    const priceRange = rng.chance(0.1) ? rng.pick(["££", "£££"] as const) : null;
    return {
      kind: "text",
      label: `"${query}"${priceRange ? ` price ${priceRange}` : ""}, ${sort}`,
      request: makeSearchRequest({ query, sort, priceRange }),
    };
  };
  const near = (kind: QueryKind, query: string, location: string, radiusKm: number, sort = sortFor(true)): BenchQuery => {
    if (!resolvePlace(location)) throw new Error(`Benchmark place "${location}" is not in the gazetteer`);
    return {
      kind,
      label: `"${query}" @ ${location} ${radiusKm} km, ${sort}`,
      request: makeSearchRequest({ query, location, radiusKm, sort }),
    };
  };
  const coordinates = (query: string, radiusKm: number, sort = sortFor(true)): BenchQuery => {
    const town = rng.pick(towns);
    const lat = Math.round((town.latitude + (rng.next() - 0.5) * 0.1) * 1e5) / 1e5;
    const lng = Math.round((town.longitude + (rng.next() - 0.5) * 0.1) * 1e5) / 1e5;
    return {
      kind: "location",
      label: `"${query}" @ ${lat},${lng} (${town.name}) ${radiusKm} km, ${sort}`,
      request: makeSearchRequest({ query, coordinates: { lat, lng }, radiusKm, sort }),
    };
  };
  const placeInQuery = (query: string, kind: QueryKind = "location", sort = sortFor(true)): BenchQuery => {
    return { kind, label: `"${query}", ${sort}`, request: makeSearchRequest({ query, sort }) };
  };
  const attribute = (query: string, sort = sortFor(false, attributeRng)): BenchQuery => ({
    kind: "attribute",
    label: `"${query}", ${sort}`,
    request: makeSearchRequest({ query, sort }),
  });
  const filtered = (filterCase: FilterCase, sort = sortFor(filterCase.location !== undefined, attributeRng)): BenchQuery => {
    const { query = "", categorySlug = null, location } = filterCase;
    const filters: FacetSelection = { ...emptyFacetSelection(), ...filterCase.filters };
    if (location !== undefined && !resolvePlace(location)) throw new Error(`Benchmark place "${location}" is not in the gazetteer`);
    const place = location === undefined ? {} : { location, radiusKm: attributeRng.pick(RADII) };
    const where = location === undefined ? "" : ` @ ${location} ${place.radiusKm} km`;
    return {
      kind: "filter",
      label: `${categorySlug ? `category ${categorySlug}` : `"${query}"`}${where} ${filterLabel(filters)}, ${sort}`,
      request: makeSearchRequest({ query, categorySlug, ...place, sort, filters }),
    };
  };

  const byKind: Record<QueryKind, BenchQuery[]> = {
    text: [text("mehndi", "relevance"), text("photographer", "relevance"), text("halal catering", "relevance"), text("asian wedding venue", "relevance")],
    location: [
      near("location", "henna", "Birmingham", 25, "relevance"),
      near("location", "", "Leicester", 10, "distance"),
      near("location", "dj", "Manchester", 50, "relevance"),
      coordinates("", 100, "distance"),
    ],
    typo: [text("mendhi", "relevance"), text("photgrapher", "relevance")].map((query) => ({ ...query, kind: "typo" as const })),
    empty: [{ ...text("xyzzy plumbing", "relevance"), kind: "empty" as const }],
    attribute: [
      placeInQuery("halal caterer in Bradford", "attribute", "relevance"),
      attribute("lady photographer", "relevance"),
      attribute("venue for 1000 guests", "relevance"),
      placeInQuery("hijabi makeup artist near Birmingham", "attribute", "relevance"),
    ],
    filter: FILTER_CASES.slice(0, 3).map((filterCase) => filtered(filterCase, "relevance")),
  };
  const makers: Record<QueryKind, () => BenchQuery> = {
    text: () => text(rng.pick(TEXT_QUERIES)),
    location: () => {
      const roll = rng.next();
      if (roll < 0.15) return placeInQuery(rng.pick(QUERIES_WITH_PLACE));
      if (roll < 0.35) return coordinates(rng.pick(LOCATION_WORDS), rng.pick(RADII));
      return near("location", rng.pick(LOCATION_WORDS), rng.pick(PLACES), rng.pick(RADII));
    },
    typo: () => {
      const query = rng.pick(TYPOS);
      return rng.chance(0.3)
        ? { ...near("typo", query, rng.pick(PLACES), rng.pick(RADII)) }
        : { ...text(query), kind: "typo" };
    },
    empty: () => {
      const query = rng.pick(EMPTY_QUERIES);
      return rng.chance(0.4) ? near("empty", query, rng.pick(PLACES), rng.pick(RADII)) : { ...text(query), kind: "empty" };
    },
    attribute: () => {
      const roll = attributeRng.next();
      if (roll < 0.2) return placeInQuery(attributeRng.pick(ATTRIBUTE_QUERIES_WITH_PLACE), "attribute", sortFor(true, attributeRng));
      if (roll < 0.4) {
        const query = attributeRng.pick(ATTRIBUTE_QUERIES);
        return near("attribute", query, attributeRng.pick(PLACES), attributeRng.pick(RADII), sortFor(true, attributeRng));
      }
      return attribute(attributeRng.pick(ATTRIBUTE_QUERIES));
    },
    filter: () => filtered(attributeRng.pick(FILTER_CASES)),
  };
  const mix: BenchQuery[] = [];
  for (const kind of QUERY_KINDS) {
    const wanted = Math.round((total * KIND_COUNTS[kind]) / DEFAULT_QUERY_COUNT);
    const queries = byKind[kind].slice(0, wanted);
    while (queries.length < wanted) queries.push(makers[kind]());
    mix.push(...queries);
  }
  while (mix.length < total) mix.push(makers.text());
  return rng.shuffle(mix).slice(0, total);
}
