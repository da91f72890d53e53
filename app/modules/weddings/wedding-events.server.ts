import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { PLANNER_LIMITS, weddingEvents, weddings } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { resolvePlace } from "~/modules/geo/places.server";
import { now } from "~/modules/time/clock";
import { findWeddingId, weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { EVENT_MESSAGES, type WeddingEventInput } from "~/modules/weddings/wedding-event-form";
import type { WeddingEventView } from "~/modules/weddings/wedding-event-format";

// A wedding's events (docs/product/couples-tools.md#events; decision 083): each on its own day, at most
// PLANNER_LIMITS.events per wedding, always looked up within the wedding of the session's couple.

/** The town as stored: the gazetteer's name and point when it knows the text, else the text as typed without a point. */
function placeOf(text: string): { placeName: string; placeLat: number | null; placeLng: number | null } {
  const place = resolvePlace(text);
  return place ? { placeName: place.name, placeLat: place.lat, placeLng: place.lng } : { placeName: text, placeLat: null, placeLng: null };
}

function rowOf(input: WeddingEventInput) {
  return { eventType: input.eventType, customName: input.customName, eventDate: input.eventDate, venueName: input.venueName, guestCount: input.guestCount, ...placeOf(input.placeName) };
}

const VIEW = {
  id: weddingEvents.id,
  eventType: weddingEvents.eventType,
  customName: weddingEvents.customName,
  eventDate: weddingEvents.eventDate,
  placeName: weddingEvents.placeName,
  venueName: weddingEvents.venueName,
  guestCount: weddingEvents.guestCount,
};

/**
 * A wedding's events, soonest first (then in the order added). Input: an executor, the wedding id (from
 * `findWeddingId`/`weddingIdOf`, never from the browser). Output: {@link WeddingEventView}[], days `YYYY-MM-DD`,
 * [] for none. Throws only when the database fails.
 */
export async function listWeddingEvents(db: Pick<Database, "select">, weddingId: number): Promise<WeddingEventView[]> {
  return db.select(VIEW).from(weddingEvents).where(eq(weddingEvents.weddingId, weddingId)).orderBy(asc(weddingEvents.eventDate), asc(weddingEvents.id));
}

/**
 * The events of a couple's wedding, [] before their first planner write. Input: database, the couple's user id.
 * Output: as {@link listWeddingEvents}. Throws only when the database fails.
 */
export async function listCoupleEvents(db: Database, userId: string): Promise<WeddingEventView[]> {
  const weddingId = await findWeddingId(db, userId);
  return weddingId === undefined ? [] : listWeddingEvents(db, weddingId);
}

/**
 * Adds an event to the couple's wedding, beginning the wedding on its first write. The wedding's row is locked so
 * two adds at once cannot pass the limit together. Input: database, the couple's user id, the parsed form
 * ({@link WeddingEventInput}). Output: the new event's id. Throws `AppError("conflict")` at PLANNER_LIMITS.events
 * (docs/product/couples-tools.md#events).
 */
export async function addWeddingEvent(db: Database, userId: string, input: WeddingEventInput): Promise<number> {
  const weddingId = await weddingIdOf(db, userId);
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
    const [held] = await tx.select({ n: count() }).from(weddingEvents).where(eq(weddingEvents.weddingId, weddingId));
    if ((held?.n ?? 0) >= PLANNER_LIMITS.events) throw new AppError("conflict", EVENT_MESSAGES.limit(PLANNER_LIMITS.events));
    const [row] = await tx.insert(weddingEvents).values({ weddingId, ...rowOf(input), createdAt: now() }).returning({ id: weddingEvents.id });
    await tx.update(weddings).set({ updatedAt: now() }).where(eq(weddings.id, weddingId));
    return row!.id;
  });
}

async function ownWeddingId(db: Database, userId: string): Promise<number> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) throw new AppError("not_found", EVENT_MESSAGES.notFound);
  return weddingId;
}

/**
 * Changes one event of the couple's wedding. Input: database, the couple's user id, the event id as sent by the
 * browser, the parsed form. Output: nothing. Throws `AppError("not_found")` when the id is not an event of their
 * wedding (decision 082: another wedding's ids answer as unknown), changing nothing.
 */
export async function updateWeddingEvent(db: Database, userId: string, eventId: number, input: WeddingEventInput): Promise<void> {
  const weddingId = await ownWeddingId(db, userId);
  const changed = await db
    .update(weddingEvents)
    .set(rowOf(input))
    .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.weddingId, weddingId)))
    .returning({ id: weddingEvents.id });
  if (changed.length === 0) throw new AppError("not_found", EVENT_MESSAGES.notFound);
}

/**
 * Removes one event of the couple's wedding, with its invitations, budget lines and tasks (cascade). Input:
 * database, the couple's user id, the event id as sent. Output: nothing. Throws `AppError("not_found")` when the
 * id is not an event of their wedding, changing nothing.
 */
export async function removeWeddingEvent(db: Database, userId: string, eventId: number): Promise<void> {
  const weddingId = await ownWeddingId(db, userId);
  const removed = await db
    .delete(weddingEvents)
    .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.weddingId, weddingId)))
    .returning({ id: weddingEvents.id });
  if (removed.length === 0) throw new AppError("not_found", EVENT_MESSAGES.notFound);
}
