import type { z } from "zod";

/** A message about the whole form, with the spec's heading where it gives one (e.g. 'Password Mismatch'). */
export type FormMessage = { title?: string; message: string };

/**
 * The one shape every action answers a refused form with (docs/ARCHITECTURE.md, convention 4; decision 011):
 * the submitted text values (never passwords) so the form shows them again, a message per field, and a
 * form-level message. Sent with the status of the error (400 invalid input, 403, 409, 413, 429…).
 */
export type FormFailure<Values = Record<string, string>> = {
  values: Values;
  fieldErrors: Record<string, string>;
  formError: FormMessage;
};

/** The form-level message of an invalid form whose fields carry their own messages. */
export const INVALID_FORM_MESSAGE = "Please correct the highlighted fields.";

/**
 * The message to show above a refused form. Input: the failure's form message and field messages. Output: the
 * form message, or {@link INVALID_FORM_MESSAGE} (without a title) when a field already shows that same sentence,
 * so that a check answering with one message for both (the password policy's, an email already taken) does not
 * print it twice on the page.
 */
export function formAlert(failure: Pick<FormFailure<unknown>, "formError" | "fieldErrors">): FormMessage {
  const repeated = Object.values(failure.fieldErrors).includes(failure.formError.message);
  return repeated ? { message: INVALID_FORM_MESSAGE } : failure.formError;
}

/** Field name → first message, from a zod error over a flat form (used by actions and by the browser). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text value of a form field ("" when missing or a file), so schemas see strings only. */
export function textField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
