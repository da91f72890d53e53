import { describe, expect, it } from "vitest";
import { cityIntro, type CityIntroCounts } from "~/modules/city-pages/city-intro";

const base: CityIntroCounts = {
  categoryName: "Mehndi Artists",
  townName: "Leicester",
  radiusKm: 15,
  total: 23,
  inTown: 9,
  topFacet: { facet: "female", count: 6 },
  nearby: [
    { name: "Oadby", count: 12 },
    { name: "Loughborough", count: 4 },
    { name: "Coventry", count: 2 },
  ],
};

describe("cityIntro", () => {
  it("writes the counts, the most offered attribute and the two nearest towns", () => {
    expect(cityIntro(base)).toBe(
      "23 mehndi artists within 15 km of Leicester, 9 of them in Leicester itself; 6 offer a female-only team. Nearby, Oadby has 12 and Loughborough 4.",
    );
  });

  it("leaves out what the counts do not say and agrees in number", () => {
    expect(cityIntro({ ...base, total: 4, inTown: 4, topFacet: null, nearby: [] })).toBe("4 mehndi artists within 15 km of Leicester, all of them in Leicester itself.");
    expect(cityIntro({ ...base, total: 3, inTown: 0, topFacet: { facet: "drone", count: 1 }, nearby: [{ name: "Oadby", count: 1 }] })).toBe(
      "3 mehndi artists within 15 km of Leicester, none of them in Leicester itself; 1 offers drone filming. Nearby, Oadby has 1.",
    );
    expect(cityIntro({ ...base, total: 1, inTown: 1, topFacet: { facet: "halal", count: 1 }, nearby: [] })).toBe(
      "1 of our mehndi artists is within 15 km of Leicester, in Leicester itself; it offers halal food.",
    );
    expect(cityIntro({ ...base, total: 2, inTown: 1, topFacet: { facet: "halal", count: 2 }, nearby: [] })).toBe(
      "2 mehndi artists within 15 km of Leicester, 1 of them in Leicester itself; all offer halal food.",
    );
  });
});
