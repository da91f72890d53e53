import { Icon } from "~/components/icon";
import { useState } from "react";
import { GEOLOCATION_FAILED } from "~/modules/geo/place-messages";
import type { Coordinates } from "~/modules/search/search-href";
import { Autocomplete } from "~/components/autocomplete";
import type * as CurrentPlace from "~/components/current-place";

/**
 * The location box (docs/product/public-area.md#places): UK place suggestions from our gazetteer, and a
 * current-location button that names the nearest town from the browser's position and hands the coordinates to the
 * search, with a spinner meanwhile (`current-place.tsx`, loaded on the first press, decision 076). Editing the text
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
  const [locator, setLocator] = useState<typeof CurrentPlace | null>(null);
  const [error, setError] = useState<string | null>(null);

  const locate = async () => {
    setError(null);
    setLocating(true);
    try {
      const loaded = await import("~/components/current-place").catch(() => {
        throw new Error(GEOLOCATION_FAILED);
      });
      setLocator(loaded);
      const { name, coordinates } = await loaded.findCurrentPlace();
      onValueChange(name);
      onCoordinatesChange(coordinates);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLocating(false);
    }
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
        source="places"
        onSelect={(option) => {
          onValueChange(option.label);
          onCoordinatesChange(null);
        }}
        debounceMs={150}
        autoComplete="address-level2"
        inputClassName={inputClassName}
        icon={<Icon name="map-pin" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />}
        trailing={
          <button
            type="button"
            onClick={() => void locate()}
            disabled={locating}
            className="absolute right-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            aria-label="Use my current location"
            title="Use my current location"
          >
            {locating && locator ? <locator.LocatingSpinner /> : <Icon name="locate-fixed" className="size-5" aria-hidden="true" />}
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
