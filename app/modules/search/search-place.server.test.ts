import { describe, expect, it } from "vitest";
import { resolvePlace } from "~/modules/geo/places.server";
import { resolveSearchPlace } from "~/modules/search/search-place.server";

function request(values: { query?: string; location?: string; coordinates?: { lat: number; lng: number } }) {
  return { query: values.query ?? "", location: values.location ?? "", coordinates: values.coordinates ?? null, notes: [] };
}

describe("resolveSearchPlace", () => {
  it("searches around Leicester for location=LE5 and labels the place 'LE5, Leicester'", () => {
    const leicester = resolvePlace("Leicester")!;
    const resolved = resolveSearchPlace(request({ query: "caterer", location: "LE5" }));
    expect(resolved).toEqual({
      place: {
        lat: leicester.lat,
        lng: leicester.lng,
        name: "Leicester",
        label: "LE5, Leicester",
        postcode: "LE5",
        formattedAddress: "LE5, Leicester, Leicestershire, England",
        placeId: "pc-le5",
        source: "location",
      },
      text: "caterer",
      locationText: "",
      notes: [],
    });
  });

  it("takes a full postcode's outward code, and a postcode named in the query", () => {
    expect(resolveSearchPlace(request({ location: "b11 2ab" })).place).toMatchObject({ name: "Birmingham", label: "B11 2AB, Birmingham" });
    const inQuery = resolveSearchPlace(request({ query: "halal caterer near BD3" }));
    expect(inQuery.place).toMatchObject({ name: "Bradford", label: "BD3, Bradford", postcode: "BD3", source: "query" });
    expect(inQuery.text).toBe("halal caterer");
  });

  it("labels a place by its name, with no postcode", () => {
    expect(resolveSearchPlace(request({ location: "Sparkhill" })).place).toMatchObject({ name: "Sparkhill", label: "Sparkhill", postcode: null });
    const located = resolveSearchPlace(request({ coordinates: { lat: 52.6386, lng: -1.13169 } })).place;
    expect(located).toMatchObject({ name: "Leicester", label: "Leicester", postcode: null, source: "coordinates" });
  });

  it("falls back to the text with a clear note for a postcode that does not exist, and never throws", () => {
    const resolved = resolveSearchPlace(request({ query: "caterer", location: "ZZ9 9ZZ" }));
    expect(resolved.place).toBeNull();
    expect(resolved.locationText).toBe("ZZ9 9ZZ");
    expect(resolved.notes).toEqual(["“ZZ9 9ZZ” is not a UK postcode we know, so these are vendors whose address mentions it."]);
    expect(resolveSearchPlace(request({ location: "Atlantis" })).notes).toEqual([
      "We couldn't find “Atlantis” on the map, so these are vendors whose address mentions it.",
    ]);
    for (const location of ["QQ1", "LE", "LE5 1AB 2CD", "B2B", "ＬＥ５", "\u0000LE5"]) {
      expect(() => resolveSearchPlace(request({ location })), location).not.toThrow();
    }
  });

  it("resolves half a postcode to its outward code", () => {
    expect(resolveSearchPlace(request({ location: "LE5 1" })).place).toMatchObject({ name: "Leicester", label: "LE5, Leicester" });
  });
});
