import { setImmediate as nextTurn } from "node:timers/promises";
import ICAL from "ical.js";
import { MAX_FEED_EVENTS } from "~/modules/calendar-sync/calendar-sync-rules";
import { daySpanOf, startDayOf, type DaySpan } from "~/modules/calendar-sync/feed-times.server";
import { AppError } from "~/modules/errors/app-error";
import { shiftDay } from "~/modules/time/uk-dates";

// The busy days of an iCalendar feed (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066), read
// with ical.js: every event that is not free (TRANSP:TRANSPARENT) or cancelled (STATUS:CANCELLED), all-day or
// timed, over one day or several, and each occurrence of a repeating event (RRULE, RDATE, EXDATE, and changed or
// cancelled occurrences given as RECURRENCE-ID events), makes its UK days busy within the window asked for.

type Component = InstanceType<typeof ICAL.Component>;
type CalendarEvent = InstanceType<typeof ICAL.Event>;
type Time = InstanceType<typeof ICAL.Time>;

/**
 * Occurrences stepped through over the whole feed before it is refused. ical.js steps from an event's first
 * occurrence, at 20 to 100 µs a step: a daily event since 2000 takes about 11,000 steps to reach three years
 * ahead, a weekly one since 1970 about 3,000; a feed that needs more (an event every hour or minute) would hold
 * the sync for seconds.
 */
export const MAX_REPEAT_STEPS = 20_000;
/** Steps between two turns given back to the event loop, so a long feed never holds the server's requests. */
const STEPS_PER_TURN = 500;

/** The feed's problems, as sentences the card shows (docs/product/vendor-journey-and-portal.md#calendar-sync). */
export const FEED_CONTENT_MESSAGES = {
  notCalendar: "The address did not return an iCal calendar. Use the calendar's iCal (.ics) address, not its web page.",
  tooManyEvents: `The calendar has ${MAX_FEED_EVENTS.toLocaleString("en-GB")} events or more, too many to read. Share a calendar that holds only your bookings.`,
  tooManyRepeats: "The calendar's repeating events make too many dates to read. Share a calendar that holds only your bookings.",
  badEvent: "An event in the calendar could not be read. Check the calendar in the app that shares it.",
} as const;

/** The UK days a sync keeps, inclusive, `YYYY-MM-DD`: today to three years ahead. */
export type DayWindow = { first: string; last: string };

const refused = (message: string, cause?: unknown) => new AppError("invalid", message, cause === undefined ? {} : { cause });

function calendarsOf(text: string): Component[] {
  const body = text.replace(/^\uFEFF/, "");
  if (!/^\s*BEGIN:VCALENDAR\b/i.test(body)) throw refused(FEED_CONTENT_MESSAGES.notCalendar);
  // Counted on the text, before ical.js spends a second building ten thousand events.
  if ((body.match(/^BEGIN:VEVENT[ \t]*\r?$/gim)?.length ?? 0) >= MAX_FEED_EVENTS) throw refused(FEED_CONTENT_MESSAGES.tooManyEvents);
  let parsed: unknown;
  try {
    parsed = ICAL.parse(body);
  } catch (error) {
    throw refused(FEED_CONTENT_MESSAGES.notCalendar, error);
  }
  // One calendar parses to its jCal array, several (rare, but seen) to a list of them.
  const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  const calendars = roots.map((root) => new ICAL.Component(root as unknown[])).filter((root) => root.name === "vcalendar");
  if (calendars.length === 0) throw refused(FEED_CONTENT_MESSAGES.notCalendar);
  return calendars;
}

function upper(component: Component, name: string): string {
  const value = component.getFirstPropertyValue(name);
  return typeof value === "string" ? value.trim().toUpperCase() : "";
}

/** Whether an event (or one changed occurrence) takes the vendor's time: neither free nor cancelled. */
function isBusy(component: Component): boolean {
  return upper(component, "status") !== "CANCELLED" && upper(component, "transp") !== "TRANSPARENT";
}

function tzidOf(component: Component, name: "dtstart" | "dtend"): string | undefined {
  const tzid = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : undefined;
}

/** Each series with its changed occurrences (same UID, with RECURRENCE-ID); a change without its series stands alone. */
function eventsOf(vevents: Component[]): CalendarEvent[] {
  const changes = new Map<string, Component[]>();
  const series: Component[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id")) {
      const uid = String(vevent.getFirstPropertyValue("uid") ?? "");
      changes.set(uid, [...(changes.get(uid) ?? []), vevent]);
    } else {
      series.push(vevent);
    }
  }
  const uids = new Set(series.map((vevent) => String(vevent.getFirstPropertyValue("uid") ?? "")));
  const orphans = [...changes].filter(([uid]) => !uids.has(uid)).flatMap(([, list]) => list);
  return [
    ...series.map((vevent) => new ICAL.Event(vevent, { exceptions: changes.get(String(vevent.getFirstPropertyValue("uid") ?? "")) ?? [], strictExceptions: false })),
    ...orphans.map((vevent) => new ICAL.Event(vevent)),
  ];
}

function addDays(days: Set<string>, span: DaySpan, window: DayWindow): void {
  const last = span.last < window.last ? span.last : window.last;
  for (let day = span.first > window.first ? span.first : window.first; day <= last; day = shiftDay(day, { days: 1 })) days.add(day);
}

function addOccurrence(days: Set<string>, item: CalendarEvent, start: Time, end: Time, window: DayWindow): void {
  if (!isBusy(item.component)) return;
  addDays(days, daySpanOf(start, end, { start: tzidOf(item.component, "dtstart"), end: tzidOf(item.component, "dtend") }), window);
}

/** Steps through a repeating event's occurrences up to the window's end, spending the feed's step budget. */
async function addSeries(days: Set<string>, event: CalendarEvent, window: DayWindow, budget: { steps: number }): Promise<void> {
  const tzid = tzidOf(event.component, "dtstart");
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++budget.steps > MAX_REPEAT_STEPS) throw refused(FEED_CONTENT_MESSAGES.tooManyRepeats);
    if (budget.steps % STEPS_PER_TURN === 0) await nextTurn();
    if (startDayOf(next, tzid) > window.last) return;
    const occurrence = event.getOccurrenceDetails(next);
    addOccurrence(days, occurrence.item, occurrence.startDate, occurrence.endDate, window);
  }
}

/**
 * The busy UK days of a feed within `window` (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066).
 * Input: the feed's text, the window (today to three years ahead). Output: the days, `YYYY-MM-DD`, in order,
 * each once; a long feed gives the event loop a turn every few hundred occurrences. Rejects with AppError `invalid` with the card's sentence ({@link FEED_CONTENT_MESSAGES}) when the text is
 * not an iCalendar, holds {@link MAX_FEED_EVENTS} events or more, repeats past {@link MAX_REPEAT_STEPS}, or has an
 * event ical.js cannot read.
 */
export async function busyDaysOfFeed(text: string, window: DayWindow): Promise<string[]> {
  const calendars = calendarsOf(text);
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents("vevent"));
  const days = new Set<string>();
  const budget = { steps: 0 };
  for (const event of readEvents(vevents)) {
    try {
      if (!event.startDate) continue;
      if (event.isRecurring()) await addSeries(days, event, window, budget);
      else addOccurrence(days, event, event.startDate, event.endDate ?? event.startDate, window);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused(FEED_CONTENT_MESSAGES.badEvent, error);
    }
  }
  return [...days].sort();
}

function readEvents(vevents: Component[]): CalendarEvent[] {
  try {
    return eventsOf(vevents);
  } catch (error) {
    throw refused(FEED_CONTENT_MESSAGES.badEvent, error);
  }
}
