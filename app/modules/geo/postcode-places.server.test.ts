import { describe, expect, it } from "vitest";
import { placeIndex } from "~/modules/geo/place-index.server";
import {
  findPostcodeInQuery,
  findPostcodeInText,
  geocodePostcode,
  resolvePostcode,
} from "~/modules/geo/postcode-places.server";
import { UK_POSTCODE_AREAS } from "~/modules/geo/uk-postcode-areas";

const LEICESTER = { placeId: "gn-2644668", lat: 52.6386, lng: -1.13169 };
const BIRMINGHAM = { placeId: "gn-2655603", lat: 52.48142, lng: -1.89983 };

describe("UK_POSTCODE_AREAS", () => {
  it("lists the 121 geographic areas once each", () => {
    const areas = UK_POSTCODE_AREAS.map((entry) => entry.area);
    expect(areas).toHaveLength(121);
    expect(new Set(areas).size).toBe(121);
    for (const area of areas) expect(area).toMatch(/^[A-Z]{1,2}$/);
    for (const missing of ["GY", "JE", "IM", "BF", "BX", "ZZ", "QQ"]) expect(areas).not.toContain(missing);
  });

  it("names for every area a post town that is in the gazetteer under that name", () => {
    for (const entry of UK_POSTCODE_AREAS) {
      const town = placeIndex().byId.get(entry.placeId);
      expect(town?.place.name, entry.area).toBe(entry.name);
      expect(town?.place.kind, entry.area).not.toBe("village");
    }
  });

  it("maps the areas couples use to their towns", () => {
    const town = (area: string) => UK_POSTCODE_AREAS.find((entry) => entry.area === area)?.name;
    expect([town("LE"), town("B"), town("BD"), town("M"), town("UB"), town("IG"), town("HA"), town("E")]).toEqual([
      "Leicester", "Birmingham", "Bradford", "Manchester", "Southall", "Ilford", "Harrow", "London",
    ]);
  });
});

describe("resolvePostcode", () => {
  it("resolves an outward code to its area's post town, saying which postcode it was", () => {
    expect(resolvePostcode("LE5")).toEqual({
      ...LEICESTER,
      placeId: "pc-le5",
      name: "Leicester",
      formattedAddress: "LE5, Leicester, Leicestershire, England",
      kind: "city",
      population: 508916,
      postcode: "LE5",
    });
  });

  it("resolves a full postcode through its outward code's area", () => {
    expect(resolvePostcode("b11 2ab")).toMatchObject({
      ...BIRMINGHAM,
      placeId: "pc-b112ab",
      name: "Birmingham",
      postcode: "B11 2AB",
      formattedAddress: "B11 2AB, Birmingham, West Midlands, England",
    });
    expect(resolvePostcode("BD3 9AA")).toMatchObject({ name: "Bradford", postcode: "BD3 9AA" });
    expect(resolvePostcode("SW1A 2AA")).toMatchObject({ name: "London", postcode: "SW1A 2AA" });
  });

  it("keeps the outward code of half a postcode", () => {
    expect(resolvePostcode("LE5 1")).toMatchObject({ placeId: "pc-le5", postcode: "LE5", name: "Leicester" });
  });

  it.each(["ZZ9 9ZZ", "QQ1", "JE2 3AB", "GIR 0AA", "B2B", "LE", "Leicester", ""])("finds nothing for %j", (text) => {
    expect(resolvePostcode(text)).toBeUndefined();
  });
});

describe("geocodePostcode", () => {
  it("gives back the result its id came from", () => {
    expect(geocodePostcode("pc-le5")).toEqual(resolvePostcode("LE5"));
    expect(geocodePostcode("pc-b112ab")).toEqual(resolvePostcode("B11 2AB"));
  });

  it.each(["pc-zz99zz", "pc-qq1", "pc-", "gn-2644668", "le5"])("knows no place for %j", (id) => {
    expect(geocodePostcode(id)).toBeUndefined();
  });
});

describe("findPostcodeInText", () => {
  it("finds a full postcode inside an address", () => {
    expect(findPostcodeInText("12 Melton Road, Leicester LE4 6AR")).toMatchObject({ name: "Leicester", postcode: "LE4 6AR" });
    expect(findPostcodeInText("Unit 3, ZZ9 9ZZ, then B11 2AB")).toMatchObject({ name: "Birmingham" });
    expect(findPostcodeInText("Leicester,le51ab")).toMatchObject({ postcode: "LE5 1AB" });
    expect(findPostcodeInText("Belgrave Road, Leicester")).toBeUndefined();
    expect(findPostcodeInText("Studio XAB12CD34EF, Leicester LE5")).toBeUndefined();
  });
});

describe("findPostcodeInQuery", () => {
  const words = (query: string) => query.toLowerCase().split(" ");

  it("finds a full postcode anywhere, in one word or two, with the preposition before it", () => {
    expect(findPostcodeInQuery(words("caterer near B11 2AB"))).toMatchObject({ start: 1, end: 4, place: { postcode: "B11 2AB" } });
    expect(findPostcodeInQuery(words("le51ab halal caterer"))).toMatchObject({ start: 0, end: 1, place: { postcode: "LE5 1AB" } });
    expect(findPostcodeInQuery(words("halal b11 2ab caterer"))).toMatchObject({ start: 1, end: 3 });
  });

  it("reads an outward code after a preposition, or of 3+ characters at either end", () => {
    expect(findPostcodeInQuery(words("halal caterer le5"))).toMatchObject({ start: 2, end: 3, place: { name: "Leicester" } });
    expect(findPostcodeInQuery(words("bd3 mehndi"))).toMatchObject({ start: 0, end: 1, place: { name: "Bradford" } });
    expect(findPostcodeInQuery(words("venue in e1"))).toMatchObject({ start: 1, end: 3, place: { name: "London" } });
  });

  it.each(["bmw m3", "m3 wedding car", "dj b2b", "photographer le5 studio", "venue near zz9", "cake for 100", ""])(
    "finds no postcode in %j",
    (query) => {
      expect(findPostcodeInQuery(words(query).filter(Boolean))).toBeUndefined();
    },
  );
});
