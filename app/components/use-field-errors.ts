import { useState } from "react";

type BrowserCheck = { for: unknown; errors: Record<string, string> };

/**
 * The messages beside a form's fields: the browser's own check of the current attempt, else the action's answer.
 * A browser check is tied to the answer it was made under, so the next answer from the server replaces it.
 * Input: `answer`, the action's latest answer (undefined before the first), and its field messages, if any.
 * Output: `errors` (field name → message, empty when none), `browserRefusal` (the browser check while it applies:
 * a new object per refusal, for focus handling) and `showBrowserErrors(errors)`, which records a browser check
 * (undefined or an empty object clears it).
 */
export function useFieldErrors(answer: unknown, answerErrors: Record<string, string> | undefined) {
  const [check, setCheck] = useState<BrowserCheck>();
  const browserRefusal = check && check.for === answer ? check : undefined;
  const showBrowserErrors = (errors: Record<string, string> | undefined) =>
    setCheck(errors && Object.keys(errors).length > 0 ? { for: answer, errors } : undefined);
  return { errors: browserRefusal?.errors ?? answerErrors ?? {}, browserRefusal, showBrowserErrors };
}
