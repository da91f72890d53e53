import { redirect } from "react-router";
import { homeFor } from "~/modules/accounts/access.server";
import { isAuthCookieName } from "~/modules/accounts/auth-cookies";
import { COUPLE_ROLE, getAuth, roleOf, type Auth } from "~/modules/accounts/auth.server";
import { NOT_IN_PLANNER_MESSAGE } from "~/modules/couples/couple-access.server";
import { FRESH_SIGN_IN_MINUTES } from "~/modules/erasure/couple-erasure-rules";
import { AppError } from "~/modules/errors/app-error";
import { forwardResponseCookies } from "~/modules/http/response-cookies.server";
import { clearShortlistCookie } from "~/modules/shortlist/shortlist-cookie.server";
import { now } from "~/modules/time/clock";

export type ErasureSession = { userId: string; email: string; signedInAt: Date };

/**
 * The couple of the request's session with when that session was opened (its sign-in), for the deletion page.
 * Input: the request, `mode` ('page' or 'action'), optionally the auth instance. Output: {@link ErasureSession}.
 * Throws, for a visitor or a vendor's or admin's session: on a page, a redirect to /planner or their own home; in an
 * action, AppError `not_found` ({@link NOT_IN_PLANNER_MESSAGE}), as every planner action (decision 082).
 * Rule: docs/product/couples-tools.md#delete-account, decision 092.
 */
export async function erasureSession(request: Request, mode: "page" | "action", auth: Auth = getAuth()): Promise<ErasureSession> {
  const { headers, response: result } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  forwardResponseCookies(headers);
  const role = result ? roleOf(result.user.role) : undefined;
  if (!result || role !== COUPLE_ROLE) {
    if (mode === "action") throw new AppError("not_found", NOT_IN_PLANNER_MESSAGE);
    throw redirect(role ? homeFor(role) : "/planner");
  }
  return { userId: result.user.id, email: result.user.email, signedInAt: new Date(result.session.createdAt) };
}

/**
 * Whether a session opened at `signedInAt` is a fresh sign-in: at most {@link FRESH_SIGN_IN_MINUTES} minutes before
 * `at` (default the app clock). Input: two instants. Output: boolean. Rule: decision 092.
 */
export function isFreshSignIn(signedInAt: Date, at: Date = now()): boolean {
  return at.getTime() - signedInAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000;
}

/**
 * The Set-Cookie headers that sign a deleted account's browser out: every auth cookie the request carries expired
 * (the session rows are already gone, so the auth library's own sign-out would refuse), and the shortlist cookie
 * forgotten. Input: the request, the public origin. Output: Headers with the Set-Cookie values.
 */
export async function clearedSessionCookies(request: Request, publicUrl: string): Promise<Headers> {
  const headers = new Headers();
  const names = (request.headers.get("cookie") ?? "").split(";").map((part) => part.split("=")[0]!.trim());
  for (const name of names.filter(isAuthCookieName)) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  headers.append("Set-Cookie", await clearShortlistCookie(publicUrl));
  return headers;
}
