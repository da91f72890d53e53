import { z } from "zod";
import { parsePoundsToPence } from "~/modules/money/money";

// The budget's forms and messages (docs/product/couples-tools.md#budget), shared by the action and the page.

/** Highest amount of a total, a planned or a paid amount: £1,000,000, in pence (the tables' own limit). */
export const BUDGET_MAX_PENCE = 100_000_000;
/** Longest category label and note, in characters. */
export const BUDGET_CATEGORY_MAX_LENGTH = 60;
export const BUDGET_NOTE_MAX_LENGTH = 200;
/** The form value of 'Whole wedding' in the 'Event' select. */
export const WHOLE_WEDDING = "wedding";

export const BUDGET_MESSAGES = {
  totalFormat: "Enter the total budget in pounds, for example 25,000.",
  amountFormat: "Enter an amount in pounds, for example 1,250 or 1,250.50.",
  amountRange: "Enter an amount from £0 to £1,000,000.",
  plannedEmpty: "Enter the planned amount in pounds.",
  categoryEmpty: "Choose a category or type your own.",
  categoryTooLong: `Keep the category to ${BUDGET_CATEGORY_MAX_LENGTH} characters.`,
  noteTooLong: `Keep the note to ${BUDGET_NOTE_MAX_LENGTH} characters.`,
  eventUnknown: "Choose one of your events or 'Whole wedding'.",
  eventGone: "That event is not in your wedding.",
  lineGone: "That budget line is not in your wedding.",
  lineTaken: "This event already has a line for this category: change that line instead.",
  full: "Your budget is full: it holds up to 200 lines. Remove one to add another.",
  unexpected: "Your budget could not be saved. Please try again.",
} as const;

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

/** Pence as the form shows them again: '1250' or '1250.50', '' for nothing. */
export function penceToPounds(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return "";
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}
