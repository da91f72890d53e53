import { z } from "zod";
import { parsePoundsToPence } from "~/modules/money/money";
import { BUDGET_MAX_PENCE, BUDGET_MESSAGES, BUDGET_NOTE_MAX_LENGTH, BUDGET_CATEGORY_MAX_LENGTH, WHOLE_WEDDING } from "~/modules/wedding-budget/budget-values";

export { BUDGET_MESSAGES, WHOLE_WEDDING };

// The budget's forms (docs/product/couples-tools.md#budget): the action's validation. The page reads the plain
// values of budget-values.ts, so zod stays out of its script.

/** A typed amount in pounds as pence; "" is `empty` (undefined when required). */
function pounds(required: string | undefined) {
  return z.string().trim().transform((value, context): number | null => {
    if (value === "") {
      if (required) context.addIssue({ code: "custom", message: required });
      return null;
    }
    const pence = parsePoundsToPence(value);
    if (pence === undefined) context.addIssue({ code: "custom", message: BUDGET_MESSAGES.amountFormat });
    else if (pence > BUDGET_MAX_PENCE) context.addIssue({ code: "custom", message: BUDGET_MESSAGES.amountRange });
    return pence ?? null;
  });
}

/** 'Total budget': pounds, or empty to clear it. Output `{ totalBudget: pence | null }`. */
export const totalBudgetSchema = z.object({ totalBudget: pounds(undefined) });

const lineId = z.string().regex(/^\d{1,9}$/).transform(Number);

/** The amounts of a line: 'Planned' (required), 'Paid so far' (empty is £0) and 'Note'. Pence. */
const amounts = {
  planned: pounds(BUDGET_MESSAGES.plannedEmpty).transform((value) => value ?? 0),
  paid: pounds(undefined).transform((value) => value ?? 0),
  note: z.string().trim().max(BUDGET_NOTE_MAX_LENGTH, BUDGET_MESSAGES.noteTooLong).transform((value) => value || null),
};

/** 'Add to budget': the event (an id or {@link WHOLE_WEDDING}), the category, the amounts. */
export const addLineSchema = z.object({
  eventId: z
    .string()
    .regex(new RegExp(`^(${WHOLE_WEDDING}|\\d{1,9})$`), BUDGET_MESSAGES.eventUnknown)
    .transform((value) => (value === WHOLE_WEDDING ? null : Number(value))),
  category: z.string().trim().min(1, BUDGET_MESSAGES.categoryEmpty).max(BUDGET_CATEGORY_MAX_LENGTH, BUDGET_MESSAGES.categoryTooLong),
  ...amounts,
});

/** A line's 'Save': its id and amounts. */
export const updateLineSchema = z.object({ lineId, ...amounts });

export type AddLineInput = z.output<typeof addLineSchema>;
export type UpdateLineInput = z.output<typeof updateLineSchema>;
