import type { KeyboardEvent, ReactNode } from "react";
import type { AutocompleteOption, SuggestionSource } from "~/components/autocomplete";
import { SUGGESTION_SOURCES } from "~/components/suggestion-sources";

/** docs/product/public-area.md#search: lists open after 2 characters and close 200 ms after the input loses focus. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_BLUR_CLOSE_MS = 200;

type Select = (option: AutocompleteOption) => void;

/** An autocomplete box's suggestions once the visitor uses it: its list's state and what the input's events do to it. */
export type AutocompleteSuggestions = {
  /** Whether the list shows (open, with options): the input's `aria-expanded`. */
  expanded: () => boolean;
  /** The id of the highlighted option, for the input's `aria-activedescendant`; `listId` is the list's id. */
  activeId: (listId: string) => string | undefined;
  /** The text changed: looked up once typing pauses for `debounceMs`, or the list closes under 2 characters. */
  typed: (text: string, debounceMs: number) => void;
  focused: () => void;
  blurred: () => void;
  keyDown: (event: KeyboardEvent<HTMLInputElement>, onSelect: Select) => void;
  /** The list's options, each with an id that starts with `listId`. */
  renderOptions: (listId: string, onSelect: Select) => ReactNode;
  /** The box left the page: nothing may run for it any more. */
  stop: () => void;
};

/**
 * What an autocomplete box does once the visitor uses it (`autocomplete.tsx` renders the box and loads this on its
 * first focus, decision 076), after the WAI-ARIA combobox pattern (list autocomplete): arrow keys move through
 * options, Enter picks the highlighted one (otherwise the form submits as usual), Escape closes, the list closes on
 * a press outside `wrapper` (the box's element), on selection and 200 ms after blur. Suggestions are fetched from
 * `source` for input of 2+ characters; a newer keystroke or a selection drops the pending answer, and a failed fetch
 * shows no list (docs/product/public-area.md#search). `changed` is called whenever the box must re-render.
 */
export function createSuggestions(source: SuggestionSource, wrapper: HTMLElement, changed: () => void): AutocompleteSuggestions {
  const fetchOptions = SUGGESTION_SOURCES[source];
  let options: AutocompleteOption[] = [];
  let active = -1;
  let open = false;
  let pending: { timer: ReturnType<typeof setTimeout>; controller: AbortController } | undefined;
  let blurTimer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;
  const expanded = () => open && options.length > 0;

  const onOutsidePress = (event: PointerEvent) => {
    if (!wrapper.contains(event.target as Node)) setOpen(false);
  };
  // The outside-press listener is there only while the list is open.
  const listen = (on: boolean) => {
    if (on === listening) return;
    listening = on;
    if (on) wrapper.ownerDocument.addEventListener("pointerdown", onOutsidePress);
    else wrapper.ownerDocument.removeEventListener("pointerdown", onOutsidePress);
  };
  const setOpen = (value: boolean) => {
    open = value;
    listen(value);
    changed();
  };
  const cancel = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.controller.abort();
    pending = undefined;
  };
  const choose = (option: AutocompleteOption, onSelect: Select) => {
    cancel();
    options = [];
    setOpen(false);
    onSelect(option);
  };

  return {
    expanded,
    activeId: (listId) => (expanded() && active >= 0 ? `${listId}-${active}` : undefined),
    typed(text, debounceMs) {
      cancel();
      const wanted = text.trim();
      if (wanted.length < AUTOCOMPLETE_MIN_CHARS) {
        options = [];
        setOpen(false);
        return;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => {
        fetchOptions(wanted, controller.signal).then(
          (found) => {
            if (controller.signal.aborted) return;
            options = found;
            active = -1;
            setOpen(found.length > 0);
          },
          () => {
            if (controller.signal.aborted) return;
            options = [];
            changed();
          },
        );
      }, debounceMs);
      pending = { timer, controller };
    },
    focused() {
      clearTimeout(blurTimer);
      if (options.length > 0) setOpen(true);
    },
    blurred() {
      blurTimer = setTimeout(() => setOpen(false), AUTOCOMPLETE_BLUR_CLOSE_MS);
    },
    keyDown(event, onSelect) {
      const count = options.length;
      if (event.key === "ArrowDown" && count > 0) {
        event.preventDefault();
        active = (active + 1) % count;
        setOpen(true);
      } else if (event.key === "ArrowUp" && count > 0) {
        event.preventDefault();
        active = active <= 0 ? count - 1 : active - 1;
        setOpen(true);
      } else if (event.key === "Enter" && expanded() && active >= 0) {
        event.preventDefault();
        choose(options[active]!, onSelect);
      } else if (event.key === "Escape" && expanded()) {
        event.preventDefault();
        setOpen(false);
      }
    },
    renderOptions: (listId, onSelect) =>
      options.map((option, index) => (
        <li
          key={option.key}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          className={`cursor-pointer px-4 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-ink"}`}
          // mousedown, not click: it lands before the input's blur closes the list.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(option, onSelect);
          }}
          onMouseEnter={() => {
            active = index;
            changed();
          }}
        >
          <span className="font-medium">{option.label}</span>
          {option.description ? <span className="block text-xs text-muted">{option.description}</span> : null}
        </li>
      )),
    stop() {
      cancel();
      clearTimeout(blurTimer);
      listen(false);
    },
  };
}
