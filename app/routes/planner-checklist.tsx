import { data, redirect } from "react-router";
import type { Route } from "./+types/planner-checklist";
import { ChecklistPage, type ChecklistFailure, type ChecklistValues } from "~/components/planner/checklist/checklist-page";
import { getDatabase } from "~/db/client.server";
import { requireCouple, requirePlannerCouple } from "~/modules/couples/couple-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";
import { changeChecklist, type ChecklistCommand } from "~/modules/wedding-checklist/checklist-actions.server";
import { CHECKLIST_MESSAGES, taskSchema } from "~/modules/wedding-checklist/checklist-rules";
import { readChecklist } from "~/modules/wedding-checklist/checklist.server";
import { weddingIdOf } from "~/modules/weddings/wedding-access.server";

// The wedding's checklist (docs/product/couples-tools.md#checklist; decision 085), for its signed-in couple only.

export function meta() {
  return [{ title: "Checklist | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/** The checklist of the session couple's wedding (begun here: reading it adds the starting tasks); a visitor goes to /planner. */
export async function loader({ request }: Route.LoaderArgs) {
  const couple = await requireCouple(request);
  const db = getDatabase();
  return data({ checklist: await readChecklist(db, await weddingIdOf(db, couple.id)) }, { headers: NO_STORE });
}

const FIELDS = ["intent", "taskId", "title", "eventId", "dueDate", "done"] as const;

/** The form's command by `intent`, validated; a malformed task id is `not_found`, bad fields `invalid`. */
function parseCommand(values: ChecklistValues): ChecklistCommand {
  const taskId = () => {
    if (!/^\d{1,9}$/.test(values.taskId ?? "")) throw new AppError("not_found", CHECKLIST_MESSAGES.taskGone);
    return Number(values.taskId);
  };
  const fields = () => {
    const parsed = taskSchema(ukDay(now())).safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error);
    return parsed.data;
  };
  switch (values.intent) {
    case "add-task":
      return { intent: "add-task", ...fields() };
    case "update-task":
      return { intent: "update-task", taskId: taskId(), ...fields() };
    case "toggle-task":
      return { intent: "toggle-task", taskId: taskId(), done: values.done === "1" };
    case "remove-task":
      return { intent: "remove-task", taskId: taskId() };
    default:
      throw new AppError("invalid", CHECKLIST_MESSAGES.unexpected);
  }
}

/**
 * Same-origin check, the couple, then by `intent`: 'add-task' (`title`, `eventId`, `dueDate`), 'update-task'
 * (`taskId` and the same), 'toggle-task' (`taskId`, `done` '1' or '0'), 'remove-task' (`taskId`). Answers 303 back
 * to the page, or the form refused with what was typed.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: ChecklistValues = {};
  try {
    requireSameOrigin(request);
    const couple = await requirePlannerCouple(request);
    const form = await request.formData();
    values = Object.fromEntries(FIELDS.map((name) => [name, textField(form, name)]));
    await changeChecklist(getDatabase(), couple.id, parseCommand(values));
    return redirect("/planner/checklist", 303);
  } catch (error) {
    return formFailure(error, values, { log: "A checklist change failed unexpectedly", message: { message: CHECKLIST_MESSAGES.unexpected } });
  }
}

export default function PlannerChecklistRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ChecklistPage checklist={loaderData.checklist} failure={actionData as ChecklistFailure | undefined} />;
}
