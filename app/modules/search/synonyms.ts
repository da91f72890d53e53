/**
 * Words couples type, mapped to canonical category slugs (docs/product/public-area.md#search: its synonym map, plus the
 * South Asian words). Keys are lower-case single words; plurals are handled by
 * {@link synonymCategory}.
 */
export const CATEGORY_SYNONYMS: Record<string, string> = {
  // docs/product/public-area.md#search.
  video: "videographers", videography: "videographers", videographer: "videographers", film: "videographers",
  filming: "videographers", cinematography: "videographers", cinematographer: "videographers",
  photo: "photographers", photography: "photographers", photographer: "photographers",
  music: "musicians", musician: "musicians", band: "musicians", singer: "musicians", qawwali: "musicians",
  dhol: "musicians", dholi: "musicians", tabla: "musicians",
  food: "catering", caterer: "catering", catering: "catering", biryani: "catering",
  buffet: "catering", chef: "catering",
  flowers: "florists", flower: "florists", florist: "florists", floral: "florists",
  makeup: "makeup-artists", beauty: "makeup-artists", mua: "makeup-artists",
  beautician: "makeup-artists",
  venue: "venues", hall: "venues", hotel: "venues", banqueting: "venues", banquet: "venues",
  decor: "decorators", décor: "decorators", decoration: "decorators", decorator: "decorators",
  mandap: "decorators", stage: "decorators", backdrop: "decorators",
  car: "transportation", limo: "transportation", limousine: "transportation", transport: "transportation",
  transportation: "transportation", chauffeur: "transportation", doli: "transportation",
  dj: "djs-entertainment", entertainment: "djs-entertainment", entertainer: "djs-entertainment",
  // docs/product/public-area.md#search: South Asian words and spellings.
  henna: "mehndi-artists", mehndi: "mehndi-artists", mehendi: "mehndi-artists", mehandi: "mehndi-artists",
  hair: "hair-stylists", hairstylist: "hair-stylists", hairdresser: "hair-stylists", stylist: "hair-stylists",
  cake: "wedding-cake-shops", baker: "wedding-cake-shops", bakery: "wedding-cake-shops",
  jewelry: "jewellery", jewellery: "jewellery", jeweller: "jewellery", jeweler: "jewellery",
  jewel: "jewellery", kundan: "jewellery",
  invite: "invitations", invitation: "invitations", stationery: "invitations",
  planner: "wedding-planners", planning: "wedding-planners", coordinator: "wedding-planners",
  lehenga: "bridal-wear", lengha: "bridal-wear", sherwani: "bridal-wear", saree: "bridal-wear",
  sari: "bridal-wear", sharara: "bridal-wear", bridalwear: "bridal-wear", dress: "bridal-wear",
  outfit: "bridal-wear",
  wear: "bridal-wear",
  // docs/product/public-area.md#search: turbans are tied by the groomswear shops of the bridal-wear category.
  turban: "bridal-wear", pagri: "bridal-wear", pagg: "bridal-wear", safa: "bridal-wear",
};

/**
 * Category words that name a speciality within the category rather than the whole of it (docs/product/public-area.md#search): "qawwali"
 * finds musicians, and among them those whose listing says qawwali come first; a search for "dhol" is not
 * answered as well by a string quartet. Such a word is both the category and a word the listing should have.
 */
export const SPECIALITY_WORDS = new Set([
  "qawwali", "dhol", "dholi", "tabla", "biryani", "mandap", "kundan", "lehenga", "lengha", "sherwani", "saree", "sari",
  "sharara", "doli", "limo", "limousine", "chauffeur", "turban", "pagri", "pagg", "safa",
]);

/**
 * Words couples use for what a vendor offers, mapped to the words listings use for it (docs/product/public-area.md#search: "lady
 * photographer", "hijabi hair stylist"). A query word matches a vendor whose weighted document has the word
 * itself or any of these (each as a prefix, stemmed like the document). For a word that names a category
 * (turban) they only raise the rank. Keys are lower-case single words; values are single words.
 * Halal is here rather than among the category synonyms: caterers and venues both offer it ("halal venue").
 */
export const ATTRIBUTE_SYNONYMS: Record<string, readonly string[]> = {
  lady: ["female"], ladies: ["female"], woman: ["female"], women: ["female"], womens: ["female"], girl: ["female"],
  girls: ["female"],
  hijabi: ["hijab"], hijabis: ["hijab"], modest: ["hijab"], modesty: ["hijab"],
  namaz: ["prayer"], salah: ["prayer"], salat: ["prayer"], musalla: ["prayer"],
  zabiha: ["halal"], zabihah: ["halal"],
  veggie: ["vegetarian"], veg: ["vegetarian", "vegan"],
  gelatin: ["gelatine"], eggfree: ["eggless"],
  livestream: ["stream"], livestreaming: ["stream"], livestreamed: ["stream"], webcast: ["stream"],
  aerial: ["drone"],
  sparkler: ["spark"], sparklers: ["spark"], sparkular: ["spark"], pyro: ["spark"], pyrotechnics: ["spark"],
  ghodi: ["horse"], ghori: ["horse"], ghoda: ["horse"], carriage: ["horse"],
  drape: ["draping"], drapes: ["draping"],
  turban: ["groom"], pagri: ["turban", "groom"], pagg: ["turban", "groom"], safa: ["turban", "groom"],
};

/**
 * Words that describe the occasion or the couple's tradition rather than the kind of vendor (docs/product/public-area.md#search:
 * "event words"): beside other words they never narrow a search, they only raise vendors that mention them.
 */
export const OCCASION_WORDS = new Set([
  "nikah", "nikkah", "walima", "valima", "sangeet", "baraat", "barat", "dholki", "mayun", "haldi",
  "rukhsati", "engagement", "reception", "night", "party", "ceremony",
  "indian", "pakistani", "bangladeshi", "bengali", "sri", "lankan", "tamil", "punjabi", "gujarati", "sikh",
  "hindu", "muslim", "desi", "traditional", "modern", "luxury",
]);

/**
 * Words that narrow nothing: English stop words (PostgreSQL's `english` configuration drops them, so a
 * prefix query on them would match nothing) and words common to every wedding search.
 */
export const SEARCH_STOPWORDS = new Set([
  "a", "an", "and", "the", "for", "in", "near", "of", "on", "to", "with", "my", "me", "i", "we", "our",
  "at", "by", "or", "is", "are", "be", "from", "who", "that", "this", "it", "as", "do", "does", "can",
  "around", "nearby", "close", "best", "top", "cheap", "affordable", "good", "uk", "service", "services",
  "wedding", "weddings", "asian", "south", "bridal", "bride", "brides",
  // The rest of PostgreSQL's `english` stop list.
  "about", "above", "after", "again", "against", "all", "am", "any", "aren't", "because", "been", "before",
  "being", "below", "between", "both", "but", "cannot", "could", "did", "doing", "down", "during", "each",
  "few", "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself",
  "his", "how", "if", "into", "its", "itself", "more", "most", "mustn", "myself", "no", "nor", "not", "off",
  "once", "only", "other", "ought", "ours", "ourselves", "out", "over", "own", "same", "she", "should", "so",
  "some", "such", "than", "their", "theirs", "them", "themselves", "then", "there", "these", "they", "those",
  "through", "too", "under", "until", "up", "very", "was", "were", "what", "when", "where", "which", "while",
  "whom", "why", "will", "would", "you", "your", "yours", "yourself", "yourselves", "s", "t", "don", "just", "now",
]);

/**
 * Splits a query into lower-case words of letters, marks and digits (anything else separates words,
 * so tsquery and LIKE metacharacters never reach the database), drops stopwords unless nothing else is
 * left, and keeps at most 8 distinct words of at most 40 characters.
 */
export function queryWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize("NFC")
    // \p{M} keeps combining marks, e.g. the vowel signs of Gurmukhi, Devanagari and Bengali words.
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40);
  const unique = [...new Set(words)];
  const meaningful = unique.filter((word) => !SEARCH_STOPWORDS.has(word));
  return (meaningful.length > 0 ? meaningful : unique).slice(0, 8);
}

function lookup(key: string): string | undefined {
  // Own keys only: "constructor" and friends are not synonyms.
  return Object.hasOwn(CATEGORY_SYNONYMS, key) ? CATEGORY_SYNONYMS[key] : undefined;
}

/**
 * The category slug a query word stands for, if any: the word itself, or its singular
 * ("venues", "dresses", "jewellers"), or a category slug's own first word ("photographers").
 */
export function synonymCategory(word: string): string | undefined {
  return (
    lookup(word) ??
    (word.endsWith("es") ? lookup(word.slice(0, -2)) : undefined) ??
    (word.endsWith("s") ? lookup(word.slice(0, -1)) : undefined)
  );
}

/**
 * The words that match a query word in a vendor's document: the word itself, then its attribute
 * synonyms (see {@link ATTRIBUTE_SYNONYMS}), without repeats.
 */
export function matchingWords(word: string): string[] {
  const extra = Object.hasOwn(ATTRIBUTE_SYNONYMS, word) ? ATTRIBUTE_SYNONYMS[word]! : [];
  return [...new Set([word, ...extra])];
}

/**
 * Whether a word is (a form of) one of the words of a category's slug, which are its name's: "artist" of
 * makeup-artists, "shop" of wedding-cake-shops, "caterer" of catering, "dj" of djs-entertainment. Such a word
 * says no more than the category itself; words of three letters or more that share their first five letters
 * (or all of the shorter word) with a slug word count.
 */
export function isCategoryNameWord(word: string, slug: string): boolean {
  if (word.length < 2) return false;
  return slug.split("-").some((part) => {
    const length = Math.min(5, word.length, part.length);
    return word.slice(0, length) === part.slice(0, length);
  });
}

/** Whether a query word names a speciality within its category (see {@link SPECIALITY_WORDS}), singular or plural. */
export function isSpecialityWord(word: string): boolean {
  return [word, word.replace(/e?s$/, ""), word.replace(/s$/, "")].some((form) => SPECIALITY_WORDS.has(form));
}

/** Whether a query word names the occasion or tradition rather than the vendor (see {@link OCCASION_WORDS}). */
export function isOccasionWord(word: string): boolean {
  return OCCASION_WORDS.has(word);
}
