import { Icon } from "~/components/icon";
import { Autocomplete } from "~/components/autocomplete";

/** Query suggestions are debounced 300 ms (docs/product/public-area.md#search). */
export const QUERY_SUGGESTION_DEBOUNCE_MS = 300;

/** The query box with category suggestions (docs/product/public-area.md#search: 'What are you looking for?'). */
export function QueryInput({
  id,
  value,
  onValueChange,
  inputClassName,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  inputClassName?: string;
}) {
  return (
    <Autocomplete
      id={id}
      name="q"
      label="What are you looking for?"
      listLabel="Search suggestions"
      placeholder="What are you looking for?"
      value={value}
      onValueChange={onValueChange}
      source="queries"
      onSelect={(option) => onValueChange(option.label)}
      debounceMs={QUERY_SUGGESTION_DEBOUNCE_MS}
      inputClassName={inputClassName}
      icon={<Icon name="search" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />}
    />
  );
}
