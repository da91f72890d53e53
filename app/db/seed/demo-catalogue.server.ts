import { findUkPlace } from "../../modules/geo/gazetteer.server.ts";
import { BEAUTY_CONTENT } from "./content-beauty.ts";
import { CELEBRATION_CONTENT } from "./content-celebration.ts";
import { MEDIA_CONTENT } from "./content-media.ts";
import { PLANNING_CONTENT } from "./content-planning.ts";
import {
  ENGLISH_WORDS,
  GENERAL_CLOSERS,
  HERITAGE_POOLS,
  TRAVEL_CLOSERS,
  countWord,
  inlineTag,
  languageList,
  surnameFor,
} from "./demo-names.ts";
import { DEMO_TOWNS, HERITAGES, demoTown, type DemoTown } from "./demo-towns.ts";
import type { CategoryContent, DemoCatalogue, DemoCategory, DemoVendor, Heritage } from "./demo-types.ts";
import {
  fillTemplate,
  makeAddress,
  makeContact,
  makeHandle,
  makeImages,
  makePhone,
  makePricing,
  spreadAround,
} from "./demo-vendor-parts.ts";
import { createRandom, hashSeed, type Random } from "./prng.ts";

/** Canonical category order (docs/decisions/002-canonical-categories.md). */
const CATEGORY_ORDER: readonly string[] = [
  "makeup-artists", "mehndi-artists", "hair-stylists", "photographers", "videographers", "musicians",
  "djs-entertainment", "venues", "catering", "decorators", "bridal-wear", "wedding-cake-shops", "jewellery", "florists", "transportation",
  "invitations", "wedding-planners",
];

/** Content of every category in canonical order: names, tags, features and the pools vendors are written from. */
export const DEMO_CATEGORY_CONTENT: readonly CategoryContent[] = [
  ...BEAUTY_CONTENT,
  ...MEDIA_CONTENT,
  ...CELEBRATION_CONTENT,
  ...PLANNING_CONTENT,
].sort((a, b) => CATEGORY_ORDER.indexOf(a.slug) - CATEGORY_ORDER.indexOf(b.slug));

// Changing the label reshuffles every generated vendor; keep it stable so screenshots and tests agree.
const DEMO_SEED = hashSeed("shaadi-vendors demo catalogue v1");
// createdAt values count back from this fixed moment rather than from "now", so the output never drifts.
const BASE_DATE_MS = Date.UTC(2026, 0, 12, 9, 30);
const DAY_MS = 86_400_000;
const FEATURED_PER_CATEGORY = 3;
// Every category reaches at least this many towns before the weighted draw fills the rest.
const ROTATION_TOWNS = 6;
const SPREAD_KM = 3;

/**
 * Listings awaiting approval. The "Zenith" names are distinctive so tests can prove that inactive
 * vendors never appear in public search.
 */
const INACTIVE_VENDORS: readonly { categorySlug: string; town: string; name?: string }[] = [
  { categorySlug: "makeup-artists", town: "Leicester", name: "Zenith Bridal Studio" },
  { categorySlug: "photographers", town: "Bradford", name: "Zenith Lens Co" },
  { categorySlug: "venues", town: "Luton", name: "Zenith Banqueting Hall" },
  { categorySlug: "djs-entertainment", town: "Birmingham", name: "Zenith Sound & Light" },
  { categorySlug: "mehndi-artists", town: "Manchester", name: "Zenith Henna Lounge" },
  { categorySlug: "catering", town: "Glasgow" },
  { categorySlug: "bridal-wear", town: "Ilford" },
  { categorySlug: "videographers", town: "Leeds" },
  { categorySlug: "florists", town: "Bristol" },
  { categorySlug: "jewellery", town: "Wembley" },
  { categorySlug: "transportation", town: "Slough" },
  { categorySlug: "wedding-planners", town: "Coventry" },
  { categorySlug: "musicians", town: "Sheffield" },
  { categorySlug: "decorators", town: "Oldham" },
  { categorySlug: "hair-stylists", town: "Edinburgh" },
  { categorySlug: "wedding-cake-shops", town: "Wolverhampton" },
];

type BuildState = {
  rng: Random;
  names: Set<string>;
  handles: Set<string>;
  phones: Set<string>;
  descriptions: Set<string>;
  /** Uses of each name pattern, keyed "slug|pattern", so a category's names spread over all its patterns. */
  templateUses: Map<string, number>;
  centres: Map<string, { latitude: number; longitude: number }>;
};

type VendorPlan = {
  town: DemoTown;
  isActive: boolean;
  name?: string;
  heritage?: Heritage;
  surname?: string;
  female?: boolean;
};

/**
 * The demo catalogue: 17 categories and about 360 vendors (about 345 active, 16 awaiting approval) across
 * 22 UK towns, with descriptions, contact details on reserved domains and drama-range phone numbers,
 * feature lists and galleries of shared artwork. Pure and deterministic: two calls return deep-equal
 * values. The first call loads the GeoNames data (~0.25 s); throws only if a demo town is missing from it.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  const state: BuildState = {
    rng: createRandom(DEMO_SEED),
    names: new Set(),
    handles: new Set(),
    phones: new Set(),
    descriptions: new Set(),
    templateUses: new Map(),
    centres: townCentres(),
  };
  // Hand-written names are reserved up front so no generated vendor in an earlier category takes one.
  const fixedNames = [
    ...DEMO_CATEGORY_CONTENT.flatMap((content) => content.signatures.map((signature) => signature.name)),
    ...INACTIVE_VENDORS.flatMap((entry) => (entry.name ? [entry.name] : [])),
  ];
  for (const name of fixedNames) state.names.add(name.toLowerCase());
  const vendors: DemoVendor[] = [];
  DEMO_CATEGORY_CONTENT.forEach((content, index) => {
    const plans: VendorPlan[] = content.signatures.map((signature) => ({
      ...signature,
      town: demoTown(signature.town),
      isActive: true,
    }));
    for (let j = 0; j < ROTATION_TOWNS; j++) {
      plans.push({ town: DEMO_TOWNS[(index * ROTATION_TOWNS + j) % DEMO_TOWNS.length] as DemoTown, isActive: true });
    }
    const weights = DEMO_TOWNS.map((town) => town.weight);
    while (plans.length < content.activeVendors) {
      plans.push({ town: DEMO_TOWNS[state.rng.weightedIndex(weights)] as DemoTown, isActive: true });
    }
    const made = plans.slice(0, content.activeVendors).map((plan) => buildVendor(state, content, plan));
    // Hand-written signature names are always featured; the rest of the quota is drawn at random.
    const others = made.slice(content.signatures.length);
    const extra = state.rng.sample(others, Math.max(0, FEATURED_PER_CATEGORY - content.signatures.length));
    for (const vendor of [...made.slice(0, content.signatures.length), ...extra]) vendor.isFeatured = true;
    vendors.push(...made);
  });
  for (const entry of INACTIVE_VENDORS) {
    const plan: VendorPlan = { town: demoTown(entry.town), isActive: false, name: entry.name };
    vendors.push(buildVendor(state, contentFor(entry.categorySlug), plan));
  }
  return { categories: DEMO_CATEGORY_CONTENT.map(toCategory), vendors };
}

/** Regions that take "the" in running text ("across the West Midlands"). */
const REGIONS_WITH_ARTICLE = new Set(["West Midlands"]);

function proseTag(content: CategoryContent, tag: string): string {
  return content.tagPhrases?.[tag] ?? inlineTag(tag);
}

function toCategory(content: CategoryContent): DemoCategory {
  return {
    name: content.name,
    slug: content.slug,
    icon: content.icon,
    sortPriority: content.sortPriority,
    description: content.description,
    serviceTags: [...content.serviceTags],
  };
}

function contentFor(slug: string): CategoryContent {
  const content = DEMO_CATEGORY_CONTENT.find((entry) => entry.slug === slug);
  if (!content) throw new Error(`Unknown demo category: ${slug}`);
  return content;
}

function townCentres(): Map<string, { latitude: number; longitude: number }> {
  const centres = new Map<string, { latitude: number; longitude: number }>();
  for (const town of DEMO_TOWNS) {
    const place = findUkPlace(town.geoName ?? town.name, town.adminCode);
    if (!place) throw new Error(`Demo town ${town.name} is missing from the GeoNames data`);
    centres.set(town.name, { latitude: place.latitude, longitude: place.longitude });
  }
  return centres;
}

function buildVendor(state: BuildState, content: CategoryContent, plan: VendorPlan): DemoVendor {
  const { rng } = state;
  const heritage = plan.heritage ?? (HERITAGES[rng.weightedIndex(plan.town.heritage)] as Heritage);
  const pool = HERITAGE_POOLS[heritage];
  const female = plan.female ?? rng.chance(content.femaleShare);
  const given = rng.pick(female ? pool.women : pool.men);
  const surname = plan.surname ?? surnameFor(rng.pick(pool.surnames), female);
  const name = plan.name ?? makeName(state, content, { given, surname, words: pool.words }, plan.town);
  state.names.add(name.toLowerCase());

  const serviceTags = rng.sample(content.serviceTags, rng.int(3, 6));
  const features = rng.sample(content.features, rng.int(2, 6));
  const first = proseTag(content, serviceTags[0] ?? "");
  const second = proseTag(content, serviceTags[1] ?? "");
  const values: Record<string, string> = {
    name,
    owner: `${given} ${surname}`,
    given,
    surname,
    town: plan.town.name,
    region: REGIONS_WITH_ARTICLE.has(plan.town.region) ? `the ${plan.town.region}` : plan.town.region,
    t1: first,
    // "jaimala and varmala garlands and buttonholes" reads badly, so pairs that already contain "and" get "as well as".
    t12: `${first} ${first.includes(" and ") || second.includes(" and ") ? "as well as" : "and"} ${second}`,
    languages: languageList(rng.pick(pool.languages)),
  };
  const description = makeDescription(state, content, values);
  const { address, postcode } = makeAddress(rng, plan.town);
  const centre = state.centres.get(plan.town.name) as { latitude: number; longitude: number };
  const { latitude, longitude } = spreadAround(rng, centre, SPREAD_KM);
  const { priceRange, pricingText } = makePricing(rng, content);
  const phone = makePhone(rng, plan.town, state.phones);
  const contact = makeContact(rng, makeHandle(name, state.handles));
  const images = makeImages(rng, content);
  const daysAgo = rng.int(0, 900);
  const createdAt = new Date(BASE_DATE_MS - daysAgo * DAY_MS - rng.int(0, 600) * 60_000);
  const updatedAt = new Date(createdAt.getTime() + rng.int(0, Math.min(daysAgo, 90)) * DAY_MS);

  return {
    name,
    categorySlug: content.slug,
    description,
    location: plan.town.location,
    address,
    city: plan.town.name,
    region: plan.town.region,
    postcode,
    latitude,
    longitude,
    priceRange,
    pricingText,
    phone,
    ...contact,
    serviceTags,
    features,
    isFeatured: false,
    isActive: plan.isActive,
    images,
    createdAt,
    updatedAt,
  };
}

function makeName(
  state: BuildState,
  content: CategoryContent,
  person: { given: string; surname: string; words: readonly string[] },
  town: DemoTown,
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
  // Practically unreachable with the current pools, but a town suffix always settles a clash.
  let fallback = `${candidate} ${town.name}`;
  for (let n = 2; state.names.has(fallback.toLowerCase()); n++) fallback = `${candidate} ${town.name} ${n}`;
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
