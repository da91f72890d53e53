/**
 * Text rules for matching place names: one comparison key for names, aliases and what people type,
 * and the words that must never be read as a place.
 */

/**
 * The comparison key of a place name or typed text: accents removed ("Ynys Môn" → "ynys mon"),
 * lower case, apostrophes dropped ("Bo’ness" → "boness", "B'ham" → "bham"), "&" read as "and", every
 * other run of punctuation or spaces a single space ("Stoke-on-Trent" → "stoke on trent",
 * "St. Helens" → "st helens"), and "saint" shortened to "st" as GeoNames writes it.
 */
export function placeKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map((word) => (word === "saint" ? "st" : word))
    .join(" ");
}

/**
 * Words of the wedding trade: never a place, neither in a search query nor typed as a location, even
 * should a future GeoNames release add a hamlet of that name. Covers the category synonyms of docs/product/public-area.md#search
 * and the generic words of wedding searches.
 */
export const SERVICE_WORDS: ReadonlySet<string> = new Set([
  "wedding", "weddings", "asian", "indian", "pakistani", "bangladeshi", "bengali", "tamil", "sikh", "punjabi",
  "gujarati", "hindu", "muslim", "bridal", "bride", "brides", "groom", "venue", "venues", "hall", "halls",
  "hotel", "hotels", "banqueting", "banquet", "marquee", "henna", "mehndi", "mehendi", "mehandi", "mendhi",
  "cake", "cakes", "baker", "bakery", "photo", "photos", "photographer", "photographers", "photography",
  "video", "videographer", "videographers", "film", "dj", "djs", "music", "musician", "musicians", "band",
  "dhol", "catering", "caterer", "caterers", "food", "halal", "biryani", "decor", "decorator", "decorators",
  "decoration", "mandap", "stage", "flowers", "florist", "florists", "mua", "makeup", "beauty", "hair",
  "jewellery", "jewelry", "lehenga", "sherwani", "saree", "sari", "dress", "outfit", "car", "cars", "limo",
  "transport", "planner", "planners", "invitations", "nikah", "walima", "sangeet", "baraat", "party",
  "hire", "artist", "artists", "cheap", "best", "luxury", "near", "nearby", "me",
]);

/**
 * UK towns whose name is also an everyday English word. Inside a search query they count as a place
 * only after "in", "near" or "around" ("venues in Deal", but not "best deal photographers" or
 * "street food catering"); typed alone into the location box they still resolve.
 */
export const EVERYDAY_WORD_PLACES: ReadonlySet<string> = new Set([
  "ash", "banks", "battle", "bentley", "bow", "box", "bridge", "brill", "bugle", "church", "cove", "crook",
  "deal", "diss", "dollar", "eye", "fleet", "flint", "ford", "forth", "grain", "grove", "hay", "hill", "hook",
  "hope", "law", "locking", "mere", "mold", "moss", "over", "pant", "par", "plains", "pool", "reading", "rock",
  "sale", "sandwich", "sandy", "send", "settle", "stock", "stone", "street", "sway", "tumble", "valley",
  "wall", "ware", "wells", "wick", "wing", "wool",
]);

/**
 * Words never read as a place inside a search query, even after "in": month names, so "wedding in March"
 * keeps its date rather than moving the search to March, Cambridgeshire.
 */
export const NEVER_QUERY_PLACES: ReadonlySet<string> = new Set([
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
  "december", "summer", "winter", "spring", "autumn",
]);

/** Trailing words naming the country as a whole ("Leicester, UK"), dropped before matching. */
export const COUNTRY_WORDS: readonly string[] = [
  "united kingdom", "great britain", "northern ireland", "uk", "u k", "gb", "britain", "england", "scotland",
  "wales",
];

/** Drops trailing country words from a place key: "leicester uk" → "leicester"; "uk" alone stays. */
export function withoutCountry(key: string): string {
  let current = key;
  for (let changed = true; changed; ) {
    changed = false;
    for (const country of COUNTRY_WORDS) {
      if (current.endsWith(` ${country}`)) {
        current = current.slice(0, -country.length - 1).trimEnd();
        changed = true;
      }
    }
  }
  return current;
}
