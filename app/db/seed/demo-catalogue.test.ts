import { describe, expect, it } from "vitest";
import { CITY_REGIONS } from "~/modules/geo/regions";
import { findUkPlace } from "~/modules/geo/gazetteer.server";
import { PRICE_RANGES, withHttps } from "~/modules/vendors/vendor-format";
import { buildDemoCatalogue } from "./demo-catalogue.server";
import { DEMO_TOWNS } from "./demo-towns";

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

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
}

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
    expect(active.length).toBeGreaterThanOrEqual(320);
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
        expect(image.url).toMatch(new RegExp(`^/media/demo/(${slugs})-[1-8]\\.webp$`));
        expect(image.alt.length).toBeGreaterThan(10);
      }
    }
  });

  it("places vendors within about 3 km of their town, with the dropdown's region names", () => {
    for (const town of DEMO_TOWNS) {
      const centre = findUkPlace(town.geoName ?? town.name, town.adminCode);
      expect(centre, town.name).toBeDefined();
      for (const vendor of catalogue.vendors.filter((v) => v.city === town.name)) {
        expect(distanceKm(centre!, vendor), vendor.name).toBeLessThanOrEqual(3.05);
        expect(vendor.region).toBe(town.region);
        expect(vendor.location).toBe(town.location);
        expect(vendor.postcode).toMatch(/^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/);
      }
    }
    const regions = new Set(catalogue.vendors.map((v) => v.region));
    for (const { region } of CITY_REGIONS) expect(regions, region).toContain(region);
    expect(catalogue.vendors.find((v) => v.city === "Southall")?.location).toBe("Southall, London");
  });

  it("dates listings in the past relative to a fixed base", () => {
    for (const vendor of catalogue.vendors) {
      expect(vendor.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 0, 12, 9, 30));
      expect(vendor.updatedAt.getTime()).toBeGreaterThanOrEqual(vendor.createdAt.getTime());
    }
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
