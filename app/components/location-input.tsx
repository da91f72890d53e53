import { LoaderCircle, LocateFixed, MapPin } from "lucide-react";
import { useState } from "react";
import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { placeLabel } from "~/modules/geo/place-label";
import { REVERSE_GEOCODING_FAILED } from "~/modules/geo/place-messages";
import type { Coordinates } from "~/modules/search/search-href";
import { Autocomplete, type AutocompleteOption } from "~/components/autocomplete";

/** Browser geolocation options (docs/product/public-area.md#places, current location). */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };
/** docs/product/public-area.md#places error texts. */
export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported";
export const GEOLOCATION_FAILED = "Failed to get current location";

/**
 * UK place suggestions for `text` from our gazetteer (GET /api/places), as autocomplete options labelled with
 * the place's name; an error answer gives none. Shared by every place box (search, listing forms).
 */
export async function fetchPlacePredictions(text: string, signal: AbortSignal): Promise<AutocompleteOption[]> {
  const response = await fetch(`/api/places?input=${encodeURIComponent(text)}`, { signal });
  if (!response.ok) return [];
  const { predictions } = (await response.json()) as { predictions: PlaceResult[] };
  // A postcode keeps its code in the box ("LE5, Leicester"), so the search it starts is about the postcode.
  return predictions.map((place) => ({ key: place.placeId, label: placeLabel(place), description: place.formattedAddress }));
}

/**
 * The location box (docs/product/public-area.md#places): UK place suggestions from our gazetteer, and a
 * current-location button that asks the browser for its position (high accuracy, 10 s timeout, cached
 * up to 5 minutes), names the nearest town and hands the coordinates to the search. Editing the text
 * afterwards drops the coordinates. Errors use the spec's texts.
 */
export function LocationInput({
  id,
  value,
  onValueChange,
  onCoordinatesChange,
  inputClassName,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  onCoordinatesChange: (coordinates: Coordinates | null) => void;
  inputClassName?: string;
}) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    setError(null);
    if (!("geolocation" in navigator)) {
      setError(GEOLOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const coordinates = { lat: position.coords.latitude, lng: position.coords.longitude };
        try {
          const response = await fetch(`/api/places/reverse?lat=${coordinates.lat}&lng=${coordinates.lng}`);
          if (!response.ok) throw new Error(REVERSE_GEOCODING_FAILED);
          const { place } = (await response.json()) as { place: PlaceResult };
          onValueChange(place.name);
          onCoordinatesChange(coordinates);
        } catch {
          setError(REVERSE_GEOCODING_FAILED);
        } finally {
          setLocating(false);
        }
      },
      () => {
        setLocating(false);
        setError(GEOLOCATION_FAILED);
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <div>
      <Autocomplete
        id={id}
        name="location"
        label="Location"
        listLabel="Place suggestions"
        placeholder="Location (e.g., London, Birmingham)"
        value={value}
        onValueChange={(text) => {
          onValueChange(text);
          onCoordinatesChange(null);
          setError(null);
        }}
        fetchOptions={fetchPlacePredictions}
        onSelect={(option) => {
          onValueChange(option.label);
          onCoordinatesChange(null);
        }}
        debounceMs={150}
        autoComplete="address-level2"
        inputClassName={inputClassName}
        icon={<MapPin className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />}
        trailing={
          <button
            type="button"
            onClick={locate}
            disabled={locating}
            className="absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            aria-label="Use my current location"
            title="Use my current location"
          >
            {locating ? (
              <LoaderCircle className="size-5 animate-spin" aria-hidden="true" data-testid="locating-spinner" />
            ) : (
              <LocateFixed className="size-5" aria-hidden="true" />
            )}
          </button>
        }
      />
      {error ? (
        <p role="alert" className="mt-1 px-4 text-left text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
