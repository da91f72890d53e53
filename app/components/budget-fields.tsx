import { useState, type KeyboardEvent } from "react";
import { budgetPounds, DATE_PARAMS, MAX_BUDGET_POUNDS } from "~/modules/search/date-budget-fields";

const BUDGET_MESSAGE = `Enter your budget in whole pounds, from 1 to ${MAX_BUDGET_POUNDS.toLocaleString("en-GB")}, e.g. 800.`;

/**
 * 'Max budget (£)' and 'Include vendors without prices' of the search form (docs/product/public-area.md#dates-and-budget):
 * the budget searches again when the box is left or Enter pressed, not on every key; a budget that is not a whole
 * number of pounds is said beside the box and stays typed. The check box searches again at once, as the selects do.
 */
export function BudgetFields({ maxPricePence, includeUnpriced, idPrefix = "search" }: { maxPricePence: number | null; includeUnpriced: boolean; idPrefix?: string }) {
  const initial = maxPricePence === null ? "" : String(Math.floor(maxPricePence / 100));
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${idPrefix}-budget-error`;
  const submitIfChanged = (input: HTMLInputElement) => {
    if (text.trim() === initial) return;
    const pounds = text.trim() === "" ? 0 : budgetPounds(text);
    if (text.trim() !== "" && !(pounds !== null && pounds >= 1 && pounds <= MAX_BUDGET_POUNDS)) {
      setError(BUDGET_MESSAGE);
      return;
    }
    setError(null);
    input.form?.requestSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    submitIfChanged(event.currentTarget);
  };
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm" onChange={(event) => event.stopPropagation()}>
        <label htmlFor={`${idPrefix}-budget`} className="font-medium">
          Max budget (£)
        </label>
        <input
          id={`${idPrefix}-budget`}
          name={DATE_PARAMS.maxPrice}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 800"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={(event) => submitIfChanged(event.currentTarget)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-10 w-28 rounded-full border border-brand-100 bg-white px-3 text-sm aria-[invalid=true]:border-red-700"
        />
        {error ? (
          <p id={errorId} role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name={DATE_PARAMS.includeUnpriced} value="1" defaultChecked={includeUnpriced} className="size-4 accent-brand-700" />
        Include vendors without prices
      </label>
    </>
  );
}
