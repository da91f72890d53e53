/**
 * The synthetic catalogue and the fixed query mix of `npm run bench:search` (scripts/bench-search.ts).
 * Everything is drawn from seeded random streams (app/db/seed/prng.ts), so every run and every backend
 * gets the same vendors and the same 200 queries. Vendors are written from the demo catalogue's content
 * pools (names, service tags, features, sentences) and placed in UK towns of the GeoNames gazetteer,
 * weighted by population. Load this module with a dynamic `import()` after
 * `scripts/register-app-imports.ts`, because the search modules it uses import through `~/`.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../app/db/client.server.ts";
import { categories, vendorFeatures, vendorImages, vendors } from "../app/db/schema.ts";
import { ARTWORK_VARIANTS, demoImageUrl, describeArtwork } from "../app/db/seed/demo-artwork-spec.ts";
import { DEMO_CATEGORY_CONTENT, toCategory } from "../app/db/seed/demo-catalogue.server.ts";
import {
  ENGLISH_WORDS,
  GENERAL_CLOSERS,
  HERITAGE_POOLS,
  TRAVEL_CLOSERS,
  countWord,
  inlineTag,
  languageList,
  surnameFor,
} from "../app/db/seed/demo-names.ts";
import { HERITAGES } from "../app/db/seed/demo-towns.ts";
import type { CategoryContent, Heritage } from "../app/db/seed/demo-types.ts";
import { fillTemplate, makePricing, spreadAround } from "../app/db/seed/demo-vendor-parts.ts";
import { createRandom, hashSeed, type Random } from "../app/db/seed/prng.ts";
import { loadGazetteer } from "../app/modules/geo/gazetteer.server.ts";
import type { GazetteerPlace } from "../app/modules/geo/gazetteer-types.ts";
import { resolvePlace } from "../app/modules/geo/places.server.ts";
import { makeSearchRequest, type SearchRequest, type SearchSort } from "../app/modules/search/search-request.ts";

/** Share of generated listings that await approval (inactive), on top of the active ones. */
const INACTIVE_SHARE = 0.03;
/** Share of active listings that are featured. */
const FEATURED_SHARE = 0.02;
/** Share of vendors with a primary image (the demo catalogue's galleries are empty for about 8 %). */
const IMAGE_SHARE = 0.92;
/** Vendor rows per INSERT: ~17 parameters each, far below PostgreSQL's 65,535 limit. */
const VENDOR_BATCH = 1000;
/** Owner backgrounds for towns outside the demo list: no local mix is known, so a broad one. */
const HERITAGE_WEIGHTS = [4, 4, 2, 1, 1];

type Executor = Pick<Database, "insert" | "execute">;

/** A town vendors are placed in, with the radius they spread over (km). */
type Town = { place: GazetteerPlace; spreadKm: number; cumulative: number };

/**
 * Writes the synthetic catalogue into one database, in steps: `loadCategories` once, then
 * `loadUpTo(n)` any number of times to grow the catalogue to `n` active vendors. The random stream
 * carries on between steps, so "10,000 then 100,000" gives the same 100,000 vendors as one step.
 */
export type CatalogueLoader = {
  /** Inserts the 17 demo categories. Output: resolves when done. */
  loadCategories: (db: Executor) => Promise<void>;
  /**
   * Adds vendors (about 3 % of them inactive) until `activeTarget` active ones exist, in batches of
   * 1,000 rows per INSERT, with their 2–4 features and a primary image for ~92 %.
   * Output: rows inserted in this step.
   */
  loadUpTo: (db: Executor, activeTarget: number) => Promise<{ vendors: number; features: number; images: number }>;
};

export function createCatalogueLoader(seedLabel = "shaadi-vendors search benchmark v1"): CatalogueLoader {
  const rng = createRandom(hashSeed(seedLabel));
  const towns = benchTowns();
  const totalWeight = towns.at(-1)?.cumulative ?? 0;
  const categoryWeights = DEMO_CATEGORY_CONTENT.map((content) => content.activeVendors);
  const categoryIds = new Map<string, number>();
  let nextId = 1;
  let active = 0;

  const pickTown = (): Town => {
    // Binary search over the cumulative population: ~4,300 towns, 100,000 draws.
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
      const counts = { vendors: 0, features: 0, images: 0 };
      while (active < activeTarget) {
        const vendorRows: (typeof vendors.$inferInsert)[] = [];
        const featureRows: (typeof vendorFeatures.$inferInsert)[] = [];
        const imageRows: (typeof vendorImages.$inferInsert)[] = [];
        while (vendorRows.length < VENDOR_BATCH && active < activeTarget) {
          const content = DEMO_CATEGORY_CONTENT[rng.weightedIndex(categoryWeights)] as CategoryContent;
          const categoryId = categoryIds.get(content.slug);
          if (categoryId === undefined) throw new Error("Load the categories before the vendors");
          const vendor = makeVendor(rng, content, pickTown(), nextId);
          if (vendor.row.isActive) active++;
          vendorRows.push({ ...vendor.row, id: nextId, categoryId });
          vendor.features.forEach((feature, sortOrder) => featureRows.push({ vendorId: nextId, feature, sortOrder }));
          if (vendor.image) imageRows.push({ vendorId: nextId, ...vendor.image, isPrimary: true, sortOrder: 0 });
          nextId++;
        }
        // Ids are given explicitly so features and images need no RETURNING round trip; the sequence
        // is moved past them below so rows added later by the app still get fresh ids.
        await db.insert(vendors).values(vendorRows);
        // The statement-level feature trigger refreshes these vendors' search documents once per INSERT.
        for (let i = 0; i < featureRows.length; i += 3 * VENDOR_BATCH) {
          await db.insert(vendorFeatures).values(featureRows.slice(i, i + 3 * VENDOR_BATCH));
        }
        if (imageRows.length > 0) await db.insert(vendorImages).values(imageRows);
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
 * The gazetteer's places with a recorded population (3,831; neighbourhoods have none), each with a
 * cumulative population for weighted draws and a spread radius in km that grows with the place: about
 * 1.5 km for a village, 5–6.5 km for Leicester or Birmingham, at most 12 km (London).
 */
function benchTowns(): Town[] {
  let cumulative = 0;
  return loadGazetteer()
    .places.filter((place) => place.population > 0)
    .map((place) => {
      cumulative += place.population;
      return { place, spreadKm: Math.min(12, 1.5 + Math.sqrt(place.population) / 200), cumulative };
    });
}

function makeVendor(rng: Random, content: CategoryContent, town: Town, id: number) {
  const heritage = HERITAGES[rng.weightedIndex(HERITAGE_WEIGHTS)] as Heritage;
  const pool = HERITAGE_POOLS[heritage];
  const female = rng.chance(content.femaleShare);
  const given = rng.pick(female ? pool.women : pool.men);
  const surname = surnameFor(rng.pick(pool.surnames), female);
  const word = rng.chance(0.65) ? rng.pick(pool.words) : rng.pick(ENGLISH_WORDS);
  const name = fillTemplate(rng.pick(content.nameTemplates), { given, surname, word });
  const serviceTags = rng.sample(content.serviceTags, rng.int(3, 6));
  const features = rng.sample(content.features, rng.int(2, 4));
  const { place } = town;
  const region = place.county ?? place.country;
  const prose = (tag: string) => content.tagPhrases?.[tag] ?? inlineTag(tag);
  const first = prose(serviceTags[0] ?? "");
  const second = prose(serviceTags[1] ?? "");
  const values: Record<string, string> = {
    name,
    owner: `${given} ${surname}`,
    given,
    surname,
    town: place.name,
    region,
    t1: first,
    t12: `${first} ${first.includes(" and ") || second.includes(" and ") ? "as well as" : "and"} ${second}`,
    languages: languageList(rng.pick(pool.languages)),
    years: countWord(rng.int(3, 22)),
    party: countWord(rng.int(4, 12)),
    capacity: String(50 * rng.int(5, 24)),
    distance: String(5 * rng.int(3, 8)),
    minimum: String(25 * rng.int(2, 6)),
  };
  const closers: readonly string[] = content.travels ? [...GENERAL_CLOSERS, ...TRAVEL_CLOSERS] : GENERAL_CLOSERS;
  const sentences = [rng.pick(content.openers), ...rng.sample(content.details, rng.chance(0.55) ? 2 : 1)];
  if (rng.chance(0.6)) sentences.push(rng.pick(closers));
  const { latitude, longitude } = spreadAround(rng, { latitude: place.latitude, longitude: place.longitude }, town.spreadKm);
  const { priceRange, pricingText } = makePricing(rng, content);
  const handle = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${id}`;
  const isActive = !rng.chance(INACTIVE_SHARE);
  const variant = rng.int(1, ARTWORK_VARIANTS);
  return {
    row: {
      name,
      description: sentences.map((sentence) => fillTemplate(sentence, values)).join(" "),
      location: place.parent ? `${place.name}, ${place.parent}` : place.name,
      city: place.name,
      region,
      latitude,
      longitude,
      priceRange,
      pricingText,
      phone: `07700 900${String(rng.int(0, 999)).padStart(3, "0")}`,
      email: `hello@${handle}.example.co.uk`,
      website: rng.chance(0.8) ? `https://www.example.co.uk/${handle}` : null,
      serviceTags,
      isFeatured: isActive && rng.chance(FEATURED_SHARE),
      isActive,
    },
    features,
    image: rng.chance(IMAGE_SHARE)
      ? { imageUrl: demoImageUrl(content.slug, variant), altText: describeArtwork(content.slug, variant) }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------------
// The query mix
// ---------------------------------------------------------------------------------------------------

/** What a benchmark query exercises: words only, a place and radius, a misspelling, or nothing to find. */
export type QueryKind = "text" | "location" | "typo" | "empty";
export const QUERY_KINDS: readonly QueryKind[] = ["text", "location", "typo", "empty"];

export type BenchQuery = { kind: QueryKind; label: string; request: SearchRequest };

/** Shares of the mix by kind (they add up to 1). */
const KIND_SHARES: Readonly<Record<QueryKind, number>> = { text: 0.35, location: 0.4, typo: 0.125, empty: 0.125 };

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
 * A fixed, deterministic mix of `total` searches (default 200): 35 % text only, 40 % place + radius,
 * 12.5 % misspellings, 12.5 % searches that find nothing, under the three sorts, shuffled so kinds
 * interleave. The examples of issue #3 come first ("henna" + Birmingham 25 km, "" + Leicester 10 km,
 * "dj" + Manchester 50 km, coordinates + 100 km, "mendhi", "photgrapher", "xyzzy plumbing").
 * A different `seedLabel` gives a different mix of the same shape (used for the warm-up).
 * Throws when a place of the list no longer resolves in the gazetteer.
 */
export function buildQueryMix(total = 200, seedLabel = "shaadi-vendors search benchmark queries v1"): BenchQuery[] {
  const rng = createRandom(hashSeed(seedLabel));
  const towns = loadGazetteer().places.filter((place) => place.population >= 20_000);
  const sortFor = (withPlace: boolean): SearchSort => {
    const roll = rng.next();
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
  const placeInQuery = (query: string): BenchQuery => {
    const sort = sortFor(true);
    return { kind: "location", label: `"${query}", ${sort}`, request: makeSearchRequest({ query, sort }) };
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
  };
  const mix: BenchQuery[] = [];
  for (const kind of QUERY_KINDS) {
    const wanted = Math.round(total * KIND_SHARES[kind]);
    const queries = byKind[kind].slice(0, wanted);
    while (queries.length < wanted) queries.push(makers[kind]());
    mix.push(...queries);
  }
  while (mix.length < total) mix.push(makers.text());
  return rng.shuffle(mix).slice(0, total);
}
