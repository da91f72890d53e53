import { z } from "zod";
import { MAX_EVENTS_PER_DAY } from "~/db/schema";
import { DAY_PROBLEM_MESSAGES, dayProblem } from "~/modules/availability/availability-dates";
import { dayLabel } from "~/modules/availability/availability-month";
import { isCalendarDay } from "~/modules/time/uk-dates";

// The portal's Availability card (docs/product/vendor-journey-and-portal.md#availability; decision 065): what its
// forms post and what each answers, shared with the browser so the date and events per day are checked there
// first. Shared with the browser: the schema is imported for its constant only, so no database code reaches it.

/** What the card's forms post as `intent`: a day marked unavailable or available, or the events per day. */
export const AVAILABILITY_INTENTS = ["block", "unblock", "events-per-day"] as const;
export type AvailabilityIntent = (typeof AVAILABILITY_INTENTS)[number];

/** The posted intent, or undefined for anything else. */
export function parseAvailabilityIntent(raw: FormDataEntryValue | null): AvailabilityIntent | undefined {
  return (AVAILABILITY_INTENTS as readonly unknown[]).includes(raw) ? (raw as AvailabilityIntent) : undefined;
}

/** The card's field names: the day ('Date'), the events per day, the month shown, and which control posted. */
export const AVAILABILITY_FIELDS = { day: "day", eventsPerDay: "eventsPerDay", month: "month", via: "via" } as const;

/** The events per day a vendor may give: 1 (the default) to 20. */
export const EVENTS_PER_DAY_RANGE = { min: 1, max: MAX_EVENTS_PER_DAY } as const;

/** Where a day was posted from: the 'Date' field, or a day of the month grid. */
export type AvailabilityVia = "date" | "grid";

export const AVAILABILITY_MESSAGES = {
  dayRequired: "Enter a date.",
  eventsPerDay: `Events per day must be a whole number from 1 to ${MAX_EVENTS_PER_DAY}.`,
  refused: "Not changed",
  failed: "Your availability could not be saved. Please try again.",
  unknownIntent: "Unknown action.",
  eventsPerDaySaved: "Events per day saved.",
  /** A day whose live bookings fill it cannot be made available by hand: the booking holds it. */
  booked: (day: string, bookings: number, eventsPerDay: number) =>
    `${dayLabel(day)} is booked (${bookings} of ${eventsPerDay} ${eventsPerDay === 1 ? "event" : "events"}). To free it, cancel the booking in its conversation.`,
  /** A day the imported calendar blocks comes back at its next sync unless it is freed there. */
  calendarBusy: (day: string) => `${dayLabel(day)} is busy in your imported calendar. Free it there and it follows at the next sync.`,
  blocked: (day: string) => `${dayLabel(day)} marked unavailable.`,
  unblocked: (day: string) => `${dayLabel(day)} marked available.`,
} as const;

/**
 * The problem of a typed 'Date' on UK day `today`, as the sentence shown under the field: empty, not a real day,
 * already past, or more than three years ahead ({@link dayProblem}); undefined for a day that may be changed.
 * Input: the field as posted (trimmed here), `today` `YYYY-MM-DD`.
 */
export function dayFieldProblem(raw: string, today: string): string | undefined {
  const day = raw.trim();
  if (day === "") return AVAILABILITY_MESSAGES.dayRequired;
  const problem = dayProblem(day, today);
  return problem ? DAY_PROBLEM_MESSAGES[problem](dayLabel(day)) : undefined;
}

/** The posted events per day: a whole number from 1 to {@link MAX_EVENTS_PER_DAY}. */
export const eventsPerDaySchema = z.object({
  [AVAILABILITY_FIELDS.eventsPerDay]: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, AVAILABILITY_MESSAGES.eventsPerDay)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_EVENTS_PER_DAY, AVAILABILITY_MESSAGES.eventsPerDay),
});

/** The Availability page of the portal. */
export const AVAILABILITY_PATH = "/vendor-dashboard/availability";

/**
 * The page's address showing `month`, with the notice of a change just made (`done`: its intent, `day`: the day it
 * changed), where a change's post leads so a reload never posts again.
 */
export function availabilityPath(month: string, done?: { intent: AvailabilityIntent; day?: string }): string {
  const search = new URLSearchParams({ month });
  if (done) search.set("done", done.intent);
  if (done?.day) search.set(AVAILABILITY_FIELDS.day, done.day);
  return `${AVAILABILITY_PATH}?${search}`;
}

/** The notice of the change named by the page's address (`done`, `day`), or undefined when it names none. */
export function availabilityNotice(search: URLSearchParams): string | undefined {
  const done = parseAvailabilityIntent(search.get("done"));
  const day = search.get(AVAILABILITY_FIELDS.day) ?? "";
  if (done === "events-per-day") return AVAILABILITY_MESSAGES.eventsPerDaySaved;
  if (!done || !isCalendarDay(day)) return undefined;
  return done === "block" ? AVAILABILITY_MESSAGES.blocked(day) : AVAILABILITY_MESSAGES.unblocked(day);
}
