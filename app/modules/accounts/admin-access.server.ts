import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { ADMIN_ROLE, getAuth, type Auth } from "~/modules/accounts/auth.server";
import { signOut } from "~/modules/accounts/sign-in.server";
import { forwardResponseCookies } from "~/modules/http/response-cookies.server";
import { now } from "~/modules/time/clock";

/** docs/product/admin.md#access: "Admin sessions expire after 8 hours idle". */
export const ADMIN_IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** How stale the recorded activity may get before a request writes it again (one write per 5 minutes at most). */
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60 * 1000;

/** docs/product/admin.md#access (admin login), also the answer to a signed-in non-admin on an admin page. */
export const ADMIN_ACCESS_DENIED = "Access denied. Admin credentials required.";

/** Where an expired admin session is sent: the sign-in page, which says why. */
export const ADMIN_SESSION_EXPIRED_LOCATION = "/admin?expired=1";

export type SignedInAdmin = { id: string; email: string; name: string };

/**
 * Access helper for every admin loader and action (docs/product/admin.md#access; docs/ARCHITECTURE.md, convention 3): the admin of
 * the request's session. An admin session idle for {@link ADMIN_IDLE_TIMEOUT_MS} (no admin request; the last one
 * is `sessions.updated_at`) is ended. Input: the request, and for tests the database and auth instance.
 * Output: {@link SignedInAdmin}. Throws a redirect to /admin without a session, to {@link ADMIN_SESSION_EXPIRED_LOCATION}
 * (the session cookie cleared) for an idle one, and a 403 Response 'Access denied. Admin credentials required.'
 * for any other signed-in user.
 */
export async function requireAdmin(
  request: Request,
  deps: { db?: Database; auth?: Auth; at?: Date } = {},
): Promise<SignedInAdmin> {
  const auth = deps.auth ?? getAuth();
  const at = deps.at ?? now();
  const { headers, response: result } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  forwardResponseCookies(headers);
  if (!result) throw redirect("/admin");
  const { user, session } = result;
  if (user.role !== ADMIN_ROLE) throw new Response(ADMIN_ACCESS_DENIED, { status: 403, statusText: "Forbidden" });
  const lastActive = new Date(session.updatedAt).getTime();
  if (at.getTime() - lastActive >= ADMIN_IDLE_TIMEOUT_MS) {
    throw redirect(ADMIN_SESSION_EXPIRED_LOCATION, { headers: await signOut(auth, request) });
  }
  if (at.getTime() - lastActive >= ACTIVITY_WRITE_INTERVAL_MS) {
    await (deps.db ?? getDatabase()).update(sessions).set({ updatedAt: at }).where(eq(sessions.id, session.id));
  }
  return { id: user.id, email: user.email, name: user.name };
}
