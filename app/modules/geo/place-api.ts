import { z } from "zod";

// The messages are in place-messages.ts, which the location field imports without zod (decision 039).
export { GEOCODING_FAILED, REVERSE_GEOCODING_FAILED } from "~/modules/geo/place-messages";

/** The gazetteer changes only with a deploy, so place answers may be cached for a day. */
export const PLACES_MAX_AGE_SECONDS = 86_400;

// Plain decimals only: Number() would also take "", "0x1f", "1e3" and "Infinity".
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function coordinate(name: "lat" | "lng", limit: 90 | 180) {
  const message = `${name} must be a number between -${limit} and ${limit}`;
  return z
    .string({ error: `Missing ${name}` })
    .trim()
    .regex(DECIMAL, message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));
}

/** Query of `GET /api/places/reverse`: `lat` and `lng` in decimal degrees. */
export const reverseQuery = z.object({ lat: coordinate("lat", 90), lng: coordinate("lng", 180) });

/**
 * Path parameter of `GET /api/places/:placeId`: a gazetteer id such as `gn-2644668` or `nb-tooting`, or a
 * postcode's `pc-le5` / `pc-b112ab` (docs/product/public-area.md#places).
 */
export const placeIdParam = z.string().regex(/^(gn-\d{1,12}|nb-[a-z0-9-]{1,60}|pc-[a-z0-9]{2,7})$/);
