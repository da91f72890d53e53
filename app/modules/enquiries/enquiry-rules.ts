import { now, utcDay } from "~/modules/time/clock";

// The enquiry form's limits, messages and dates (docs/product/public-area.md#enquiries), without zod, so the search chips and the
// form's fields can use them without the schema in the browser's first load (decision 039). The schema itself is in
// enquiry-form.ts, which re-exports everything here.

export { EVENT_TYPES, type EventType } from "~/modules/enquiries/event-types";

/** docs/product/public-area.md#enquiries: "a 5,000-character message limit". */
export const MAX_MESSAGE_LENGTH = 5000;
/** Guest counts a form accepts: a whole number from 1 to 10,000. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 10_000;
/** How far ahead an event may be: weddings are booked a year or two out; three years leaves room. */
export const MAX_YEARS_AHEAD = 3;

/**
 * URL parameters that fill in the enquiry form when a vendor page is opened from the couple's planner
 * (docs/product/couples-tools.md#events; decision 083): `?eventType=Walima&eventDate=2027-08-14&guestCount=450`.
 */
export const ENQUIRY_DEFAULT_PARAMS = ["eventType", "eventDate", "guestCount"] as const;

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

