import {
  ENGLISH_WORDS,
  GENERAL_CLOSERS,
  HERITAGE_POOLS,
  TRAVEL_CLOSERS,
  countWord,
  inlineTag,
  languageList,
  surnameFor,
} from "~/modules/demo-catalogue/demo-names";
import { deriveVendorAttributes } from "~/modules/demo-catalogue/demo-attributes";
import { HERITAGES, type DemoTown } from "~/modules/demo-catalogue/demo-towns";
import type { CategoryContent, DemoVendor, Heritage } from "~/modules/demo-catalogue/demo-types";
import {
  fillTemplate,
  makeAddress,
  makeContact,
  makeHandle,
  makeImages,
  makePhone,
  makePricing,
  spreadAround,
} from "~/modules/demo-catalogue/demo-vendor-parts";
import { buildDemoPackages } from "~/modules/demo-catalogue/demo-packages";
import { createRandom, hashSeed, type Random } from "~/modules/demo-catalogue/prng";
import { demoBlockedDays, type DemoBlockedDay } from "~/modules/demo-catalogue/demo-blocked-days";
import { demoPackages } from "~/modules/demo-catalogue/demo-vendor-packages";
import type { PackageInput } from "~/modules/packages/package-rules";
import type { PriceRange } from "~/modules/vendors/vendor-format";

// createdAt values count back from this fixed moment rather than from "now", so the output never drifts.
const BASE_DATE_MS = Date.UTC(2026, 0, 12, 9, 30);
const DAY_MS = 86_400_000;

/** Shared by every vendor of one catalogue, so names, handles, phones and descriptions never repeat. */
export type BuildState = {
  rng: Random;
  names: Set<string>;
  handles: Set<string>;
  /**
   * Phone numbers given so far, kept unique; null lets numbers repeat, for catalogues larger than the
   * drama ranges (1,000 numbers each) such as the search benchmark's.
   */
  phones: Set<string> | null;
  descriptions: Set<string>;
  /** Uses of each name pattern, keyed "slug|pattern", so a category's names spread over all its patterns. */
  templateUses: Map<string, number>;
};

/**
 * A fresh build state over `rng`, for one catalogue: the demo catalogue (app/modules/demo-catalogue/demo-catalogue.server.ts)
 * and the search benchmark's synthetic one (scripts/bench-search-data.ts: one vendor generator).
 * Input: the seeded random stream every vendor draws from; `uniquePhones` (default true) false allows
 * repeated phone numbers. Output: empty name, handle, phone and description registers. Throws nothing.
 */
export function createBuildState(rng: Random, options: { uniquePhones?: boolean } = {}): BuildState {
  return {
    rng,
    names: new Set(),
    handles: new Set(),
    phones: (options.uniquePhones ?? true) ? new Set() : null,
    descriptions: new Set(),
    templateUses: new Map(),
  };
}

/** Where a vendor trades: what its listing says and the disc its map pin falls in. */
export type VendorPlace = {
  /** Place named in descriptions: a town ("Leicester") or a neighbourhood ("Belgrave"). */
  name: string;
  city: string;
  region: string;
  location: string;
  /** Real streets with their postcode district; empty where none are known, leaving address and postcode null. */
  streets: DemoTown["streets"];
  landline?: string;
  heritage: DemoTown["heritage"];
  centre: { latitude: number; longitude: number };
  spreadKm: number;
};

export type VendorPlan = {
  place: VendorPlace;
  isActive: boolean;
  name?: string;
  heritage?: Heritage;
  surname?: string;
  female?: boolean;
};

/** Regions that take "the" in running text ("across the West Midlands"). */
const REGIONS_WITH_ARTICLE = new Set(["West Midlands"]);

function proseTag(content: CategoryContent, tag: string): string {
  return content.tagPhrases?.[tag] ?? inlineTag(tag);
}

/**
 * One vendor written from its category's pools, placed in `plan.place` (any place: a demo town, a hub
 * neighbourhood or a gazetteer town); the only vendor generator of the project.
 * Input: the catalogue's build state, the category content and the plan (place, active flag and optional
 * fixed name, owner background, surname, sex). Output: the vendor, not featured (the caller decides),
 * with coordinates within `place.spreadKm` km of the place's centre, createdAt within 900 days before
 * 12 January 2026, the attributes its texts name (`deriveVendorAttributes`) and, for about three in four vendors
 * (every hand-written one), one to four packages priced for its trade, band and region (`buildDemoPackages`, drawn
 * from a stream named after the vendor, with a pricing text naming their lowest price). Draws from `state.rng` in a
 * fixed order, so the same state and plans give the same vendors; records its name, handle, phone and
 * description in the state. Throws when the phone's drama range is exhausted (unique phones only) or a content
 * template names an unknown placeholder.
 */
export function buildVendor(state: BuildState, content: CategoryContent, plan: VendorPlan): DemoVendor {
  const { rng } = state;
  const { place } = plan;
  const heritage = plan.heritage ?? (HERITAGES[rng.weightedIndex(place.heritage)] as Heritage);
  const pool = HERITAGE_POOLS[heritage];
  const female = plan.female ?? rng.chance(content.femaleShare);
  const given = rng.pick(female ? pool.women : pool.men);
  const surname = plan.surname ?? surnameFor(rng.pick(pool.surnames), female);
  const name = plan.name ?? makeName(state, content, { given, surname, words: pool.words }, place.name);
  state.names.add(name.toLowerCase());

  const serviceTags = rng.sample(content.serviceTags, rng.int(3, 6));
  const features = rng.sample(content.features, rng.int(2, 6));
  const first = proseTag(content, serviceTags[0] ?? "");
  const second = proseTag(content, serviceTags[1] ?? "");
  const spoken = rng.pick(pool.languages);
  const values: Record<string, string> = {
    name,
    owner: `${given} ${surname}`,
    given,
    surname,
    town: place.name,
    region: REGIONS_WITH_ARTICLE.has(place.region) ? `the ${place.region}` : place.region,
    t1: first,
    // "jaimala and varmala garlands and buttonholes" reads badly, so pairs that already contain "and" get "as well as".
    t12: `${first} ${first.includes(" and ") || second.includes(" and ") ? "as well as" : "and"} ${second}`,
    languages: languageList(spoken),
  };
  const description = makeDescription(state, content, values);
  const { address, postcode } = makeAddress(rng, place);
  const { latitude, longitude } = spreadAround(rng, place.centre, place.spreadKm);
  const { priceRange, pricingText: ownPricingText } = makePricing(rng, content);
  const phone = makePhone(rng, place, state.phones);
  const contact = makeContact(rng, makeHandle(name, state.handles));
  const images = makeImages(rng, content);
  const daysAgo = rng.int(0, 900);
  const createdAt = new Date(BASE_DATE_MS - daysAgo * DAY_MS - rng.int(0, 600) * 60_000);
  const updatedAt = new Date(createdAt.getTime() + rng.int(0, Math.min(daysAgo, 90)) * DAY_MS);
  const attributes = deriveVendorAttributes({ categorySlug: content.slug, features, serviceTags, description, languages: spoken });
  // Drawn from the vendor's own stream (demo-packages.ts), so the catalogue's shared stream is untouched.
  const priced = buildDemoPackages({
    name,
    categorySlug: content.slug,
    region: place.region,
    priceRange,
    heritage,
    capacity: attributes.capacity,
    priced: plan.name !== undefined,
  });
  const pricingText = priced.packages.length > 0 ? priced.pricingText : ownPricingText;

  return {
    name,
    categorySlug: content.slug,
    description,
    location: place.location,
    address,
    city: place.city,
    region: place.region,
    postcode,
    latitude,
    longitude,
    priceRange,
    pricingText,
    phone,
    ...contact,
    serviceTags,
    features,
    ...attributes,
    isFeatured: false,
    isActive: plan.isActive,
    images,
    packages: priced.packages,
    createdAt,
    updatedAt,
  };
}

function makeName(
  state: BuildState,
  content: CategoryContent,
  person: { given: string; surname: string; words: readonly string[] },
  placeName: string,
): string {
  const { rng } = state;
  const uses = (template: string) => state.templateUses.get(`${content.slug}|${template}`) ?? 0;
  const fewest = Math.min(...content.nameTemplates.map(uses));
  const leastUsed = content.nameTemplates.filter((template) => uses(template) === fewest);
  let candidate = "";
  for (let attempt = 0; attempt < 40; attempt++) {
    // Least-used patterns first, so no category reads as "The Mehndi Room by …" five times over.
    const template = rng.pick(attempt < 10 ? leastUsed : content.nameTemplates);
    const word = rng.chance(0.65) ? rng.pick(person.words) : rng.pick(ENGLISH_WORDS);
    candidate = fillTemplate(template, { given: person.given, surname: person.surname, word });
    // Hand-written inactive names own "Zenith"; nothing generated may borrow it.
    if (!state.names.has(candidate.toLowerCase()) && !/zenith/i.test(candidate)) {
      state.templateUses.set(`${content.slug}|${template}`, uses(template) + 1);
      return candidate;
    }
  }
  // Practically unreachable with the current pools, but a place suffix always settles a clash.
  let fallback = `${candidate} ${placeName}`;
  for (let n = 2; state.names.has(fallback.toLowerCase()); n++) fallback = `${candidate} ${placeName} ${n}`;
  return fallback;
}

/** Two to four sentences: an opener, one or two details and sometimes a closing note. Never repeated. */
function makeDescription(state: BuildState, content: CategoryContent, values: Record<string, string>): string {
  const { rng } = state;
  const closers: readonly string[] = content.travels ? [...GENERAL_CLOSERS, ...TRAVEL_CLOSERS] : GENERAL_CLOSERS;
  for (let attempt = 0; ; attempt++) {
    const numbers = {
      years: countWord(rng.int(3, 22)),
      party: countWord(rng.int(4, 12)),
      capacity: String(50 * rng.int(5, 24)),
      distance: String(5 * rng.int(3, 8)),
      minimum: String(25 * rng.int(2, 6)),
    };
    const sentences = [rng.pick(content.openers), ...rng.sample(content.details, rng.chance(0.55) ? 2 : 1)];
    if (rng.chance(0.6)) sentences.push(rng.pick(closers));
    const description = sentences.map((sentence) => fillTemplate(sentence, { ...values, ...numbers })).join(" ");
    if (!state.descriptions.has(description) || attempt >= 50) {
      state.descriptions.add(description);
      return description;
    }
  }
}

/** A generated vendor's packages, their lowest price and its blocked days. */
export type VendorCalendarAndPackages = { packages: PackageInput[]; fromPricePence: number; blockedDays: DemoBlockedDay[] };

/**
 * The packages (demo-vendor-packages.ts) and blocked days (demo-blocked-days.ts) of one generated vendor, drawn
 * from a random stream of its own named by `seedLabel` and the vendor's id, so they are the same whether the vendor is
 * generated now or read back from a catalogue loaded before (the search benchmark fills a kept catalogue this way).
 * Input: the stream's label, the vendor's id, category slug and price band. Output: three packages cheapest first,
 * the lowest price in pence (what the 'From' price trigger of migration 0020 would keep), and 0–100 blocked days.
 * Throws for a category without demo prices.
 */
export function buildVendorCalendarAndPackages(
  seedLabel: string,
  vendor: { id: number; categorySlug: string; priceRange: PriceRange | null },
): VendorCalendarAndPackages {
  const random = createRandom(hashSeed(`${seedLabel} / vendor ${vendor.id}`));
  const packages = demoPackages(random, vendor);
  const blockedDays = demoBlockedDays(random);
  return { packages, fromPricePence: Math.min(...packages.map((pkg) => pkg.pricePence)), blockedDays };
}
