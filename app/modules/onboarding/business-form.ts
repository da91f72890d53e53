import { z } from "zod";
import { listingPricingText, requiredVendorEmail, requiredVendorText, vendorFieldRules } from "~/modules/vendors/vendor-fields";

// The business details form (docs/product/vendor-journey-and-portal.md#business-details), shared by the browser (the submit button is enabled
// only when the required fields are filled) and the server (the real check).

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

// The form's own names for three fields (businessName, category, pricing) are kept; the rules are the vendor
// field definition's (docs/decisions/053).
export const businessDetailsSchema = z.object({
  businessName: requiredVendorText("name", "Please enter your business name."),
  email: requiredVendorEmail("Please enter your business email."),
  category: vendorFieldRules.categoryId,
  location: requiredVendorText("location", "Please enter your location."),
  description: requiredVendorText("description", "Please describe your business."),
  pricing: listingPricingText,
  phone: vendorFieldRules.phone,
  website: vendorFieldRules.website,
  socialMediaLink: vendorFieldRules.socialMediaLink,
});

export type BusinessDetails = z.output<typeof businessDetailsSchema>;
export type BusinessFormValues = Record<keyof z.input<typeof businessDetailsSchema>, string>;

export const BUSINESS_FIELD_NAMES = Object.keys(businessDetailsSchema.shape) as (keyof BusinessFormValues)[];

/** Whether every required field has some text (the submit button's rule, docs/product/vendor-journey-and-portal.md#business-details). */
export function requiredBusinessFieldsFilled(values: Partial<Record<string, string>>): boolean {
  return REQUIRED_BUSINESS_FIELDS.every((field) => (values[field] ?? "").trim().length > 0);
}
