import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { guestInvitations, guests } from "~/db/schema";
import { DIETARY_GROUPS, dietaryGroup } from "~/modules/guest-list/guest-rules";

// The replies per event (docs/product/couples-tools.md#guest-list-and-rsvp): counts of people, read with one
// grouped statement over the wedding's invitations, so 2,000 guests × 20 events is one round trip.

/** The replies of one event: people invited, attending, declined, awaiting, and the attending by dietary group. */
export type RsvpCounts = { invited: number; attending: number; declined: number; awaiting: number; dietary: Record<string, number> };

/** Counts of an event nobody is invited to yet: zeros, every dietary group present. */
export function emptyRsvpCounts(): RsvpCounts {
  return { invited: 0, attending: 0, declined: 0, awaiting: 0, dietary: Object.fromEntries(DIETARY_GROUPS.map((group) => [group, 0])) };
}

/**
 * The replies of each event of wedding `weddingId`. Input: an executor, the wedding id. Output: a Map from event
 * id to {@link RsvpCounts}, holding only events with at least one invitation (use {@link emptyRsvpCounts} for the
 * others). `dietary` counts the attending only, by group: 'Halal', 'Vegetarian', 'Vegan', 'Jain', 'No
 * restrictions', 'Other' (any other words) and 'Not given'. Throws only when the database fails.
 */
export async function rsvpCountsByEvent(db: Pick<Executor, "select">, weddingId: number): Promise<Map<number, RsvpCounts>> {
  const rows = await db
    .select({
      eventId: guestInvitations.eventId,
      response: guestInvitations.response,
      dietary: guests.dietary,
      people: sql<number>`count(*)::int`,
    })
    .from(guestInvitations)
    .innerJoin(guests, eq(guests.id, guestInvitations.guestId))
    .where(eq(guests.weddingId, weddingId))
    .groupBy(guestInvitations.eventId, guestInvitations.response, guests.dietary);
  const counts = new Map<number, RsvpCounts>();
  for (const row of rows) {
    let event = counts.get(row.eventId);
    if (!event) counts.set(row.eventId, (event = emptyRsvpCounts()));
    const people = Number(row.people);
    event.invited += people;
    if (row.response === "attending") {
      event.attending += people;
      const group = dietaryGroup(row.dietary);
      event.dietary[group] = (event.dietary[group] ?? 0) + people;
    } else if (row.response === "declined") event.declined += people;
    else event.awaiting += people;
  }
  return counts;
}
