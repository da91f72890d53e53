import type { EventType } from "~/modules/enquiries/enquiry-rules";
import { MAX_CAPACITY, VENDOR_LANGUAGES, type FacetKey, type VendorLanguage } from "~/modules/search/attribute-facets";
import { attributesInText } from "~/modules/search/attribute-words";
import { guestNumbersIn } from "~/modules/search/guest-numbers";

// The demo catalogue's structured attributes (docs/product/public-area.md#demo-catalogue: "filled for the demo catalogue from its features"), read from
// what each listing already says, so the filters agree with the text a couple sees on the card and the page.

/** A listing's structured attributes, as the `vendors` columns hold them. */
export type VendorAttributes = {
  facets: FacetKey[];
  capacity: number | null;
  eventTypes: EventType[];
  languages: VendorLanguage[];
};

/** Trades whose guest numbers are a capacity (a hall's seats, a caterer's covers, a decorator's stage); a make-up artist's "bridal parties of up to 8 guests" is not. */
const CAPACITY_CATEGORIES = new Set(["venues", "catering", "decorators"]);

/**
 * The attributes of a demo listing. Facets and event types: the words of its features, service tags and description
 * (`attributesInText`, the search's own vocabulary: 'Female photographer available' → female, 'Hijab-friendly
 * styling' → hijab-friendly, 'Mehndi night coverage' → Mehndi); a mehndi artist also serves the Mehndi event.
 * Capacity: for venues, caterers and decorators, the largest guest number the text names ('Caters for 1,000+ guests'
 * → 1000, 'seats up to 850 guests' → 850), at most {@link MAX_CAPACITY}; null otherwise. Languages: English and the
 * owner's languages, as the description's "Consultations are available in …" names them (names outside
 * `VENDOR_LANGUAGES` are left out).
 * Input: the listing's category slug, texts and languages. Output: {@link VendorAttributes}. Pure and deterministic.
 */
export function deriveVendorAttributes(listing: {
  categorySlug: string;
  features: readonly string[];
  serviceTags: readonly string[];
  description: string;
  languages: readonly string[];
}): VendorAttributes {
  // Each text its own sentence, so a phrase never runs from one feature into the next.
  const text = [...listing.features, ...listing.serviceTags, listing.description].join(". ");
  const { facets, eventTypes } = attributesInText(text);
  const served: EventType[] = listing.categorySlug === "mehndi-artists" && !eventTypes.includes("Mehndi") ? ["Mehndi", ...eventTypes] : eventTypes;
  const largest = Math.max(0, ...guestNumbersIn(text).map((number) => number.guests));
  return {
    facets,
    capacity: CAPACITY_CATEGORIES.has(listing.categorySlug) && largest > 0 ? Math.min(largest, MAX_CAPACITY) : null,
    eventTypes: served,
    languages: VENDOR_LANGUAGES.filter((language) => language === "English" || listing.languages.includes(language)),
  };
}
