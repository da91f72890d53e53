import type { Database } from "~/db/client.server";
import { consumeRateLimit, pruneRateLimits } from "~/modules/rate-limits/rate-limit.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { AppError } from "~/modules/errors/app-error";
import { clientIp, rateLimitAddress } from "~/modules/http/client-ip.server";
import { now } from "~/modules/time/clock";

// Rate limits of the public JSON API per client address (docs/api.md "Rate limits"; decision 011).
// Generous enough for typeahead: a fast typist sends about 5 requests a second for a few seconds, and a page
// asks for suggestions, places and did-you-mean together, so a person never meets them; a script that scrapes
// the catalogue or hammers the database does.

const MINUTE = 60 * 1000;

export type RateLimitedApi = "search" | "places";

/**
 * - `search`: /api/search and its suggestions, did-you-mean and similar endpoints together, 120 requests per
 *   minute per address (each runs database queries).
 * - `places`: /api/places, reverse and details together, 300 per minute per address (answered from memory).
 */
export const API_RATE_LIMITS = {
  search: { windowMs: MINUTE, max: 120 },
  places: { windowMs: MINUTE, max: 300 },
} satisfies Record<RateLimitedApi, RateLimitRule>;

/** The message of a refused API request. */
export const API_RATE_LIMITED_MESSAGE = "Too many requests: please wait a moment and try again";

// Rows older than the longest window in use anywhere are useless; removed now and then, not on every request.
const PRUNE_PROBABILITY = 0.001;
const PRUNE_AFTER_MS = 24 * 60 * MINUTE;

/**
 * Counts one request of `api` against the client's address (IPv6 per /64, `client-ip.server.ts`).
 * Input: the database, the request, which API, and the time (default the app clock, `now()`). Output: nothing when
 * allowed.
 * Throws AppError `rate_limited` (429) with `retryAfterSeconds` (the seconds left in the minute window) when the
 * address passed {@link API_RATE_LIMITS}; the driver's error when the database fails.
 */
export async function limitApiRequest(db: Database, request: Request, api: RateLimitedApi, at: Date = now()): Promise<void> {
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, new Date(at.getTime() - PRUNE_AFTER_MS));
  const key = `api-${api}:ip:${rateLimitAddress(clientIp(request))}`;
  const decision = await consumeRateLimit(db, key, API_RATE_LIMITS[api], at);
  if (!decision.allowed) {
    throw new AppError("rate_limited", API_RATE_LIMITED_MESSAGE, { retryAfterSeconds: decision.retryAfterSeconds });
  }
}
