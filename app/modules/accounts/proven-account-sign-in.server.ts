import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthEndpoint } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * A better-auth plugin with one server-only endpoint, `auth.api.signInProvenAccount({ body: { userId },
 * headers, returnHeaders: true })`: it opens a session for an account whose mailbox has just been proven by a
 * single-use link (account creation from a paid checkout, decision 012), where no password is at hand to sign in
 * with. Being server-only, it is never reachable over HTTP. The session is made and its signed cookie set by
 * better-auth itself (same lifetime, attributes and admin-plugin checks as a password sign-in).
 * Output of the endpoint: `{ userId }`, and the Set-Cookie headers with `returnHeaders`. Throws APIError
 * NOT_FOUND for an unknown user, UNAUTHORIZED when no session could be made (e.g. a banned user).
 */
export function provenAccountSignIn() {
  return {
    id: "proven-account-sign-in",
    endpoints: {
      signInProvenAccount: createAuthEndpoint.serverOnly(
        { method: "POST", body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError("NOT_FOUND", { message: "User not found" });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw new APIError("UNAUTHORIZED", { message: "Failed to create session" });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ userId: user.id });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
