import type { Route } from "./+types/api.places.reverse";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { reverseQuery, PLACES_MAX_AGE_SECONDS, REVERSE_GEOCODING_FAILED } from "~/modules/geo/place-api";
import { reverseGeocode } from "~/modules/geo/places.server";
import { apiErrorResponse, cachedJson, jsonError } from "~/modules/http/json-responses";

/** GET /api/places/reverse?lat=52.48&lng=-1.89 → `{ place, distanceKm }` (docs/api.md, "Places"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "places");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const search = new URL(request.url).searchParams;
  const parsed = reverseQuery.safeParse({ lat: search.get("lat") ?? undefined, lng: search.get("lng") ?? undefined });
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Invalid coordinates");
  const found = reverseGeocode(parsed.data.lat, parsed.data.lng);
  return found ? cachedJson(found, PLACES_MAX_AGE_SECONDS) : jsonError(404, REVERSE_GEOCODING_FAILED);
}
