import { z } from "zod";
import { isCalendarDay, shiftDay } from "~/modules/time/uk-dates";

// The checklist's forms, messages and order (docs/product/couples-tools.md#checklist), shared by the action and
// the page.

export const TASK_TITLE_MAX_LENGTH = 120;
/** Tasks due within this many days (and overdue ones) come first. */
export const DUE_SOON_DAYS = 14;
/** The latest due date a couple may type: this many years from today. */
export const TASK_DUE_YEARS = 5;

export const CHECKLIST_MESSAGES = {
  titleEmpty: "Enter what needs doing.",
  titleTooLong: `Keep the task to ${TASK_TITLE_MAX_LENGTH} characters.`,
  dueDate: `Enter a due date from today to ${TASK_DUE_YEARS} years ahead, or leave it empty.`,
  eventUnknown: "Choose one of your events or 'Whole wedding'.",
  eventGone: "That event is not in your wedding.",
  taskGone: "That task is not in your checklist.",
  full: "Your checklist is full: it holds up to 200 tasks. Remove one to add another.",
  seedingStopped: "Your checklist is full, so not every starting task could be added.",
  unexpected: "Your checklist could not be saved. Please try again.",
} as const;

/** A task as the page lists it. `dueDate` `YYYY-MM-DD` or null; `done` when ticked. */
export type ChecklistTask = { id: number; title: string; eventId: number | null; eventLabel: string; dueDate: string | null; done: boolean };

/**
 * The fields of 'Add a task' and a task's 'Save': the title, the event ('' for the whole wedding) and an optional
 * due date from `today` to {@link TASK_DUE_YEARS} years ahead.
 */
export function taskSchema(today: string) {
  const last = shiftDay(today, { years: TASK_DUE_YEARS });
  return z.object({
    title: z.string().trim().min(1, CHECKLIST_MESSAGES.titleEmpty).max(TASK_TITLE_MAX_LENGTH, CHECKLIST_MESSAGES.titleTooLong),
    eventId: z
      .string()
      .regex(/^(\d{1,9})?$/, CHECKLIST_MESSAGES.eventUnknown)
      .transform((value) => (value === "" ? null : Number(value))),
    dueDate: z
      .string()
      .trim()
      .refine((value) => value === "" || (isCalendarDay(value) && value >= today && value <= last), CHECKLIST_MESSAGES.dueDate)
      .transform((value) => value || null),
  });
}

export type TaskInput = z.output<ReturnType<typeof taskSchema>>;

/**
 * The checklist's order (decision 085): tasks due within {@link DUE_SOON_DAYS} days of `today`, overdue ones
 * included, first; then the other open tasks by due date, those without one after; done tasks last. Ties by id.
 */
export function orderTasks<T extends Pick<ChecklistTask, "id" | "dueDate" | "done">>(tasks: T[], today: string): T[] {
  const soon = shiftDay(today, { days: DUE_SOON_DAYS });
  const rank = (task: T) => (task.done ? 3 : task.dueDate === null ? 2 : task.dueDate <= soon ? 0 : 1);
  return [...tasks].sort((a, b) => rank(a) - rank(b) || (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") || a.id - b.id);
}
