import { describe, expect, it } from "vitest";
import { damerauLevenshtein, similarity } from "~/modules/search/string-similarity";

describe("damerauLevenshtein", () => {
  it.each([
    ["", "", 0],
    ["", "abc", 3],
    ["mehndi", "mehndi", 0],
    ["photgrapher", "photographer", 1],
    ["mehdni", "mehndi", 1],
    ["mendhi", "mehndi", 2],
    ["ab", "ba", 1],
    ["kitten", "sitting", 3],
  ])("%j → %j is %i", (a, b, distance) => {
    expect(damerauLevenshtein(a, b)).toBe(distance);
    expect(damerauLevenshtein(b, a)).toBe(distance);
  });

  it("is the optimal string alignment: a transposed pair is not edited again ('ca' → 'abc' is 3, not 2)", () => {
    expect(damerauLevenshtein("ca", "abc")).toBe(3);
  });

  it("gives each pair the same distance whatever pairs of other lengths came before", () => {
    const pairs: [string, string][] = [
      ["photgrapher", "photographer"],
      ["ab", "ba"],
      ["mendhi", "mehndi"],
      ["a".repeat(60), "b"],
      ["kitten", "sitting"],
    ];
    const alone = pairs.map(([a, b]) => damerauLevenshtein(a, b));
    const afterOthers = [...pairs].reverse().map(([a, b]) => damerauLevenshtein(a, b)).reverse();
    expect(afterOthers).toEqual(alone);
    expect(alone).toEqual([1, 1, 2, 60, 3]);
  });
});

describe("similarity", () => {
  it("is 1 minus the distance over the longer length, case-insensitively", () => {
    expect(similarity("Mendhi", "mehndi")).toBeCloseTo(1 - 2 / 6);
    expect(similarity("MEHNDI", "mehndi")).toBe(1);
    expect(similarity("", "")).toBe(1);
    expect(similarity("abc", "")).toBe(0);
  });

  it("puts a transposition above the 0.6 threshold where two edits of a short word would not be", () => {
    expect(similarity("mehdni", "mehndi")).toBeGreaterThan(0.8);
    expect(similarity("cake", "bake")).toBe(0.75);
    expect(similarity("cake", "bike")).toBe(0.5);
  });
});
