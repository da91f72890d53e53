import type { HeadersArgs } from "react-router";

// Headers a loader or action sets with `data(…, { headers })` reach a document response only through the
// route's `headers` export (React Router sends Set-Cookie alone by itself). Every route that answers with
// Retry-After or Cache-Control exports this one: `export const headers = forwardHeaders;`.
const FORWARDED = ["Cache-Control", "Retry-After"] as const;

/**
 * The route `headers` export that forwards `Cache-Control` and `Retry-After` from the error, the action or
 * the loader (in that order of precedence) and otherwise keeps the parent's. Input: React Router's
 * {@link HeadersArgs}. Output: the document response's headers.
 */
export function forwardHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of FORWARDED) {
    const value = errorHeaders?.get(name) ?? actionHeaders.get(name) ?? loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
