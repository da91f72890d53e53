import type { Route } from "./+types/api.search.similar";
import { getDatabase } from "~/db/client.server";
import { apiErrorResponse, limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { cachedJson, jsonError } from "~/modules/http/json-responses";
import { parseSearchApiParams, SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { getSimilarVendors } from "~/modules/search/similar-vendors.server";

/** GET /api/search/similar?q=&location= → `{ vendors }`, up to 6 (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const parsed = parseSearchApiParams(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  return cachedJson({ vendors: await getSimilarVendors(getDatabase(), parsed.request) }, SEARCH_MAX_AGE_SECONDS);
}
