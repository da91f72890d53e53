import { describe, expect, it } from "vitest";
import { findUkPlace } from "~/modules/geo/gazetteer.server";
import { haversineKm, type LatLng } from "~/modules/geo/geo-math";
import { CITY_REGIONS } from "~/modules/geo/regions";
import { UK_NEIGHBOURHOODS } from "~/modules/geo/uk-neighbourhoods";
import { PRICE_RANGES, withHttps } from "~/modules/vendors/vendor-format";
import { buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { DEMO_AREAS } from "~/modules/demo-catalogue/demo-hubs";
import { DEMO_TOWNS } from "~/modules/demo-catalogue/demo-towns";

const catalogue = buildDemoCatalogue();
const active = catalogue.vendors.filter((vendor) => vendor.isActive);
const inactive = catalogue.vendors.filter((vendor) => !vendor.isActive);

const EXPECTED_CATEGORIES = [
  ["Makeup Artists", "makeup-artists", "Palette", 100],
  ["Mehndi Artists", "mehndi-artists", "Hand", 4],
  ["Hair Stylists", "hair-stylists", "Scissors", 100],
  ["Photographers", "photographers", "Camera", 1],
  ["Videographers", "videographers", "Video", 100],
  ["Musicians", "musicians", "Music", 100],
  ["DJs & Entertainment", "djs-entertainment", "Music", 100],
  ["Venues", "venues", "Building", 2],
  ["Catering", "catering", "ChefHat", 100],
  ["Decorators", "decorators", "Sparkles", 100],
  ["Bridal Wear", "bridal-wear", "Shirt", 100],
  ["Wedding Cake Shops", "wedding-cake-shops", "Cake", 3],
  ["Jewellery", "jewellery", "Diamond", 100],
  ["Florists", "florists", "Flower", 100],
  ["Transportation", "transportation", "Car", 100],
  ["Invitations", "invitations", "Mail", 100],
  ["Wedding Planners", "wedding-planners", "ClipboardList", 100],
] as const;

// Ofcom's drama ranges only: 07700 900xxx mobiles and the listed geographic ranges.
const DRAMA_PHONE =
  /^(07700 900\d{3}|01(13|14|15|16|17|18) 496 0\d{3}|01(21|31|41|51|61) 496 0\d{3}|0191 498 0\d{3}|020 7946 0\d{3}|028 9649 6\d{3}|029 2018 0\d{3})$/;
const RESERVED_HOSTS = new Set(["example.co.uk", "example.com", "example.org"]);

const at = (point: { latitude: number; longitude: number }): LatLng => ({ lat: point.latitude, lng: point.longitude });

describe("buildDemoCatalogue", () => {
  it("has exactly the canonical categories, each with tags and a short description", () => {
    expect(catalogue.categories.map((c) => [c.name, c.slug, c.icon, c.sortPriority])).toEqual(EXPECTED_CATEGORIES);
    for (const category of catalogue.categories) {
      expect(new Set(category.serviceTags).size, category.slug).toBeGreaterThanOrEqual(10);
      expect(category.serviceTags.length).toBe(new Set(category.serviceTags).size);
      const sentences = category.description.split(/(?<=\.)\s+/);
      expect(sentences.length, category.slug).toBeGreaterThanOrEqual(1);
      expect(sentences.length, category.slug).toBeLessThanOrEqual(2);
    }
  });

  it("is deterministic", () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it("has enough active and inactive vendors, spread across towns and categories", () => {
    expect(active.length).toBeGreaterThanOrEqual(600);
    // Big enough for dense hubs, small enough to seed in well under 2 s.
    expect(active.length).toBeLessThanOrEqual(800);
    expect(new Set(active.map((v) => v.city)).size).toBeGreaterThanOrEqual(20);
    for (const category of catalogue.categories) {
      const own = active.filter((v) => v.categorySlug === category.slug);
      expect(own.length, category.slug).toBeGreaterThanOrEqual(15);
      expect(new Set(own.map((v) => v.city)).size, category.slug).toBeGreaterThanOrEqual(5);
    }
    expect(inactive.length).toBeGreaterThanOrEqual(14);
    expect(new Set(inactive.map((v) => v.categorySlug)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(inactive.map((v) => v.city)).size).toBeGreaterThanOrEqual(5);
    expect(inactive.filter((v) => v.name.includes("Zenith")).length).toBeGreaterThanOrEqual(3);
    expect(active.some((v) => /zenith/i.test(v.name))).toBe(false);
  });

  it("features about 15% of active vendors and no inactive ones", () => {
    const share = active.filter((v) => v.isFeatured).length / active.length;
    expect(share).toBeGreaterThanOrEqual(0.12);
    expect(share).toBeLessThanOrEqual(0.18);
    expect(inactive.some((v) => v.isFeatured)).toBe(false);
  });

  it("gives every vendor a unique name and description", () => {
    const names = catalogue.vendors.map((v) => v.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const descriptions = catalogue.vendors.map((v) => v.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const vendor of catalogue.vendors) {
      expect(vendor.description, vendor.name).not.toMatch(/[{}]|\ba [AEIOU]|\s{2}/);
      const sentences = vendor.description.split(/(?<=\.)\s+(?=[A-Z])/);
      expect(sentences.length, vendor.description).toBeGreaterThanOrEqual(2);
      expect(sentences.length, vendor.description).toBeLessThanOrEqual(4);
    }
  });

  it("uses only drama phone numbers and reserved example domains", () => {
    for (const vendor of catalogue.vendors) {
      expect(vendor.phone, vendor.name).toMatch(DRAMA_PHONE);
      expect(RESERVED_HOSTS.has(vendor.email.split("@")[1] ?? ""), vendor.email).toBe(true);
      if (vendor.website) {
        const host = new URL(withHttps(vendor.website)).hostname.replace(/^www\./, "");
        expect(RESERVED_HOSTS.has(host), vendor.website).toBe(true);
      }
    }
    const websites = catalogue.vendors.flatMap((v) => (v.website ? [v.website] : []));
    const bare = websites.filter((url) => !url.startsWith("https://"));
    expect(bare.length / websites.length).toBeGreaterThan(0.1);
    expect(bare.length / websites.length).toBeLessThan(0.3);
    expect(catalogue.vendors.some((v) => v.socialMediaLink && !v.socialMediaLink.startsWith("https://"))).toBe(true);
  });

  it("draws tags, features and prices from the vendor's own category", () => {
    for (const vendor of catalogue.vendors) {
      const category = catalogue.categories.find((c) => c.slug === vendor.categorySlug);
      expect(category, vendor.categorySlug).toBeDefined();
      expect(vendor.serviceTags.length).toBeGreaterThanOrEqual(3);
      expect(vendor.serviceTags.length).toBeLessThanOrEqual(6);
      for (const tag of vendor.serviceTags) expect(category?.serviceTags).toContain(tag);
      expect(vendor.features.length).toBeGreaterThanOrEqual(2);
      expect(vendor.features.length).toBeLessThanOrEqual(6);
      expect(new Set(vendor.features).size).toBe(vendor.features.length);
      expect(PRICE_RANGES).toContain(vendor.priceRange);
      expect(vendor.pricingText).toMatch(/£\d/);
    }
  });

  it("has galleries of 0 to 12 shared images with exactly one primary", () => {
    const counts = catalogue.vendors.map((v) => v.images.length);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(3);
    expect(counts.filter((n) => n > 9).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    const slugs = catalogue.categories.map((c) => c.slug).join("|");
    for (const vendor of catalogue.vendors) {
      if (vendor.images.length > 0) expect(vendor.images.filter((i) => i.isPrimary)).toHaveLength(1);
      expect(new Set(vendor.images.map((i) => i.url)).size).toBe(vendor.images.length);
      for (const image of vendor.images) {
        expect(image.url).toMatch(new RegExp(`^/media/demo/(${slugs})-[1-8]\\.1200x800\\.webp$`));
        expect(image.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it("places vendors near their town or hub area, with the dropdown's region names", () => {
    const anchors = new Map<string, { centre: LatLng; radiusKm: number; city: string; region: string }>();
    for (const town of DEMO_TOWNS) {
      const centre = findUkPlace(town.geoName ?? town.name, town.adminCode);
      expect(centre, town.name).toBeDefined();
      anchors.set(town.location, { centre: at(centre!), radiusKm: 3.05, city: town.name, region: town.region });
    }
    for (const area of DEMO_AREAS) {
      const centre = area.neighbourhood
        ? UK_NEIGHBOURHOODS.find((entry) => entry.name === area.name)
        : findUkPlace(area.name, area.adminCode);
      expect(centre, area.name).toBeDefined();
      expect(anchors.has(area.location), area.location).toBe(false);
      anchors.set(area.location, { centre: at(centre!), radiusKm: 1.55, city: area.city, region: area.region });
    }
    for (const vendor of catalogue.vendors) {
      const anchor = anchors.get(vendor.location);
      expect(anchor, vendor.location).toBeDefined();
      expect(haversineKm(anchor!.centre, at(vendor)), vendor.name).toBeLessThanOrEqual(anchor!.radiusKm);
      expect(vendor.city, vendor.name).toBe(anchor!.city);
      expect(vendor.region, vendor.name).toBe(anchor!.region);
      expect(vendor.postcode).toMatch(/^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/);
    }
    // The dropdown's city filter matches on region, so each of its cities must use the region it expands into.
    for (const { city, region } of CITY_REGIONS) {
      for (const vendor of catalogue.vendors.filter((v) => v.city === city)) {
        expect(vendor.region, vendor.name).toBe(region);
      }
    }
    const regions = new Set(catalogue.vendors.map((v) => v.region));
    for (const { region } of CITY_REGIONS) expect(regions, region).toContain(region);
    const byLocation = (location: string) => catalogue.vendors.find((v) => v.location === location);
    expect(byLocation("Southall, London")?.city).toBe("Southall");
    expect(byLocation("Sparkbrook, Birmingham")).toMatchObject({ city: "Birmingham", region: "West Midlands" });
    expect(byLocation("Manningham, Bradford")).toMatchObject({ city: "Bradford", region: "West Yorkshire" });
    expect(byLocation("Walsall")).toMatchObject({ city: "Walsall", region: "West Midlands" });
  });

  it("dates listings in the past relative to a fixed base", () => {
    for (const vendor of catalogue.vendors) {
      expect(vendor.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 0, 12, 9, 30));
      expect(vendor.updatedAt.getTime()).toBeGreaterThanOrEqual(vendor.createdAt.getTime());
    }
  });
});

/** The trades couples book first; each must be findable around every big hub at every radius. */
const CORE_CATEGORIES = [
  "mehndi-artists", "makeup-artists", "photographers", "videographers", "venues", "catering", "decorators",
  "djs-entertainment", "bridal-wear",
];

/** Active vendors of one category within 10, 25 and 50 km of a place's centre. */
function countsAround(centre: LatLng, slug: string): { within10: number; within25: number; within50: number } {
  const km = active.filter((v) => v.categorySlug === slug).map((v) => haversineKm(centre, at(v)));
  const within = (radius: number) => km.filter((distance) => distance <= radius).length;
  return { within10: within(10), within25: within(25), within50: within(50) };
}

describe("vendors clustered around the hub cities", () => {
  it.each(["London", "Birmingham", "Manchester", "Leicester", "Bradford"])(
    "offers every core category around %s, with more at each wider radius",
    (hub) => {
      const place = findUkPlace(hub);
      expect(place, hub).toBeDefined();
      for (const slug of CORE_CATEGORIES) {
        const { within10, within25, within50 } = countsAround(at(place!), slug);
        expect(within25, `${hub} ${slug} within 25 km`).toBeGreaterThanOrEqual(3);
        expect(within10, `${hub} ${slug} within 10 km`).toBeGreaterThanOrEqual(1);
        // Strictly more at each step, so changing the radius visibly changes the results.
        expect(within25 - within10, `${hub} ${slug} 10–25 km`).toBeGreaterThanOrEqual(1);
        expect(within50 - within25, `${hub} ${slug} 25–50 km`).toBeGreaterThanOrEqual(1);
        expect(within50, `${hub} ${slug} within 50 km`).toBeGreaterThanOrEqual(5);
      }
    },
  );

  it("offers every core category within 10 km of Glasgow", () => {
    const glasgow = findUkPlace("Glasgow", "SCT");
    for (const slug of CORE_CATEGORIES) {
      expect(countsAround(at(glasgow!), slug).within10, slug).toBeGreaterThanOrEqual(1);
    }
  });

  it("keeps hub vendors within 1.5 km of a real neighbourhood or satellite town", () => {
    const hubLocations = new Set(DEMO_AREAS.map((area) => area.location));
    const inAreas = active.filter((v) => hubLocations.has(v.location));
    expect(inAreas.length).toBeGreaterThanOrEqual(250);
    // Every area is used, so none of the hand-entered places is dead data.
    for (const area of DEMO_AREAS) expect(inAreas.some((v) => v.location === area.location), area.name).toBe(true);
  });
});

describe("findUkPlace", () => {
  it("matches exact UK names, preferring the given admin code and then population", () => {
    expect(findUkPlace("Blackburn", "ENG")).toMatchObject({ adminCode: "ENG", population: 146521 });
    expect(findUkPlace("Blackburn")?.adminCode).toBe("ENG");
    expect(findUkPlace("Blackburn", "SCT")?.population).toBeLessThan(10_000);
    const newcastle = findUkPlace("Newcastle upon Tyne");
    expect(newcastle?.latitude).toBeCloseTo(54.97, 1);
    expect(newcastle?.longitude).toBeCloseTo(-1.61, 1);
    expect(findUkPlace("newcastle upon tyne")).toBeUndefined();
    expect(findUkPlace("Paris")).toBeUndefined();
  });
});
