import { useEffect, useId, useReducer, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { AutocompleteSuggestions } from "~/components/autocomplete-suggestions";

export type AutocompleteOption = { key: string; label: string; description?: string };
/** Where a box's suggestions come from: UK places or the query's categories (`suggestion-sources.ts`). */
export type SuggestionSource = "places" | "queries";

/**
 * A text input with a suggestion list, following the WAI-ARIA combobox pattern (list autocomplete; the behaviour is
 * in `autocomplete-suggestions.tsx`). The page's first load holds only the box: until the visitor first presses,
 * focuses or types in it, it is a plain controlled input; then the suggestions' code and `source`'s fetcher load
 * and take over the same input, so the focus, the caret and what was typed meanwhile stay, and text typed before
 * they arrived is looked up at once (first-load JavaScript, decision 076). Enter submits the form until an option
 * is highlighted. A failed load leaves the plain input and is tried again on the next focus.
 */
export function Autocomplete({
  id,
  name,
  label,
  listLabel,
  placeholder,
  value,
  onValueChange,
  source,
  onSelect,
  debounceMs,
  icon,
  trailing,
  inputClassName,
  autoComplete = "off",
  maxLength = 200,
  labelClassName = "sr-only",
  inputAttributes,
}: {
  id: string;
  name: string;
  label: string;
  /** Accessible name of the suggestion list, e.g. "Place suggestions". */
  listLabel: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  source: SuggestionSource;
  onSelect: (option: AutocompleteOption) => void;
  debounceMs: number;
  icon?: ReactNode;
  trailing?: ReactNode;
  inputClassName?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Classes of the label; by default it is read by screen readers only. */
  labelClassName?: string;
  /** A form field's attributes for the input: `required`, and the link to its error message. */
  inputAttributes?: Pick<ComponentProps<"input">, "required" | "aria-invalid" | "aria-describedby">;
}) {
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const typedEarly = useRef(false);
  const [suggestions, setSuggestions] = useState<AutocompleteSuggestions | null>(null);
  const [, changed] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => () => suggestions?.stop(), [suggestions]);

  const load = (input: HTMLInputElement) => {
    loading.current ??= import("~/components/autocomplete-suggestions").then(
      ({ createSuggestions }) => {
        if (!wrapper.current) return;
        const loaded = createSuggestions(source, wrapper.current, changed);
        // Committed at once, so that no keystroke lands between the load and the handlers that use it.
        flushSync(() => setSuggestions(loaded));
        if (typedEarly.current && input.ownerDocument.activeElement === input) loaded.typed(input.value, debounceMs);
      },
      () => {
        loading.current = null;
      },
    );
  };
  const expanded = suggestions?.expanded() ?? false;

  return (
    <div ref={wrapper} className="relative">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {icon}
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={suggestions?.activeId(listId)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        className={inputClassName}
        {...inputAttributes}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          if (suggestions) return suggestions.typed(event.target.value, debounceMs);
          typedEarly.current = true;
          load(event.target);
        }}
        onPointerDown={(event) => load(event.currentTarget)}
        onFocus={(event) => (suggestions ? suggestions.focused() : load(event.currentTarget))}
        onBlur={() => suggestions?.blurred()}
        onKeyDown={(event) => suggestions?.keyDown(event, onSelect)}
      />
      {trailing}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-2xl bg-white py-1 text-left shadow-lg ring-1 ring-brand-100"
      >
        {suggestions?.renderOptions(listId, onSelect)}
      </ul>
    </div>
  );
}
