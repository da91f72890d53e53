import { describe, expect, it } from "vitest";
import { activeFilterCount, withoutFilters } from "~/modules/search/active-filters";
import { emptyFacetSelection } from "~/modules/search/facet-params";
import type { DatesAndBudget } from "~/modules/search/dates-and-budget";

const none: DatesAndBudget = { dates: [], dateEventTypes: {}, dateMode: "all", maxPricePence: null, includeUnpriced: false };

describe("activeFilterCount", () => {
  it("is 0 without filters, whatever the selects left empty", () => {
    expect(activeFilterCount(emptyFacetSelection(), none, [null, "", undefined])).toBe(0);
  });

  it("counts each attribute chip, each date-and-budget chip and each chosen select", () => {
    const selection = { ...emptyFacetSelection(), facets: ["halal" as const, "female" as const], minCapacity: 250 };
    const datesAndBudget: DatesAndBudget = { dates: ["2027-08-12", "2027-08-14"], dateEventTypes: {}, dateMode: "any", maxPricePence: 80_000, includeUnpriced: true };
    // 3 attributes + 2 dates + 'any' + budget + unpriced + category.
    expect(activeFilterCount(selection, datesAndBudget, ["venues", ""])).toBe(9);
  });
});

describe("withoutFilters", () => {
  it("keeps only the named parameters, in their order, and drops the page", () => {
    expect(withoutFilters("/search", "?q=mehndi&price=%C2%A3&facet=halal&location=Leicester&lat=1&lng=2&page=3&sort=name", ["q", "location", "lat", "lng", "sort"])).toBe(
      "/search?q=mehndi&location=Leicester&lat=1&lng=2&sort=name",
    );
  });

  it("gives the bare path when nothing is kept", () => {
    expect(withoutFilters("/category/venues", "location=London&facet=halal", ["sort"])).toBe("/category/venues");
  });
});
