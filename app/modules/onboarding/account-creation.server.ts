import { and, eq, isNull } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { Database } from "~/db/client.server";
import { checkoutSessions, subscriptions, users } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import type { PlanId } from "~/modules/billing/plans";
import { ACCOUNT_MESSAGES, type FormProblem } from "./account-form";

export type UsableCheckout = { id: string; plan: PlanId; email: string | undefined };

/**
 * A checkout that may still create an account: paid (status complete) and not used by an account yet.
 * Input: the database and the session id from the URL. Output: its id, plan and email, or undefined.
 */
export async function findUsableCheckout(db: Database, sessionId: string): Promise<UsableCheckout | undefined> {
  if (!sessionId) return undefined;
  const [row] = await db
    .select({ id: checkoutSessions.id, plan: checkoutSessions.plan, email: checkoutSessions.customerEmail })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, "complete"), isNull(checkoutSessions.usedByUserId)));
  return row ? { id: row.id, plan: row.plan as PlanId, email: row.email ?? undefined } : undefined;
}

/** The paid checkout an account was created from, or undefined (e.g. an account made another way). */
export async function findCheckoutOfUser(db: Database, userId: string): Promise<{ id: string; plan: PlanId } | undefined> {
  const [row] = await db
    .select({ id: checkoutSessions.id, plan: checkoutSessions.plan })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.usedByUserId, userId));
  return row ? { id: row.id, plan: row.plan as PlanId } : undefined;
}

export type AccountCreationResult =
  | { ok: true; userId: string; plan: PlanId; headers: Headers }
  | { ok: false; status: 400 | 409; problem: FormProblem };

/**
 * Creates a vendor account from a paid checkout (spec §2 /account-creation).
 * - The checkout must be paid and unused, else 409 with 'No valid session found…'.
 * - The account is created through better-auth's server API (so the password policy hook applies) and signed in.
 * - The checkout is then claimed for the account (`used_by_user_id`, only while still unused) and its
 *   subscription linked to it, in one transaction. When another account claimed it first, the new account is
 *   deleted again and 409 is answered: one checkout makes at most one account.
 * Input: database, auth instance, `{ sessionId, email, password, headers }` (the incoming request's headers).
 * Output: on success the user id, the plan and the headers to forward (Set-Cookie); otherwise the status and
 * the problem to show. better-auth's refusals (email taken, password policy) come back as 400 with its message.
 */
export async function createAccountFromCheckout(
  db: Database,
  auth: Auth,
  input: { sessionId: string; email: string; password: string; headers: Headers },
): Promise<AccountCreationResult> {
  const checkout = await findUsableCheckout(db, input.sessionId);
  if (!checkout) return { ok: false, status: 409, problem: ACCOUNT_MESSAGES.noSession };
  let signedUp: { headers: Headers; userId: string };
  try {
    const { headers, response } = await auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.email.split("@")[0] ?? input.email },
      headers: input.headers,
      returnHeaders: true,
    });
    signedUp = { headers, userId: response.user.id };
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      return { ok: false, status: 400, problem: { title: ACCOUNT_MESSAGES.failed.title, message: error.message || ACCOUNT_MESSAGES.failed.message } };
    }
    throw error;
  }
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(checkoutSessions)
      .set({ usedByUserId: signedUp.userId })
      .where(and(eq(checkoutSessions.id, checkout.id), eq(checkoutSessions.status, "complete"), isNull(checkoutSessions.usedByUserId)))
      .returning({ id: checkoutSessions.id });
    if (rows.length === 0) return false;
    await tx.update(subscriptions).set({ userId: signedUp.userId }).where(eq(subscriptions.checkoutSessionId, checkout.id));
    return true;
  });
  if (!claimed) {
    // Sessions and credentials go with the user (foreign keys cascade).
    await db.delete(users).where(eq(users.id, signedUp.userId));
    return { ok: false, status: 409, problem: ACCOUNT_MESSAGES.noSession };
  }
  return { ok: true, userId: signedUp.userId, plan: checkout.plan, headers: signedUp.headers };
}
