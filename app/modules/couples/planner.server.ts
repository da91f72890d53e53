import type { Database } from "~/db/client.server";
import { accountShortlistId } from "~/modules/couples/couple-shortlist.server";
import { listCoupleConversations, type PlannerConversation } from "~/modules/couples/couple-conversations.server";
import { getOwnShortlist, type ShortlistVendor } from "~/modules/shortlist/shortlist-views.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import type { WeddingEventView } from "~/modules/weddings/wedding-event-format";
import { listCoupleEvents } from "~/modules/weddings/wedding-events.server";
import { weddingPartnersOf, type WeddingPartners } from "~/modules/weddings/wedding-partners.server";

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
};

/**
 * A couple's planner (docs/product/couples-tools.md#couple-accounts): their account's shortlist, their
 * conversations and their wedding's events. Everything is found from the user id of the session, never from an id the browser sends.
 * Input: database, the couple's user id. Output: {@link CouplePlanner}. Throws only when the database fails.
 */
export async function plannerOf(db: Database, userId: string): Promise<CouplePlanner> {
  const [shortlist, conversations, events, partners] = await Promise.all([
    accountShortlistId(db, userId).then((id) => getOwnShortlist(db, id)),
    listCoupleConversations(db, userId),
    listCoupleEvents(db, userId),
    weddingPartnersOf(db, userId),
  ]);
  return { vendors: shortlist?.vendors ?? [], placeName: shortlist?.placeName ?? null, conversations, events, partners, today: ukDay(now()) };
}
