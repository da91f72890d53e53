import { contactFormValues, contactSchema } from "~/modules/contact/contact-form";
import { fieldErrors } from "~/modules/http/form-errors";

// The contact form's browser check, imported on the form's first use (app/components/use-lazy-form-check.ts) so
// the /contact page's first load carries no zod (decision 039). The action runs the same schema.

/** Field name → first message of the contact schema, or null when the posted form passes it. */
export function contactFieldErrors(form: FormData): Record<string, string> | null {
  const parsed = contactSchema.safeParse(contactFormValues(form));
  return parsed.success ? null : fieldErrors(parsed.error);
}
