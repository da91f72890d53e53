import type { Route } from "./+types/api.search.suggestions";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { apiErrorResponse, cachedJson, jsonError } from "~/modules/http/json-responses";
import { SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { getQuerySuggestions } from "~/modules/search/query-suggestions.server";

/** GET /api/search/suggestions?q= → `{ suggestions }` for the search box (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const q = new URL(request.url).searchParams.get("q");
  if (q === null) return jsonError(400, "Missing q: add ?q= with the text typed");
  return cachedJson({ suggestions: await getQuerySuggestions(getDatabase(), q) }, SEARCH_MAX_AGE_SECONDS);
}
