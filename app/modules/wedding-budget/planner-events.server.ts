import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { weddingEvents } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import type { PlannerEvent } from "~/modules/wedding-budget/planner-events";
import { eventLabel } from "~/modules/weddings/wedding-event-format";
import { listWeddingEvents } from "~/modules/weddings/wedding-events.server";

// The wedding's events as the budget and the checklist name them, read through the events' own module, always
// within the wedding of the session's couple (decision 082).

/**
 * The events of wedding `weddingId`, earliest first. Output: {@link PlannerEvent}[] (dates `YYYY-MM-DD`).
 * Throws only when the database fails. docs/product/couples-tools.md#budget.
 */
export async function listPlannerEvents(db: Pick<Database, "select">, weddingId: number): Promise<PlannerEvent[]> {
  const rows = await listWeddingEvents(db, weddingId);
  return rows.map((row) => ({ id: row.id, label: eventLabel(row), date: row.eventDate, eventType: row.eventType }));
}

/**
 * Checks that event `eventId` belongs to wedding `weddingId`. Input: executor, wedding id, event id (null: the
 * whole wedding, always allowed). Throws AppError `not_found` (`message`) for an event of another wedding or none:
 * another wedding's ids answer as unknown (decision 082).
 */
export async function requireWeddingEvent(db: Pick<Database, "select">, weddingId: number, eventId: number | null, message: string): Promise<void> {
  if (eventId === null) return;
  const [row] = await db
    .select({ id: weddingEvents.id })
    .from(weddingEvents)
    .where(and(eq(weddingEvents.id, eventId), eq(weddingEvents.weddingId, weddingId)));
  if (!row) throw new AppError("not_found", message);
}
