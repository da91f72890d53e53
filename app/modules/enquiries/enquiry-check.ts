import { enquiryFormValues, enquirySchema } from "~/modules/enquiries/enquiry-form";
import { fieldErrors } from "~/modules/http/form-errors";

// The enquiry form's browser check, imported on the form's first use (app/components/use-lazy-form-check.ts) so
// the vendor page's first load carries no zod (decision 039). The action runs the same schema.

/** Field name → first message of the enquiry schema, or null when the posted form passes it. */
export function enquiryFieldErrors(form: FormData): Record<string, string> | null {
  const parsed = enquirySchema.safeParse(enquiryFormValues(form));
  return parsed.success ? null : fieldErrors(parsed.error);
}
