import { and, asc, eq, inArray, isNull, lte, notInArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { checkoutSessions, mailOutbox, subscriptions, users, vendorErasures, vendors, verifications } from "~/db/schema";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { logError, logInfo } from "~/modules/logging/logger.server";

// The final step of a vendor's 'Delete my account' (docs/product/vendor-journey-and-portal.md#delete-account;
// docs/decisions/091-vendor-account-erasure.md): 30 days after the request, the account and its listing go, and of
// the billing records only what accounting needs stays.

/** How many accounts one query takes: each is erased in its own transaction. */
const BATCH_SIZE = 50;

/** What one run did: accounts erased, accounts left for the next run because a step failed. */
export type ErasureCounts = { erased: number; failed: number };

/**
 * Deletes every vendor account whose deletion request is due at `at` and was not restored: cancels its
 * subscriptions outright at the provider (they were set to stop at period end), then in one transaction removes
 * the personal data from its checkouts (email, checkout URL, browser and address keys; plan, amount, currency, dates
 * and provider ids stay for accounting, decision 091), its outbox mails and one-time tokens, its listing (with
 * everything that hangs on it: photos, packages, enquiries, conversations, reviews, figures) and the account itself
 * (sessions, credentials), and marks the request erased. Subscriptions stay, unlinked from the account.
 * Idempotent: an erased request is never taken again. An account whose step fails is logged (counts and request id
 * only) and left for the next run. Input: database, `{ at, provider, batchSize? }` (the provider whose
 * subscriptions can be cancelled; another provider's are left as they are). Output: {@link ErasureCounts}.
 */
export async function eraseDueVendorAccounts(
  db: Database,
  options: { at: Date; provider: BillingProvider; batchSize?: number },
): Promise<ErasureCounts> {
  const counts: ErasureCounts = { erased: 0, failed: 0 };
  const failedIds: number[] = [];
  for (;;) {
    const due = await db
      .select({ id: vendorErasures.id, userId: vendorErasures.userId, vendorId: vendorErasures.vendorId })
      .from(vendorErasures)
      .where(
        and(
          isNull(vendorErasures.restoredAt),
          isNull(vendorErasures.erasedAt),
          lte(vendorErasures.eraseAfter, options.at),
          failedIds.length > 0 ? notInArray(vendorErasures.id, failedIds) : undefined,
        ),
      )
      .orderBy(asc(vendorErasures.id))
      .limit(options.batchSize ?? BATCH_SIZE);
    if (due.length === 0) break;
    for (const request of due) {
      try {
        await eraseOne(db, request, options);
        counts.erased += 1;
      } catch (error) {
        failedIds.push(request.id);
        counts.failed += 1;
        logError("A vendor account due for deletion could not be deleted; the next run tries again", error, { erasureId: request.id });
      }
    }
  }
  if (counts.erased + counts.failed > 0) logInfo("Deleted the vendor accounts due for deletion", counts);
  return counts;
}

async function eraseOne(
  db: Database,
  request: { id: number; userId: string | null; vendorId: number | null },
  options: { at: Date; provider: BillingProvider },
): Promise<void> {
  const { userId } = request;
  const listingIds = userId ? (await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.ownerUserId, userId))).map((row) => row.id) : [];
  if (request.vendorId !== null && !listingIds.includes(request.vendorId)) listingIds.push(request.vendorId);
  const owned = or(
    userId ? eq(subscriptions.userId, userId) : undefined,
    listingIds.length > 0 ? inArray(subscriptions.vendorId, listingIds) : undefined,
  );
  const subscriptionRows = owned
    ? await db.select({ id: subscriptions.providerSubscriptionId, provider: subscriptions.provider, checkoutSessionId: subscriptions.checkoutSessionId }).from(subscriptions).where(owned)
    : [];
  for (const row of subscriptionRows) {
    if (row.provider === options.provider.name) await options.provider.cancelSubscription(row.id, { atOnce: true });
  }
  const checkoutIds = subscriptionRows.flatMap((row) => (row.checkoutSessionId ? [row.checkoutSessionId] : []));
  await db.transaction(async (tx) => {
    const [user] = userId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)) : [];
    const checkouts = or(userId ? eq(checkoutSessions.usedByUserId, userId) : undefined, checkoutIds.length > 0 ? inArray(checkoutSessions.id, checkoutIds) : undefined);
    if (checkouts) {
      await tx.update(checkoutSessions).set({ customerEmail: null, checkoutUrl: null, holderKey: null, holderAddress: null }).where(checkouts);
    }
    if (user) {
      await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
      await tx.delete(verifications).where(eq(verifications.identifier, user.email));
    }
    await tx.update(vendorErasures).set({ erasedAt: options.at }).where(and(eq(vendorErasures.id, request.id), isNull(vendorErasures.erasedAt)));
    if (listingIds.length > 0) await tx.delete(vendors).where(inArray(vendors.id, listingIds));
    if (userId) await tx.delete(users).where(eq(users.id, userId));
  });
}
