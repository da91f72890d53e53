import { getAuth, type Auth } from "~/modules/accounts/auth.server";

// better-auth's HTTP endpoints answer with session tokens in their JSON (`token` after sign-up or sign-in,
// `session.token` from get-session, every session's token from list-sessions and the admin plugin's
// list-user-sessions). The session cookie is HttpOnly so that scripts never hold a token; a JSON copy would
// undo that (decision 007). Every JSON answer leaves here without any `token` field.

const TOKEN_FIELD = "token";

/** A copy of a JSON value without any `token` property, at any depth. */
export function withoutTokenFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokenFields);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).filter(([key]) => key !== TOKEN_FIELD).map(([key, inner]) => [key, withoutTokenFields(inner)]),
    );
  }
  return value;
}

/**
 * The response with its JSON body rewritten by {@link withoutTokenFields}; other responses unchanged.
 * Input: a Fetch Response. Output: a Response with the same status and headers (Content-Length dropped,
 * since the body changes). An unparsable JSON body is returned as it was.
 */
export async function stripSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("json")) return response;
  const text = await response.text();
  let body: string;
  try {
    body = JSON.stringify(withoutTokenFields(JSON.parse(text)));
  } catch {
    body = text;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * better-auth's handler for `/api/auth/*` (sign-out, email verification, session, admin), with session tokens
 * removed from every JSON answer. Sign-up and password sign-in are disabled there (auth.server.ts).
 * Input: the request, optionally the auth instance (default: the process's). Output: the Response.
 */
export async function handleAuthRequest(request: Request, auth: Auth = getAuth()): Promise<Response> {
  return stripSessionTokens(await auth.handler(request));
}
