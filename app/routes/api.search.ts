import type { Route } from "./+types/api.search";
import { getDatabase } from "~/db/client.server";
import { apiErrorResponse, limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { jsonError, cachedJson } from "~/modules/http/json-responses";
import { parseSearchApiParams, SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";

/** GET /api/search: the parameters of /search → results, total, place and did-you-mean (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const parsed = parseSearchApiParams(new URL(request.url).searchParams);
  if (!parsed.ok) return jsonError(400, parsed.message);
  return cachedJson(await searchWithSuggestions(getDatabase(), parsed.request), SEARCH_MAX_AGE_SECONDS);
}
