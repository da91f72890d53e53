import type { Database } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { findWeddingId, weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { BUDGET_MESSAGES, type AddLineInput, type UpdateLineInput } from "~/modules/wedding-budget/budget-form";
import { addBudgetLine, removeBudgetLine, setTotalBudget, updateBudgetLine } from "~/modules/wedding-budget/budget.server";

/** A change to the budget, as the page's forms ask for it (already validated). Amounts in pence. */
export type BudgetCommand =
  | { intent: "total"; totalBudget: number | null }
  | ({ intent: "add-line" } & AddLineInput)
  | ({ intent: "update-line" } & UpdateLineInput)
  | { intent: "remove-line"; lineId: number };

/**
 * Applies `command` to the wedding of couple `userId` (docs/product/couples-tools.md#budget; decision 082). A
 * wedding is begun only by a change that needs no id from the browser (the total, a whole-wedding line); a change
 * naming a line or an event of a couple without a wedding is `not_found`, so a stranger's ids write nothing.
 * Throws as {@link addBudgetLine}, {@link updateBudgetLine} and {@link removeBudgetLine}.
 */
export async function changeBudget(db: Database, userId: string, command: BudgetCommand): Promise<void> {
  const begins = command.intent === "total" || (command.intent === "add-line" && command.eventId === null);
  const weddingId = begins ? await weddingIdOf(db, userId) : await findWeddingId(db, userId);
  if (weddingId === undefined) throw new AppError("not_found", command.intent === "add-line" ? BUDGET_MESSAGES.eventGone : BUDGET_MESSAGES.lineGone);
  switch (command.intent) {
    case "total":
      return setTotalBudget(db, weddingId, command.totalBudget);
    case "add-line":
      await addBudgetLine(db, weddingId, command);
      return;
    case "update-line":
      return updateBudgetLine(db, weddingId, command);
    case "remove-line":
      return removeBudgetLine(db, weddingId, command.lineId);
  }
}
