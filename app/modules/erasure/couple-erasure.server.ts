import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { conversations, coupleShortlists, enquiries, reviews, shortlists, users, weddingMembers, weddings } from "~/db/schema";
import { COUPLE_ROLE } from "~/modules/accounts/auth.server";
import { ERASED_REVIEW_AUTHOR } from "~/modules/erasure/couple-erasure-rules";
import { deleteCoupleTraces } from "~/modules/erasure/couple-erasure-traces.server";
import { AppError } from "~/modules/errors/app-error";
import { anonymiseConversations } from "~/modules/retention/anonymise-conversations.server";

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
 * Input: database, the account's user id (always the session's own, never one sent by a browser),
 * {@link CoupleErasureOptions}. Output: {@link CoupleErasure} (counts only). Throws AppError `not_found` when the
 * account is gone or is not a couple's (nothing changes); the driver's error (everything rolled back).
 * Rule: docs/product/couples-tools.md#delete-account, docs/decisions/092-couple-account-erasure.md.
 */
export async function eraseCoupleAccount(db: Database, userId: string, options: CoupleErasureOptions): Promise<CoupleErasure> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ email: users.email, name: users.name, role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!account || account.role !== COUPLE_ROLE) throw new AppError("not_found", "This account no longer exists.");
    const email = account.email.trim().toLowerCase();
    const sent = await enquiryIdsOf(tx, userId, email);

    let reviewsDeleted = 0;
    let reviewsKept = 0;
    if (sent.ids.length > 0) {
      // Review photos are files named by the review, holding no name; they go with their rows by cascade.
      if (options.deleteReviews) reviewsDeleted = (await tx.delete(reviews).where(inArray(reviews.enquiryId, sent.ids)).returning({ id: reviews.id })).length;
      else reviewsKept = (await tx.update(reviews).set({ authorName: ERASED_REVIEW_AUTHOR }).where(inArray(reviews.enquiryId, sent.ids)).returning({ id: reviews.id })).length;
    }
    const anonymised = await anonymiseConversations(tx, sent.ids);
    await options.afterAnonymise?.(tx);

    const weddingDeleted = await leaveWedding(tx, userId);
    const held = tx.select({ id: coupleShortlists.shortlistId }).from(coupleShortlists).where(eq(coupleShortlists.userId, userId));
    await tx.delete(shortlists).where(inArray(shortlists.id, held));
    const traces = await deleteCoupleTraces(tx, { userId, email, names: [...sent.names, account.name] });
    // Sessions and credentials go with the account (cascade).
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.role, COUPLE_ROLE)));
    return { weddingDeleted, conversations: anonymised, reviewsDeleted, reviewsKept, traces };
  });
}
