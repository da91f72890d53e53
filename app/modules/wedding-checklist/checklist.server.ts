import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { PLANNER_LIMITS, weddingEvents, weddingTasks } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { listPlannerEvents, requireWeddingEvent } from "~/modules/wedding-budget/planner-events.server";
import type { PlannerEvent } from "~/modules/wedding-budget/planner-events";
import { eventTemplate, templateDueDate, WEDDING_TEMPLATE } from "~/modules/wedding-checklist/checklist-template";
import { CHECKLIST_MESSAGES, orderTasks, type ChecklistTask, type TaskInput } from "~/modules/wedding-checklist/checklist-rules";

// A wedding's checklist (docs/product/couples-tools.md#checklist; decision 085): starting tasks added per event
// when the checklist is read, and the couple's own. Every function takes the wedding id found from the session
// (decision 082).

type Executor = Pick<Database, "select" | "insert" | "update">;

/** The number of tasks of a wedding. */
async function taskCount(db: Pick<Database, "select">, weddingId: number): Promise<number> {
  const [row] = await db.select({ tasks: count() }).from(weddingTasks).where(eq(weddingTasks.weddingId, weddingId));
  return row?.tasks ?? 0;
}

/**
 * Adds the starting tasks of every event not yet seeded, once per event (its `checklist_seeded_at` is set), and the
 * whole wedding's on the first read of a wedding with no task and no seeded event. Due dates come from the event's
 * date (the whole wedding's from its first event, none without one), clamped to today. Adding stops at
 * {@link PLANNER_LIMITS}.tasks; an event is marked seeded even when its tasks did not all fit. Output: whether some
 * starting task was left out for the limit.
 */
async function seedChecklist(db: Database, weddingId: number, events: PlannerEvent[], today: string): Promise<boolean> {
  return db.transaction(async (tx: Executor) => {
    const unseeded = await tx
      .select({ id: weddingEvents.id, eventType: weddingEvents.eventType, date: weddingEvents.eventDate })
      .from(weddingEvents)
      .where(and(eq(weddingEvents.weddingId, weddingId), isNull(weddingEvents.checklistSeededAt)))
      .orderBy(weddingEvents.eventDate, weddingEvents.id);
    const tasks = await taskCount(tx, weddingId);
    const wantsWeddingTasks = tasks === 0 && unseeded.length === events.length;
    if (unseeded.length === 0 && !wantsWeddingTasks) return false;
    const rows: (typeof weddingTasks.$inferInsert)[] = [];
    const createdAt = now();
    if (wantsWeddingTasks) {
      const first = events[0]?.date;
      for (const task of WEDDING_TEMPLATE) {
        rows.push({ weddingId, eventId: null, title: task.title, templateKey: task.key, dueDate: first ? templateDueDate(task, first, today) : null, createdAt });
      }
    }
    for (const event of unseeded) {
      for (const task of eventTemplate(event.eventType)) {
        rows.push({ weddingId, eventId: event.id, title: task.title, templateKey: task.key, dueDate: templateDueDate(task, event.date, today), createdAt });
      }
    }
    const room = Math.max(0, PLANNER_LIMITS.tasks - tasks);
    const kept = rows.slice(0, room);
    if (kept.length > 0) await tx.insert(weddingTasks).values(kept).onConflictDoNothing();
    for (const event of unseeded) {
      await tx.update(weddingEvents).set({ checklistSeededAt: createdAt }).where(and(eq(weddingEvents.id, event.id), isNull(weddingEvents.checklistSeededAt)));
    }
    return kept.length < rows.length;
  });
}

/**
 * The checklist of wedding `weddingId` (undefined: no wedding yet, an empty list), after adding the starting tasks of
 * events not yet seeded. Output: `{ tasks, events, full, seedingStopped, today }`: tasks in the checklist's order
 * ({@link orderTasks}), the events for the forms, whether the 200-task limit is reached, whether starting tasks
 * were left out for it, and today's UK day. Throws only when the database fails. docs/product/couples-tools.md#checklist.
 */
export async function readChecklist(db: Database, weddingId: number | undefined) {
  const today = ukDay(now());
  if (weddingId === undefined) return { tasks: [] as ChecklistTask[], events: [] as PlannerEvent[], full: false, seedingStopped: false, today };
  const events = await listPlannerEvents(db, weddingId);
  const seedingStopped = await seedChecklist(db, weddingId, events, today);
  const labels = new Map(events.map((event) => [event.id, event.label]));
  const rows = await db.select().from(weddingTasks).where(eq(weddingTasks.weddingId, weddingId));
  const tasks: ChecklistTask[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    eventId: row.eventId,
    eventLabel: row.eventId === null ? "Whole wedding" : (labels.get(row.eventId) ?? "Whole wedding"),
    dueDate: row.dueDate,
    done: row.doneAt !== null,
  }));
  return { tasks: orderTasks(tasks, today), events, full: rows.length >= PLANNER_LIMITS.tasks, seedingStopped, today };
}

/**
 * Adds the couple's own task. Input: wedding id, {@link TaskInput} (title, event id or null, due day or null).
 * Output: its id. Throws AppError `not_found` for an event not in the wedding, `conflict` at
 * {@link PLANNER_LIMITS}.tasks tasks. docs/product/couples-tools.md#checklist.
 */
export async function addTask(db: Database, weddingId: number, input: TaskInput): Promise<number> {
  return db.transaction(async (tx) => {
    await requireWeddingEvent(tx, weddingId, input.eventId, CHECKLIST_MESSAGES.eventGone);
    if ((await taskCount(tx, weddingId)) >= PLANNER_LIMITS.tasks) throw new AppError("conflict", CHECKLIST_MESSAGES.full);
    const [row] = await tx
      .insert(weddingTasks)
      .values({ weddingId, eventId: input.eventId, title: input.title, dueDate: input.dueDate, createdAt: now() })
      .returning({ id: weddingTasks.id });
    return row!.id;
  });
}

/** Throws `not_found` unless `changed` holds a row: the task was not in the wedding. */
function requireChanged(changed: unknown[]): void {
  if (changed.length === 0) throw new AppError("not_found", CHECKLIST_MESSAGES.taskGone);
}

/**
 * Changes a task's title, event and due day. Throws AppError `not_found` for a task or an event not in the wedding
 * (nothing changes). docs/product/couples-tools.md#checklist.
 */
export async function updateTask(db: Database, weddingId: number, taskId: number, input: TaskInput): Promise<void> {
  await db.transaction(async (tx) => {
    await requireWeddingEvent(tx, weddingId, input.eventId, CHECKLIST_MESSAGES.eventGone);
    requireChanged(
      await tx
        .update(weddingTasks)
        .set({ title: input.title, eventId: input.eventId, dueDate: input.dueDate })
        .where(and(eq(weddingTasks.id, taskId), eq(weddingTasks.weddingId, weddingId)))
        .returning({ id: weddingTasks.id }),
    );
  });
}

/** Ticks (`done` true, at the app clock's time) or unticks a task. Throws AppError `not_found` outside the wedding. */
export async function setTaskDone(db: Database, weddingId: number, taskId: number, done: boolean): Promise<void> {
  requireChanged(
    await db
      .update(weddingTasks)
      .set({ doneAt: done ? now() : null })
      .where(and(eq(weddingTasks.id, taskId), eq(weddingTasks.weddingId, weddingId)))
      .returning({ id: weddingTasks.id }),
  );
}

/** Removes a task (a starting task removed stays removed). Throws AppError `not_found` outside the wedding. */
export async function removeTask(db: Database, weddingId: number, taskId: number): Promise<void> {
  requireChanged(await db.delete(weddingTasks).where(and(eq(weddingTasks.id, taskId), eq(weddingTasks.weddingId, weddingId))).returning({ id: weddingTasks.id }));
}
