import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, checkoutSessions, sessions, subscriptions, users, vendors } from "~/db/schema";
import { ADMIN_ROLE, type Auth } from "~/modules/accounts/auth.server";
import type { PlanId } from "~/modules/billing/plans";
import { AppError } from "~/modules/errors/app-error";
import { ACCOUNT_MESSAGES, LINK_MESSAGES } from "~/modules/onboarding/account-form";
import { findUsableCheckout } from "~/modules/onboarding/account-creation.server";
import { findAccountRequest, redeemAccountRequest, type AccountRequest } from "~/modules/onboarding/account-requests.server";
import { now } from "~/modules/time/clock";

// Step two of account creation (docs/decisions/012-accounts-only-through-paid-checkout.md): the
// link mailed by requestAccountCreation proves the mailbox, and only then does anything happen to accounts.

export type AccountLinkPage =
  | { status: "valid"; email: string }
  | { status: "expired"; checkoutId: string; plan: PlanId | undefined }
  | { status: "invalid" };

/**
 * What the link page shows before anything is done (so a mail scanner that opens links changes nothing):
 * the address to confirm, or why the link cannot be used. Input: database, token, time (default the app clock, `now()`).
 */
export async function inspectAccountLink(db: Database, token: string, at: Date = now()): Promise<AccountLinkPage> {
  const lookup = await findAccountRequest(db, token, at);
  if (lookup.status === "invalid") return { status: "invalid" };
  if (lookup.status === "valid") return { status: "valid", email: lookup.request.email };
  const checkout = await findUsableCheckout(db, lookup.request.checkoutId);
  return { status: "expired", checkoutId: lookup.request.checkoutId, plan: checkout?.plan };
}

/**
 * Whether an account never completed a paid sign-up: no checkout used by it, no subscription, no listing,
 * and not an admin. Such an account may be taken over by whoever proves the mailbox with a paid checkout
 * (someone may have registered the address first). Input: database, user id. Output: true when unclaimed.
 */
export async function isUnclaimedAccount(db: Database, user: { id: string; role: string }): Promise<boolean> {
  if (user.role === ADMIN_ROLE) return false;
  const [checkout, subscription, listing] = await Promise.all([
    db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.usedByUserId, user.id)).limit(1),
    db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1),
    db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, user.id)).limit(1),
  ]);
  return checkout.length === 0 && subscription.length === 0 && listing.length === 0;
}

export type AccountConfirmation =
  | { outcome: "created" | "claimed"; userId: string; plan: PlanId; checkoutId: string; headers: Headers }
  | { outcome: "existing_account"; email: string };

/** Makes or takes over the account of `request` and claims its checkout, all in one transaction. */
async function settleAccount(db: Database, request: AccountRequest, existing: { id: string } | undefined, newId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const at = now();
    let userId: string;
    if (existing) {
      userId = existing.id;
      // The mailbox is proven: the new password replaces the old one and every old session ends.
      await tx.update(users).set({ emailVerified: true, updatedAt: at }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
    } else {
      userId = newId;
      const name = request.email.split("@")[0] ?? request.email;
      await tx.insert(users).values({ id: userId, email: request.email, name, emailVerified: true });
    }
    await tx.insert(accounts).values({ id: crypto.randomUUID(), accountId: userId, providerId: "credential", userId, password: request.passwordHash });
    const claimed = await tx
      .update(checkoutSessions)
      .set({ usedByUserId: userId })
      .where(and(eq(checkoutSessions.id, request.checkoutId), eq(checkoutSessions.status, "complete"), isNull(checkoutSessions.usedByUserId)))
      .returning({ id: checkoutSessions.id });
    // Another link of the same checkout won the race: nothing of this one is kept.
    if (claimed.length === 0) throw new AppError("conflict", ACCOUNT_MESSAGES.noSession.message, { title: ACCOUNT_MESSAGES.noSession.title });
    await tx.update(subscriptions).set({ userId }).where(eq(subscriptions.checkoutSessionId, request.checkoutId));
    return userId;
  });
}

/**
 * Uses an account-creation link (decision 012). The link works once.
 * (a) No account has the email: it is created (email verified, the requested password), signed in, and the
 *     checkout claimed for it. (b) The email belongs to an unclaimed account ({@link isUnclaimedAccount}): its
 *     password is replaced, all its sessions revoked, it is marked verified, the checkout claimed for it, and
 *     it is signed in. (c) The email belongs to an account that already paid (or an admin): nothing changes
 *     and the checkout stays unused; the page tells the mailbox owner to sign in.
 * Input: database, auth instance, `{ token, headers, now? }` (`headers`: the request's, recorded on the
 * session). Output: {@link AccountConfirmation}; for (a)/(b) the Set-Cookie headers to forward.
 * Throws AppError `not_found` (404, link unknown or used: {@link LINK_MESSAGES}.invalid), `invalid` (400,
 * expired), `conflict` (409, the checkout was used meanwhile: 'No valid session found…').
 */
export async function confirmAccountRequest(
  db: Database,
  auth: Auth,
  input: { token: string; headers: Headers; now?: Date },
): Promise<AccountConfirmation> {
  const lookup = await redeemAccountRequest(db, input.token, input.now);
  if (lookup.status === "invalid") throw new AppError("not_found", LINK_MESSAGES.invalid.message, { title: LINK_MESSAGES.invalid.title });
  if (lookup.status === "expired") throw new AppError("invalid", LINK_MESSAGES.expired.message, { title: LINK_MESSAGES.expired.title });
  const { request } = lookup;
  const checkout = await findUsableCheckout(db, request.checkoutId);
  if (!checkout) throw new AppError("conflict", ACCOUNT_MESSAGES.noSession.message, { title: ACCOUNT_MESSAGES.noSession.title });
  const [existing] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, request.email));
  if (existing && !(await isUnclaimedAccount(db, existing))) return { outcome: "existing_account", email: request.email };
  const userId = await settleAccount(db, request, existing, crypto.randomUUID());
  const { headers } = await auth.api.signInProvenAccount({ body: { userId }, headers: input.headers, returnHeaders: true });
  return { outcome: existing ? "claimed" : "created", userId, plan: checkout.plan, checkoutId: checkout.id, headers };
}
