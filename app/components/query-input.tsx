import { Search } from "lucide-react";
import type { QuerySuggestion } from "~/modules/search/query-suggestions";
import { Autocomplete, type AutocompleteOption } from "~/components/autocomplete";

/** Query suggestions are debounced 300 ms (docs/product/public-area.md#search). */
export const QUERY_SUGGESTION_DEBOUNCE_MS = 300;

async function fetchSuggestions(text: string, signal: AbortSignal): Promise<AutocompleteOption[]> {
  const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(text)}`, { signal });
  if (!response.ok) return [];
  const { suggestions } = (await response.json()) as { suggestions: QuerySuggestion[] };
  return suggestions.map((suggestion) => ({
    key: `${suggestion.slug}-${suggestion.via ?? ""}`,
    label: suggestion.term,
    description: `${suggestion.via ? `“${suggestion.via}” · ` : ""}${suggestion.matches} ${suggestion.matches === 1 ? "vendor" : "vendors"}`,
  }));
}

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
      fetchOptions={fetchSuggestions}
      onSelect={(option) => onValueChange(option.label)}
      debounceMs={QUERY_SUGGESTION_DEBOUNCE_MS}
      inputClassName={inputClassName}
      icon={<Search className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />}
    />
  );
}
