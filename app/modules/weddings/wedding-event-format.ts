// How the planner names, dates and counts down a wedding's events (docs/product/couples-tools.md#events), for every
// planner page and the RSVP page. No zod and no database here, so a page that only shows events loads neither.

/** An event as pages show it. */
export type WeddingEventView = {
  id: number;
  eventType: string;
  customName: string | null;
  eventDate: string;
  placeName: string | null;
  venueName: string | null;
  guestCount: number;
};

/** An event's display name: its type, or the couple's own name for 'Other' ('Other' when it has none). */
export function eventLabel(event: Pick<WeddingEventView, "eventType" | "customName">): string {
  return event.eventType === "Other" ? event.customName || "Other" : event.eventType;
}

const LONG_DAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A day as the planner shows it: 'Thursday 12 August 2027' for 2027-08-12 (built from parts: engines differ on the comma). */
export function formatEventDay(day: string): string {
  const parts = Object.fromEntries(LONG_DAY.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/**
 * How far off an event is, from UK day `today`: 'Today', 'Tomorrow', 'in 256 days', or 'Passed' once its day is
 * over. Input: two `YYYY-MM-DD` days. Pure.
 */
export function eventCountdown(day: string, today: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days < 0) return "Passed";
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  return `in ${days.toLocaleString("en-GB")} days`;
}
