import { z } from "zod";
import { now, utcDay } from "~/modules/time/clock";

// The couple's enquiry form on a public vendor page (issue #9, "Enquiries"), shared by the browser (instant
// feedback) and the action (the real check, whose clock is the judge of "today").

/**
 * Event types a couple can choose. The same list as `ENQUIRY_EVENT_TYPES` in app/db/schema-portal.ts, repeated
 * here because that file imports Drizzle and must not reach the browser; a unit test keeps the two equal.
 */
export const EVENT_TYPES = ["Mehndi", "Nikah", "Walima", "Sangeet", "Baraat", "Reception", "Anand Karaj", "Other"] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Issue #9: "a 5,000-character message limit". */
export const MAX_MESSAGE_LENGTH = 5000;
/** Guest counts a form accepts: a whole number from 1 to 10,000. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10_000;
/** How far ahead an event may be: weddings are booked a year or two out; three years leaves room. */
export const MAX_YEARS_AHEAD = 3;

/** Name of the honeypot field: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "homepage";

export const ENQUIRY_MESSAGES = {
  name: "Please enter your name.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  eventDate: "Please enter the date of your event.",
  eventDatePast: "The event date cannot be in the past.",
  eventDateTooFar: `Please choose a date within the next ${MAX_YEARS_AHEAD} years.`,
  eventType: "Please choose the type of event.",
  guestCount: "Please enter the number of guests as a whole number.",
  guestRange: "The guest count must be between 1 and 10,000.",
  message: "Please write a message to the vendor.",
  messageTooLong: "Your message is too long: please use at most 5,000 characters.",
  unexpected: "Your enquiry could not be sent. Please try again.",
} as const;

/** The first and last event dates (UTC days, `YYYY-MM-DD`) the form accepts at `at`: today up to 3 years ahead. */
export function eventDateRange(at: Date = now()): { min: string; max: string } {
  const max = new Date(at);
  max.setUTCFullYear(max.getUTCFullYear() + MAX_YEARS_AHEAD);
  return { min: utcDay(at), max: utcDay(max) };
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && utcDay(date) === value;
}

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, `Please use at most ${max} characters.`);

/**
 * The enquiry form. Input: the posted text values (all strings). Output after parsing: trimmed texts, the name
 * on one line (it goes into a mail subject), the phone or "", the event date `YYYY-MM-DD`, the guest count as
 * a number. The event date is judged against the app clock `now()` at parse time, in UTC.
 */
export const enquirySchema = z.object({
  name: text(100, ENQUIRY_MESSAGES.name).transform((value) => value.replace(/\s+/g, " ")),
  email: z.string().trim().min(1, ENQUIRY_MESSAGES.email).max(254, ENQUIRY_MESSAGES.email).pipe(z.email(ENQUIRY_MESSAGES.email)),
  // The same rule as the business form's phone (onboarding/business-form.ts).
  phone: z
    .string()
    .trim()
    .max(40, ENQUIRY_MESSAGES.phone)
    .refine((value) => value === "" || /^[+()\d\s-]{6,40}$/.test(value), ENQUIRY_MESSAGES.phone),
  eventDate: z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (!isCalendarDate(value)) return context.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.eventDate });
      const { min, max } = eventDateRange();
      if (value < min) context.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.eventDatePast });
      else if (value > max) context.addIssue({ code: "custom", message: ENQUIRY_MESSAGES.eventDateTooFar });
    }),
  eventType: z.enum(EVENT_TYPES, { message: ENQUIRY_MESSAGES.eventType }),
  guestCount: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, ENQUIRY_MESSAGES.guestCount)
    .transform(Number)
    .refine((value) => value >= MIN_GUESTS && value <= MAX_GUESTS, ENQUIRY_MESSAGES.guestRange),
  message: z.string().trim().min(1, ENQUIRY_MESSAGES.message).max(MAX_MESSAGE_LENGTH, ENQUIRY_MESSAGES.messageTooLong),
});

export type EnquiryInput = z.output<typeof enquirySchema>;
/** What the form posts and shows again after a refusal: every field as typed. */
export type EnquiryFormValues = Record<keyof z.input<typeof enquirySchema>, string>;

export const ENQUIRY_FIELD_NAMES = Object.keys(enquirySchema.shape) as (keyof EnquiryFormValues)[];

/** The form's text values as posted ("" for a missing field), for the schema and to show again. */
export function enquiryFormValues(formData: FormData): EnquiryFormValues {
  return Object.fromEntries(
    ENQUIRY_FIELD_NAMES.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as EnquiryFormValues;
}

/** Whether the hidden honeypot field was filled in, i.e. the post most likely comes from a bot. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" ? value.trim() !== "" : value !== null;
}

/** What the action answers once an enquiry is sent (or, for a bot, pretends it was). */
export type EnquirySent = { sent: true; email: string };
