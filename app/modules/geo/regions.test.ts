import { describe, expect, it } from "vitest";
import { CATEGORY_PAGE_CITIES, CITY_REGIONS, regionForCity } from "~/modules/geo/regions";

describe("CATEGORY_PAGE_CITIES", () => {
  it("lists the spec's ten cities in dropdown order", () => {
    expect(CATEGORY_PAGE_CITIES).toEqual([
      "London",
      "Manchester",
      "Birmingham",
      "Leeds",
      "Glasgow",
      "Liverpool",
      "Edinburgh",
      "Bristol",
      "Sheffield",
      "Newcastle",
    ]);
  });

  it("gives every city a distinct region", () => {
    expect(new Set(CITY_REGIONS.map((entry) => entry.region)).size).toBe(CITY_REGIONS.length);
  });
});

describe("regionForCity", () => {
  it.each([
    ["London", "Greater London"],
    ["Manchester", "Greater Manchester"],
    ["Birmingham", "West Midlands"],
    ["Leeds", "West Yorkshire"],
    ["Newcastle", "Tyne and Wear"],
  ])("expands %s to %s", (city, region) => {
    expect(regionForCity(city)).toBe(region);
  });

  it("ignores case and surrounding spaces", () => {
    expect(regionForCity("  lONDON ")).toBe("Greater London");
  });

  it.each(["", "Southall", "Greater London", "London Road", "Leicester", "toString"])(
    "has no region for %j",
    (text) => {
      expect(regionForCity(text)).toBeUndefined();
    },
  );
});
