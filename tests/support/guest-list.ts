import type { Database } from "~/db/client.server";
import { weddingEvents } from "~/db/schema";
import { weddingIdOf } from "~/modules/weddings/wedding-access.server";

/** An event of the couple's wedding, written directly (the events' own form lives in the weddings module). */
export async function insertWeddingEvent(
  db: Database,
  userId: string,
  event: { eventType: string; eventDate: string; customName?: string | null },
): Promise<{ id: number; weddingId: number }> {
  const weddingId = await weddingIdOf(db, userId);
  const [row] = await db
    .insert(weddingEvents)
    .values({ weddingId, eventType: event.eventType, customName: event.customName ?? null, eventDate: event.eventDate, guestCount: 100 })
    .returning({ id: weddingEvents.id });
  return { id: row!.id, weddingId };
}
