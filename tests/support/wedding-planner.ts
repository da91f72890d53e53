import type { Database } from "~/db/client.server";
import { weddingEvents, weddingMembers } from "~/db/schema";
import { weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { createUser, uniqueNumber } from "./factories";

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

/** The origin the planner's route tests send their requests from (the test configuration's PUBLIC_URL). */
export const PLANNER_TEST_ORIGIN = "http://localhost:3000";

/**
 * A same-origin request to a planner page as a browser sends it: a GET, or a form POST with `form`; `cookie` for a
 * session; a client address of its own (192.0.2.x), so per-address limits see many clients.
 */
export function plannerRequest(path: string, options: { cookie?: string; form?: Record<string, string> } = {}): Request {
  const headers: Record<string, string> = { origin: PLANNER_TEST_ORIGIN, "x-shaadi-client-ip": `192.0.2.${uniqueNumber() % 250}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (!options.form) return new Request(`${PLANNER_TEST_ORIGIN}${path}`, { headers });
  return new Request(`${PLANNER_TEST_ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(options.form) });
}
