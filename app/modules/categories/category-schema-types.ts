// The schema.org type of a vendor's structured data by its category (docs/product/public-area.md#seo; decision 072).

/** What a vendor page's JSON-LD `@type` is: one type, or two when the precise one is not a kind of LocalBusiness. */
export type VendorSchemaType = string | readonly [string, "LocalBusiness"];

/** The type for a category with no more precise one, and for categories added later. */
export const DEFAULT_VENDOR_SCHEMA_TYPE = "LocalBusiness";

/**
 * The most precise schema.org type of each category's vendors, by slug. All are kinds of LocalBusiness but
 * EventVenue (a CivicStructure), which is given beside LocalBusiness so the page keeps its priceRange and offers.
 * ProfessionalService where schema.org has no type for the trade (photographers, planners, decorators).
 */
export const CATEGORY_SCHEMA_TYPES: Readonly<Record<string, VendorSchemaType>> = {
  venues: ["EventVenue", "LocalBusiness"],
  catering: "FoodEstablishment",
  "wedding-cake-shops": "Bakery",
  "makeup-artists": "BeautySalon",
  "mehndi-artists": "BeautySalon",
  "hair-stylists": "HairSalon",
  florists: "Florist",
  jewellery: "JewelryStore",
  "bridal-wear": "ClothingStore",
  invitations: "Store",
  transportation: "AutoRental",
  "djs-entertainment": "EntertainmentBusiness",
  musicians: "EntertainmentBusiness",
  photographers: "ProfessionalService",
  videographers: "ProfessionalService",
  decorators: "ProfessionalService",
  "wedding-planners": "ProfessionalService",
};

/**
 * The JSON-LD `@type` for a vendor of the category `slug`: its entry in {@link CATEGORY_SCHEMA_TYPES}, else
 * {@link DEFAULT_VENDOR_SCHEMA_TYPE}. Pure.
 */
export function vendorSchemaType(slug: string): VendorSchemaType {
  return Object.hasOwn(CATEGORY_SCHEMA_TYPES, slug) ? CATEGORY_SCHEMA_TYPES[slug]! : DEFAULT_VENDOR_SCHEMA_TYPE;
}
