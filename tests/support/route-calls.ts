/**
 * Calling route loaders and actions directly in integration tests, the way React Router calls them.
 */

// Loaders and actions take `{ request, params, context }`; their generated types differ only in route
// details these helpers do not use.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteHandler = (args: any) => unknown;

export type RouteResult<Body> = { status: number; headers: Headers; body?: Body; response?: Response };

/**
 * Runs a loader or action with `request` and normalises what it returns or throws: a Response (redirects,
 * error responses), a `data(body, init)` result, or plain data (status 200).
 */
export async function runRoute<Body = Record<string, unknown>>(
  handler: RouteHandler,
  request: Request,
  params: Record<string, string> = {},
): Promise<RouteResult<Body>> {
  let value: unknown;
  try {
    value = await handler({ request, params, context: {} });
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, response: value };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { data, init } = value as { data: Body; init?: ResponseInit };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }
  return { status: 200, headers: new Headers(), body: value as Body };
}

/** The `Cookie` header a browser would send back after these `Set-Cookie` headers. */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Runs a loader or action that answers with a Response (the JSON API, webhooks) through {@link runRoute} and
 * returns that Response, returned or thrown. Fails the test when the handler answered with plain data.
 */
export async function routeResponse(
  handler: RouteHandler,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  const result = await runRoute(handler, request, params);
  if (!result.response) throw new Error(`Expected a Response from the route, got status ${result.status} with data`);
  return result.response;
}
