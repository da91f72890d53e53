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
