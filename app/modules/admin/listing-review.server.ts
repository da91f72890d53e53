import { and, count, desc, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, subscriptions, users, vendors } from "~/db/schema";
import type { Auth } from "~/modules/accounts/auth.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { deleteAdminVendor } from "~/modules/admin/vendor-admin-write.server";
import {
  LISTING_MESSAGES,
  LISTINGS_PAGE_SIZE,
  type ListingFilter,
  type ListingSubscription,
  type ReviewListing,
  type ReviewQueue,
} from "~/modules/admin/listing-review";
import type { Executor } from "~/db/client.server";
import { planDisplayName } from "~/modules/billing/plans";
import { keepsListingPublic, standingLabel, subscriptionStanding, type SubscriptionStatus } from "~/modules/billing/subscription-rules";
import { AppError } from "~/modules/errors/app-error";
import { listingLiveMessage } from "~/modules/mail/listing-live-template";
import type { MailSender } from "~/modules/mail/mail-message";
import { EMAIL_VERIFIED_CALLBACK } from "~/modules/onboarding/submit-business.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { getStorage } from "~/modules/storage/storage.server";
import { now } from "~/modules/time/clock";
import { logError } from "~/modules/logging/logger.server";

// The admin's review queue of vendor-submitted listings (docs/product/admin.md#listing-review).
// A vendor-submitted listing is a vendor row with an owning account; catalogue and imported vendors
// are never touched here. Every change is recorded in the audit log in the transaction that makes it.

/** What approving needs besides the database: the mail port and the addresses the mail links to. */
export type ListingReviewDeps = { db: Database; sendMail: MailSender; publicUrl: string; supportEmail: string };

const submitted = isNotNull(vendors.ownerUserId);

const FILTER_CONDITIONS: Record<ListingFilter, SQL | undefined> = {
  pending: and(not(vendors.isActive), isNull(vendors.subscriptionLapsedAt)),
  live: eq(vendors.isActive, true),
  lapsed: isNotNull(vendors.subscriptionLapsedAt),
  all: undefined,
};

/** A subscription belongs to the listing it names or, before that link exists, to the listings its account owns. */
const subscriptionOfListing = or(
  eq(vendors.id, subscriptions.vendorId),
  and(isNull(subscriptions.vendorId), isNotNull(subscriptions.userId), eq(vendors.ownerUserId, subscriptions.userId)),
);

/**
 * The standing of each listing's subscriptions at `at`: the one shown (a subscription in good standing if any, else
 * the newest) and whether the listing's subscriptions have all ended — the rule the lapse sweep applies
 * (subscription-lapse.server.ts), so an approval never contradicts the next sweep. Listings without one are absent.
 */
async function subscriptionsOf(db: Executor, listingIds: number[], at: Date): Promise<Map<number, ListingSubscription>> {
  const found = new Map<number, ListingSubscription>();
  if (listingIds.length === 0) return found;
  const rows = await db
    .select({
      listingId: vendors.id,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(vendors, subscriptionOfListing)
    .where(inArray(vendors.id, listingIds))
    .orderBy(desc(subscriptions.id));
  for (const row of rows) {
    const standing = subscriptionStanding({ ...row, status: row.status as SubscriptionStatus }, at);
    const ended = !keepsListingPublic(standing);
    const shown = found.get(row.listingId);
    // Newest first: keep the first one seen unless it has ended and this one has not.
    if (shown && (!shown.ended || ended)) continue;
    found.set(row.listingId, { status: row.status, label: standingLabel(standing), ended, currentPeriodEnd: row.currentPeriodEnd });
  }
  return found;
}

/**
 * The review queue (docs/product/admin.md#listing-review: "the review queue of vendor-submitted listings, newest first, filter pending / live /
 * lapsed"): one page of the filter's listings by submission time, newest first, each with its category, owner's
 * email, plan, flags and subscription standing at `at`; and the number of listings per filter.
 * Input: database, `{ filter, page }` (page from 1; a page past the end gives the last one), time (default: the
 * app clock). Output: {@link ReviewQueue}.
 */
export async function listReviewQueue(db: Database, view: { filter: ListingFilter; page: number }, at: Date = now()): Promise<ReviewQueue> {
  const [totals] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${FILTER_CONDITIONS.pending})::int`,
      live: sql<number>`count(*) filter (where ${FILTER_CONDITIONS.live})::int`,
      lapsed: sql<number>`count(*) filter (where ${FILTER_CONDITIONS.lapsed})::int`,
      all: count(),
    })
    .from(vendors)
    .where(submitted);
  const counts = totals ?? { pending: 0, live: 0, lapsed: 0, all: 0 };
  const pageCount = Math.max(1, Math.ceil(counts[view.filter] / LISTINGS_PAGE_SIZE));
  const page = Math.min(view.page, pageCount);
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      category: categories.name,
      ownerEmail: users.email,
      plan: vendors.plan,
      submittedAt: vendors.submittedAt,
      isActive: vendors.isActive,
      isFeatured: vendors.isFeatured,
      isVerified: vendors.isVerified,
      lapsedAt: vendors.subscriptionLapsedAt,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(and(submitted, FILTER_CONDITIONS[view.filter]))
    .orderBy(sql`${vendors.submittedAt} desc nulls last`, desc(vendors.id))
    .limit(LISTINGS_PAGE_SIZE)
    .offset((page - 1) * LISTINGS_PAGE_SIZE);
  const standing = await subscriptionsOf(db, rows.map((row) => row.id), at);
  const listings: ReviewListing[] = rows.map((row) => ({
    ...row,
    plan: row.plan ? planDisplayName(row.plan) : null,
    subscription: standing.get(row.id) ?? null,
  }));
  return { filter: view.filter, page, pageCount, listings, counts };
}

/** The listing `listingId`, locked for the rest of the transaction; AppError `not_found` unless vendor-submitted. */
async function lockListing(tx: Executor, listingId: number) {
  const [listing] = await tx
    .select({
      id: vendors.id,
      name: vendors.name,
      email: vendors.email,
      ownerUserId: vendors.ownerUserId,
      isActive: vendors.isActive,
      isFeatured: vendors.isFeatured,
      isVerified: vendors.isVerified,
      lapsedAt: vendors.subscriptionLapsedAt,
    })
    .from(vendors)
    .where(and(eq(vendors.id, listingId), submitted))
    .for("update");
  if (!listing) throw new AppError("not_found", LISTING_MESSAGES.notFound);
  return listing;
}

/** Whether the approval mail went out; `approved` is false when the listing was already live (nothing changed). */
export type ApprovalOutcome = { approved: boolean; mailed: boolean };

/**
 * 'Approve' (docs/product/admin.md#listing-review: "The team activates it after review"): the listing becomes active at once, so it
 * is in public search, /api/search and its category page from the next request; nothing else changes. The
 * vendor is then mailed 'Your listing is live' (to the listing's email, else the owner's account email) with a
 * link to `/vendor/{id}`. Approving a listing that is already active changes nothing and sends no mail (the row
 * lock makes two approvals at once count as one). A mail failure is logged, not undone: `mailed` is false.
 * Input: {@link ListingReviewDeps}, the acting admin, the listing id, the time (default: the app clock).
 * Output: {@link ApprovalOutcome}. Throws AppError `not_found` for an unknown or non-submitted listing and
 * `conflict` when its subscription has ended (hidden by the lapse rule, or every subscription of it ended:
 * decision 019 would hide it again).
 */
export async function approveListing(
  deps: ListingReviewDeps,
  actor: AuditActor,
  listingId: number,
  at: Date = now(),
): Promise<ApprovalOutcome> {
  const approved = await deps.db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing.isActive) return undefined;
    const subscription = (await subscriptionsOf(tx, [listing.id], at)).get(listing.id);
    if (listing.lapsedAt || subscription?.ended) throw new AppError("conflict", LISTING_MESSAGES.subscriptionEnded);
    await tx.update(vendors).set({ isActive: true, updatedAt: at }).where(eq(vendors.id, listing.id));
    await recordAudit(tx, actor, {
      action: "listing.approve",
      entityType: "listing",
      entityId: listing.id,
      before: { isActive: false },
      after: { isActive: true },
    });
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, listing.ownerUserId!));
    return { ...listing, to: listing.email || owner?.email };
  });
  if (!approved) return { approved: false, mailed: false };
  if (!approved.to) return { approved: true, mailed: false };
  try {
    await deps.sendMail(
      listingLiveMessage({
        to: approved.to,
        businessName: approved.name,
        listingUrl: `${deps.publicUrl}/vendor/${approved.id}`,
        dashboardUrl: `${deps.publicUrl}/vendor-dashboard`,
        supportEmail: deps.supportEmail,
      }),
    );
    return { approved: true, mailed: true };
  } catch (error) {
    logError("The listing live email could not be sent", error);
    return { approved: true, mailed: false };
  }
}

type ListingFlag = "isFeatured" | "isVerified";

async function setListingFlag(db: Database, actor: AuditActor, listingId: number, flag: ListingFlag, value: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, listingId);
    if (listing[flag] === value) return false;
    await tx.update(vendors).set({ [flag]: value, updatedAt: now() }).where(eq(vendors.id, listing.id));
    await recordAudit(tx, actor, {
      action: "listing.update",
      entityType: "listing",
      entityId: listing.id,
      before: { [flag]: listing[flag] },
      after: { [flag]: value },
    });
    return true;
  });
}

/**
 * The featured toggle (docs/product/admin.md#listing-review: "Admin toggles … is_featured"). Input: database, the acting admin, listing id, the
 * new value. Output: whether it changed (setting the current value changes and records nothing).
 * Throws AppError `not_found` for an unknown or non-submitted listing.
 */
export function setListingFeatured(db: Database, actor: AuditActor, listingId: number, featured: boolean): Promise<boolean> {
  return setListingFlag(db, actor, listingId, "isFeatured", featured);
}

/**
 * The verified toggle (docs/product/admin.md#listing-review: "email_verified goes false to true through the email link or an admin toggle"):
 * the listing's flag only, not the account's email. Input and output as {@link setListingFeatured}.
 */
export function setListingVerified(db: Database, actor: AuditActor, listingId: number, verified: boolean): Promise<boolean> {
  return setListingFlag(db, actor, listingId, "isVerified", verified);
}

/**
 * 'Resend verification' (docs/product/admin.md#listing-review send-verification-email; docs/product/admin.md#listing-review 'Verification email sent' / 'Failed to send
 * verification email'): better-auth's verification link (valid 24 hours, back to /email-verified) to the owning
 * account's email, which verifies the listing when followed. Asked without the admin's session, so better-auth
 * mails the account named rather than comparing it with the signed-in admin. Recorded in the audit log.
 * Input: `{ db, auth }`, the acting admin, listing id. Output: the address mailed.
 * Throws AppError `not_found` (unknown listing), `conflict` when the account's email is already verified, and
 * `unavailable` with 'Failed to send verification email' when sending fails (the cause logged).
 */
export async function resendListingVerification(deps: { db: Database; auth: Auth }, actor: AuditActor, listingId: number): Promise<string> {
  const [owner] = await deps.db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(and(eq(vendors.id, listingId), submitted));
  if (!owner) throw new AppError("not_found", LISTING_MESSAGES.notFound);
  if (!owner.email) throw new AppError("conflict", LISTING_MESSAGES.noOwner);
  if (owner.emailVerified) throw new AppError("conflict", LISTING_MESSAGES.alreadyVerified);
  try {
    await deps.auth.api.sendVerificationEmail({ body: { email: owner.email, callbackURL: EMAIL_VERIFIED_CALLBACK }, headers: new Headers() });
  } catch (error) {
    logError("The verification email could not be sent", error);
    throw new AppError("unavailable", LISTING_MESSAGES.verificationFailed, { cause: error });
  }
  await recordAudit(deps.db, actor, { action: "listing.resend-verification", entityType: "listing", entityId: listingId, after: { to: owner.email } });
  return owner.email;
}

/**
 * 'Delete' (docs/product/admin.md#listing-review): the vendor-submitted listing goes the way the
 * Vendors tab deletes a vendor (`deleteAdminVendor`): with its images, features, enquiries and figures in one
 * transaction with its audit entry (`vendor.delete`), its subscription kept without the link, then the stored files
 * of its own uploads deleted (best effort). Input: database, the acting admin, listing id, optionally the storage
 * adapter. Output: the deleted listing's name. Throws AppError `not_found` for an unknown or non-submitted listing.
 */
export async function deleteListing(db: Database, actor: AuditActor, listingId: number, storage: ObjectStorage = getStorage()): Promise<string> {
  const [listing] = await db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.id, listingId), submitted));
  if (!listing) throw new AppError("not_found", LISTING_MESSAGES.notFound);
  const deleted = await deleteAdminVendor(db, actor, listing.id, storage);
  return deleted.name;
}
