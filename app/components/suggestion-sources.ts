import type { AutocompleteOption, SuggestionSource } from "~/components/autocomplete";
import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { placeLabel } from "~/modules/geo/place-label";
import type { QuerySuggestion } from "~/modules/search/query-suggestions";

// The boxes' fetchers, loaded with the suggestions' code on a box's first use (autocomplete.tsx, decision 076). Each
// gets the trimmed text and a signal that aborts it when the visitor types on; an error answer gives no suggestions.

/**
 * UK place suggestions for `text` from our gazetteer (GET /api/places), as autocomplete options labelled with
 * the place's name; an error answer gives none. Shared by every place box (search, listing forms).
 */
async function fetchPlacePredictions(text: string, signal: AbortSignal): Promise<AutocompleteOption[]> {
  const response = await fetch(`/api/places?input=${encodeURIComponent(text)}`, { signal });
  if (!response.ok) return [];
  const { predictions } = (await response.json()) as { predictions: PlaceResult[] };
  // A postcode keeps its code in the box ("LE5, Leicester"), so the search it starts is about the postcode.
  return predictions.map((place) => ({ key: place.placeId, label: placeLabel(place), description: place.formattedAddress }));
}

/** Category suggestions for the query box (GET /api/search/suggestions): the term, and how many vendors it finds. */
async function fetchQuerySuggestions(text: string, signal: AbortSignal): Promise<AutocompleteOption[]> {
  const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(text)}`, { signal });
  if (!response.ok) return [];
  const { suggestions } = (await response.json()) as { suggestions: QuerySuggestion[] };
  return suggestions.map((suggestion) => ({
    key: `${suggestion.slug}-${suggestion.via ?? ""}`,
    label: suggestion.term,
    description: `${suggestion.via ? `“${suggestion.via}” · ` : ""}${suggestion.matches} ${suggestion.matches === 1 ? "vendor" : "vendors"}`,
  }));
}

/** The fetcher of each suggestion source. */
export const SUGGESTION_SOURCES: Record<SuggestionSource, (text: string, signal: AbortSignal) => Promise<AutocompleteOption[]>> = {
  places: fetchPlacePredictions,
  queries: fetchQuerySuggestions,
};
