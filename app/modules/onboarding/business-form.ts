import { z } from "zod";

// The business details form (docs/product/vendor-journey-and-portal.md#business-details), shared by the browser (the submit button is enabled
// only when the required fields are filled) and the server (the real check).

/** docs/product/vendor-journey-and-portal.md#business-details: what an empty pricing field is stored as. */
export const DEFAULT_PRICING = "Enquire with vendor for custom pricing";

/** The fields that must be filled before the form can be sent (docs/product/vendor-journey-and-portal.md#business-details). */
export const REQUIRED_BUSINESS_FIELDS = ["businessName", "email", "category", "location", "description"] as const;

export const BUSINESS_MESSAGES = {
  success: {
    title: "Success!",
    message: "Your business details have been submitted. Please check your email to verify your account and complete the registration process.",
  },
  failed: (reason?: string) => `Failed to submit business details: ${reason || "Unknown error"}`,
  authRequired: { title: "Authentication Required", message: "Please create an account first to continue." },
} as const;

/** A trimmed text of at most `max` characters (the listing forms: business details and the vendor dashboard). */
export const trimmed = (max: number) => z.string().trim().max(max, `Please use at most ${max} characters.`);
/** A trimmed, non-empty text of at most `max` characters; `message` when empty. */
export const required = (max: number, message: string) => trimmed(max).min(1, message);

// A scheme other than http(s) ('javascript:', 'data:', 'ftp:'); a bare host with a port ('example.com:8080') is not one.
const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:(?!\d)/i;

/** An optional web address: empty, or http(s) (a bare domain gets https:// in front; any other scheme is refused). */
export const optionalUrl = trimmed(300)
  .refine((value) => !OTHER_SCHEME.test(value), "Please enter a valid web address.")
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  .refine((value) => value === "" || z.url({ protocol: /^https?$/ }).safeParse(value).success, "Please enter a valid web address.");

/** An optional phone number: digits, spaces, +, brackets and dashes, 6 to 40 characters. */
export const optionalPhone = trimmed(40).refine((value) => value === "" || /^[+()\d\s-]{6,40}$/.test(value), "Please enter a valid phone number.");

export const businessDetailsSchema = z.object({
  businessName: required(120, "Please enter your business name."),
  email: required(254, "Please enter your business email.").pipe(z.email("Please enter a valid email address.")),
  category: z.coerce.number<string>({ message: "Please choose a category." }).int().positive("Please choose a category."),
  location: required(120, "Please enter your location."),
  description: required(5000, "Please describe your business."),
  pricing: trimmed(200).transform((value) => value || DEFAULT_PRICING),
  phone: optionalPhone,
  website: optionalUrl,
  socialMediaLink: optionalUrl,
});

export type BusinessDetails = z.output<typeof businessDetailsSchema>;
export type BusinessFormValues = Record<keyof z.input<typeof businessDetailsSchema>, string>;

export const BUSINESS_FIELD_NAMES = Object.keys(businessDetailsSchema.shape) as (keyof BusinessFormValues)[];

/** Whether every required field has some text (the submit button's rule, docs/product/vendor-journey-and-portal.md#business-details). */
export function requiredBusinessFieldsFilled(values: Partial<Record<string, string>>): boolean {
  return REQUIRED_BUSINESS_FIELDS.every((field) => (values[field] ?? "").trim().length > 0);
}
