import { placeLabel } from "~/modules/geo/place-label";
import { extractPlaceFromQuery, resolvePlace, reverseGeocode, type PlaceResult } from "~/modules/geo/places.server";
import { parseUkPostcode } from "~/modules/geo/uk-postcode";
import type { Coordinates } from "~/modules/search/search-href";
import type { SearchRequest } from "~/modules/search/search-request";

export type SearchPlace = Coordinates & {
  /**
   * The town or neighbourhood searched around, e.g. "Leicester" or "Alum Rock"; for a postcode its post
   * town, so vendors without coordinates are still matched by their town's name.
   */
  name: string;
  /** What the page shows: "LE5, Leicester" for a postcode (docs/product/public-area.md#places), else the name. */
  label: string;
  /** The postcode typed, normalised ("LE5", "B11 2AB"), or null. */
  postcode: string | null;
  formattedAddress: string;
  placeId: string | null;
  /** Where the place came from. */
  source: "coordinates" | "location" | "query";
};

function searchPlace(found: PlaceResult, source: "location" | "query"): SearchPlace {
  return {
    lat: found.lat,
    lng: found.lng,
    name: found.name,
    label: placeLabel(found),
    postcode: found.postcode ?? null,
    formattedAddress: found.formattedAddress,
    placeId: found.placeId,
    source,
  };
}

/**
 * Decides what a search is about: the place to search around and the text to match.
 * Order: browser coordinates (named after the nearest town), then the location text when it is a known
 * place or UK postcode, then a place or postcode named inside the query ("henna birmingham", "venue near
 * leicester", "caterer near B11 2AB"); a location, or words after "near" in the query, that name no known
 * place are kept for a text match, with a note for the visitor (its own wording for a postcode-shaped
 * location of an area that does not exist, "ZZ9 9ZZ"). A postcode resolves to its area's post town
 * (decision 024) and the place's `label` says so: "LE5, Leicester".
 * Input: the request. Output: `{ place, text, locationText, notes }` (notes include the request's own).
 * docs/product/public-area.md#places (location search; an unknown place falls back to text with a message;
 * postcodes).
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
        label: name,
        postcode: null,
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
        place: searchPlace(found, "location"),
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
      place: searchPlace(found, "query"),
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
  if (parseUkPostcode(location)) {
    return `“${location}” is not a UK postcode we know, so these are vendors whose address mentions it.`;
  }
  return `We couldn't find “${location}” on the map, so these are vendors whose address mentions it.`;
}
