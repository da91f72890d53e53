import { setTimeout as wait } from "node:timers/promises";
import { APIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import type { Auth } from "~/modules/accounts/auth.server";
import { checkSignInAllowed, clearFailedSignIns, recordFailedSignIn } from "~/modules/accounts/sign-in-limits.server";
import { AppError } from "~/modules/errors/app-error";
import { now } from "~/modules/time/clock";

export type SignedIn = { userId: string; role: string | undefined; headers: Headers };

export type SignInOptions = {
  /** The time the limits count with (default the app clock, `now()`). */
  now?: Date;
  /** Waits the progressive delay (default: a real timer); tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
};

/**
 * Signs a vendor in with email and password, under the sign-in throttling (sign-in-limits.server.ts;
 * docs/decisions/013): at most 10 attempts per address and 5 failures per account and address per 15 minutes,
 * and a progressive delay (up to 5 s) for an account with many recent failures, which slows an attack from
 * many addresses but never refuses the owner. better-auth's limiter does not see server-side calls.
 * Input: the database holding the limits, the auth instance, `{ email, password, ip, headers }` where
 * `headers` are the incoming request's (user agent and address are recorded on the session), and
 * {@link SignInOptions}.
 * Output: the user id, role and the response headers to forward (Set-Cookie with a new session token).
 * Throws AppError `rate_limited` (with `retryAfterSeconds`), `unauthorized` "Invalid email or password"
 * (better-auth's message, the spec's "service's message", docs/product/vendor-journey-and-portal.md#sign-in) for a wrong password or unknown email alike,
 * or `forbidden` for a banned account. Other errors are rethrown.
 */
export async function signInWithPassword(
  db: Database,
  auth: Auth,
  attempt: { email: string; password: string; ip: string; headers: Headers },
  options: SignInOptions = {},
): Promise<SignedIn> {
  const at = options.now ?? now();
  const sleep = options.sleep ?? ((ms: number) => wait(ms));
  const who = { ip: attempt.ip, email: attempt.email };
  const { delayMs } = await checkSignInAllowed(db, who, at);
  // Every attempt on the account waits, whatever its password, so the wait says nothing about it.
  if (delayMs > 0) await sleep(delayMs);
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: attempt.email, password: attempt.password, rememberMe: true },
      headers: attempt.headers,
      returnHeaders: true,
    });
    await clearFailedSignIns(db, who);
    return { userId: response.user.id, role: (response.user as { role?: string }).role, headers };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.statusCode === 401) {
      await recordFailedSignIn(db, who, at);
      throw new AppError("unauthorized", error.message, { cause: error });
    }
    if (error.statusCode === 403) throw new AppError("forbidden", error.message, { cause: error });
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
