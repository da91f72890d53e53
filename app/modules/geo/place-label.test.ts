import { describe, expect, it } from "vitest";
import { placeLabel, searchLocationPhrase } from "~/modules/geo/place-label";

describe("placeLabel", () => {
  it("names a postcode with the town it stands for, and any other place by its name", () => {
    expect(placeLabel({ name: "Leicester", postcode: "LE5" })).toBe("LE5, Leicester");
    expect(placeLabel({ name: "Birmingham", postcode: "B11 2AB" })).toBe("B11 2AB, Birmingham");
    expect(placeLabel({ name: "Tooting" })).toBe("Tooting");
    expect(placeLabel({ name: "Tooting", postcode: null })).toBe("Tooting");
  });
});

describe("searchLocationPhrase", () => {
  it("says 'near' for a postcode, since the search centres on its post town", () => {
    expect(searchLocationPhrase({ name: "Leicester", postcode: "LE5" }, "LE5")).toBe("near LE5, Leicester");
  });

  it("says 'in' for a place or for a location that is no known place, and nothing without either", () => {
    expect(searchLocationPhrase({ name: "Leicester", postcode: null }, "leics")).toBe("in Leicester");
    expect(searchLocationPhrase(null, " Atlantis ")).toBe("in Atlantis");
    expect(searchLocationPhrase(null, "  ")).toBe("");
  });
});
