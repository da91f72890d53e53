import { z } from "zod";
import type { vendors } from "~/db/schema";
import { cleanTags } from "~/modules/vendors/service-tags";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";

// The vendor's editable business fields, defined once (docs/decisions/053): their names are `vendors` columns, their
// types the table's, their rules (lengths, web address, phone, email, postcode, price range, tags, attributes) and
// messages the ones every form, the CSV import and the write path (`write-vendor.server.ts`) use. Shared with the
// browser: the table is imported for its types only, so no database code reaches the client.

/** A vendor row as stored. */
export type VendorRow = typeof vendors.$inferSelect;

/**
 * The business fields, in the order the admin editor and the CSV file list them (docs/product/admin.md#vendors,
 * docs/product/vendor-journey-and-portal.md#listing, the structured attributes included). Status flags set elsewhere (verification, review, subscription lapse),
 * ownership and figures are not business fields. Adding a field: docs/ARCHITECTURE.md, "Adding a vendor field".
 */
export const VENDOR_FIELDS = [
  "name",
  "categoryId",
  "description",
  "location",
  "address",
  "city",
  "region",
  "postcode",
  "phone",
  "email",
  "website",
  "socialMediaLink",
  "priceRange",
  "pricingText",
  "serviceTags",
  "isActive",
  "isFeatured",
  "facets",
  "capacity",
  "eventTypes",
  "languages",
] as const satisfies readonly (keyof VendorRow)[];

export type VendorField = (typeof VENDOR_FIELDS)[number];

/**
 * Columns PostgreSQL derives from other data and no writer sets (read-only for every form, import and the write
 * path): the attribute bits (generated, decision 026), the reply score (the hourly refresh, decision 060), the 'From'
 * price and price band (packages, decision 064), the unavailable days (decision 075) and whether the vendor has
 * photos (triggers on `vendor_images`, decision 071). Searches read them; nothing edits them.
 */
export const DERIVED_VENDOR_COLUMNS = [
  "facetBits",
  "eventTypeBits",
  "languageBits",
  "searchVector",
  "replyScore",
  "fromPricePence",
  "priceBand",
  "unavailableDays",
  "hasPhotos",
] as const satisfies readonly Exclude<keyof VendorRow, VendorField>[];

/**
 * The structured attributes among the fields (docs/decisions/026). Their rules are in
 * `vendor-portal/listing-attributes.ts`: they read the facet words of `search` and the event types of `enquiries`,
 * which stand above `vendors` (decision 054), so each form adds `attributeSchemaFields` beside these rules.
 */
export const ATTRIBUTE_FIELDS = ["facets", "capacity", "eventTypes", "languages"] as const satisfies readonly VendorField[];
export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

/** The business fields as the `vendors` table stores them. */
export type VendorFields = Pick<VendorRow, VendorField>;

/**
 * Business fields as a writer hands them to the write path: any subset, as stored, or as a form checked them ('' for
 * an empty text, stored as null where the column allows it). A null for a column that refuses it means "not given".
 */
export type VendorFieldsInput = { [K in VendorField]?: VendorFields[K] | null };

/** The longest text each text field may hold (the listing forms' limits; web addresses before `https://` is added). */
export const VENDOR_TEXT_LIMITS = {
  name: 120,
  description: 5000,
  location: 120,
  address: 200,
  city: 80,
  region: 80,
  postcode: 10,
  phone: 40,
  email: 254,
  website: 300,
  socialMediaLink: 300,
  pricingText: 200,
} as const satisfies Partial<Record<VendorField, number>>;

export type VendorTextField = keyof typeof VENDOR_TEXT_LIMITS;

/** docs/product/vendor-journey-and-portal.md#business-details: what an empty pricing text of a vendor's own listing is stored as (onboarding and the dashboard). */
export const DEFAULT_PRICING = "Enquire with vendor for custom pricing";

/** The messages of the field rules (the forms' wording: docs/product/vendor-journey-and-portal.md#listing, docs/product/admin.md#vendors). */
export const VENDOR_RULE_MESSAGES = {
  tooLong: (max: number) => `Please use at most ${max} characters.`,
  url: "Please enter a valid web address.",
  phone: "Please enter a valid phone number.",
  email: "Please enter a valid email address.",
  postcode: "Please enter a valid postcode.",
  priceRange: "Please choose a price range.",
  category: "Please choose a category.",
} as const;

/** A trimmed text of at most `max` characters. */
const trimmed = (max: number) => z.string().trim().max(max, VENDOR_RULE_MESSAGES.tooLong(max));

/** Text field `field`, trimmed, within its limit; '' when empty. */
export const vendorText = (field: VendorTextField) => trimmed(VENDOR_TEXT_LIMITS[field]);

/** Text field `field` as a form that requires it: trimmed, within its limit, not empty (`message` when empty). */
export const requiredVendorText = (field: VendorTextField, message: string) => vendorText(field).min(1, message);

// A scheme other than http(s) ('javascript:', 'data:', 'ftp:'); a bare host with a port ('example.com:8080') is not one.
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:(?!\d)/i;

/** An optional web address: empty, or http(s) (a bare domain gets https:// in front; any other scheme is refused). */
const optionalUrl = (field: "website" | "socialMediaLink") =>
  vendorText(field)
    .refine((value) => !OTHER_SCHEME.test(value), VENDOR_RULE_MESSAGES.url)
    .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
    .refine((value) => value === "" || z.url({ protocol: /^https?$/ }).safeParse(value).success, VENDOR_RULE_MESSAGES.url);

/** A required email address (onboarding: the listing's contact address); `message` when empty. */
export const requiredVendorEmail = (message: string) => requiredVendorText("email", message).pipe(z.email(VENDOR_RULE_MESSAGES.email));

/**
 * The rule of each business field, as a form reads it: texts trimmed ('' for empty), web addresses with their
 * scheme, a postcode upper-cased, tags cleaned, the category id from its text; the attributes' rules are
 * `attributeSchemaFields` ({@link ATTRIBUTE_FIELDS}). A form composes its schema from these (pick, extend,
 * `requiredVendorText`), under its own field names where they differ.
 */
export const vendorFieldRules = {
  name: vendorText("name"),
  categoryId: z.coerce
    .number<string>({ message: VENDOR_RULE_MESSAGES.category })
    .int(VENDOR_RULE_MESSAGES.category)
    .positive(VENDOR_RULE_MESSAGES.category),
  description: vendorText("description"),
  location: vendorText("location"),
  address: vendorText("address"),
  city: vendorText("city"),
  region: vendorText("region"),
  // Full UK postcodes ('LE4 5AB') and their outward part alone ('LE4'), as imported lists often carry.
  postcode: vendorText("postcode")
    .transform((value) => value.toUpperCase().replace(/\s+/g, " "))
    .refine((value) => value === "" || /^[A-Z]{1,2}\d[A-Z\d]?( ?\d[A-Z]{2})?$/.test(value), VENDOR_RULE_MESSAGES.postcode),
  // Digits, spaces, +, brackets and dashes, 6 to 40 characters.
  phone: vendorText("phone").refine((value) => value === "" || /^[+()\d\s-]{6,40}$/.test(value), VENDOR_RULE_MESSAGES.phone),
  email: vendorText("email").refine((value) => value === "" || z.email().safeParse(value).success, VENDOR_RULE_MESSAGES.email),
  website: optionalUrl("website"),
  socialMediaLink: optionalUrl("socialMediaLink"),
  priceRange: z.enum(["", ...PRICE_RANGES], { error: VENDOR_RULE_MESSAGES.priceRange }),
  pricingText: vendorText("pricingText"),
  serviceTags: z.array(z.string()).transform((raw, context) => {
    const { tags, error } = cleanTags(raw);
    if (error) context.addIssue({ code: "custom", message: error });
    return tags;
  }),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
} satisfies Record<Exclude<VendorField, AttributeField>, z.ZodType>;

/** Every business field but the attributes under its column name; forms `pick` and `extend` it. */
export const vendorFieldSchema = z.object(vendorFieldRules);

/** Checked business fields: texts trimmed ('' for empty), ready for the write path. */
export type VendorFieldValues = z.output<typeof vendorFieldSchema>;

/** The pricing text of a vendor's own listing: empty reads {@link DEFAULT_PRICING} (docs/product/vendor-journey-and-portal.md#listing). */
export const listingPricingText = vendorFieldRules.pricingText.transform((value) => value || DEFAULT_PRICING);

/**
 * Stored fields as a form shows them: each of `fields` as text, '' for null (the category id as digits).
 * Input: the stored vendor (at least those fields), the fields. Output: the texts by field.
 */
export function storedFieldTexts<F extends VendorField>(vendor: Pick<VendorFields, F>, fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, vendor[field] === null ? "" : String(vendor[field])])) as Record<F, string>;
}
