import type { Database } from "~/db/client.server";
import { accountShortlistId } from "~/modules/couples/couple-shortlist.server";
import { listCoupleConversations, type PlannerConversation } from "~/modules/couples/couple-conversations.server";
import { getOwnShortlist, type ShortlistVendor } from "~/modules/shortlist/shortlist-views.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import type { WeddingEventView } from "~/modules/weddings/wedding-event-format";
import { listCoupleEvents } from "~/modules/weddings/wedding-events.server";
import { weddingPartnersOf, type WeddingPartners } from "~/modules/weddings/wedding-partners.server";
import { emptyRsvpCounts, rsvpCountsByEvent, type RsvpCounts } from "~/modules/guest-list/rsvp-counts.server";
import { budgetSummary } from "~/modules/wedding-budget/budget.server";
import type { BudgetFigures } from "~/modules/wedding-budget/budget-summary";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";

/** What a signed-in couple's /planner shows. */
export type CouplePlanner = {
  /** The account's shortlisted vendors, oldest saved first ([] before the first save). */
  vendors: ShortlistVendor[];
  placeName: string | null;
  conversations: PlannerConversation[];
  /** The wedding's events, soonest first (docs/product/couples-tools.md#events). */
  events: WeddingEventView[];
  /** The wedding's members and invitations (docs/product/couples-tools.md#partner). */
  partners: WeddingPartners;
  /** The UK day the page was made, `YYYY-MM-DD`: what the events' countdowns count from. */
  today: string;
  /** Per event id: its guests' replies and its budget's figures (pence), for every event of `events`. */
  eventFigures: Record<number, EventFigures>;
};

/** One event's replies (docs/product/couples-tools.md#guest-list-and-rsvp) and budget (#budget), as the overview shows them. */
export type EventFigures = { rsvp: RsvpCounts; budget: BudgetFigures };

/** Each event's replies and budget figures; zeros for an event with no invitation or line. */
async function eventFiguresOf(db: Database, userId: string, events: WeddingEventView[]): Promise<Record<number, EventFigures>> {
  const weddingId = events.length === 0 ? undefined : await findWeddingId(db, userId);
  if (weddingId === undefined) return {};
  const [replies, budget] = await Promise.all([rsvpCountsByEvent(db, weddingId), budgetSummary(db, weddingId)]);
  const none: BudgetFigures = { plannedPence: 0, quotedPence: 0, bookedPence: 0, paidPence: 0, bookedWithoutAmount: 0 };
  return Object.fromEntries(
    events.map((event) => {
      const group = budget.byEvent.find((row) => row.eventId === event.id);
      const figures: BudgetFigures = group
        ? { plannedPence: group.plannedPence, quotedPence: group.quotedPence, bookedPence: group.bookedPence, paidPence: group.paidPence, bookedWithoutAmount: group.bookedWithoutAmount }
        : none;
      return [event.id, { rsvp: replies.get(event.id) ?? emptyRsvpCounts(), budget: figures }];
    }),
  );
}

/**
 * A couple's planner (docs/product/couples-tools.md#couple-accounts, #wedding-planner): their account's shortlist,
 * their conversations, their wedding's events with each one's replies and budget, and the partner. Everything is found from the user id of the session, never from an id the browser sends.
 * Input: database, the couple's user id. Output: {@link CouplePlanner}. Throws only when the database fails.
 */
export async function plannerOf(db: Database, userId: string): Promise<CouplePlanner> {
  const [shortlist, conversations, events, partners] = await Promise.all([
    accountShortlistId(db, userId).then((id) => getOwnShortlist(db, id)),
    listCoupleConversations(db, userId),
    listCoupleEvents(db, userId),
    weddingPartnersOf(db, userId),
  ]);
  const eventFigures = await eventFiguresOf(db, userId, events);
  return { vendors: shortlist?.vendors ?? [], placeName: shortlist?.placeName ?? null, conversations, events, partners, today: ukDay(now()), eventFigures };
}
