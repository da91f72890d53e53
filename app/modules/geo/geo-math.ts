/** A point in decimal degrees (WGS 84). */
export type LatLng = { lat: number; lng: number };

/** Mean Earth radius (IUGG), the usual choice for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/**
 * Great-circle distance between two points in km (haversine formula on a sphere: within 0.5 % of the
 * ellipsoidal distance, which is plenty for "x km away").
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Latitude and longitude limits in decimal degrees. */
export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `center`, so a
 * cheap range test (or a B-tree index on latitude and longitude) can discard far points before the
 * exact haversine check. The box is widened at the parallel nearest the pole, where a degree of
 * longitude is shortest; near a pole it spans every longitude. Does not wrap across ±180° (not needed
 * for the UK).
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widestLat >= 89.999) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = dLat / Math.cos(radians(widestLat));
  return { minLat, maxLat, minLng: Math.max(-180, center.lng - dLng), maxLng: Math.min(180, center.lng + dLng) };
}

/** Whether a point lies inside a box (edges included). */
export function inBoundingBox(box: BoundingBox, point: LatLng): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;
}

/** Rounds a coordinate to 5 decimal places (about 1 m), the precision GeoNames publishes. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}
