// The /contact form's limits and messages (docs/product/public-area.md#contact), without zod, so the form's fields can use them without the
// schema in the browser's first load (decision 039). The schema is in contact-form.ts, which re-exports these.

/** The longest message the form takes (docs/product/public-area.md#contact: a 10,000-character message gets a clear message). */
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

