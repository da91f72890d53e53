import type { Database } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { findWeddingId, weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { addTask, removeTask, setTaskDone, updateTask } from "~/modules/wedding-checklist/checklist.server";
import { CHECKLIST_MESSAGES, type TaskInput } from "~/modules/wedding-checklist/checklist-rules";

/** A change to the checklist, as the page's forms ask for it (already validated). */
export type ChecklistCommand =
  | ({ intent: "add-task" } & TaskInput)
  | ({ intent: "update-task"; taskId: number } & TaskInput)
  | { intent: "toggle-task"; taskId: number; done: boolean }
  | { intent: "remove-task"; taskId: number };

/**
 * Applies `command` to the wedding of couple `userId` (docs/product/couples-tools.md#checklist; decision 082). Only a
 * whole-wedding task of the couple's own begins a wedding; a task or event id of a couple without a wedding is
 * `not_found`. Throws as {@link addTask}, {@link updateTask}, {@link setTaskDone} and {@link removeTask}.
 */
export async function changeChecklist(db: Database, userId: string, command: ChecklistCommand): Promise<void> {
  const begins = command.intent === "add-task" && command.eventId === null;
  const weddingId = begins ? await weddingIdOf(db, userId) : await findWeddingId(db, userId);
  if (weddingId === undefined) throw new AppError("not_found", command.intent === "add-task" ? CHECKLIST_MESSAGES.eventGone : CHECKLIST_MESSAGES.taskGone);
  switch (command.intent) {
    case "add-task":
      await addTask(db, weddingId, command);
      return;
    case "update-task":
      return updateTask(db, weddingId, command.taskId, command);
    case "toggle-task":
      return setTaskDone(db, weddingId, command.taskId, command.done);
    case "remove-task":
      return removeTask(db, weddingId, command.taskId);
  }
}
