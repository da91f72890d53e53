import { APIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import type { Auth } from "./auth.server";
import { checkSignInAllowed, clearFailedSignIns, recordFailedSignIn, tooManyAttemptsMessage } from "./sign-in-limits.server";

export type SignInResult =
  | { ok: true; userId: string; role: string | undefined; headers: Headers }
  | { ok: false; status: 401 | 403 | 429; message: string; retryAfterSeconds?: number };

/**
 * Signs a vendor in with email and password, under the sign-in limits (10 attempts per address and 5 failures
 * per account per 15 minutes; better-auth's limiter does not see server-side calls, issue #4).
 * Input: the database holding the limits, the auth instance, and `{ email, password, ip, headers }` where
 * `headers` are the incoming request's (user agent and address are recorded on the session).
 * Output: on success the response headers to forward (Set-Cookie with a new session token); otherwise the
 * status and message to show: 429 with the wait, 401 "Invalid email or password" (better-auth's message, the
 * spec's "service's message"), or 403 for a banned account. Other errors are rethrown.
 */
export async function signInWithPassword(
  db: Database,
  auth: Auth,
  attempt: { email: string; password: string; ip: string; headers: Headers },
  now: Date = new Date(),
): Promise<SignInResult> {
  const gate = await checkSignInAllowed(db, { ip: attempt.ip, email: attempt.email }, now);
  if (!gate.allowed) {
    return { ok: false, status: 429, message: tooManyAttemptsMessage(gate.retryAfterSeconds), retryAfterSeconds: gate.retryAfterSeconds };
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: attempt.email, password: attempt.password, rememberMe: true },
      headers: attempt.headers,
      returnHeaders: true,
    });
    await clearFailedSignIns(db, attempt.email);
    return { ok: true, userId: response.user.id, role: (response.user as { role?: string }).role, headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.statusCode === 401) {
      await recordFailedSignIn(db, attempt.email, now);
      return { ok: false, status: 401, message: error.message };
    }
    if (error.statusCode === 403) return { ok: false, status: 403, message: error.message };
    throw error;
  }
}

/**
 * Ends the request's session. Input: the auth instance and the request (its session cookie).
 * Output: headers to forward, which clear the session cookies. Resolves also when there was no session.
 */
export async function signOut(auth: Auth, request: Request): Promise<Headers> {
  try {
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return headers;
  } catch (error) {
    // Without a valid session better-auth answers 400; signing out is then already done.
    if (error instanceof APIError && error.statusCode < 500) return new Headers();
    throw error;
  }
}
