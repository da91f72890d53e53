import { z } from "zod";
import { DEFAULT_PRICING, optionalPhone, optionalUrl, required, trimmed } from "~/modules/onboarding/business-form";
import { attributeFormValues, attributeSchemaFields, type AttributeFormValues } from "~/modules/vendor-portal/listing-attributes";
import { cleanTags } from "~/modules/vendor-portal/service-tags";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";

// The vendor dashboard's listing form (docs/product/vendor-journey-and-portal.md#listing "may edit name,
// phone, website, location, description, pricing, tags, logo and gallery; may not edit category or email";
// also social link, address and price range, and the structured attributes of docs/product/public-area.md#filters). Shared by the browser and
// the action.

/** The spec's texts for saving (docs/product/vendor-journey-and-portal.md#listing). */
export const LISTING_MESSAGES = {
  saved: "Changes saved!",
  saveFailed: "Failed to save changes. Please try again.",
  verificationSent: "Verification email sent",
  verificationFailed: "Failed to resend verification email. Please try again.",
} as const;

/** docs/product/vendor-journey-and-portal.md#listing: the account has no listing yet. */
export const NO_LISTING_MESSAGE = "No business listing found. Please complete your business registration first.";

/** The text fields of the form, by their `name`; `tags` is sent as one `tags` value per tag. */
export const LISTING_TEXT_FIELDS = [
  "name",
  "phone",
  "website",
  "socialMediaLink",
  "location",
  "address",
  "description",
  "pricingText",
  "priceRange",
] as const;

export type ListingTextField = (typeof LISTING_TEXT_FIELDS)[number];

/**
 * What the form shows again after a refusal: the typed text, the tags and, when the form showed them, the attributes
 * (docs/product/vendor-journey-and-portal.md#listing; absent attributes are left as stored, see `ATTRIBUTES_SHOWN_FIELD`).
 */
export type ListingFormValues = Record<ListingTextField, string> & { tags: string[] } & Partial<AttributeFormValues>;

const tagsField = z.array(z.string()).transform((raw, context) => {
  const { tags, error } = cleanTags(raw);
  if (error) context.addIssue({ code: "custom", message: error });
  return tags;
});

export const listingFormSchema = z.object({
  name: required(120, "Please enter your business name."),
  phone: optionalPhone,
  website: optionalUrl,
  socialMediaLink: optionalUrl,
  location: required(120, "Please enter your location."),
  address: trimmed(200),
  description: required(5000, "Please describe your business."),
  // docs/product/vendor-journey-and-portal.md#listing: an empty pricing text reads 'Enquire with vendor for custom pricing', as at onboarding.
  pricingText: trimmed(200).transform((value) => value || DEFAULT_PRICING),
  priceRange: z.enum(["", ...PRICE_RANGES], { error: "Please choose a price range." }),
  tags: tagsField,
  ...attributeSchemaFields,
});

export type ListingUpdate = z.output<typeof listingFormSchema>;

/**
 * The posted listing form as values the schema reads and the form shows again. Input: the form data, whose
 * tags are the `tags` values plus an untouched `newTag` box (without JavaScript a tag is added by saving), and whose
 * attributes are read only when the form showed them (`attributeFormValues`).
 */
export function listingFormValues(formData: FormData): ListingFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const tags = formData.getAll("tags").filter((value): value is string => typeof value === "string");
  const typed = text("newTag");
  const values = Object.fromEntries(LISTING_TEXT_FIELDS.map((name) => [name, text(name)])) as Record<ListingTextField, string>;
  return { ...values, tags: typed.trim() ? [...tags, typed] : tags, ...attributeFormValues(formData) };
}
