import { describe, expect, it } from "vitest";
import { isOutwardCodeOnly, parseUkPostcode } from "~/modules/geo/uk-postcode";

describe("parseUkPostcode", () => {
  it.each([
    ["B11 2AB", { postcode: "B11 2AB", outcode: "B11", area: "B" }],
    ["b112ab", { postcode: "B11 2AB", outcode: "B11", area: "B" }],
    ["  sw1a   2aa ", { postcode: "SW1A 2AA", outcode: "SW1A", area: "SW" }],
    ["EC1A 1BB", { postcode: "EC1A 1BB", outcode: "EC1A", area: "EC" }],
    ["M1 1AE", { postcode: "M1 1AE", outcode: "M1", area: "M" }],
  ])("reads the full postcode %j", (text, expected) => {
    expect(parseUkPostcode(text)).toEqual(expected);
  });

  it.each([
    ["LE5", "LE5", "LE"],
    ["le5", "LE5", "LE"],
    ["BD3", "BD3", "BD"],
    ["E1", "E1", "E"],
    ["SW17", "SW17", "SW"],
    ["W1J", "W1J", "W"],
  ])("reads the outward code %j", (text, outcode, area) => {
    const parsed = parseUkPostcode(text);
    expect(parsed).toEqual({ postcode: outcode, outcode, area });
    expect(isOutwardCodeOnly(parsed!)).toBe(true);
  });

  it("keeps the outward code of half a postcode", () => {
    expect(parseUkPostcode("LE5 1")).toEqual({ postcode: "LE5", outcode: "LE5", area: "LE" });
    expect(parseUkPostcode("b11 2a")).toEqual({ postcode: "B11", outcode: "B11", area: "B" });
    expect(isOutwardCodeOnly(parseUkPostcode("B11 2AB")!)).toBe(false);
  });

  it("returns well-shaped codes of any area, leaving existence to the area table", () => {
    expect(parseUkPostcode("ZZ9 9ZZ")).toEqual({ postcode: "ZZ9 9ZZ", outcode: "ZZ9", area: "ZZ" });
    expect(parseUkPostcode("QQ1")?.area).toBe("QQ");
  });

  it.each(["", " ", "L", "LE", "Leicester", "B2B", "M3X", "LE5 1AB extra", "LE5 12", "GIR 0AA", "123", "5LE", "LE5-1AB!"])(
    "finds no postcode in %j",
    (text) => {
      expect(parseUkPostcode(text)).toBeUndefined();
    },
  );

  it("gives up on long text without scanning it", () => {
    expect(parseUkPostcode("LE5 ".repeat(10_000))).toBeUndefined();
  });
});
