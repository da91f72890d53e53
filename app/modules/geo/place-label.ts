/**
 * How a resolved place is named on a page: a postcode says which town it stood for (docs/product/public-area.md#places: the
 * search page says what it resolved, "near LE5, Leicester").
 */

/** What naming needs of a place result or a search's place. */
export type NamedPlace = { name: string; postcode?: string | null };

/**
 * The short label of a place: "LE5, Leicester" for a postcode, else its name ("Leicester", "Tooting").
 * Used for the search page's heading and for the location box's suggestions.
 */
export function placeLabel(place: NamedPlace): string {
  return place.postcode ? `${place.postcode}, ${place.name}` : place.name;
}

/**
 * Where a search looked, for its heading: "near LE5, Leicester" for a postcode (the search centres on the
 * post town, so "near" rather than "in"), "in Leicester" for a place, "in Atlantis" for a location that is
 * no known place, "" with neither. Input: the search's place (or null) and the location as typed.
 */
export function searchLocationPhrase(place: NamedPlace | null, location: string): string {
  if (place?.postcode) return `near ${placeLabel(place)}`;
  const name = place?.name ?? location.trim();
  return name ? `in ${name}` : "";
}
