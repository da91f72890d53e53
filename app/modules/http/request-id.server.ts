import { randomBytes } from "node:crypto";
import { logError } from "~/modules/logging/logger.server";
import { loggablePath } from "~/modules/logging/redact";

/**
 * Header carrying the request's id to loaders, actions and the error log. The server (server/app.ts) sets it
 * on every request, replacing any value the client sent, and answers the same id as `X-Request-Id`; the error
 * page shows it as "Reference", so a visitor's report can be matched to the log line (decision 011).
 */
export const REQUEST_ID_HEADER = "x-shaadi-request-id";

/**
 * Header by which the server asks the app to render its own status page instead of the matched route, for
 * failures found before the app runs (a malformed address 400, a body over its limit 413, an error in the
 * HTTP layer 500). Set only by the server; a client's value is removed before the app sees the request.
 */
export const STATUS_PAGE_HEADER = "x-shaadi-status-page";

/** A new request id: 12 URL-safe characters (72 random bits), short enough to read out to support. */
export function newRequestId(): string {
  return randomBytes(9).toString("base64url");
}

/** The id the server gave this request, or undefined outside the server (tests, scripts). */
export function requestIdOf(request: Request): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}

/**
 * The status page the server asked for (see {@link STATUS_PAGE_HEADER}), or undefined for a normal request.
 * Input: a Fetch `Request`. Output: an HTTP status from 400 to 599.
 */
export function statusPageOf(request: Request): number | undefined {
  const value = Number(request.headers.get(STATUS_PAGE_HEADER));
  return Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined;
}

/**
 * Writes an unexpected failure to the server log (level error, app/modules/logging/logger.server.ts), on one
 * line whose message starts with the request id, the method and the path, with the error and its stack under
 * `err`. The stack goes to the log only, never to a page.
 * Input: the request id (or undefined), the method, the path (logged as `loggablePath` gives it: no query
 * string, no secret segment), and the error.
 */
export function logRequestError(requestId: string | undefined, method: string, path: string, error: unknown): void {
  // Callers pass the raw path: a review token or a shared shortlist's id in it is a secret (decision 041).
  const shown = loggablePath(path);
  logError(`[request ${requestId ?? "-"}] ${method} ${shown} failed:`, error, { requestId, method, path: shown });
}
