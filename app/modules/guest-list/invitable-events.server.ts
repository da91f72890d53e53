import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { weddingEvents } from "~/db/schema";

// The wedding's events guests can be invited to (docs/product/couples-tools.md#guest-list-and-rsvp), read from
// `wedding_events` directly: the events' own module lives in `weddings`, and the guest list needs only this.

/** An event guests can be invited to. `eventDate` is `YYYY-MM-DD`. */
export type InvitableEvent = { id: number; eventType: string; customName: string | null; eventDate: string };

/**
 * The events of wedding `weddingId`, by date then id. Input: an executor, the wedding id. Output:
 * {@link InvitableEvent}[] (empty before the couple adds an event). Throws only when the database fails.
 */
export async function invitableEvents(db: Pick<Executor, "select">, weddingId: number): Promise<InvitableEvent[]> {
  return db
    .select({ id: weddingEvents.id, eventType: weddingEvents.eventType, customName: weddingEvents.customName, eventDate: weddingEvents.eventDate })
    .from(weddingEvents)
    .where(eq(weddingEvents.weddingId, weddingId))
    .orderBy(asc(weddingEvents.eventDate), asc(weddingEvents.id));
}
