import { Icon } from "~/components/icon";
import type { PlaceResult } from "~/modules/geo/gazetteer-types";
import { GEOLOCATION_FAILED, GEOLOCATION_UNSUPPORTED, REVERSE_GEOCODING_FAILED } from "~/modules/geo/place-messages";
import type { Coordinates } from "~/modules/search/search-href";

// The location box's current-location button loads this on its first press (decision 076).

/** Browser geolocation options (docs/product/public-area.md#places, current location). */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 };

/**
 * The visitor's nearest town, for the location box's current-location button (docs/product/public-area.md#places):
 * asks the browser for its position (high accuracy, 10 s timeout, a position up to 5 minutes old), then our gazetteer
 * for the town nearest to it (GET /api/places/reverse). Resolves to the town's name and the position (degrees);
 * rejects with an Error whose message is the spec's text for what failed: no geolocation in the browser, no position,
 * or no town.
 */
export async function findCurrentPlace(): Promise<{ name: string; coordinates: Coordinates }> {
  if (!("geolocation" in navigator)) throw new Error(GEOLOCATION_UNSUPPORTED);
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, () => reject(new Error(GEOLOCATION_FAILED)), GEOLOCATION_OPTIONS),
  );
  const coordinates = { lat: position.coords.latitude, lng: position.coords.longitude };
  try {
    const response = await fetch(`/api/places/reverse?lat=${coordinates.lat}&lng=${coordinates.lng}`);
    if (!response.ok) throw new Error(REVERSE_GEOCODING_FAILED);
    const { place } = (await response.json()) as { place: PlaceResult };
    return { name: place.name, coordinates };
  } catch {
    throw new Error(REVERSE_GEOCODING_FAILED);
  }
}

/** What the button shows while the town is looked up. */
export function LocatingSpinner() {
  return <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" data-testid="locating-spinner" />;
}
