import type { Route } from "./+types/api.search";
import { getDatabase } from "~/db/client.server";
import { limitApiRequest } from "~/modules/http/api-rate-limit.server";
import { apiErrorResponse, cachedJson } from "~/modules/http/json-responses";
import { parseSearchApiParams, SEARCH_MAX_AGE_SECONDS } from "~/modules/search/search-api";
import { searchWithSuggestions } from "~/modules/search/search-with-suggestions.server";
import { spellingWanted } from "~/modules/search/query-correction";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

/** GET /api/search: the parameters of /search and `spell` → results, total, place, correction and did-you-mean (docs/api.md, "Search"). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    await limitApiRequest(getDatabase(), request, "search");
    const params = new URL(request.url).searchParams;
    const today = ukDay(now());
    const searchRequest = parseSearchApiParams(params, today);
    const found = await searchWithSuggestions(getDatabase(), searchRequest, today, { spell: spellingWanted(params) });
    return cachedJson(found, SEARCH_MAX_AGE_SECONDS);
  } catch (error) {
    return apiErrorResponse(error);
  }
}
