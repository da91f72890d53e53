import { Form } from "react-router";
import { FormField, SelectField } from "~/components/form-field";
import { PlannerNav } from "~/components/planner/planner-nav";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { FormFailure } from "~/modules/http/form-errors";
import { shiftDay } from "~/modules/time/uk-dates";
import type { PlannerEvent } from "~/modules/wedding-budget/planner-events";
import { formatEventDay } from "~/modules/weddings/wedding-event-format";
import { CHECKLIST_MESSAGES, DUE_SOON_DAYS, type ChecklistTask } from "~/modules/wedding-checklist/checklist-rules";

export type ChecklistValues = Partial<Record<"intent" | "taskId" | "title" | "eventId" | "dueDate" | "done", string>>;
export type ChecklistFailure = FormFailure<ChecklistValues>;

/** The loader's checklist, serialised. */
export type ChecklistData = { tasks: ChecklistTask[]; events: PlannerEvent[]; full: boolean; seedingStopped: boolean; today: string };

/** The failure of form `intent` for task `taskId` (none: 'Add a task'). */
function failureOf(failure: ChecklistFailure | undefined, intent: string, taskId?: number): ChecklistFailure | undefined {
  if (!failure || failure.values.intent !== intent) return undefined;
  if (taskId !== undefined && failure.values.taskId !== String(taskId)) return undefined;
  return failure;
}

/** 'Event' and 'Due date' of a task's form. */
function TaskFields({ prefix, events, values, errors }: { prefix: string; events: PlannerEvent[]; values: { title: string; eventId: string; dueDate: string }; errors: Record<string, string> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FormField id={`${prefix}-title`} name="title" label="Task" defaultValue={values.title} error={errors.title} required />
      <SelectField id={`${prefix}-event`} name="eventId" label="Event" defaultValue={values.eventId} error={errors.eventId}>
        <option value="">Whole wedding</option>
        {events.map((event) => (
          <option key={event.id} value={event.id}>
            {event.label}
          </option>
        ))}
      </SelectField>
      <FormField id={`${prefix}-due`} name="dueDate" label="Due date (optional)" type="date" defaultValue={values.dueDate} error={errors.dueDate} />
    </div>
  );
}

/** One task: 'Done' (a real toggle button), its event and due date, then 'Edit' (a disclosure) and 'Remove'. */
function TaskRow({ task, events, today, failure }: { task: ChecklistTask; events: PlannerEvent[]; today: string; failure: ChecklistFailure | undefined }) {
  const edit = failureOf(failure, "update-task", task.id);
  const overdue = !task.done && task.dueDate !== null && task.dueDate < today;
  const soon = !task.done && task.dueDate !== null && task.dueDate <= shiftDay(today, { days: DUE_SOON_DAYS });
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="toggle-task" />
          <input type="hidden" name="taskId" value={task.id} />
          <input type="hidden" name="done" value={task.done ? "0" : "1"} />
          <Button type="submit" variant={task.done ? "primary" : "outline"} size="sm" aria-pressed={task.done} aria-label={`Done: ${task.title}`}>
            {task.done ? "Done ✓" : "Done"}
          </Button>
        </Form>
        <div className="min-w-0 flex-1">
          <p className={task.done ? "font-medium text-muted line-through" : "font-medium text-ink"}>{task.title}</p>
          <p className="text-sm text-muted">
            {task.eventLabel}
            {task.dueDate ? ` · due ${formatEventDay(task.dueDate)}` : ""}
            {overdue ? <span className="ml-1 font-semibold text-red-800"> · Overdue</span> : soon ? <span className="ml-1 font-semibold text-brand-700"> · Due soon</span> : null}
          </p>
        </div>
      </div>
      <FormErrorAlert error={failureOf(failure, "toggle-task", task.id)?.formError} />
      <details open={Boolean(edit)}>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Edit</summary>
        <Form method="post" className="mt-3 space-y-3" aria-label={`Edit ${task.title}`}>
          <FormErrorAlert error={edit?.formError} />
          <input type="hidden" name="intent" value="update-task" />
          <input type="hidden" name="taskId" value={task.id} />
          <TaskFields
            prefix={`task-${task.id}`}
            events={events}
            values={{ title: edit?.values.title ?? task.title, eventId: edit?.values.eventId ?? String(task.eventId ?? ""), dueDate: edit?.values.dueDate ?? task.dueDate ?? "" }}
            errors={edit?.fieldErrors ?? {}}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" size="sm">
              Save
            </Button>
          </div>
        </Form>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="remove-task" />
          <input type="hidden" name="taskId" value={task.id} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${task.title}`}>
            Remove
          </Button>
        </Form>
      </details>
    </li>
  );
}

/** A refusal of a task no longer listed (removed on another device, or never this wedding's), or of 'Remove': shown at the top. */
function OrphanFailure({ failure, taskIds }: { failure: ChecklistFailure | undefined; taskIds: number[] }) {
  if (!failure || failure.values.intent === "add-task") return null;
  if (failure.values.intent !== "remove-task" && taskIds.includes(Number(failure.values.taskId))) return null;
  return <FormErrorAlert error={failure.formError} />;
}

/**
 * /planner/checklist (docs/product/couples-tools.md#checklist): the tasks in the checklist's order (due within
 * {@link DUE_SOON_DAYS} days and overdue first, then by due date, done last), and 'Add a task'.
 */
export function ChecklistPage({ checklist, failure }: { checklist: ChecklistData; failure: ChecklistFailure | undefined }) {
  const add = failureOf(failure, "add-task");
  const open = checklist.tasks.filter((task) => !task.done).length;
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 md:px-6">
      <h1 className="text-3xl font-bold text-brand-800">Checklist</h1>
      <PlannerNav />
      <OrphanFailure failure={failure} taskIds={checklist.tasks.map((task) => task.id)} />
      {checklist.seedingStopped || checklist.full ? (
        <p role="status" className="rounded-lg bg-gold-100 p-3 text-sm text-ink">
          {checklist.seedingStopped ? CHECKLIST_MESSAGES.seedingStopped : CHECKLIST_MESSAGES.full}
        </p>
      ) : null}
      <section aria-labelledby="checklist-tasks" className="space-y-4">
        <h2 id="checklist-tasks" className="text-2xl font-bold">
          Your tasks
        </h2>
        <p className="text-muted">
          {open} to do, {checklist.tasks.length - open} done. Tasks due in the next {DUE_SOON_DAYS} days come first.
        </p>
        {checklist.tasks.length === 0 ? (
          <p className="text-muted">No tasks yet. Add your events and their starting tasks appear here, or add your own below.</p>
        ) : (
          <ul aria-label="Tasks" className="space-y-3">
            {checklist.tasks.map((task) => (
              <TaskRow key={task.id} task={task} events={checklist.events} today={checklist.today} failure={failure} />
            ))}
          </ul>
        )}
      </section>
      {/* A new key after each added task empties the form, which would otherwise keep what was just added. */}
      <Form key={checklist.tasks.length} method="post" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100" aria-labelledby="checklist-add">
        <h2 id="checklist-add" className="text-2xl font-bold">
          Add a task
        </h2>
        <FormErrorAlert error={add?.formError} />
        <input type="hidden" name="intent" value="add-task" />
        <TaskFields prefix="new-task" events={checklist.events} values={{ title: add?.values.title ?? "", eventId: add?.values.eventId ?? "", dueDate: add?.values.dueDate ?? "" }} errors={add?.fieldErrors ?? {}} />
        <Button type="submit">Add task</Button>
      </Form>
    </div>
  );
}
