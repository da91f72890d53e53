import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { conversations, coupleShortlists, enquiries, reviewPhotos, reviews, shortlists, users, weddingMembers, weddings } from "~/db/schema";
import { COUPLE_ROLE } from "~/modules/accounts/auth.server";
import { ERASED_REVIEW_AUTHOR } from "~/modules/erasure/couple-erasure-rules";
import { deleteCoupleTraces } from "~/modules/erasure/couple-erasure-traces.server";
import { AppError } from "~/modules/errors/app-error";
import { anonymiseConversations } from "~/modules/retention/anonymise-conversations.server";
import { discardReviewPhotoUrls } from "~/modules/reviews/review-photos.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";

// A couple's 'Delete my account' (docs/product/couples-tools.md#delete-account, decision 092): one transaction, so a
// process stopped half way leaves the account whole or gone, never half.

export type CoupleErasure = {
  /** Whether the wedding went with the account (false: a partner keeps it, or there was none). */
  weddingDeleted: boolean;
  /** Enquiries and conversations anonymised for their vendors. */
  conversations: number;
  reviewsDeleted: number;
  reviewsKept: number;
  /** Other rows naming the couple that went: mails, links, limits, jobs, contact messages, invitations. */
  traces: number;
};

export type CoupleErasureOptions = {
  /** Delete the reviews the couple wrote instead of keeping them as {@link ERASED_REVIEW_AUTHOR}'s. */
  deleteReviews: boolean;
  /** Runs inside the transaction after the conversations are anonymised; a throw undoes everything (tests only). */
  afterAnonymise?: (tx: Transaction) => Promise<void>;
  /** Where the photos of deleted reviews are stored; the process's adapter (`getStorage()`) by default. */
  storage?: ObjectStorage;
};

/** The ids of the enquiries the couple sent: held by the account, or sent from its address. */
async function enquiryIdsOf(tx: Transaction, userId: string, email: string): Promise<{ ids: number[]; names: string[] }> {
  const rows = await tx
    .select({ id: enquiries.id, name: enquiries.coupleName })
    .from(enquiries)
    .where(
      sql`(lower(${enquiries.coupleEmail}) = ${email} or ${enquiries.id} in (select ${conversations.enquiryId} from ${conversations} where ${conversations.coupleUserId} = ${userId}))`,
    );
  return { ids: rows.map((row) => row.id), names: rows.map((row) => row.name) };
}

/** Leaves the couple's wedding, deleting it with everything in it when no partner is left. Output: whether it went. */
async function leaveWedding(tx: Transaction, userId: string): Promise<boolean> {
  const [left] = await tx.delete(weddingMembers).where(eq(weddingMembers.userId, userId)).returning({ weddingId: weddingMembers.weddingId });
  if (!left) return false;
  const [rest] = await tx.select({ n: count() }).from(weddingMembers).where(eq(weddingMembers.weddingId, left.weddingId));
  if ((rest?.n ?? 0) > 0) return false;
  // Events, households, guests, their invitations and answers, budget lines and tasks go by cascade.
  await tx.delete(weddings).where(eq(weddings.id, left.weddingId));
  return true;
}

/**
 * Deletes a couple's account and every trace of them, in one transaction: their wedding membership (the wedding
 * with its events, guest list and answers, budget and checklist too when no partner is left), their shortlist, their
 * enquiries and conversations anonymised for the vendors ({@link anonymiseConversations}: 'Former enquirer', the
 * vendor keeping dates, amounts and bookings), their reviews kept as {@link ERASED_REVIEW_AUTHOR}'s or deleted,
 * mails, sign-in links, limits and invitations ({@link deleteCoupleTraces}), then the account with its sessions.
 * Once the transaction has committed, the stored files of the deleted reviews' photos that are our own uploads are
 * deleted, best effort (a failed delete leaves an unlinked file and is not thrown; decision 100); kept reviews keep
 * their photos. Input: database, the account's user id (always the session's own, never one sent by a browser),
 * {@link CoupleErasureOptions}. Output: {@link CoupleErasure} (counts only). Throws AppError `not_found` when the
 * account is gone or is not a couple's (nothing changes); the driver's error (everything rolled back, every file
 * kept). Rule: docs/product/couples-tools.md#delete-account, docs/decisions/092-couple-account-erasure.md.
 */
export async function eraseCoupleAccount(db: Database, userId: string, options: CoupleErasureOptions): Promise<CoupleErasure> {
  const { erased, photoUrls } = await db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, name: users.name, role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!account || account.role !== COUPLE_ROLE) throw new AppError("not_found", "This account no longer exists.");
    const email = account.email.trim().toLowerCase();
    const sent = await enquiryIdsOf(tx, userId, email);

    let reviewsDeleted = 0;
    let reviewsKept = 0;
    let photoUrls: string[] = [];
    if (sent.ids.length > 0) {
      if (options.deleteReviews) {
        // The photos' rows go by cascade; their files, which may show the couple, once the deletion has committed.
        const photos = await tx
          .select({ url: reviewPhotos.imageUrl })
          .from(reviewPhotos)
          .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
          .where(inArray(reviews.enquiryId, sent.ids));
        photoUrls = photos.map((photo) => photo.url);
        reviewsDeleted = (await tx.delete(reviews).where(inArray(reviews.enquiryId, sent.ids)).returning({ id: reviews.id })).length;
      } else reviewsKept = (await tx.update(reviews).set({ authorName: ERASED_REVIEW_AUTHOR }).where(inArray(reviews.enquiryId, sent.ids)).returning({ id: reviews.id })).length;
    }
    const anonymised = await anonymiseConversations(tx, sent.ids);
    await options.afterAnonymise?.(tx);

    const weddingDeleted = await leaveWedding(tx, userId);
    const held = tx.select({ id: coupleShortlists.shortlistId }).from(coupleShortlists).where(eq(coupleShortlists.userId, userId));
    await tx.delete(shortlists).where(inArray(shortlists.id, held));
    const traces = await deleteCoupleTraces(tx, { userId, email, names: [...sent.names, account.name] });
    // Sessions and credentials go with the account (cascade).
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.role, COUPLE_ROLE)));
    return { erased: { weddingDeleted, conversations: anonymised, reviewsDeleted, reviewsKept, traces }, photoUrls };
  });
  if (photoUrls.length > 0) await discardReviewPhotoUrls(photoUrls, options.storage ?? getStorage());
  return erased;
}
