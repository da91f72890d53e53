import { z } from "zod";
import {
  ENQUIRY_DEFAULT_PARAMS,
  ENQUIRY_MESSAGES,
  eventDateRange,
  EVENT_TYPES,
  HONEYPOT_FIELD,
  isCalendarDate,
  MAX_GUESTS,
  MAX_MESSAGE_LENGTH,
  MIN_GUESTS,
} from "~/modules/enquiries/enquiry-rules";

// The couple's enquiry form on a public vendor page (docs/product/public-area.md#enquiries), shared by the browser (instant
// feedback, loaded on the form's first use) and the action (the real check, whose clock is the judge of "today").
// The limits and messages live in enquiry-rules.ts (no zod) and are re-exported here.
export {
  ENQUIRY_DEFAULT_PARAMS,
  ENQUIRY_MESSAGES,
  eventDateRange,
  EVENT_TYPES,
  HONEYPOT_FIELD,
  isCalendarDate,
  MAX_GUESTS,
  MAX_MESSAGE_LENGTH,
  MAX_YEARS_AHEAD,
  MIN_GUESTS,
  type EventType,
} from "~/modules/enquiries/enquiry-rules";

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

/**
 * The enquiry form's starting values from a vendor page's address (`ENQUIRY_DEFAULT_PARAMS`; decision 083): each of
 * the event type, date and guest count that passes the form's own rule, as typed; an invalid or missing one is left
 * out, so the form starts empty there. Input: the URL's parameters. Output: the kept values. Throws nothing.
 */
export function enquiryDefaultsFrom(params: URLSearchParams): Partial<EnquiryFormValues> {
  const defaults: Partial<EnquiryFormValues> = {};
  for (const name of ENQUIRY_DEFAULT_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && enquirySchema.shape[name].safeParse(value).success) defaults[name] = value;
  }
  return defaults;
}
