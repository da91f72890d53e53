import { z } from "zod";

// The /contact form (issue #13, "a contact form that works"; spec: public-area §2 Contact), shared by the browser
// (instant feedback) and the action (the real check). Field names are the spec's.

/** The longest message the form takes (issue #13: a 10,000-character message gets a clear message). */
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
/** The longest subject: it becomes part of the support mail's subject line. */
export const MAX_CONTACT_SUBJECT_LENGTH = 150;

/** Name of the honeypot field: hidden from people, filled in by form-filling bots (the enquiry form's trick). */
export const CONTACT_HONEYPOT_FIELD = "homepage";

export const CONTACT_MESSAGES = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  subject: "Please tell us what your message is about.",
  subjectTooLong: `Please keep the subject to at most ${MAX_CONTACT_SUBJECT_LENGTH} characters.`,
  message: "Please write your message.",
  messageTooLong: "Your message is too long: please use at most 5,000 characters.",
  unexpected: "Your message could not be sent. Please try again, or email us directly.",
} as const;

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
