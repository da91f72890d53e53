import type { Route } from "./+types/api.search";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { apiErrorResponse, cachedJson } from "~/modules/http/json-responses";
import { parseSearchApiParams, SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";

/** GET /api/search: the parameters of /search → results, total, place and did-you-mean (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
    const searchRequest = parseSearchApiParams(new URL(request.url).searchParams);
    return cachedJson(await searchWithSuggestions(getDatabase(), searchRequest), SEARCH_MAX_AGE_SECONDS);
  } catch (error) {
    return apiErrorResponse(error);
  }
}
