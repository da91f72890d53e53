/** Spec: public-area §8, "Place lookup fails". */
export const GEOCODING_FAILED = "Geocoding failed";
/** Spec: public-area §8, "Reverse geocode fails". */
export const REVERSE_GEOCODING_FAILED = "Reverse geocoding failed";
