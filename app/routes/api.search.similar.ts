import type { Route } from "./+types/api.search.similar";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { apiErrorResponse, cachedJson } from "~/modules/http/json-responses";
import { parseSearchApiParams, SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { getSimilarVendors } from "~/modules/search/similar-vendors.server";

/** GET /api/search/similar?q=&location= → `{ vendors }`, up to 6 (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
    const searchRequest = parseSearchApiParams(new URL(request.url).searchParams);
    return cachedJson({ vendors: await getSimilarVendors(getDatabase(), searchRequest) }, SEARCH_MAX_AGE_SECONDS);
  } catch (error) {
    return apiErrorResponse(error);
  }
}
