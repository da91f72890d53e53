// How the budget and the checklist name a wedding's events (docs/product/couples-tools.md#budget): by their type,
// or by the couple's own name for an event of type 'Other'.

/** One event of the wedding as the budget and the checklist show it: its id, its name and its UK day `YYYY-MM-DD`. */
export type PlannerEvent = { id: number; label: string; date: string; eventType: string };

/** An event's name: its type ('Walima'), or its custom name for 'Other' (the type when the name is empty). */
export function eventLabel(event: { eventType: string; customName: string | null }): string {
  if (event.eventType === "Other" && event.customName?.trim()) return event.customName.trim();
  return event.eventType;
}

/** A UK date as pages show it, e.g. '12 September 2026', from `YYYY-MM-DD`. */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}
