import { z } from "zod";
import type { Route } from "./+types/api.places";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { predictPlaces } from "~/modules/geo/places.server";
import { PLACES_MAX_AGE_SECONDS } from "~/modules/geo/place-api";
import { apiErrorResponse, cachedJson, jsonError } from "~/modules/http/json-responses";

const query = z.object({ input: z.string({ error: "Missing input: add ?input= with the text typed" }) });

/** GET /api/places?input=Lei → `{ predictions: PlaceResult[] }` (docs/api.md, "Places"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "places");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const parsed = query.safeParse({ input: new URL(request.url).searchParams.get("input") ?? undefined });
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Invalid input");
  return cachedJson({ predictions: predictPlaces(parsed.data.input) }, PLACES_MAX_AGE_SECONDS);
}
