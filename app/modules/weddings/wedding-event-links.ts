import { dayProblem } from "~/modules/availability/availability-dates";
import type { EventType } from "~/modules/enquiries/event-types";
import { DATE_PARAMS, datesParam, MAX_SEARCH_DATES } from "~/modules/search/date-budget-fields";
import type { WeddingEventView } from "~/modules/weddings/wedding-event-format";

// Where the planner's events lead (docs/product/couples-tools.md#events): search limited to vendors free on the
// events' days, and a vendor's enquiry form filled in for one event. Plain, for the loader and the page alike.

/**
 * The search page for vendors free on every event's day: `/search?dates=2027-08-12:Mehndi,2027-08-14:Walima`, the
 * search's own `dates` parameter (decision 067). Days search cannot take (past, more than 3 years ahead) are left
 * out, each day once, soonest first, at most MAX_SEARCH_DATES; a day's event type is its first event's. Input: the
 * events, the UK day today. Output: the path, or null when no event's day can be searched.
 */
export function eventSearchPath(events: readonly Pick<WeddingEventView, "eventDate" | "eventType">[], today: string): string | null {
  const types: Partial<Record<string, EventType>> = {};
  for (const event of [...events].sort((a, b) => a.eventDate.localeCompare(b.eventDate))) {
    if (dayProblem(event.eventDate, today) !== null || event.eventDate in types) continue;
    if (Object.keys(types).length === MAX_SEARCH_DATES) break;
    types[event.eventDate] = event.eventType as EventType;
  }
  const days = Object.keys(types);
  if (days.length === 0) return null;
  return `/search?${new URLSearchParams({ [DATE_PARAMS.dates]: datesParam(days, types) }).toString()}`;
}

/**
 * A vendor's page with its enquiry form filled in for one event (the vendor page's `ENQUIRY_DEFAULT_PARAMS`): `/vendor/12?eventType=Walima&eventDate=2027-08-14&guestCount=450#enquiry`.
 * Input: the vendor id, the event. Output: the path.
 */
export function quoteRequestPath(vendorId: number, event: Pick<WeddingEventView, "eventType" | "eventDate" | "guestCount">): string {
  // The names of ENQUIRY_DEFAULT_PARAMS (app/modules/enquiries/enquiry-rules.ts), which the vendor page reads.
  const params = new URLSearchParams({ eventType: event.eventType, eventDate: event.eventDate, guestCount: String(event.guestCount) });
  return `/vendor/${vendorId}?${params.toString()}#enquiry-heading`;
}
