/** Rules for showing vendor data, shared by server and browser (docs/product/public-area.md#vendor-page). */

export const PRICE_RANGES = ["£", "££", "£££", "££££"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

const priceRangeLabels: Record<PriceRange, string> = {
  "£": "Budget",
  "££": "Mid-range",
  "£££": "Premium",
  "££££": "Luxury",
};

/** "£££" → "£££ Premium"; unknown or empty values give an empty string. */
export function priceRangeLabel(priceRange: string | null | undefined): string {
  if (!priceRange || !Object.hasOwn(priceRangeLabels, priceRange)) return "";
  return `${priceRange} ${priceRangeLabels[priceRange as PriceRange]}`;
}

/** Adds `https://` to a website or social link lacking an http(s) prefix (docs/product/public-area.md#vendor-page, contact card). */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A `tel:` href from a displayed UK number: keeps digits and a leading +. */
export function telHref(phone: string): string {
  const compact = phone.trim().replace(/[^\d+]/g, "");
  return `tel:${compact}`;
}

/** Business hours shown on every vendor page (docs/product/public-area.md#vendor-page). */
export const BUSINESS_HOURS = [
  { days: "Monday – Friday", hours: "9:00 am – 6:00 pm" },
  { days: "Saturday", hours: "10:00 am – 4:00 pm" },
  { days: "Sunday", hours: "Closed" },
] as const;

/** Stock image shown when a vendor has no images (docs/product/public-area.md#vendor-page). */
export const FALLBACK_IMAGE = { url: "/images/vendor-placeholder.webp", alt: "" } as const;

/** Card feature limits (docs/product/public-area.md#vendor-page): featured cards 4, category and search cards 3. */
export const FEATURED_CARD_FEATURES = 4;
export const LIST_CARD_FEATURES = 3;

/** A distance for a card: "3.2 km away", or "under 1 km away" (docs/product/public-area.md#vendor-page). Input in km. */
export function formatDistance(km: number): string {
  return km < 1 ? "under 1 km away" : `${km.toFixed(1)} km away`;
}

/** Words a business name's initials skip ("The Henna Room" → "HR"), unless the name has nothing else. */
const INITIALS_SKIPPED = new Set(["the", "and", "of", "by", "&"]);

/**
 * The one or two initials shown on the artwork of a vendor without photos (decision 071): the first letters of its
 * first two words, skipping 'The', 'and', 'of', 'by'; upper-case. "Noor Bridal Mehndi Studio" → "NB", "Lotus" → "L",
 * "" → "".
 */
export function vendorInitials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}&]+/u).filter(Boolean);
  const kept = words.filter((word) => !INITIALS_SKIPPED.has(word.toLowerCase()));
  return (kept.length > 0 ? kept : words)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase("en-GB"))
    .join("");
}
