import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { accounts, sessions, vendorErasures, vendors } from "~/db/schema";
import { verifyPassword } from "~/modules/accounts/password-hash.server";
import { checkSignInAllowed, recordFailedSignIn } from "~/modules/accounts/sign-in-limits.server";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { keepsListingPublic, subscriptionStanding, type SubscriptionStatus } from "~/modules/billing/subscription-rules";
import { findAccountSubscription } from "~/modules/billing/vendor-subscription.server";
import { accountDeletionMessage } from "~/modules/erasure/account-deletion-mail";
import { eraseAfterOf } from "~/modules/erasure/erasure-rules";
import { AppError } from "~/modules/errors/app-error";
import type { MailSender } from "~/modules/mail/mail-message";
import { now } from "~/modules/time/clock";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

// A vendor's 'Delete my account' and 'Restore my account' (docs/product/vendor-journey-and-portal.md#delete-account;
// docs/decisions/091-vendor-account-erasure.md). Both act on the account of the session only: no id is read from
// the browser.

/** The messages the vendor reads; the route shows them as they are. */
export const DELETION_MESSAGES = {
  wrongPassword: "That password is not correct. Your account has not been changed.",
  noPassword: "Enter your password to confirm.",
  alreadyRequested: "Your account is already set to be deleted.",
  nothingToRestore: "Your account is not set to be deleted.",
} as const;

/** An open request: when the account will be deleted. */
export type PendingErasure = { id: number; eraseAfter: Date; vendorId: number | null; listingWasActive: boolean };

/**
 * The account's open deletion request, or undefined (docs/product/vendor-journey-and-portal.md#delete-account: while
 * one is open, signing in leads to its restore page). Input: database, user id (from the session).
 * Output: {@link PendingErasure}, `eraseAfter` being when the account is deleted.
 */
export async function getPendingErasure(db: Database, userId: string): Promise<PendingErasure | undefined> {
  const [row] = await db
    .select({ id: vendorErasures.id, eraseAfter: vendorErasures.eraseAfter, vendorId: vendorErasures.vendorId, listingWasActive: vendorErasures.listingWasActive })
    .from(vendorErasures)
    .where(and(eq(vendorErasures.userId, userId), isNull(vendorErasures.restoredAt), isNull(vendorErasures.erasedAt)));
  return row;
}

/** What a deletion or restore needs besides the database. */
export type DeletionContext = { provider: BillingProvider; at?: Date };

/**
 * Checks the re-entered password of `userId`, under the sign-in limits (decision 013: it is a password guess
 * like any other). Throws AppError `invalid` for an empty password, `unauthorized` for a wrong one (counted as a
 * failed sign-in), `rate_limited` after too many.
 */
async function confirmPassword(db: Database, who: { userId: string; email: string; ip: string }, password: string, at: Date): Promise<void> {
  if (!password) throw new AppError("invalid", DELETION_MESSAGES.noPassword);
  const attempt = { ip: who.ip, email: who.email };
  await checkSignInAllowed(db, attempt, at);
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, who.userId), eq(accounts.providerId, "credential")));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
    await recordFailedSignIn(db, attempt, at);
    throw new AppError("unauthorized", DELETION_MESSAGES.wrongPassword);
  }
}

/**
 * 'Delete my account' (docs/product/vendor-journey-and-portal.md#delete-account): with the password re-entered,
 * runs {@link startAccountDeletion}.
 * Input: database, `{ userId, email, ip }` of the session, the password typed, `sendMail`, the sign-in URL for the
 * mail, {@link DeletionContext}. Output: the deletion time.
 * Throws AppError `invalid` / `unauthorized` / `rate_limited` (password; nothing changed), `conflict` when a
 * request is already open; the provider's error when it cannot cancel (nothing changed here).
 */
export async function requestAccountDeletion(
  db: Database,
  who: { userId: string; email: string; ip: string },
  password: string,
  mail: { sendMail: MailSender; signInUrl: string; supportEmail: string },
  context: DeletionContext,
): Promise<{ eraseAfter: Date }> {
  const at = context.at ?? now();
  if (await getPendingErasure(db, who.userId)) throw new AppError("conflict", DELETION_MESSAGES.alreadyRequested);
  await confirmPassword(db, who, password, at);
  return startAccountDeletion(db, who, mail, { ...context, at });
}

/**
 * The deletion itself, once the account holder is known to want it (their password, or support's check of a
 * request by email: docs/product/admin.md#data-requests): cancels the subscription at the provider at the end of
 * its period, then in one transaction records the request (deletion 30 days after `at`), takes the listing off the
 * site (`is_active = false`) and ends every session of the account; then mails the confirmation.
 * Input: database, `{ userId, email }` of the vendor account, the mail's sender and links, {@link DeletionContext}.
 * Output: the deletion time. Throws AppError `conflict` when a request is already open; the provider's error when
 * it cannot cancel (nothing changed here). Rule: docs/decisions/091-vendor-account-erasure.md.
 */
export async function startAccountDeletion(
  db: Database,
  who: { userId: string; email: string },
  mail: { sendMail: MailSender; signInUrl: string; supportEmail: string },
  context: DeletionContext,
): Promise<{ eraseAfter: Date }> {
  const at = context.at ?? now();
  if (await getPendingErasure(db, who.userId)) throw new AppError("conflict", DELETION_MESSAGES.alreadyRequested);
  const subscription = await findAccountSubscription(db, who.userId);
  if (subscription && subscription.provider === context.provider.name) await context.provider.cancelSubscription(subscription.providerSubscriptionId);
  const listingId = await getOwnListingId(db, who.userId);
  const eraseAfter = eraseAfterOf(at);
  await db.transaction(async (tx) => {
    const [listing] = listingId === undefined ? [] : await tx.select({ isActive: vendors.isActive }).from(vendors).where(eq(vendors.id, listingId)).for("update");
    await tx.insert(vendorErasures).values({ userId: who.userId, vendorId: listingId ?? null, listingWasActive: listing?.isActive ?? false, requestedAt: at, eraseAfter });
    if (listingId !== undefined) await tx.update(vendors).set({ isActive: false, updatedAt: at }).where(eq(vendors.id, listingId));
    await tx.delete(sessions).where(eq(sessions.userId, who.userId));
  });
  await mail.sendMail(accountDeletionMessage({ to: who.email, eraseAfter, signInUrl: mail.signInUrl, supportEmail: mail.supportEmail }));
  return { eraseAfter };
}

/**
 * 'Restore my account' (docs/product/vendor-journey-and-portal.md#delete-account): before the deletion date,
 * resumes the subscription at the provider, closes the request and, when the listing was public at the request,
 * shows it again if its plan still runs (or it has no subscription at all); if the plan has ended meanwhile the listing stays hidden as lapsed
 * (`subscription_lapsed_at`), so renewing shows it again (decision 019).
 * Input: database, user id (from the session), {@link DeletionContext}. Output: whether the listing is public again.
 * Throws AppError `not_found` without an open request; the provider's error when it cannot resume (nothing changed).
 */
export async function restoreAccount(db: Database, userId: string, context: DeletionContext): Promise<{ listingShown: boolean }> {
  const at = context.at ?? now();
  const pending = await getPendingErasure(db, userId);
  if (!pending) throw new AppError("not_found", DELETION_MESSAGES.nothingToRestore);
  const subscription = await findAccountSubscription(db, userId);
  if (subscription && subscription.provider === context.provider.name) await context.provider.resumeSubscription(subscription.providerSubscriptionId);
  const current = await findAccountSubscription(db, userId);
  // A listing without any subscription (placed by the team, not bought) has no plan to end: it returns as it was.
  const running =
    current === undefined ||
    keepsListingPublic(subscriptionStanding({ status: current.status as SubscriptionStatus, currentPeriodEnd: current.currentPeriodEnd, cancelAtPeriodEnd: current.cancelAtPeriodEnd }, at));
  const showListing = pending.listingWasActive && pending.vendorId !== null && running;
  await db.transaction(async (tx) => {
    await tx.update(vendorErasures).set({ restoredAt: at }).where(and(eq(vendorErasures.id, pending.id), isNull(vendorErasures.restoredAt)));
    if (pending.vendorId === null || !pending.listingWasActive) return;
    await tx
      .update(vendors)
      .set(showListing ? { isActive: true, subscriptionLapsedAt: null, updatedAt: at } : { subscriptionLapsedAt: at, updatedAt: at })
      .where(eq(vendors.id, pending.vendorId));
  });
  return { listingShown: showListing };
}
