import { AsyncLocalStorage } from "node:async_hooks";

// Cookies the app must send that no route asked for: better-auth refreshes a session (sliding expiry) or
// clears a dead one while any loader merely reads it, and those Set-Cookie headers belong on whatever response
// the request gets. The server collects them per request (server/app-handler.ts) instead of every route
// passing them along by hand (decision 011).

type CookieJar = { setCookies: string[] };

const jars = new AsyncLocalStorage<CookieJar>();

/**
 * Queues the Set-Cookie headers of `headers` (e.g. what `auth.api.getSession({ returnHeaders: true })`
 * produced) for the response to the request being handled. Outside {@link collectResponseCookies} (a loader
 * called directly by a test, a script) it does nothing. Never throws. Source: decision 011 (refreshed session
 * cookies set by the auth library are forwarded on every response, loaders included).
 */
export function forwardResponseCookies(headers: Headers | null | undefined): void {
  const jar = jars.getStore();
  if (!jar || !headers) return;
  jar.setCookies.push(...headers.getSetCookie());
}

/**
 * Runs one request's handling with its own cookie jar. Input: the handling, e.g. `() => handleRequest(request)`.
 * Output: what it resolved to and the Set-Cookie values queued by {@link forwardResponseCookies} until then, in
 * order. Cookies queued after it resolved (a deferred loader promise still streaming into the page) are lost:
 * the headers are already sent by then. Rejects with the handling's own error.
 */
export async function collectResponseCookies<T>(handle: () => Promise<T>): Promise<{ result: T; setCookies: string[] }> {
  const jar: CookieJar = { setCookies: [] };
  const result = await jars.run(jar, handle);
  return { result, setCookies: [...jar.setCookies] };
}

/** The cookie name of a Set-Cookie value (`name=value; attributes`). */
function cookieName(setCookie: string): string {
  const end = setCookie.indexOf("=");
  return (end === -1 ? setCookie : setCookie.slice(0, end)).trim();
}

/**
 * Appends queued Set-Cookie values to a response's headers. A cookie the response sets itself is left as the
 * route decided (a sign-out clearing the session that a loader refreshed earlier in the same request must
 * win); of several queued values for one name only the last is sent. Input: the response headers (changed in
 * place) and the queued values. Never throws.
 */
export function appendResponseCookies(headers: Headers, setCookies: readonly string[]): void {
  if (setCookies.length === 0) return;
  const own = new Set(headers.getSetCookie().map(cookieName));
  const latest = new Map<string, string>();
  for (const setCookie of setCookies) {
    const name = cookieName(setCookie);
    if (!name || own.has(name)) continue;
    latest.delete(name);
    latest.set(name, setCookie);
  }
  for (const setCookie of latest.values()) headers.append("Set-Cookie", setCookie);
}
