import { describe, expect, it } from "vitest";
import { DEMO_CATEGORY_CONTENT } from "~/modules/demo-catalogue/demo-catalogue.server";
import {
  ATTRIBUTE_SYNONYMS,
  CATEGORY_SYNONYMS,
  isCategoryNameWord,
  isOccasionWord,
  isSpecialityWord,
  matchingWords,
  queryWords,
  SEARCH_STOPWORDS,
  SPECIALITY_WORDS,
  synonymCategory,
} from "~/modules/search/synonyms";

describe("synonymCategory", () => {
  // The spec's synonym map (docs/product/public-area.md#search), as canonical category slugs.
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
    // docs/product/public-area.md#search: the words South Asian couples use, and both spellings of jewellery.
    ["mua", "makeup-artists"],
    ["lehenga", "bridal-wear"],
    ["sherwani", "bridal-wear"],
    ["saree", "bridal-wear"],
    ["mandap", "decorators"],
    ["stage", "decorators"],
    ["dhol", "musicians"],
    ["biryani", "catering"],
    // docs/product/public-area.md#search: turbans are tied at groomswear shops.
    ["turban", "bridal-wear"],
    ["pagri", "bridal-wear"],
    ["jewellery", "jewellery"],
    ["jewelry", "jewellery"],
    ["décor", "decorators"],
  ])("maps %s to %s", (word, slug) => {
    expect(synonymCategory(word)).toBe(slug);
  });

  it.each([
    ["halls", "venues"],
    ["hotels", "venues"],
    ["limos", "transportation"],
    ["photographers", "photographers"],
    ["videos", "videographers"],
    ["caterers", "catering"],
    ["lehengas", "bridal-wear"],
    ["dresses", "bridal-wear"],
    ["jewellers", "jewellery"],
  ])("maps the plural %s to %s", (word, slug) => {
    expect(synonymCategory(word)).toBe(slug);
  });

  // Halal is an attribute of caterers and venues alike (docs/product/public-area.md#search: "halal venue"), not a category.
  it.each(["", "s", "london", "photograph", "bus", "hennas-extra", "halal", "lady"])("has no category for %j", (word) => {
    expect(synonymCategory(word)).toBeUndefined();
  });

  it("does not treat Object.prototype names as synonyms", () => {
    expect(synonymCategory("constructor")).toBeUndefined();
    expect(synonymCategory("tostring")).toBeUndefined();
  });

  it("uses lower-case single-word keys, as queryWords splits them, and slug values", () => {
    for (const [word, slug] of Object.entries(CATEGORY_SYNONYMS)) {
      expect(word).toMatch(/^\p{Ll}+$/u);
      expect(queryWords(word)).toEqual([word]);
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it("maps only to the canonical categories", () => {
    const canonical = new Set(DEMO_CATEGORY_CONTENT.map((content) => content.slug));
    for (const slug of Object.values(CATEGORY_SYNONYMS)) expect(canonical, slug).toContain(slug);
  });
});

describe("isOccasionWord", () => {
  it.each(["nikah", "walima", "sangeet", "baraat", "night", "tamil", "punjabi"])("treats %s as an occasion word", (word) => {
    expect(isOccasionWord(word)).toBe(true);
  });

  it.each(["mehndi", "henna", "venue", "photographer", "leicester"])("does not treat %s as one", (word) => {
    expect(isOccasionWord(word)).toBe(false);
  });
});

describe("queryWords", () => {
  it("lower-cases and splits on spaces and punctuation", () => {
    expect(queryWords("Henna MAKEUP, Leeds/Bradford!")).toEqual(["henna", "makeup", "leeds", "bradford"]);
  });

  it("splits on apostrophes, hyphens and ampersands too, so no punctuation reaches the database", () => {
    expect(queryWords("D'Souza's hair-and-makeup 'quoted' -dash- b&q")).toEqual([
      "d",
      "souza",
      "hair",
      "makeup",
      "quoted",
      "dash",
      "b",
      "q",
    ]);
  });

  it("splits tsquery and LIKE metacharacters away", () => {
    expect(queryWords("mehndi & henna | !dhol :* (tabla) 'qawwali' 100% snake_case")).toEqual([
      "mehndi",
      "henna",
      "dhol",
      "tabla",
      "qawwali",
      "100",
      "snake",
      "case",
    ]);
    expect(queryWords("'; drop table vendors; --")).toEqual(["drop", "table", "vendors"]);
    const words = queryWords("b&c|d!e:f*g(h)j'k%l_m\\n<o>p");
    expect(words).toEqual(["b", "c", "d", "e", "f", "g", "h", "j"]);
    for (const word of words) expect(word).toMatch(/^[\p{L}\p{M}\p{N}]+$/u);
  });

  it("drops stopwords, including words common to every wedding search", () => {
    expect(queryWords("the best asian wedding photographer in London")).toEqual(["photographer", "london"]);
    expect(queryWords("bridal makeup near me")).toEqual(["makeup"]);
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

  it("keeps whole words of other scripts, vowel signs and accents included, composed", () => {
    expect(queryWords("ਮਹਿੰਦੀ मेहंदी মেহেদি café")).toEqual(["ਮਹਿੰਦੀ", "मेहंदी", "মেহেদি", "café"]);
    expect(queryWords("cafe\u0301 henna")).toEqual(["caf\u00e9", "henna"]);
  });

  it("gives no words for blank, punctuation-only or emoji-only text", () => {
    expect(queryWords("")).toEqual([]);
    expect(queryWords("  %_%  ")).toEqual([]);
    expect(queryWords("<>;--")).toEqual([]);
    expect(queryWords("&|!:*()'")).toEqual([]);
    expect(queryWords("💍🎉 ✨")).toEqual([]);
  });
});

describe("matchingWords", () => {
  // docs/product/public-area.md#search: the words couples use for what listings say ("Female photographer available", "Hijab-friendly styling").
  it.each([
    ["lady", ["lady", "female"]],
    ["ladies", ["ladies", "female"]],
    ["women", ["women", "female"]],
    ["hijabi", ["hijabi", "hijab"]],
    ["modest", ["modest", "hijab"]],
    ["namaz", ["namaz", "prayer"]],
    ["livestream", ["livestream", "stream"]],
    ["sparklers", ["sparklers", "spark"]],
    ["ghodi", ["ghodi", "horse"]],
  ])("matches %s by %j", (word, words) => {
    expect(matchingWords(word)).toEqual(words);
  });

  it("matches any other word by itself only, Object.prototype names included", () => {
    expect(matchingWords("photographer")).toEqual(["photographer"]);
    expect(matchingWords("constructor")).toEqual(["constructor"]);
  });

  it("uses single lower-case words on both sides, as queryWords splits them, so each is a safe tsquery operand", () => {
    for (const [word, synonyms] of Object.entries(ATTRIBUTE_SYNONYMS)) {
      for (const each of [word, ...synonyms]) expect(queryWords(each), each).toEqual([each]);
    }
  });
});

describe("isSpecialityWord", () => {
  it.each(["qawwali", "dhol", "biryani", "lehengas", "sherwanis", "turban"])("treats %s as a speciality of its category", (word) => {
    expect(isSpecialityWord(word)).toBe(true);
    expect(synonymCategory(word)).toBeDefined();
  });

  it.each(["photographer", "venue", "henna", "caterers", "mua"])("treats %s as the whole category", (word) => {
    expect(isSpecialityWord(word)).toBe(false);
  });

  it("lists only category synonyms", () => {
    for (const word of SPECIALITY_WORDS) expect(synonymCategory(word), word).toBeDefined();
  });
});

describe("isCategoryNameWord", () => {
  it.each([
    ["artist", "makeup-artists"],
    ["artists", "mehndi-artists"],
    ["shop", "wedding-cake-shops"],
    ["caterer", "catering"],
    ["dj", "djs-entertainment"],
    ["photographer", "photographers"],
  ])("reads %s as a word of %s", (word, slug) => {
    expect(isCategoryNameWord(word, slug)).toBe(true);
  });

  it.each([
    ["qawwali", "musicians"],
    ["henna", "mehndi-artists"],
    ["lady", "photographers"],
    ["a", "makeup-artists"],
  ])("does not read %s as a word of %s", (word, slug) => {
    expect(isCategoryNameWord(word, slug)).toBe(false);
  });
});
