import { useRef, useState, type ComponentProps, type KeyboardEvent } from "react";

/** Keys with which a closed select steps to another option (Chrome fires 'change' for each of them). */
const STEP_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

function stepsOption(event: KeyboardEvent<HTMLSelectElement>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  // A printed character jumps to the option it starts (type-ahead); Space opens the list instead.
  return STEP_KEYS.has(event.key) || (event.key.length === 1 && event.key !== " ");
}

/**
 * A filter select that searches again only on a committed change (decision 070): an option picked with the pointer
 * (or a phone's picker), Enter, or leaving the select after stepping through it with the keyboard. Stepping with the
 * arrow keys, Home/End or type-ahead only shows the option, so a keyboard user can read every option without the list
 * reloading under them and the focus dropping to the page. `value` is the page's own value: when the page changes
 * (a search, the back button, a chip removed) the select shows it again. It submits its form with `requestSubmit`, so
 * the form's own submit handling (React Router's `Form`) runs; without JavaScript the form's submit button does it.
 */
export function CommittedSelect({ value, onKeyDown, ...props }: Omit<ComponentProps<"select">, "value" | "defaultValue" | "onChange" | "onBlur"> & { value: string }) {
  const [shown, setShown] = useState(value);
  const [pageValue, setPageValue] = useState(value);
  // The page moved on: show its value and forget an uncommitted step.
  if (pageValue !== value) {
    setPageValue(value);
    setShown(value);
  }
  const stepping = useRef(false);
  const pending = useRef(false);
  const commit = (select: HTMLSelectElement) => {
    if (!pending.current) return;
    pending.current = false;
    select.form?.requestSubmit();
  };
  return (
    <select
      {...props}
      value={shown}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Enter") {
          if (pending.current) event.preventDefault();
          commit(event.currentTarget);
        } else if (stepsOption(event)) {
          // Chrome changes a closed select's value, and fires 'change', as the key's default action, after this
          // handler and within the same task: the flag is read by that 'change' and cleared after it.
          stepping.current = true;
          setTimeout(() => (stepping.current = false), 0);
        }
      }}
      onPointerDown={() => (stepping.current = false)}
      onChange={(event) => {
        // The form's own change handler (which submits the other controls at once) is not for a select.
        event.stopPropagation();
        setShown(event.currentTarget.value);
        pending.current = event.currentTarget.value !== value;
        if (!stepping.current) commit(event.currentTarget);
      }}
      onBlur={(event) => commit(event.currentTarget)}
    />
  );
}
