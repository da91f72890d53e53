import { describe, expect, it } from "vitest";
import { CATEGORY_SYNONYMS, queryWords, SEARCH_STOPWORDS, synonymCategory } from "./synonyms";

describe("synonymCategory", () => {
  // The spec's synonym map (public-area §5), as canonical category slugs.
  it.each([
    ["video", "videographers"],
    ["photo", "photographers"],
    ["music", "musicians"],
    ["food", "catering"],
    ["flowers", "florists"],
    ["makeup", "makeup-artists"],
    ["beauty", "makeup-artists"],
    ["mua", "makeup-artists"],
    ["venue", "venues"],
    ["hall", "venues"],
    ["hotel", "venues"],
    ["decor", "decorators"],
    ["car", "transportation"],
    ["limo", "transportation"],
    ["dj", "djs-entertainment"],
    ["entertainment", "djs-entertainment"],
    ["henna", "mehndi-artists"],
  ])("maps %s to %s", (word, slug) => {
    expect(synonymCategory(word)).toBe(slug);
  });

  it.each([
    ["halls", "venues"],
    ["hotels", "venues"],
    ["limos", "transportation"],
    ["photographers", "photographers"],
    ["videos", "videographers"],
  ])("maps the plural %s to %s", (word, slug) => {
    expect(synonymCategory(word)).toBe(slug);
  });

  it.each(["", "s", "london", "photograph", "bus", "hennas-extra"])("has no category for %j", (word) => {
    expect(synonymCategory(word)).toBeUndefined();
  });

  it("does not treat Object.prototype names as synonyms", () => {
    expect(synonymCategory("constructor")).toBeUndefined();
    expect(synonymCategory("tostring")).toBeUndefined();
  });

  it("uses lower-case single-word keys and slug values", () => {
    for (const [word, slug] of Object.entries(CATEGORY_SYNONYMS)) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});

describe("queryWords", () => {
  it("lower-cases and splits on spaces and punctuation", () => {
    expect(queryWords("Bridal MAKEUP, Leeds/Bradford!")).toEqual(["bridal", "makeup", "leeds", "bradford"]);
  });

  it("keeps ampersands, inner apostrophes and hyphens but trims them at the edges", () => {
    expect(queryWords("D'Souza's hair-and-makeup 'quoted' -dash- b&q")).toEqual([
      "d'souza's",
      "hair-and-makeup",
      "quoted",
      "dash",
      "b&q",
    ]);
  });

  it("drops stopwords", () => {
    expect(queryWords("the best asian wedding photographer in London")).toEqual(["photographer", "london"]);
    expect(SEARCH_STOPWORDS.has("wedding")).toBe(true);
  });

  it("keeps stopwords when nothing else is left", () => {
    expect(queryWords("The Wedding")).toEqual(["the", "wedding"]);
  });

  it("removes duplicates", () => {
    expect(queryWords("cake Cake CAKE")).toEqual(["cake"]);
  });

  it("keeps at most 8 words", () => {
    expect(queryWords("one two three four five six seven eight nine ten")).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
    ]);
  });

  it("drops words longer than 40 characters", () => {
    expect(queryWords(`${"x".repeat(41)} mehndi ${"y".repeat(40)}`)).toEqual(["mehndi", "y".repeat(40)]);
  });

  it("keeps whole words of other scripts, vowel signs and accents included", () => {
    expect(queryWords("ਮਹਿੰਦੀ मेहंदी মেহেদি café")).toEqual(["ਮਹਿੰਦੀ", "मेहंदी", "মেহেদি", "café"]);
    expect(queryWords("cafe\u0301 bridal")).toEqual(["cafe\u0301", "bridal"]);
  });

  it("gives no words for blank or punctuation-only text", () => {
    expect(queryWords("")).toEqual([]);
    expect(queryWords("  %_%  ")).toEqual([]);
    expect(queryWords("<>;--")).toEqual([]);
  });
});
