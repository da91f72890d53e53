import { data, redirect } from "react-router";
import type { Route } from "./+types/planner-budget";
import type { BudgetFailure, BudgetFormValues } from "~/components/planner/budget/budget-forms";
import { BudgetPage } from "~/components/planner/budget/budget-page";
import { getDatabase } from "~/db/client.server";
import { requireCouple, requirePlannerCouple } from "~/modules/couples/couple-access.server";
import { claimConversations } from "~/modules/couples/couple-conversations.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { changeBudget, type BudgetCommand } from "~/modules/wedding-budget/budget-actions.server";
import { addLineSchema, BUDGET_MESSAGES, totalBudgetSchema, updateLineSchema } from "~/modules/wedding-budget/budget-form";
import { budgetCategories, budgetSummary } from "~/modules/wedding-budget/budget.server";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";

// The wedding's budget (docs/product/couples-tools.md#budget; decision 085), for its signed-in couple only.

export function meta() {
  return [{ title: "Budget | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The budget of the session couple's wedding and the site's categories; a visitor is sent to /planner. Enquiries
 * sent from the couple's email since they signed in join the account first, so their quotes and bookings count.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const couple = await requireCouple(request);
  const db = getDatabase();
  await claimConversations(db, couple.id, couple.email);
  const [summary, categories] = await Promise.all([budgetSummary(db, await findWeddingId(db, couple.id)), budgetCategories(db)]);
  return data({ summary, categories }, { headers: NO_STORE });
}

const FIELDS = ["intent", "lineId", "totalBudget", "eventId", "category", "planned", "paid", "note"] as const;

/** The form's command by `intent`, validated; throws `invalid` with a message per field. */
function parseCommand(values: BudgetFormValues): BudgetCommand {
  const parse = <T,>(result: { success: true; data: T } | { success: false; error: Parameters<typeof invalidForm>[0] }): T => {
    if (!result.success) throw invalidForm(result.error);
    return result.data;
  };
  switch (values.intent) {
    case "total":
      return { intent: "total", ...parse(totalBudgetSchema.safeParse(values)) };
    case "add-line":
      return { intent: "add-line", ...parse(addLineSchema.safeParse(values)) };
    case "update-line": {
      if (!/^\d{1,9}$/.test(values.lineId ?? "")) throw new AppError("not_found", BUDGET_MESSAGES.lineGone);
      return { intent: "update-line", ...parse(updateLineSchema.safeParse(values)) };
    }
    case "remove-line": {
      if (!/^\d{1,9}$/.test(values.lineId ?? "")) throw new AppError("not_found", BUDGET_MESSAGES.lineGone);
      return { intent: "remove-line", lineId: Number(values.lineId) };
    }
    default:
      throw new AppError("invalid", BUDGET_MESSAGES.unexpected);
  }
}

/**
 * Same-origin check, the couple, then by `intent`: 'total' (`totalBudget`), 'add-line' (`eventId`, `category`,
 * `planned`, `paid`, `note`), 'update-line' (`lineId`, `planned`, `paid`, `note`), 'remove-line' (`lineId`).
 * Answers 303 back to the page, or the form refused with what was typed.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: BudgetFormValues = {};
  try {
    requireSameOrigin(request);
    const couple = await requirePlannerCouple(request);
    const form = await request.formData();
    values = Object.fromEntries(FIELDS.map((name) => [name, textField(form, name)]));
    await changeBudget(getDatabase(), couple.id, parseCommand(values));
    return redirect("/planner/budget", 303);
  } catch (error) {
    return formFailure(error, values, { log: "A budget change failed unexpectedly", message: { message: BUDGET_MESSAGES.unexpected } });
  }
}

export default function PlannerBudgetRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BudgetPage summary={loaderData.summary} categories={loaderData.categories} failure={actionData as BudgetFailure | undefined} />;
}
