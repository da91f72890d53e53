import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { users } from "~/db/schema";
import { COUPLE_ROLE, roleOf, type Auth } from "~/modules/accounts/auth.server";
import { checkSignInLinkAllowed } from "~/modules/couples/sign-in-link-limits.server";
import { now } from "~/modules/time/clock";

/**
 * Mails a couple a sign-in link to their planner (docs/product/couples-tools.md#couple-accounts; decision 081), through
 * better-auth's magic-link plugin and the mail queue: single-use, valid 15 minutes, only its hash stored. The first
 * link an address opens makes its couple account. Every well-formed request gets the same answer: an address of a
 * vendor's or an admin's account is sent nothing (a link never opens those), which the caller does not learn.
 * Input: database, auth instance, `{ email, ip, headers, returnTo? }` (the email already checked by `plannerSignInSchema`, the
 * client's address from `clientIp`, the request's headers, the planner page the link leads back to — see
 * `plannerReturnPath`; default /planner), the time for the limits (default the app clock).
 * Output: resolves once the mail is queued or skipped. Throws AppError `rate_limited` (429, `retryAfterSeconds`) past
 * 10 requests per client address or 3 per email in 15 minutes (`SIGN_IN_LINK_LIMITS`); the database's or the mail
 * port's error otherwise.
 */
export async function requestSignInLink(
  db: Database,
  auth: Auth,
  request: { email: string; ip: string; headers: Headers; returnTo?: string },
  at: Date = now(),
): Promise<void> {
  const email = request.email.trim().toLowerCase();
  await checkSignInLinkAllowed(db, { ip: request.ip, email }, at);
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  if (account && roleOf(account.role) !== COUPLE_ROLE) return;
  await auth.api.signInMagicLink({ body: { email, ...(request.returnTo ? { callbackURL: request.returnTo } : {}) }, headers: request.headers });
}
