import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type AutocompleteOption = { key: string; label: string; description?: string };

/** docs/product/public-area.md#search: lists open after 2 characters and close 200 ms after the input loses focus. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_BLUR_CLOSE_MS = 200;

/**
 * A text input with a suggestion list, following the WAI-ARIA combobox pattern (list autocomplete):
 * arrow keys move through options, Enter picks the highlighted one (otherwise the form submits as
 * usual), Escape closes, the list closes on an outside click, on selection and 200 ms after blur.
 * Suggestions are fetched `debounceMs` after typing stops, for input of 2+ characters; stale answers
 * are dropped and a failed fetch shows no list (docs/product/public-area.md#search).
 */
export function Autocomplete({
  id,
  name,
  label,
  listLabel,
  placeholder,
  value,
  onValueChange,
  fetchOptions,
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
  fetchOptions: (text: string, signal: AbortSignal) => Promise<AutocompleteOption[]>;
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
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState<string | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Fetch only after the visitor typed (not for a value set by a selection or by the page).
  useEffect(() => {
    if (typed === null) return;
    const text = typed.trim();
    if (text.length < AUTOCOMPLETE_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchOptions(text, controller.signal)
        .then((found) => {
          setOptions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, debounceMs, fetchOptions]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (option: AutocompleteOption) => {
    setOpen(false);
    setTyped(null);
    setOptions([]);
    onSelect(option);
  };
  const expanded = open && options.length > 0;

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
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        className={inputClassName}
        {...inputAttributes}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setTyped(event.target.value);
          if (event.target.value.trim().length < AUTOCOMPLETE_MIN_CHARS) {
            setOptions([]);
            setOpen(false);
          }
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          if (options.length > 0) setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), AUTOCOMPLETE_BLUR_CLOSE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && options.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index + 1) % options.length);
          } else if (event.key === "ArrowUp" && options.length > 0) {
            event.preventDefault();
            setOpen(true);
            setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            choose(options[active]!);
          } else if (event.key === "Escape" && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {trailing}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-2xl bg-white py-1 text-left shadow-lg ring-1 ring-brand-100"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn("cursor-pointer px-4 py-2 text-sm", index === active ? "bg-brand-50 text-brand-800" : "text-ink")}
            // mousedown, not click: it lands before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span className="font-medium">{option.label}</span>
            {option.description ? <span className="block text-xs text-muted">{option.description}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
