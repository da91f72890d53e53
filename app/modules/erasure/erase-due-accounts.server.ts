import { and, asc, eq, inArray, isNull, lte, notInArray, or } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { checkoutSessions, mailOutbox, reviewPhotos, reviews, subscriptions, users, vendorErasures, vendorImages, vendors, verifications } from "~/db/schema";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { logError, logInfo } from "~/modules/logging/logger.server";
import { discardReviewPhotoUrls } from "~/modules/reviews/review-photos.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { discardReplacedImages } from "~/modules/vendor-portal/listing-images.server";

// The final step of a vendor's 'Delete my account' (docs/product/vendor-journey-and-portal.md#delete-account;
// docs/decisions/091-vendor-account-erasure.md): 30 days after the request, the account and its listing go, and of
// the billing records only what accounting needs stays.

/** How many accounts one query takes: each is erased in its own transaction. */
const BATCH_SIZE = 50;

/** What one run did: accounts erased, accounts left for the next run because a step failed. */
export type ErasureCounts = { erased: number; failed: number };

/** What a run needs: the time it runs at, the billing provider, optionally the batch size and the storage adapter. */
export type ErasureRunOptions = { at: Date; provider: BillingProvider; batchSize?: number; storage?: ObjectStorage };

/** The uploaded files of the listings an erasure deletes, read before their rows go. */
type ListingFiles = { images: Map<number, (string | null)[]>; reviewPhotoUrls: string[] };

/**
 * Deletes every vendor account whose deletion request is due at `at` and was not restored: cancels its
 * subscriptions outright at the provider (they were set to stop at period end), then in one transaction removes
 * the personal data from its checkouts (email, checkout URL, browser and address keys; plan, amount, currency, dates
 * and provider ids stay for accounting, decision 091), its outbox mails and one-time tokens, its listing (with
 * everything that hangs on it: photos, packages, enquiries, conversations, reviews, figures) and the account itself
 * (sessions, credentials), and marks the request erased. Subscriptions stay, unlinked from the account.
 * Once that transaction has committed, the stored files of the listing's logo, gallery (with their resized copies)
 * and its reviews' photos are deleted, only those that are our own uploads (catalogue and imported URLs never), best
 * effort: a failed delete leaves an unlinked file and does not fail the account (decision 100).
 * Idempotent: an erased request is never taken again. An account whose step fails is logged (counts and request id
 * only) and left for the next run. Input: database, {@link ErasureRunOptions} (`provider`: the provider whose
 * subscriptions can be cancelled, another provider's are left as they are; `storage` defaults to `getStorage()`).
 * Output: {@link ErasureCounts}. Throws only when the query for due requests fails.
 */
export async function eraseDueVendorAccounts(db: Database, options: ErasureRunOptions): Promise<ErasureCounts> {
  const storage = options.storage ?? getStorage();
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
      let files: ListingFiles;
      try {
        files = await eraseOne(db, request, options);
      } catch (error) {
        failedIds.push(request.id);
        counts.failed += 1;
        logError("A vendor account due for deletion could not be deleted; the next run tries again", error, { erasureId: request.id });
        continue;
      }
      counts.erased += 1;
      await discardListingFiles(files, storage);
    }
  }
  if (counts.erased + counts.failed > 0) logInfo("Deleted the vendor accounts due for deletion", counts);
  return counts;
}

/** The logo, gallery and review photo URLs of `listingIds`, read inside the erasure before the rows go. */
async function listingFiles(tx: Transaction, listingIds: number[]): Promise<ListingFiles> {
  const images = new Map<number, (string | null)[]>();
  if (listingIds.length === 0) return { images, reviewPhotoUrls: [] };
  for (const row of await tx.select({ id: vendors.id, logoUrl: vendors.logoUrl }).from(vendors).where(inArray(vendors.id, listingIds))) {
    images.set(row.id, [row.logoUrl]);
  }
  for (const row of await tx.select({ vendorId: vendorImages.vendorId, url: vendorImages.imageUrl }).from(vendorImages).where(inArray(vendorImages.vendorId, listingIds))) {
    images.get(row.vendorId)?.push(row.url);
  }
  const photos = await tx
    .select({ url: reviewPhotos.imageUrl })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(inArray(reviews.vendorId, listingIds));
  return { images, reviewPhotoUrls: photos.map((row) => row.url) };
}

// After the commit only: a rolled-back erasure keeps rows that still link these files.
async function discardListingFiles(files: ListingFiles, storage: ObjectStorage): Promise<void> {
  for (const [listingId, urls] of files.images) await discardReplacedImages(urls, listingId, storage);
  await discardReviewPhotoUrls(files.reviewPhotoUrls, storage);
}

async function eraseOne(
  db: Database,
  request: { id: number; userId: string | null; vendorId: number | null },
  options: { at: Date; provider: BillingProvider },
): Promise<ListingFiles> {
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
  return db.transaction(async (tx) => {
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
    const files = await listingFiles(tx, listingIds);
    if (listingIds.length > 0) await tx.delete(vendors).where(inArray(vendors.id, listingIds));
    if (userId) await tx.delete(users).where(eq(users.id, userId));
    return files;
  });
}
