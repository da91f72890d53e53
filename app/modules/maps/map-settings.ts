/**
 * Rules of the maps shared by the server and the browser (decision 037): the settings a page hands to its map,
 * the directions link and how coordinates are written.
 */

/** What a page's loader hands to its map: MAP_TILE_URL (null when `off`) and MAP_TILE_ATTRIBUTION. */
export type MapSettings = { tileUrl: string | null; attribution: string };

export type LatLng = { lat: number; lng: number };

/** A vendor's point, or null when its listing has none (a vendor that gave no address we could place). */
export function pointOf(vendor: { latitude: number | null; longitude: number | null }): LatLng | null {
  if (vendor.latitude === null || vendor.longitude === null) return null;
  return { lat: vendor.latitude, lng: vendor.longitude };
}

/**
 * Google Maps' directions link (its documented "Maps URLs", which open the app on a phone): to the point when
 * there is one, which is exact, else to the address as text, which Google places itself. Null with neither.
 */
export function directionsUrl(destination: LatLng | null, address: string): string | null {
  const params = new URLSearchParams({ api: "1" });
  if (destination) params.set("destination", `${roundCoordinate(destination.lat)},${roundCoordinate(destination.lng)}`);
  else if (address.trim()) params.set("destination", address.trim());
  else return null;
  return `https://www.google.com/maps/dir/?${params.toString().replaceAll("%2C", ",")}`;
}

/** 5 decimals, about a metre: as exact as a listing's point is, and short enough to read aloud. */
function roundCoordinate(value: number): string {
  return String(Math.round(value * 100_000) / 100_000);
}

/** The point as people write it, e.g. "52.63860° N, 1.13169° W". */
export function coordinatesLabel({ lat, lng }: LatLng): string {
  return `${Math.abs(lat).toFixed(5)}° ${lat >= 0 ? "N" : "S"}, ${Math.abs(lng).toFixed(5)}° ${lng >= 0 ? "E" : "W"}`;
}

/**
 * The attribution as HTML for Leaflet's attribution control, which sets innerHTML: the setting is plain text, so
 * it is escaped, and "OpenStreetMap" links to its copyright page, as OpenStreetMap asks.
 */
export function attributionHtml(text: string): string {
  const escaped = text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return escaped.replace("OpenStreetMap", '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
}
