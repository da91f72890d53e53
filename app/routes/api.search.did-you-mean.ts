import type { Route } from "./+types/api.search.did-you-mean";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { apiErrorResponse, cachedJson, jsonError } from "~/modules/http/json-responses";
import { SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { getDidYouMeanSuggestions } from "~/modules/search/did-you-mean.server";
import { cleanSearchText } from "~/modules/search/search-request";

/** GET /api/search/did-you-mean?q= → `{ suggestions: string[] }` (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
  } catch (error) {
    return apiErrorResponse(error);
  }
  const q = new URL(request.url).searchParams.get("q");
  if (q === null) return jsonError(400, "Missing q: add ?q= with the query");
  return cachedJson({ suggestions: await getDidYouMeanSuggestions(getDatabase(), cleanSearchText(q)) }, SEARCH_MAX_AGE_SECONDS);
}
