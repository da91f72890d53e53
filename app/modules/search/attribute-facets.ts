import { EVENT_TYPES, MAX_GUESTS } from "~/modules/enquiries/enquiry-rules";

// The structured attributes couples filter by (docs/product/public-area.md#filters, "Facets and filters";
// docs/decisions/026): the lists, labels and limits alone, for the browser's chips and forms. The words that name them
// are in attribute-words.ts, whose phrase tables are built when it loads and stay on the server (decision 076).

/**
 * Yes/no attributes of a listing, in chip order. The same list as `VENDOR_FACET_KEYS` in app/db/schema.ts (which the
 * database checks), repeated because that file imports Drizzle; a unit test keeps the two equal.
 */
export const FACET_KEYS = [
  "halal", "female", "hijab-friendly", "prayer-room", "jain", "vegetarian", "eggless", "gelatine-free", "alcohol-free",
  "live-stream", "drone", "cold-sparks", "dhol", "baraat-horse", "saree-draping", "turban-tying",
] as const;

export type FacetKey = (typeof FACET_KEYS)[number];

/** Each facet's chip label and what it promises, as the vendor portal explains it. */
export const FACETS: Readonly<Record<FacetKey, { label: string; meaning: string }>> = {
  halal: { label: "Halal", meaning: "Halal food or a halal-certified kitchen" },
  female: { label: "Female-only team", meaning: "An all-female team, or a female photographer or artist on request" },
  "hijab-friendly": { label: "Hijab-friendly", meaning: "Styling, fittings or photography that work with a hijab and modest dress" },
  "prayer-room": { label: "Separate prayer room", meaning: "A separate room set aside for prayer" },
  jain: { label: "Jain menu", meaning: "Jain menus, without onion, garlic or root vegetables" },
  vegetarian: { label: "Vegetarian", meaning: "Vegetarian menus or options" },
  eggless: { label: "Eggless", meaning: "Eggless recipes" },
  "gelatine-free": { label: "Gelatine-free", meaning: "Nothing made with gelatine" },
  "alcohol-free": { label: "Alcohol-free", meaning: "Alcohol-free recipes, or a dry venue" },
  "live-stream": { label: "Live streaming", meaning: "The day streamed live for family who cannot attend" },
  drone: { label: "Drone filming", meaning: "Drone photography or filming" },
  "cold-sparks": { label: "Cold sparks", meaning: "Cold spark fountains, safe indoors" },
  dhol: { label: "Dhol players", meaning: "Dhol players for the baraat or the dance floor" },
  "baraat-horse": { label: "Baraat horse", meaning: "A horse (ghodi) or horse-drawn carriage for the baraat" },
  "saree-draping": { label: "Saree draping", meaning: "Saree draping on the day" },
  "turban-tying": { label: "Turban tying", meaning: "Turban (pagri or safa) tying for the groom and his family" },
};

/** Whether `value` is one of {@link FACET_KEYS}. */
export function isFacetKey(value: string): value is FacetKey {
  return (FACET_KEYS as readonly string[]).includes(value);
}

/** Event types a listing may serve: the enquiry form's list (docs/product/public-area.md#filters), so an enquiry's event can be matched. */
export const ATTRIBUTE_EVENT_TYPES = EVENT_TYPES;

/** Languages a listing may say it speaks: English and the languages of the UK's South Asian communities. */
export const VENDOR_LANGUAGES = [
  "English", "Urdu", "Punjabi", "Hindi", "Gujarati", "Bengali", "Sylheti", "Tamil", "Sinhala", "Mirpuri", "Pashto",
  "Kashmiri", "Marathi", "Telugu", "Malayalam", "Kannada", "Nepali", "Sindhi", "Arabic", "Farsi",
] as const;

export type VendorLanguage = (typeof VENDOR_LANGUAGES)[number];

/** The most guests a search or a listing may name: the enquiry form's limit (10,000); larger numbers are read as it. */
export const MAX_CAPACITY = MAX_GUESTS;
