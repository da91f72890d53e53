import { z } from "zod";
import { EVENT_TYPES, type EventType } from "~/modules/enquiries/event-types";
import { textField } from "~/modules/http/form-errors";
import { now } from "~/modules/time/clock";
import { isCalendarDay, shiftDay, ukDay } from "~/modules/time/uk-dates";
import { parseRowId } from "~/lib/row-id";

// A wedding's events (docs/product/couples-tools.md#events): the 'Add event' and edit forms' rules, shared by the
// browser and the action, and how an event is named, dated and counted down on a page. No database here.

export { EVENT_TYPES, type EventType };

/** How far ahead an event may be, in years from today (UK): the planner holds weddings booked well ahead. */
export const EVENT_YEARS_AHEAD = 5;
export const MAX_EVENT_GUESTS = 10_000;
const MAX_TEXT = 100;

export const EVENT_MESSAGES = {
  eventType: "Please choose the type of event.",
  customName: "Please give the event a name.",
  eventDate: "Please enter the date of your event.",
  eventDatePast: "The date of an event cannot be in the past.",
  eventDateTooFar: `Please choose a date within the next ${EVENT_YEARS_AHEAD} years.`,
  placeName: "Please enter the town of your event.",
  guestCount: "Please enter the number of guests as a whole number.",
  guestRange: "The guest count must be between 1 and 10,000.",
  tooLong: `Please use at most ${MAX_TEXT} characters.`,
  limit: (max: number) => `A wedding holds up to ${max} events. Remove one to add another.`,
  notFound: "This event is no longer in your planner.",
  unexpected: "Your event could not be saved. Please try again.",
} as const;

/** The first and last days an event may be on at `at`: today (UK) up to five years ahead, `YYYY-MM-DD`. */
export function eventDayRange(at: Date = now()): { min: string; max: string } {
  const today = ukDay(at);
  return { min: today, max: shiftDay(today, { years: EVENT_YEARS_AHEAD }) };
}

const optionalText = z.string().trim().max(MAX_TEXT, EVENT_MESSAGES.tooLong);

/**
 * The event form. Input: the posted strings `eventType`, `customName`, `eventDate`, `placeName`, `venueName`,
 * `guestCount`. Output: trimmed texts, `customName` null unless the type is 'Other', `venueName` null when blank,
 * the day `YYYY-MM-DD` (judged against the UK day of `now()` at parse time) and the guest count as a number.
 */
export const weddingEventSchema = z
  .object({
    eventType: z.enum(EVENT_TYPES, { message: EVENT_MESSAGES.eventType }),
    customName: optionalText,
    eventDate: z
      .string()
      .trim()
      .superRefine((value, context) => {
        if (!isCalendarDay(value)) return context.addIssue({ code: "custom", message: EVENT_MESSAGES.eventDate });
        const { min, max } = eventDayRange();
        if (value < min) context.addIssue({ code: "custom", message: EVENT_MESSAGES.eventDatePast });
        else if (value > max) context.addIssue({ code: "custom", message: EVENT_MESSAGES.eventDateTooFar });
      }),
    placeName: optionalText.min(1, EVENT_MESSAGES.placeName),
    venueName: optionalText,
    guestCount: z
      .string()
      .trim()
      .regex(/^\d{1,6}$/, EVENT_MESSAGES.guestCount)
      .transform(Number)
      .refine((value) => value >= 1 && value <= MAX_EVENT_GUESTS, EVENT_MESSAGES.guestRange),
  })
  .superRefine((event, context) => {
    if (event.eventType === "Other" && event.customName === "") context.addIssue({ code: "custom", path: ["customName"], message: EVENT_MESSAGES.customName });
  })
  .transform((event) => ({
    ...event,
    customName: event.eventType === "Other" ? event.customName : null,
    venueName: event.venueName === "" ? null : event.venueName,
  }));

export type WeddingEventInput = z.output<typeof weddingEventSchema>;
/** What the form posts and shows again after a refusal: every field as typed. */
export type WeddingEventFormValues = { eventType: string; customName: string; eventDate: string; placeName: string; venueName: string; guestCount: string };

export const EVENT_FIELD_NAMES = ["eventType", "customName", "eventDate", "placeName", "venueName", "guestCount"] as const;

/** The form's text values as posted ("" for a missing field). */
export function weddingEventFormValues(form: FormData): WeddingEventFormValues {
  return Object.fromEntries(EVENT_FIELD_NAMES.map((name) => [name, textField(form, name)])) as WeddingEventFormValues;
}

/** An event's or invitation's id as the browser sent it: a positive whole number, else undefined (answered as unknown). */
export function parsePlannerId(raw: string): number | undefined {
  return parseRowId(raw);
}
