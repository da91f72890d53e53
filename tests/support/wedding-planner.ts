import type { Database } from "~/db/client.server";
import { weddingEvents, weddingMembers } from "~/db/schema";
import { weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { createUser } from "./factories";

// Weddings and their events written straight into their tables, for the budget's and the checklist's tests.

/** A couple's account with a wedding begun. Output: the user id and the wedding id. */
export async function createWedding(db: Database): Promise<{ userId: string; weddingId: number }> {
  const user = await createUser(db, { role: "couple" });
  return { userId: user.id, weddingId: await weddingIdOf(db, user.id) };
}

/** Adds a partner (a second couple account) to wedding `weddingId`. Output: the partner's user id. */
export async function addPartner(db: Database, weddingId: number): Promise<string> {
  const user = await createUser(db, { role: "couple" });
  await db.insert(weddingMembers).values({ weddingId, userId: user.id });
  return user.id;
}

/** Inserts an event of wedding `weddingId`. Defaults: 150 guests; `customName` only for 'Other'. Output: its id. */
export async function createWeddingEvent(
  db: Database,
  weddingId: number,
  event: { eventType: string; eventDate: string; customName?: string; guestCount?: number },
): Promise<number> {
  const [row] = await db
    .insert(weddingEvents)
    .values({ weddingId, eventType: event.eventType, eventDate: event.eventDate, customName: event.customName ?? null, guestCount: event.guestCount ?? 150 })
    .returning({ id: weddingEvents.id });
  return row!.id;
}
