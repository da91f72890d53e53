import { describe, expect, it } from "vitest";
import { DEMO_CATEGORY_CONTENT, buildDemoCatalogue } from "~/modules/demo-catalogue/demo-catalogue.server";
import { QUICK_IMPORT_CATEGORIES, QUICK_IMPORT_VENDORS } from "~/modules/demo-catalogue/quick-import-vendors";
import { resolvePlace } from "~/modules/geo/places.server";
import { townOf } from "~/modules/imports/import-vendors.server";

describe("the quick import's built-in list", () => {
  it("holds 40 vendors, 10 in each of the four categories, under canonical slugs", () => {
    expect(QUICK_IMPORT_VENDORS).toHaveLength(40);
    for (const slug of QUICK_IMPORT_CATEGORIES) {
      expect(QUICK_IMPORT_VENDORS.filter((vendor) => vendor.categorySlug === slug)).toHaveLength(10);
    }
    const canonical = DEMO_CATEGORY_CONTENT.map((content) => content.slug);
    expect(canonical).toEqual(expect.arrayContaining([...QUICK_IMPORT_CATEGORIES]));
  });

  it("features about 30% of the list (12 of 40)", () => {
    expect(QUICK_IMPORT_VENDORS.filter((vendor) => vendor.featured)).toHaveLength(12);
  });

  it("names each vendor once, with a description, in a town the gazetteer knows", () => {
    expect(new Set(QUICK_IMPORT_VENDORS.map((vendor) => vendor.name.toLowerCase())).size).toBe(40);
    for (const vendor of QUICK_IMPORT_VENDORS) {
      expect(vendor.description.length, vendor.name).toBeGreaterThan(40);
      if (vendor.location) expect(resolvePlace(vendor.location), vendor.location).toBeDefined();
    }
  });

  it("shares no name and town with the demo catalogue, so a seeded directory still gets all 40", () => {
    const demo = new Set(buildDemoCatalogue().vendors.map((vendor) => `${vendor.name.toLowerCase()}|${townOf(vendor)}`));
    for (const vendor of QUICK_IMPORT_VENDORS) {
      const city = resolvePlace(vendor.location ?? "London, UK")?.name ?? null;
      expect(demo.has(`${vendor.name.toLowerCase()}|${townOf({ city, location: vendor.location })}`), vendor.name).toBe(false);
    }
  });
});
