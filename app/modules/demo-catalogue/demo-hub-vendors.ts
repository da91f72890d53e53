import { findUkPlace } from "~/modules/geo/gazetteer.server";
import { UK_NEIGHBOURHOODS } from "~/modules/geo/uk-neighbourhoods";
import { CORE_CATEGORY_SLUGS, DEMO_AREAS, DEMO_HUBS, type DemoArea } from "~/modules/demo-catalogue/demo-hubs";
import type { CategoryContent, DemoVendor } from "~/modules/demo-catalogue/demo-types";
import { buildVendor, type BuildState, type VendorPlace } from "~/modules/demo-catalogue/demo-vendor-builder";

/** Hub vendors stay close to their neighbourhood's high street, so each band's distances hold. */
export const HUB_SPREAD_KM = 1.5;
// Matches the share of the town listings (three of about twenty per category).
const HUB_FEATURED_SHARE = 0.15;
const BANDS = ["inner", "ring", "outer"] as const;

/**
 * Where an area's vendors are centred: the hand-added neighbourhood table for neighbourhoods, GeoNames
 * otherwise. Throws for a name missing from either (a content mistake).
 */
export function demoAreaCentre(area: DemoArea): { latitude: number; longitude: number } {
  if (area.neighbourhood) {
    const found = UK_NEIGHBOURHOODS.find((entry) => entry.name === area.name);
    if (!found) throw new Error(`Demo area ${area.name} is missing from the neighbourhood table`);
    return { latitude: found.latitude, longitude: found.longitude };
  }
  const place = findUkPlace(area.name, area.adminCode);
  if (!place) throw new Error(`Demo area ${area.name} is missing from the GeoNames data`);
  return { latitude: place.latitude, longitude: place.longitude };
}

function areaPlaces(towns: ReadonlyMap<string, VendorPlace>): Map<string, VendorPlace> {
  const places = new Map<string, VendorPlace>();
  for (const area of DEMO_AREAS) {
    const { name, city, region, location, streets, landline, heritage } = area;
    const centre = demoAreaCentre(area);
    const place: VendorPlace = { name, city, region, location, streets, heritage, centre, spreadKm: HUB_SPREAD_KM };
    places.set(name, landline ? { ...place, landline } : place);
  }
  // A hub may also send vendors to a town of the main list (Hounslow, Slough), with the tighter spread.
  for (const [name, town] of towns) if (!places.has(name)) places.set(name, { ...town, spreadKm: HUB_SPREAD_KM });
  return places;
}

/**
 * Vendors clustered around the hub cities (DEMO_HUBS): for each category in order, each hub's quota
 * per distance band, the band's places taking turns across categories so every place gets a mix of
 * trades. About 15% of each category's hub vendors are featured. Draws from `state.rng` only, so the
 * caller can give these their own stream and leave the town listings untouched.
 * Input: the shared build state, the categories, and the main towns as places (keyed by name).
 * Output: active vendors, in catalogue order. Throws if a hub names an unknown place.
 */
export function buildHubVendors(
  state: BuildState,
  contents: readonly CategoryContent[],
  towns: ReadonlyMap<string, VendorPlace>,
): DemoVendor[] {
  const places = areaPlaces(towns);
  const turns = new Map<string, number>();
  const vendors: DemoVendor[] = [];
  for (const content of contents) {
    const made: DemoVendor[] = [];
    for (const hub of DEMO_HUBS) {
      const quota = CORE_CATEGORY_SLUGS.includes(content.slug) ? hub.core : hub.other;
      for (const band of BANDS) {
        const names = hub[band];
        for (let k = 0; k < quota[band]; k++) {
          const key = `${hub.name}|${band}`;
          const turn = turns.get(key) ?? 0;
          turns.set(key, turn + 1);
          const place = places.get(names[turn % names.length] ?? "");
          if (!place) throw new Error(`Hub ${hub.name} has no place for its ${band} band (turn ${turn})`);
          made.push(buildVendor(state, content, { place, isActive: true }));
        }
      }
    }
    for (const vendor of state.rng.sample(made, Math.round(made.length * HUB_FEATURED_SHARE))) vendor.isFeatured = true;
    vendors.push(...made);
  }
  return vendors;
}
