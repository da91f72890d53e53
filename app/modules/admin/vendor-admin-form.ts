import { z } from "zod";
import { optionalPhone, optionalUrl, required, trimmed } from "~/modules/onboarding/business-form";
import { attributeFormValues, attributeSchemaFields, type AttributeFormValues } from "~/modules/vendor-portal/listing-attributes";
import type { GalleryImage } from "~/modules/vendor-portal/listing-images";
import { cleanTags } from "~/modules/vendor-portal/service-tags";
import { PRICE_RANGES } from "~/modules/vendors/vendor-format";

// The admin's vendor editor (docs/product/admin.md#vendors "Vendor editor
// requires name ('Business Name *') and category", docs/product/admin.md#vendors), shared by the browser and the
// actions of the Vendors tab, the editor and Import/Upload → Manual Entry.

/** docs/product/admin.md#vendors: the toasts of the Vendors tab and the editor; the success texts are ours. */
export const VENDOR_ADMIN_MESSAGES = {
  fetchFailed: "Failed to fetch vendors",
  updateFailed: "Failed to update vendor",
  deleteFailed: "Failed to delete vendor",
  bulkFailed: "Failed to update vendors",
  createFailed: "Failed to create vendor",
  uploadFailed: "Failed to upload image",
  setPrimaryFailed: "Failed to set primary image",
  deleteImageFailed: "Failed to delete image",
  saveFirst: "Please save the vendor first before uploading images",
  created: "Vendor created",
  updated: "Vendor updated",
  deleted: "Vendor deleted",
  bulkUpdated: "Vendors updated",
  imageUploaded: "Image uploaded",
  primarySet: "Primary image updated",
  imageDeleted: "Image deleted",
  notFound: "This vendor no longer exists.",
  imageNotFound: "This image is not in the vendor's gallery.",
  tryAgain: "Please try again.",
} as const;

/** The field messages of the editor. */
export const VENDOR_FIELD_MESSAGES = {
  name: "Please enter the business name.",
  category: "Please choose a category.",
  email: "Please enter a valid email address.",
  postcode: "Please enter a valid postcode.",
  priceRange: "Please choose a price range.",
} as const;

/** The text fields of the editor, by their `name`; the tags are sent as one `tags` value each, the flags as checkboxes. */
export const VENDOR_TEXT_FIELDS = [
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
] as const;

export type VendorTextField = (typeof VENDOR_TEXT_FIELDS)[number];

/**
 * What the editor shows: the stored vendor, or what was typed after a refusal. The structured attributes (docs/product/admin.md#vendors)
 * are present when the editor shows them; absent, the stored ones are left alone (see `ATTRIBUTES_SHOWN_FIELD`).
 */
export type VendorFormValues = Record<VendorTextField, string> & { tags: string[]; isActive: boolean; isFeatured: boolean } & Partial<AttributeFormValues>;

const tagsField = z.array(z.string()).transform((raw, context) => {
  const { tags, error } = cleanTags(raw);
  if (error) context.addIssue({ code: "custom", message: error });
  return tags;
});

const optionalEmail = trimmed(254).refine((value) => value === "" || z.email().safeParse(value).success, VENDOR_FIELD_MESSAGES.email);

// Full UK postcodes ('LE4 5AB') and their outward part alone ('LE4'), as imported lists often carry.
const optionalPostcode = trimmed(10)
  .transform((value) => value.toUpperCase().replace(/\s+/g, " "))
  .refine((value) => value === "" || /^[A-Z]{1,2}\d[A-Z\d]?( ?\d[A-Z]{2})?$/.test(value), VENDOR_FIELD_MESSAGES.postcode);

export const vendorFormSchema = z.object({
  name: required(120, VENDOR_FIELD_MESSAGES.name),
  categoryId: z.coerce
    .number<string>({ message: VENDOR_FIELD_MESSAGES.category })
    .int(VENDOR_FIELD_MESSAGES.category)
    .positive(VENDOR_FIELD_MESSAGES.category),
  description: trimmed(5000),
  location: trimmed(120),
  address: trimmed(200),
  city: trimmed(80),
  region: trimmed(80),
  postcode: optionalPostcode,
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalUrl,
  socialMediaLink: optionalUrl,
  priceRange: z.enum(["", ...PRICE_RANGES], { error: VENDOR_FIELD_MESSAGES.priceRange }),
  pricingText: trimmed(200),
  tags: tagsField,
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  ...attributeSchemaFields,
});

/** A checked editor form: every text trimmed ('' for empty), web addresses with their scheme, tags cleaned. */
export type VendorInput = z.output<typeof vendorFormSchema>;

/** The editor's values for a new vendor: empty, active (docs/product/admin.md#vendors: is_active default true), not featured, no attributes ticked. */
export function emptyVendorFormValues(): VendorFormValues {
  const text = Object.fromEntries(VENDOR_TEXT_FIELDS.map((name) => [name, ""])) as Record<VendorTextField, string>;
  return { ...text, tags: [], isActive: true, isFeatured: false, facets: [], capacity: "", eventTypes: [], languages: [] };
}

/**
 * The posted editor form as values the schema reads and the form shows again. Input: the form data; the tags are
 * the `tags` values plus an untouched `newTag` box (without JavaScript a tag is added by saving), a flag is on
 * when its checkbox was sent; the attributes are read when the editor showed them (`attributeFormValues`).
 */
export function vendorFormValues(formData: FormData): VendorFormValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const tags = formData.getAll("tags").filter((value): value is string => typeof value === "string");
  const typed = text("newTag");
  const values = Object.fromEntries(VENDOR_TEXT_FIELDS.map((name) => [name, text(name)])) as Record<VendorTextField, string>;
  return {
    ...values,
    tags: typed.trim() ? [...tags, typed] : tags,
    isActive: formData.get("isActive") !== null,
    isFeatured: formData.get("isFeatured") !== null,
    ...attributeFormValues(formData),
  };
}

/** The URL parameter that tells the editor the vendor was just created (`?created=1`): images can be added now. */
export const CREATED_PARAM = "created";

/** The editor's page for a vendor; `created` adds {@link CREATED_PARAM} for the page opened right after creation. */
export function vendorEditPath(vendorId: number, options: { created?: boolean } = {}): string {
  return `/admin-dashboard/vendors/${vendorId}${options.created ? `?${CREATED_PARAM}=1` : ""}`;
}

/** A vendor as the editor shows it: the form's values and what the admin sees beside them. */
export type AdminVendorDetail = {
  id: number;
  name: string;
  values: VendorFormValues;
  isVerified: boolean;
  ownerEmail: string | null;
  logoUrl: string | null;
  hasCoordinates: boolean;
  createdAt: Date;
  images: GalleryImage[];
};
