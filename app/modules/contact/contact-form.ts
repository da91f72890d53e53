import { z } from "zod";
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGES, MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_SUBJECT_LENGTH } from "~/modules/contact/contact-rules";

// The /contact form (docs/product/public-area.md#contact: a contact form that works), shared by the browser
// (instant feedback, loaded on the form's first use) and the action (the real check). Field names are the spec's.
// The limits and messages live in contact-rules.ts (no zod) and are re-exported here.
export {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_CONTACT_SUBJECT_LENGTH,
} from "~/modules/contact/contact-rules";

const name = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(60, "Please use at most 60 characters.")
    // Names go into the support mail's subject: one line only.
    .transform((value) => value.replace(/\s+/g, " "));

/**
 * The contact form. Input: the posted text values (all strings). Output after parsing: trimmed texts, names and
 * subject on one line, the phone or "" (optional), the message as written (line breaks kept).
 */
export const contactSchema = z.object({
  firstName: name(CONTACT_MESSAGES.firstName),
  lastName: name(CONTACT_MESSAGES.lastName),
  email: z.string().trim().min(1, CONTACT_MESSAGES.email).max(254, CONTACT_MESSAGES.email).pipe(z.email(CONTACT_MESSAGES.email)),
  // The same rule as the enquiry and business forms' phone.
  phone: z
    .string()
    .trim()
    .max(40, CONTACT_MESSAGES.phone)
    .refine((value) => value === "" || /^[+()\d\s-]{6,40}$/.test(value), CONTACT_MESSAGES.phone),
  subject: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.subject)
    .max(MAX_CONTACT_SUBJECT_LENGTH, CONTACT_MESSAGES.subjectTooLong)
    .transform((value) => value.replace(/\s+/g, " ")),
  message: z.string().trim().min(1, CONTACT_MESSAGES.message).max(MAX_CONTACT_MESSAGE_LENGTH, CONTACT_MESSAGES.messageTooLong),
});

export type ContactInput = z.output<typeof contactSchema>;
/** What the form posts and shows again after a refusal: every field as typed. */
export type ContactFormValues = Record<keyof z.input<typeof contactSchema>, string>;

export const CONTACT_FIELD_NAMES = Object.keys(contactSchema.shape) as (keyof ContactFormValues)[];

/** The form's text values as posted ("" for a missing field or a file), for the schema and to show again. */
export function contactFormValues(formData: FormData): ContactFormValues {
  return Object.fromEntries(
    CONTACT_FIELD_NAMES.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ContactFormValues;
}

/** Whether the hidden honeypot field was filled in, i.e. the post most likely comes from a bot. */
export function isContactHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(CONTACT_HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/** What the action answers once a message is sent (or, for a bot, pretends it was). */
export type ContactSent = { sent: true; firstName: string };
