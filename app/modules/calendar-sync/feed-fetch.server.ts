import { getConfig } from "~/config.server";
import { MAX_FEED_BYTES } from "~/modules/calendar-sync/calendar-sync-rules";
import { AppError } from "~/modules/errors/app-error";
import { safeFetch, SafeFetchError, type SafeFetchFailure, type SafeFetchOptions } from "~/modules/scraping/safe-fetch.server";

// A vendor's calendar feed comes only through the scraper's SSRF-safe fetcher (decision 021): the vendor types the
// address, but its server decides where it redirects and what its name resolves to. Its failures are worded here
// for the card (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066).

/** The whole fetch of a feed: name lookups, redirects and body. Calendar services build feeds on request, slower than a page. */
export const FEED_FETCH_TIMEOUT_MS = 10_000;

/** What the fetch may be told besides the address: loopback for the project's own tests, a resolver or dial seam, an abort. */
export type FeedFetchOptions = Pick<SafeFetchOptions, "allowLoopback" | "resolve" | "dial" | "signal">;

/** The card's sentence for each way the fetch can fail. */
export const FEED_FETCH_MESSAGES: Record<SafeFetchFailure, string> & { status: (status: number) => string; failed: string } = {
  scheme: "The calendar address must start with http:// or https://.",
  port: "The calendar address uses an unusual port: only addresses on the standard web ports (80 and 443) can be read.",
  address: "The calendar address leads to a private or local network, not the public internet, so it cannot be read.",
  not_found: "The calendar's server could not be found. Check the address.",
  timeout: `The calendar's server did not answer within ${FEED_FETCH_TIMEOUT_MS / 1000} seconds.`,
  network: "The calendar's server could not be reached.",
  redirects: "The calendar address redirects too many times.",
  too_large: `The calendar is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB, too large to read. Share a calendar that holds only your bookings.`,
  status: (status) =>
    `The calendar address answered with an error (HTTP ${status}). Check that the calendar is still shared at this address.`,
  failed: "The calendar could not be read.",
};

/**
 * The text of the feed at `url` (decision 066): fetched with {@link safeFetch} (public http and https addresses on
 * the standard ports, every redirect checked), at most {@link MAX_FEED_BYTES} and {@link FEED_FETCH_TIMEOUT_MS}.
 * Input: the saved address, {@link FeedFetchOptions}. Output: the body as text, whatever its Content-Type (calendar
 * services label feeds text/calendar, text/plain or application/octet-stream; the parser judges the content).
 * Throws AppError with the card's sentence ({@link FEED_FETCH_MESSAGES}): `invalid` for a refused address,
 * `unavailable` for a failed fetch or a status other than 2xx. The caller's abort rejects with its reason.
 */
export async function fetchFeedText(url: string, options: FeedFetchOptions = {}): Promise<string> {
  let response;
  try {
    response = await safeFetch(url, {
      ...options,
      timeoutMs: FEED_FETCH_TIMEOUT_MS,
      maxBytes: MAX_FEED_BYTES,
      accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
    });
  } catch (error) {
    if (error instanceof SafeFetchError) throw new AppError(error.code, FEED_FETCH_MESSAGES[error.failure], { cause: error });
    throw error;
  }
  if (response.status < 200 || response.status > 299) throw new AppError("unavailable", FEED_FETCH_MESSAGES.status(response.status));
  return response.body;
}

/**
 * The fetch options of the running app: loopback addresses only with SCRAPER_ALLOW_LOOPBACK (the project's own
 * tests, decision 021), and the caller's abort signal. Input: an optional signal. Output: {@link FeedFetchOptions}.
 */
export function feedFetchOptionsFromConfig(signal?: AbortSignal): FeedFetchOptions {
  return { allowLoopback: getConfig().scraping.allowLoopback, signal };
}
