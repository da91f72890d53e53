import { findUkPlace } from "~/modules/geo/gazetteer.server";
import { BEAUTY_CONTENT } from "~/modules/demo-catalogue/content-beauty";
import { CELEBRATION_CONTENT } from "~/modules/demo-catalogue/content-celebration";
import { MEDIA_CONTENT } from "~/modules/demo-catalogue/content-media";
import { PLANNING_CONTENT } from "~/modules/demo-catalogue/content-planning";
import { buildHubVendors } from "~/modules/demo-catalogue/demo-hub-vendors";
import { DEMO_TOWNS, type DemoTown } from "~/modules/demo-catalogue/demo-towns";
import type { CategoryContent, DemoCatalogue, DemoCategory, DemoVendor } from "~/modules/demo-catalogue/demo-types";
import { buildVendor, createBuildState, type VendorPlace, type VendorPlan } from "~/modules/demo-catalogue/demo-vendor-builder";
import { createRandom, hashSeed } from "~/modules/demo-catalogue/prng";

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
// The hub listings draw from their own stream, so adding them left every town listing exactly as it was.
const HUB_SEED = hashSeed("shaadi-vendors demo catalogue hubs v1");
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

/**
 * The demo catalogue: 17 categories and about 710 vendors (about 695 active, 16 awaiting approval). About
 * 345 are spread over 22 UK towns; the other 350 cluster in the neighbourhoods and satellite towns of the
 * hub cities (DEMO_HUBS), so a search around London, Birmingham, Manchester, Leicester or Bradford finds
 * more vendors as its radius grows from 10 to 50 km. All have descriptions, contact details on reserved
 * domains and drama-range phone numbers, feature lists and galleries of shared artwork. Vendor n + 1 of
 * the list gets id n + 1 when seeded. Pure and deterministic: two calls return deep-equal values. The
 * first call loads the GeoNames data (~0.25 s); throws only if a demo place is missing from it.
 */
export function buildDemoCatalogue(): DemoCatalogue {
  const state = createBuildState(createRandom(DEMO_SEED));
  const towns = townPlaces();
  const townPlace = (name: string) => {
    const place = towns.get(name);
    if (!place) throw new Error(`Unknown demo town: ${name}`);
    return place;
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
      place: townPlace(signature.town),
      isActive: true,
    }));
    for (let j = 0; j < ROTATION_TOWNS; j++) {
      const town = DEMO_TOWNS[(index * ROTATION_TOWNS + j) % DEMO_TOWNS.length] as DemoTown;
      plans.push({ place: townPlace(town.name), isActive: true });
    }
    const weights = DEMO_TOWNS.map((town) => town.weight);
    while (plans.length < content.activeVendors) {
      const town = DEMO_TOWNS[state.rng.weightedIndex(weights)] as DemoTown;
      plans.push({ place: townPlace(town.name), isActive: true });
    }
    const made = plans.slice(0, content.activeVendors).map((plan) => buildVendor(state, content, plan));
    // Hand-written signature names are always featured; the rest of the quota is drawn at random.
    const others = made.slice(content.signatures.length);
    const extra = state.rng.sample(others, Math.max(0, FEATURED_PER_CATEGORY - content.signatures.length));
    for (const vendor of [...made.slice(0, content.signatures.length), ...extra]) vendor.isFeatured = true;
    vendors.push(...made);
  });
  for (const entry of INACTIVE_VENDORS) {
    const plan: VendorPlan = { place: townPlace(entry.town), isActive: false, name: entry.name };
    vendors.push(buildVendor(state, contentFor(entry.categorySlug), plan));
  }
  // Appended after the town listings, so those keep the ids (/vendor/n) they had before hubs existed.
  vendors.push(...buildHubVendors({ ...state, rng: createRandom(HUB_SEED) }, DEMO_CATEGORY_CONTENT, towns));
  return { categories: DEMO_CATEGORY_CONTENT.map(toCategory), vendors };
}

/** A category row of the demo catalogue from its content (the seed and the benchmark insert the same rows). */
export function toCategory(content: CategoryContent): DemoCategory {
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

/** The main towns as places: the GeoNames centre, with vendors spread up to SPREAD_KM around it. */
function townPlaces(): Map<string, VendorPlace> {
  const places = new Map<string, VendorPlace>();
  for (const town of DEMO_TOWNS) {
    const found = findUkPlace(town.geoName ?? town.name, town.adminCode);
    if (!found) throw new Error(`Demo town ${town.name} is missing from the GeoNames data`);
    const { name, region, location, streets, landline, heritage } = town;
    const centre = { latitude: found.latitude, longitude: found.longitude };
    const place: VendorPlace = { name, city: name, region, location, streets, heritage, centre, spreadKm: SPREAD_KM };
    places.set(name, landline ? { ...place, landline } : place);
  }
  return places;
}
