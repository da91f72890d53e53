import { extractPlaceFromQuery, resolvePlace, reverseGeocode } from "~/modules/geo/places.server";
import type { Coordinates, SearchRequest } from "~/modules/search/search-request";

export type SearchPlace = Coordinates & {
  /** Display name, e.g. "Leicester" or "near Alum Rock". */
  name: string;
  formattedAddress: string;
  placeId: string | null;
  /** Where the place came from. */
  source: "coordinates" | "location" | "query";
};

/**
 * Decides what a search is about: the place to search around and the text to match.
 * Order: browser coordinates (named after the nearest town), then the location text when it is a known
 * place, then a place named inside the query ("henna birmingham", "venue near leicester"); a location,
 * or words after "near" in the query, that name no known place are kept for a text match, with a note
 * for the visitor.
 * Input: the request. Output: `{ place, text, locationText, notes }` (notes include the request's own).
 * Spec: public-area §5 (location search); issue #3 (places, unknown place → text fallback with a message).
 */
export function resolveSearchPlace(request: Pick<SearchRequest, "query" | "location" | "coordinates" | "notes">): {
  place: SearchPlace | null;
  text: string;
  locationText: string;
  notes: string[];
} {
  const notes = [...request.notes];
  if (request.coordinates) {
    const nearest = reverseGeocode(request.coordinates.lat, request.coordinates.lng);
    const name = request.location || (nearest ? nearest.place.name : "your location");
    return {
      place: {
        ...request.coordinates,
        name,
        formattedAddress: nearest?.place.formattedAddress ?? name,
        placeId: null,
        source: "coordinates",
      },
      text: request.query,
      locationText: "",
      notes,
    };
  }
  if (request.location) {
    const found = resolvePlace(request.location);
    if (found) {
      return {
        place: { lat: found.lat, lng: found.lng, name: found.name, formattedAddress: found.formattedAddress, placeId: found.placeId, source: "location" },
        text: request.query,
        locationText: "",
        notes,
      };
    }
    notes.push(unknownPlaceNote(request.location));
    return { place: null, text: request.query, locationText: request.location, notes };
  }
  const extracted = extractPlaceFromQuery(request.query);
  if (extracted.place) {
    const found = extracted.place;
    return {
      place: { lat: found.lat, lng: found.lng, name: found.name, formattedAddress: found.formattedAddress, placeId: found.placeId, source: "query" },
      text: extracted.rest,
      locationText: "",
      notes,
    };
  }
  if (extracted.placeText) {
    // "venue near atlantis": the words after "near" name no known place, so they match the address text.
    notes.push(unknownPlaceNote(extracted.placeText));
    return { place: null, text: extracted.rest, locationText: extracted.placeText, notes };
  }
  return { place: null, text: request.query, locationText: "", notes };
}

function unknownPlaceNote(location: string): string {
  return `We couldn't find “${location}” on the map, so these are vendors whose address mentions it.`;
}
