/**
 * Words couples type, mapped to canonical category slugs (spec: public-area §5, synonym map).
 * Keys are lower-case single words; a query word matches a key exactly or as its plural.
 */
export const CATEGORY_SYNONYMS: Record<string, string> = {
  video: "videographers",
  videography: "videographers",
  videographer: "videographers",
  film: "videographers",
  photo: "photographers",
  photos: "photographers",
  photography: "photographers",
  photographer: "photographers",
  music: "musicians",
  musician: "musicians",
  band: "musicians",
  food: "catering",
  caterer: "catering",
  caterers: "catering",
  flowers: "florists",
  flower: "florists",
  florist: "florists",
  makeup: "makeup-artists",
  beauty: "makeup-artists",
  mua: "makeup-artists",
  venue: "venues",
  hall: "venues",
  hotel: "venues",
  banqueting: "venues",
  decor: "decorators",
  decoration: "decorators",
  car: "transportation",
  cars: "transportation",
  limo: "transportation",
  transport: "transportation",
  dj: "djs-entertainment",
  djs: "djs-entertainment",
  entertainment: "djs-entertainment",
  henna: "mehndi-artists",
  mehndi: "mehndi-artists",
  hair: "hair-stylists",
  cake: "wedding-cake-shops",
  cakes: "wedding-cake-shops",
  jewelry: "jewellery",
  jewellery: "jewellery",
  invites: "invitations",
  planner: "wedding-planners",
  planners: "wedding-planners",
};

/** Words too common in wedding searches to narrow anything on their own. */
export const SEARCH_STOPWORDS = new Set([
  "a", "an", "and", "the", "for", "in", "near", "of", "on", "to", "with", "my", "me",
  "wedding", "weddings", "asian", "best", "cheap", "uk",
]);

/**
 * Splits a query into lower-case words for matching: punctuation becomes a space and stopwords go,
 * unless nothing else is left. Output: at most 8 distinct words of 1–40 characters.
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    // \p{M} keeps combining marks, e.g. the vowel signs of Gurmukhi, Devanagari and Bengali words.
    .split(/[^\p{L}\p{M}\p{N}&'-]+/u)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ""))
    .filter((word) => word.length > 0 && word.length <= 40);
  const unique = [...new Set(words)];
  const meaningful = unique.filter((word) => !SEARCH_STOPWORDS.has(word));
  return (meaningful.length > 0 ? meaningful : unique).slice(0, 8);
}

/** The category slug a query word stands for, if any (exact key, or its singular for a trailing "s"). */
export function synonymCategory(word: string): string | undefined {
  // Own keys only: "constructor" and friends are not synonyms.
  const lookup = (key: string) => (Object.hasOwn(CATEGORY_SYNONYMS, key) ? CATEGORY_SYNONYMS[key] : undefined);
  return lookup(word) ?? (word.endsWith("s") ? lookup(word.slice(0, -1)) : undefined);
}
