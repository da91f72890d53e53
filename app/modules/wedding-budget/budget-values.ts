// The budget's limits, messages and form values (docs/product/couples-tools.md#budget), shared by the action and
// the page.

/** Highest amount of a total, a planned or a paid amount: £1,000,000, in pence (the tables' own limit). */
export const BUDGET_MAX_PENCE = 100_000_000;
/** Longest category label and note, in characters. */
export const BUDGET_CATEGORY_MAX_LENGTH = 60;
export const BUDGET_NOTE_MAX_LENGTH = 200;
/** The form value of 'Whole wedding' in the 'Event' select. */
export const WHOLE_WEDDING = "wedding";

export const BUDGET_MESSAGES = {
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

/** Pence as the form shows them again: '1250' or '1250.50', '' for nothing. */
export function penceToPounds(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return "";
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}
