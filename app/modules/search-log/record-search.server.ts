import type { Database } from "~/db/client.server";
import { captureCount, isCountableVisit } from "~/modules/listing-stats/record-listing-activity.server";
import { addSearch } from "~/modules/search-log/search-log-buffer.server";
import { loggedSearchOf } from "~/modules/search-log/search-terms";
import { now, utcDay } from "~/modules/time/clock";

// The search log (docs/product/admin.md#insights; decision 088): what couples search for, per UTC day, with how many
// listings it found, so the team sees what the directory lacks. Only the words and the count: no address, cookie,
// account or user agent is stored, and crawlers are left out as for listing counts.


/** A results page's search as its loader read it, and how many listings it found (the total, not the page's). */
export type SearchShown = { query?: string | null; place?: string | null; categorySlug?: string | null; results: number };

/**
 * Logs one results page shown to a person: adds one search to today's (UTC) row of its normalised query, place and
 * category and sets the row's results to `results`, through the in-memory batch (search-log-buffer.server.ts).
 * Inside the page cache's capture the search is also collected, so a visitor answered from memory counts too
 * (decision 047). Input: database, the search, the page's request (only its user agent is read, to leave out
 * crawlers), the time (default: the app clock). Output: whether it was logged (false for a crawler, a page with
 * neither a query nor a place, or a full batch). Never throws.
 */
export function recordSearch(db: Database, search: SearchShown, request: Request, at: Date = now()): boolean {
  const logged = loggedSearchOf(search);
  if (!logged) return false;
  captureCount(async (visitor) => recordSearch(db, search, visitor));
  if (!isCountableVisit(request)) return false;
  return addSearch(db, utcDay(at), logged, search.results);
}
