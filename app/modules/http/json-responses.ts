import { AppError } from "~/modules/errors/app-error";

/**
 * JSON answers of the public API (`docs/api.md`): cacheable successes and uncached errors with a
 * message, `{ "error": "..." }`.
 */

/** A 200 JSON response that browsers and shared caches may keep for `maxAgeSeconds`. */
export function cachedJson(data: unknown, maxAgeSeconds: number): Response {
  return Response.json(data, { headers: { "Cache-Control": `public, max-age=${maxAgeSeconds}` } });
}

/** An error response `{ error: message }` that no cache keeps, e.g. 400 for bad parameters, 404. */
export function jsonError(status: number, message: string): Response {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * The JSON answer of an API route for an {@link AppError}: `{ error: message }` with its status, never cached,
 * with `Retry-After` for `rate_limited`. Anything else is rethrown (a bug: the app's 500, logged with the
 * request id). Input: the caught value. Output: the Response.
 */
export function apiErrorResponse(error: unknown): Response {
  if (!(error instanceof AppError)) throw error;
  const response = jsonError(error.status, error.message);
  if (error.retryAfterSeconds !== undefined) response.headers.set("Retry-After", String(error.retryAfterSeconds));
  return response;
}
