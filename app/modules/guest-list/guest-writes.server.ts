import { and, count, eq, inArray, notInArray } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { guestInvitations, guests, households, PLANNER_LIMITS, weddingEvents, weddings } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { GUEST_MESSAGES } from "~/modules/guest-list/guest-rules";
import { newRsvpCredentials } from "~/modules/guest-list/rsvp-tokens.server";
import { now } from "~/modules/time/clock";
import { findWeddingId, weddingIdOf } from "~/modules/weddings/wedding-access.server";

// Writing the guest list (docs/product/couples-tools.md#guest-list-and-rsvp; decisions 082, 084). Every id comes
// from the browser and is looked up within the wedding of the session's couple: another wedding's id is unknown
// (not_found) and nothing changes. The limits are counted inside the writing transaction, with the wedding's row
// locked, so two tabs adding at once cannot pass them.

/** A guest as the couple's form gives it, already checked by `guestFormSchema`. */
export type GuestInput = {
  name: string;
  email: string | null;
  phone: string | null;
  /** An existing household of the wedding, or null for `newHousehold` (or, adding, a household of the guest's own). */
  householdId: number | null;
  newHousehold: string | null;
  /** The household's side; null leaves an existing household's side as it is. */
  side: string | null;
  dietary: string | null;
  /** The events the guest is invited to. */
  eventIds: number[];
  /** Answers the couple sets for invited events (edit only): 'attending', 'declined' or null for awaiting. */
  responses?: Map<number, "attending" | "declined" | null>;
};

/** Locks the wedding's row for the transaction, so the counts below stay true until it commits. */
async function lockWedding(tx: Executor, weddingId: number): Promise<void> {
  await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
}

/** Throws not_found unless every id in `eventIds` is an event of the wedding. */
async function requireEvents(tx: Executor, weddingId: number, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  const [row] = await tx
    .select({ found: count() })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.weddingId, weddingId), inArray(weddingEvents.id, [...new Set(eventIds)])));
  if ((row?.found ?? 0) !== new Set(eventIds).size) throw new AppError("not_found", GUEST_MESSAGES.eventGone);
}

async function requireHousehold(tx: Executor, weddingId: number, householdId: number): Promise<void> {
  const [row] = await tx.select({ id: households.id }).from(households).where(and(eq(households.id, householdId), eq(households.weddingId, weddingId)));
  if (!row) throw new AppError("not_found", GUEST_MESSAGES.householdGone);
}

/**
 * A new household of the wedding, with its RSVP link's salt and hash, after counting the limit. Input: executor,
 * wedding id, `{ name, side }`. Output: its id. Throws `conflict` at {@link PLANNER_LIMITS}.households.
 */
export async function createHousehold(tx: Executor, weddingId: number, input: { name: string; side: string | null }): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(households).where(eq(households.weddingId, weddingId));
  if ((row?.total ?? 0) >= PLANNER_LIMITS.households) throw new AppError("conflict", GUEST_MESSAGES.householdsFull);
  const [household] = await tx
    .insert(households)
    .values({ weddingId, name: input.name, side: input.side, ...newRsvpCredentials(), createdAt: now() })
    .returning({ id: households.id });
  return household!.id;
}

/** Throws `conflict` when the wedding holds {@link PLANNER_LIMITS}.guests guests (plus `adding` would pass it). */
export async function requireGuestRoom(tx: Executor, weddingId: number, adding = 1): Promise<void> {
  const [row] = await tx.select({ total: count() }).from(guests).where(eq(guests.weddingId, weddingId));
  if ((row?.total ?? 0) + adding > PLANNER_LIMITS.guests) throw new AppError("conflict", GUEST_MESSAGES.guestsFull);
}

/** The household a guest joins: the chosen one (its side updated when given), a new named one, or one named after the guest. */
async function householdFor(tx: Executor, weddingId: number, input: GuestInput, current: number | null): Promise<number> {
  if (input.householdId !== null) {
    await requireHousehold(tx, weddingId, input.householdId);
    if (input.side !== null) await tx.update(households).set({ side: input.side }).where(eq(households.id, input.householdId));
    return input.householdId;
  }
  if (input.newHousehold) return createHousehold(tx, weddingId, { name: input.newHousehold, side: input.side });
  if (current !== null) {
    if (input.side !== null) await tx.update(households).set({ side: input.side }).where(eq(households.id, current));
    return current;
  }
  return createHousehold(tx, weddingId, { name: input.name, side: input.side });
}

/** Sets the guest's invitations to exactly `eventIds`, keeping the answers of events still invited; `responses` set answers. */
export async function setInvitations(tx: Executor, guestId: number, eventIds: readonly number[], responses?: GuestInput["responses"]): Promise<void> {
  const wanted = [...new Set(eventIds)];
  await tx.delete(guestInvitations).where(wanted.length ? and(eq(guestInvitations.guestId, guestId), notInArray(guestInvitations.eventId, wanted)) : eq(guestInvitations.guestId, guestId));
  if (wanted.length) await tx.insert(guestInvitations).values(wanted.map((eventId) => ({ guestId, eventId }))).onConflictDoNothing();
  for (const [eventId, response] of responses ?? []) {
    if (!wanted.includes(eventId)) continue;
    await tx
      .update(guestInvitations)
      .set({ response, respondedAt: response ? now() : null })
      .where(and(eq(guestInvitations.guestId, guestId), eq(guestInvitations.eventId, eventId)));
  }
}

/** Removes a household left without guests (a guest moved away or removed). */
async function dropIfEmpty(tx: Executor, householdId: number): Promise<void> {
  const [row] = await tx.select({ total: count() }).from(guests).where(eq(guests.householdId, householdId));
  if ((row?.total ?? 0) === 0) await tx.delete(households).where(eq(households.id, householdId));
}

/**
 * Adds a guest to the couple's guest list, beginning the wedding on first write. Input: database, the couple's
 * user id, {@link GuestInput}. Output: `{ guestId, householdId }`. Throws `not_found` for a household or an event
 * not of the couple's wedding, `conflict` past 2,000 guests or 500 households (PLANNER_LIMITS; decision 082).
 */
export async function addGuest(db: Database, userId: string, input: GuestInput): Promise<{ guestId: number; householdId: number }> {
  const weddingId = await weddingIdOf(db, userId);
  return db.transaction(async (tx) => {
    await lockWedding(tx, weddingId);
    await requireEvents(tx, weddingId, input.eventIds);
    await requireGuestRoom(tx, weddingId);
    const householdId = await householdFor(tx, weddingId, input, null);
    const [guest] = await tx
      .insert(guests)
      .values({ weddingId, householdId, name: input.name, email: input.email, phone: input.phone, dietary: input.dietary, createdAt: now() })
      .returning({ id: guests.id });
    await setInvitations(tx, guest!.id, input.eventIds);
    return { guestId: guest!.id, householdId };
  });
}

/** The guest's household, when the guest is of the wedding; otherwise not_found. */
async function guestHousehold(tx: Executor, weddingId: number | undefined, guestId: number): Promise<number> {
  if (weddingId === undefined) throw new AppError("not_found", GUEST_MESSAGES.guestGone);
  const [row] = await tx.select({ householdId: guests.householdId }).from(guests).where(and(eq(guests.id, guestId), eq(guests.weddingId, weddingId)));
  if (!row) throw new AppError("not_found", GUEST_MESSAGES.guestGone);
  return row.householdId;
}

/**
 * Changes a guest of the couple's wedding: details, household (a household left empty goes), invitations and
 * answers. Input: database, user id, the guest's id, {@link GuestInput}. Output: resolves when saved. Throws
 * `not_found` for a guest, household or event not of the couple's wedding; `conflict` past 500 households.
 */
export async function updateGuest(db: Database, userId: string, guestId: number, input: GuestInput): Promise<void> {
  const weddingId = await findWeddingId(db, userId);
  await db.transaction(async (tx) => {
    const current = await guestHousehold(tx, weddingId, guestId);
    await lockWedding(tx, weddingId!);
    await requireEvents(tx, weddingId!, input.eventIds);
    const householdId = await householdFor(tx, weddingId!, input, current);
    await tx.update(guests).set({ householdId, name: input.name, email: input.email, phone: input.phone, dietary: input.dietary }).where(eq(guests.id, guestId));
    await setInvitations(tx, guestId, input.eventIds, input.responses);
    if (householdId !== current) await dropIfEmpty(tx, current);
  });
}

/**
 * Removes a guest (and their answers); a household left without guests goes too, with its link. Input: database,
 * user id, guest id. Throws `not_found` for a guest not of the couple's wedding.
 */
export async function removeGuest(db: Database, userId: string, guestId: number): Promise<void> {
  const weddingId = await findWeddingId(db, userId);
  await db.transaction(async (tx) => {
    const householdId = await guestHousehold(tx, weddingId, guestId);
    await tx.delete(guests).where(eq(guests.id, guestId));
    await dropIfEmpty(tx, householdId);
  });
}

/**
 * Renames a household and sets its side. Input: database, user id, household id, `{ name, side }` (side null
 * clears it). Throws `not_found` for a household not of the couple's wedding.
 */
export async function renameHousehold(db: Database, userId: string, householdId: number, input: { name: string; side: string | null }): Promise<void> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) throw new AppError("not_found", GUEST_MESSAGES.householdGone);
  const rows = await db
    .update(households)
    .set({ name: input.name, side: input.side })
    .where(and(eq(households.id, householdId), eq(households.weddingId, weddingId)))
    .returning({ id: households.id });
  if (rows.length === 0) throw new AppError("not_found", GUEST_MESSAGES.householdGone);
}

/**
 * Removes a household with its guests, their answers and its RSVP link. Input: database, user id, household id.
 * Throws `not_found` for a household not of the couple's wedding.
 */
export async function removeHousehold(db: Database, userId: string, householdId: number): Promise<void> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) throw new AppError("not_found", GUEST_MESSAGES.householdGone);
  const rows = await db.delete(households).where(and(eq(households.id, householdId), eq(households.weddingId, weddingId))).returning({ id: households.id });
  if (rows.length === 0) throw new AppError("not_found", GUEST_MESSAGES.householdGone);
}

/**
 * Sets the wedding's RSVP cut-off, the last UK day guests may change an answer ('RSVP by'), beginning the wedding
 * on first write. Input: database, user id, a `YYYY-MM-DD` day or null for none. Output: resolves when saved.
 */
export async function setRsvpCutoff(db: Database, userId: string, day: string | null): Promise<void> {
  const weddingId = await weddingIdOf(db, userId);
  await db.update(weddings).set({ rsvpCutoff: day, updatedAt: now() }).where(eq(weddings.id, weddingId));
}
