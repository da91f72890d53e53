import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { guestInvitations, guests, households, weddings } from "~/db/schema";
import type { WeddingEventView } from "~/modules/weddings/wedding-event-format";
import { listWeddingEvents } from "~/modules/weddings/wedding-events.server";
import { emptyRsvpCounts, rsvpCountsByEvent, type RsvpCounts } from "~/modules/guest-list/rsvp-counts.server";
import { rsvpUrl } from "~/modules/guest-list/rsvp-tokens.server";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";

// The guests page's data (docs/product/couples-tools.md#guest-list-and-rsvp): households with their guests,
// invitations and answers, each household's link, the replies per event and the RSVP cut-off.

export type GuestRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  dietary: string | null;
  invitations: { eventId: number; response: string | null }[];
};

export type HouseholdRow = { id: number; name: string; side: string | null; rsvpUrl: string; rsvpMailedAt: Date | null; guests: GuestRow[] };

/** A household as the guest form offers it: every household of the wedding, by name. */
export type HouseholdChoice = { id: number; name: string; side: string | null };

export type GuestList = {
  events: WeddingEventView[];
  /** The households of page `page`, {@link HOUSEHOLDS_PER_PAGE} at most, with their guests. */
  households: HouseholdRow[];
  householdChoices: HouseholdChoice[];
  householdCount: number;
  page: number;
  pageCount: number;
  /** The guest whose form is open (`editGuestId`), wherever their household is listed; null for none. */
  editing: (GuestRow & { householdId: number }) | null;
  /** Per event, in the order of `events`. */
  counts: { eventId: number; counts: RsvpCounts }[];
  rsvpCutoff: string | null;
  guestCount: number;
};

/** Households shown on one page of the guest list: a page of 2,000 guests would take half a second to draw. */
export const HOUSEHOLDS_PER_PAGE = 25;

/** The invitations of `guestIds`, each guest's in the order of `events`. */
async function invitationsOfGuests(db: Database, guestIds: number[], events: WeddingEventView[]): Promise<Map<number, GuestRow["invitations"]>> {
  const rows =
    guestIds.length === 0
      ? []
      : await db
          .select({ guestId: guestInvitations.guestId, eventId: guestInvitations.eventId, response: guestInvitations.response })
          .from(guestInvitations)
          .where(inArray(guestInvitations.guestId, guestIds));
  const order = new Map(events.map((event, index) => [event.id, index]));
  const invitationsOf = new Map<number, GuestRow["invitations"]>();
  for (const row of rows) {
    const list = invitationsOf.get(row.guestId) ?? [];
    list.push({ eventId: row.eventId, response: row.response });
    invitationsOf.set(row.guestId, list);
  }
  for (const list of invitationsOf.values()) list.sort((a, b) => (order.get(a.eventId) ?? 0) - (order.get(b.eventId) ?? 0));
  return invitationsOf;
}

/** The guest `guestId` of wedding `weddingId` with their invitations, or null when the wedding has no such guest. */
async function editableGuest(db: Database, weddingId: number, guestId: number, events: WeddingEventView[]): Promise<GuestList["editing"]> {
  const [guest] = await db.select().from(guests).where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!guest) return null;
  const invitations = (await invitationsOfGuests(db, [guest.id], events)).get(guest.id) ?? [];
  return { id: guest.id, householdId: guest.householdId, name: guest.name, email: guest.email, phone: guest.phone, dietary: guest.dietary, invitations };
}

/**
 * The couple's guest list, without writing anything (an empty list before their first write). Input: database, the
 * couple's user id, `{ page, editGuestId }` (page from 1, beyond the last shows the last). Output: {@link GuestList}:
 * the page's households by name ({@link HOUSEHOLDS_PER_PAGE}), their guests by name, each household's absolute RSVP
 * address (PUBLIC_URL), every household's name for the guest form, the replies of every guest per event, and the
 * guest `editGuestId` (null when the wedding has none). Throws only when the database fails.
 */
export async function guestListOf(db: Database, userId: string, options: { page?: number; editGuestId?: number } = {}): Promise<GuestList> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) {
    return { events: [], households: [], householdChoices: [], householdCount: 0, page: 1, pageCount: 1, editing: null, counts: [], rsvpCutoff: null, guestCount: 0 };
  }
  const [[wedding], events, householdRows, [guestTotal], counts] = await Promise.all([
    db.select({ rsvpCutoff: weddings.rsvpCutoff }).from(weddings).where(eq(weddings.id, weddingId)),
    listWeddingEvents(db, weddingId),
    db.select().from(households).where(eq(households.weddingId, weddingId)).orderBy(asc(households.name), asc(households.id)),
    db.select({ guests: count() }).from(guests).where(eq(guests.weddingId, weddingId)),
    rsvpCountsByEvent(db, weddingId),
  ]);
  const pageCount = Math.max(1, Math.ceil(householdRows.length / HOUSEHOLDS_PER_PAGE));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const shown = householdRows.slice((page - 1) * HOUSEHOLDS_PER_PAGE, page * HOUSEHOLDS_PER_PAGE);
  const guestRows = shown.length
    ? await db
        .select()
        .from(guests)
        .where(and(eq(guests.weddingId, weddingId), inArray(guests.householdId, shown.map((household) => household.id))))
        .orderBy(asc(guests.name), asc(guests.id))
    : [];
  const [invitationsOf, editing] = await Promise.all([
    invitationsOfGuests(db, guestRows.map((guest) => guest.id), events),
    options.editGuestId === undefined ? null : editableGuest(db, weddingId, options.editGuestId, events),
  ]);
  return {
    events,
    householdChoices: householdRows.map((household) => ({ id: household.id, name: household.name, side: household.side })),
    householdCount: householdRows.length,
    page,
    pageCount,
    editing,
    households: shown.map((household) => ({
      id: household.id,
      name: household.name,
      side: household.side,
      rsvpUrl: rsvpUrl(household.rsvpSalt),
      rsvpMailedAt: household.rsvpMailedAt,
      guests: guestRows
        .filter((guest) => guest.householdId === household.id)
        .map((guest) => ({ id: guest.id, name: guest.name, email: guest.email, phone: guest.phone, dietary: guest.dietary, invitations: invitationsOf.get(guest.id) ?? [] })),
    })),
    counts: events.map((event) => ({ eventId: event.id, counts: counts.get(event.id) ?? emptyRsvpCounts() })),
    rsvpCutoff: wedding?.rsvpCutoff ?? null,
    guestCount: Number(guestTotal?.guests ?? 0),
  };
}
