import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { guestInvitations, guests, households, PLANNER_LIMITS, weddings } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { GUEST_CSV_MESSAGES, guestsCsv, readGuestCsv, type GuestCsvRow } from "~/modules/guest-list/guest-csv";
import { guestFormSchema } from "~/modules/guest-list/guest-rules";
import { eventLabel } from "~/modules/weddings/wedding-event-format";
import { createHousehold } from "~/modules/guest-list/guest-writes.server";
import { listWeddingEvents } from "~/modules/weddings/wedding-events.server";
import { now } from "~/modules/time/clock";
import { findWeddingId, weddingIdOf } from "~/modules/weddings/wedding-access.server";

// The guest CSV import and export (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084). The import keeps
// the good rows and names each bad one by its line and reason, as the admin's vendor import does.

/** A refused row: its line in the file (header = 1) and why. */
export type GuestImportError = { line: number; reason: string };

/** The checked cells of a row, or why it is refused. */
function checkRow(row: GuestCsvRow, labels: Map<string, number>): { guest: { name: string; email: string | null; phone: string | null; household: string | null; side: string | null; dietary: string | null; eventIds: number[] } } | { reason: string } {
  const cells = row.cells;
  const parsed = guestFormSchema.safeParse({
    name: cells.name ?? "",
    email: cells.email ?? "",
    phone: cells.phone ?? "",
    household: "",
    newHousehold: cells.household ?? "",
    side: cells.side ?? "",
    sideOther: "",
    dietary: cells.dietary ?? "",
    dietaryOther: "",
  });
  if (!parsed.success) return { reason: parsed.error.issues[0]!.message };
  const eventIds: number[] = [];
  for (const label of (cells.invited_to ?? "").split(";").map((part) => part.trim()).filter(Boolean)) {
    const id = labels.get(label.toLowerCase());
    if (id === undefined) return { reason: GUEST_CSV_MESSAGES.unknownEvent(label) };
    eventIds.push(id);
  }
  const data = parsed.data;
  return { guest: { name: data.name, email: data.email || null, phone: data.phone || null, household: data.newHousehold || null, side: data.side || null, dietary: data.dietary || null, eventIds: [...new Set(eventIds)] } };
}

/**
 * Imports a CSV file of guests into the couple's guest list, beginning the wedding on first write. Rows naming the
 * same household (by name, case aside) join one household, an existing one included; a row without a household
 * gets one of its own. Input: database, user id, the file's text. Output: `{ added, errors }`: the guests added and
 * each refused row (bad field, unknown event label, or past 2,000 guests / 500 households), the good rows kept.
 * Throws `invalid` with a message for a file that is not CSV, has no `name` column or no rows.
 */
export async function importGuests(db: Database, userId: string, text: string): Promise<{ added: number; errors: GuestImportError[] }> {
  const read = readGuestCsv(text);
  if ("fileError" in read) throw new AppError("invalid", read.fileError);
  const weddingId = await weddingIdOf(db, userId);
  return db.transaction(async (tx) => {
    await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
    const events = await listWeddingEvents(tx, weddingId);
    const labels = new Map(events.map((event) => [eventLabel(event).toLowerCase(), event.id]));
    const existing = await tx.select({ id: households.id, name: households.name }).from(households).where(eq(households.weddingId, weddingId));
    const householdIds = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]));
    const [counted] = await tx.select({ total: count() }).from(guests).where(eq(guests.weddingId, weddingId));
    let guestTotal = counted?.total ?? 0;
    let householdTotal = existing.length;
    const errors: GuestImportError[] = [];
    let added = 0;
    for (const row of read.rows) {
      const checked = checkRow(row, labels);
      if ("reason" in checked) {
        errors.push({ line: row.line, reason: checked.reason });
        continue;
      }
      const { guest } = checked;
      if (guestTotal >= PLANNER_LIMITS.guests) {
        errors.push({ line: row.line, reason: GUEST_CSV_MESSAGES.guestsFull });
        continue;
      }
      const key = (guest.household ?? "").toLowerCase();
      let householdId = guest.household ? householdIds.get(key) : undefined;
      if (householdId === undefined) {
        if (householdTotal >= PLANNER_LIMITS.households) {
          errors.push({ line: row.line, reason: GUEST_CSV_MESSAGES.householdsFull });
          continue;
        }
        householdId = await createHousehold(tx, weddingId, { name: guest.household ?? guest.name, side: guest.side });
        householdTotal += 1;
        if (guest.household) householdIds.set(key, householdId);
      }
      const [inserted] = await tx
        .insert(guests)
        .values({ weddingId, householdId, name: guest.name, email: guest.email, phone: guest.phone, dietary: guest.dietary, createdAt: now() })
        .returning({ id: guests.id });
      if (guest.eventIds.length) await tx.insert(guestInvitations).values(guest.eventIds.map((eventId) => ({ guestId: inserted!.id, eventId })));
      guestTotal += 1;
      added += 1;
    }
    return { added, errors };
  });
}

/**
 * The couple's guest list as a CSV file (see `guestsCsv`): guests by household then name. Input: database, user id.
 * Output: the file's text (a header only before the first guest).
 */
export async function exportGuests(db: Database, userId: string): Promise<string> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) return guestsCsv([], []);
  const events = await listWeddingEvents(db, weddingId);
  const rows = await db
    .select({ id: guests.id, name: guests.name, email: guests.email, phone: guests.phone, dietary: guests.dietary, household: households.name, side: households.side })
    .from(guests)
    .innerJoin(households, eq(households.id, guests.householdId))
    .where(eq(guests.weddingId, weddingId))
    .orderBy(asc(households.name), asc(households.id), asc(guests.name), asc(guests.id));
  const invitations = rows.length
    ? await db.select().from(guestInvitations).where(inArray(guestInvitations.guestId, rows.map((row) => row.id)))
    : [];
  const byGuest = new Map<number, Map<number, string | null>>();
  for (const invitation of invitations) {
    const map = byGuest.get(invitation.guestId) ?? new Map<number, string | null>();
    map.set(invitation.eventId, invitation.response);
    byGuest.set(invitation.guestId, map);
  }
  return guestsCsv(events, rows.map((row) => ({ ...row, invitations: byGuest.get(row.id) ?? new Map() })));
}
