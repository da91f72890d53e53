import { useEffect, type RefObject } from "react";

/**
 * After a refused submit, puts the focus on the form's first field marked `aria-invalid`, so a keyboard or screen
 * reader user lands on what to fix and hears its message (linked through aria-describedby) rather than staying on
 * the button or field they submitted from (WCAG 3.3.1). `refusal` is a new value for each refusal (the browser's
 * own check or the action's answer) and undefined otherwise; the effect runs after the messages are rendered.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, refusal: unknown): void {
  useEffect(() => {
    if (!refusal) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusal]);
}

/**
 * Once a form is sent it is replaced by its confirmation, which would drop the focus to the top of the page:
 * the confirmation (given `tabIndex={-1}`) takes the focus instead, so it is read out and the next Tab goes on
 * from there.
 */
export function useFocusWhen(target: RefObject<HTMLElement | null>, when: boolean): void {
  useEffect(() => {
    if (when) target.current?.focus();
  }, [target, when]);
}
