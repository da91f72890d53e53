/** A place lookup failed (docs/product/public-area.md#places). */
export const GEOCODING_FAILED = "Geocoding failed";
/** No town was found for a coordinate (docs/product/public-area.md#places). */
export const REVERSE_GEOCODING_FAILED = "Reverse geocoding failed";
/** The browser has no geolocation (docs/product/public-area.md#places). */
export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported";
/** The browser gave no position (docs/product/public-area.md#places). */
export const GEOLOCATION_FAILED = "Failed to get current location";
