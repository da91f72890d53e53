/** docs/product/public-area.md#places, "Place lookup fails". */
export const GEOCODING_FAILED = "Geocoding failed";
/** docs/product/public-area.md#places, "Reverse geocode fails". */
export const REVERSE_GEOCODING_FAILED = "Reverse geocoding failed";
