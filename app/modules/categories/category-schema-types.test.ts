import { describe, expect, it } from "vitest";
import { CATEGORY_SCHEMA_TYPES, vendorSchemaType } from "~/modules/categories/category-schema-types";
import { DEMO_CATEGORY_CONTENT } from "~/modules/demo-catalogue/demo-catalogue.server";

describe("vendorSchemaType", () => {
  it.each([
    ["makeup-artists", "BeautySalon"],
    ["mehndi-artists", "BeautySalon"],
    ["wedding-cake-shops", "Bakery"],
    ["catering", "FoodEstablishment"],
    ["photographers", "ProfessionalService"],
  ])("gives %s vendors the type %s", (slug, type) => {
    expect(vendorSchemaType(slug)).toBe(type);
  });

  it("gives venues EventVenue beside LocalBusiness, since an EventVenue is no kind of LocalBusiness", () => {
    expect(vendorSchemaType("venues")).toEqual(["EventVenue", "LocalBusiness"]);
  });

  it("falls back to LocalBusiness for a category without a type, and never reads inherited keys", () => {
    expect(vendorSchemaType("balloon-artists")).toBe("LocalBusiness");
    expect(vendorSchemaType("constructor")).toBe("LocalBusiness");
  });

  it("names a type for every category of the catalogue, and only categories that exist", () => {
    const slugs = DEMO_CATEGORY_CONTENT.map((category) => category.slug).sort();
    expect(Object.keys(CATEGORY_SCHEMA_TYPES).sort()).toEqual(slugs);
  });
});
