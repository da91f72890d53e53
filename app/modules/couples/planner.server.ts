import type { Database } from "~/db/client.server";
import { accountShortlistId } from "~/modules/couples/couple-shortlist.server";
import { listCoupleConversations, type PlannerConversation } from "~/modules/couples/couple-conversations.server";
import { getOwnShortlist, type ShortlistVendor } from "~/modules/shortlist/shortlist-views.server";

/** What a signed-in couple's /planner shows. */
export type CouplePlanner = {
  /** The account's shortlisted vendors, oldest saved first ([] before the first save). */
  vendors: ShortlistVendor[];
  placeName: string | null;
  conversations: PlannerConversation[];
};

/**
 * A couple's planner (docs/product/couples-tools.md#couple-accounts): their account's shortlist and their
 * conversations. Everything is found from the user id of the session, never from an id the browser sends.
 * Input: database, the couple's user id. Output: {@link CouplePlanner}. Throws only when the database fails.
 */
export async function plannerOf(db: Database, userId: string): Promise<CouplePlanner> {
  const [shortlist, conversations] = await Promise.all([
    accountShortlistId(db, userId).then((id) => getOwnShortlist(db, id)),
    listCoupleConversations(db, userId),
  ]);
  return { vendors: shortlist?.vendors ?? [], placeName: shortlist?.placeName ?? null, conversations };
}
