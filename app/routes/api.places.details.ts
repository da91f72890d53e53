import type { Route } from "./+types/api.places.details";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { GEOCODING_FAILED, PLACES_MAX_AGE_SECONDS, placeIdParam } from "~/modules/geo/place-api";
import { geocodePlace } from "~/modules/geo/places.server";
import { apiErrorResponse, cachedJson, jsonError } from "~/modules/http/json-responses";

/** GET /api/places/gn-2644668 → PlaceResult (docs/api.md, "Places"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "places");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const parsed = placeIdParam.safeParse(params.placeId);
  const place = parsed.success ? geocodePlace(parsed.data) : undefined;
  return place ? cachedJson(place, PLACES_MAX_AGE_SECONDS) : jsonError(404, GEOCODING_FAILED);
}
