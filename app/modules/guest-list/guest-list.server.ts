import { asc, eq, inArray } from "drizzle-orm";
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

export type GuestList = {
  events: WeddingEventView[];
  households: HouseholdRow[];
  /** Per event, in the order of `events`. */
  counts: { eventId: number; counts: RsvpCounts }[];
  rsvpCutoff: string | null;
  guestCount: number;
};

/**
 * The couple's guest list, without writing anything (an empty list before their first write). Input: database, the
 * couple's user id. Output: {@link GuestList}: households by name, guests by name, each household's absolute RSVP
 * address (PUBLIC_URL). Throws only when the database fails.
 */
export async function guestListOf(db: Database, userId: string): Promise<GuestList> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) return { events: [], households: [], counts: [], rsvpCutoff: null, guestCount: 0 };
  const [wedding] = await db.select({ rsvpCutoff: weddings.rsvpCutoff }).from(weddings).where(eq(weddings.id, weddingId));
  const events = await listWeddingEvents(db, weddingId);
  const householdRows = await db.select().from(households).where(eq(households.weddingId, weddingId)).orderBy(asc(households.name), asc(households.id));
  const guestRows = await db.select().from(guests).where(eq(guests.weddingId, weddingId)).orderBy(asc(guests.name), asc(guests.id));
  const invitationRows = guestRows.length
    ? await db
        .select({ guestId: guestInvitations.guestId, eventId: guestInvitations.eventId, response: guestInvitations.response })
        .from(guestInvitations)
        .where(inArray(guestInvitations.guestId, guestRows.map((guest) => guest.id)))
    : [];
  const order = new Map(events.map((event, index) => [event.id, index]));
  const invitationsOf = new Map<number, GuestRow["invitations"]>();
  for (const row of invitationRows) {
    const list = invitationsOf.get(row.guestId) ?? [];
    list.push({ eventId: row.eventId, response: row.response });
    invitationsOf.set(row.guestId, list);
  }
  for (const list of invitationsOf.values()) list.sort((a, b) => (order.get(a.eventId) ?? 0) - (order.get(b.eventId) ?? 0));
  const counts = await rsvpCountsByEvent(db, weddingId);
  return {
    events,
    households: householdRows.map((household) => ({
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
    guestCount: guestRows.length,
  };
}
