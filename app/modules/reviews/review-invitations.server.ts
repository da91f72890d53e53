import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, enquiries, reviewInvitations, reviews, vendors } from "~/db/schema";
import type { MailSender } from "~/modules/mail/mail-message";
import { isOptedOut, optOutUrl } from "~/modules/mail-preferences/opt-outs.server";
import { reviewInvitationMessage } from "~/modules/mail/review-invitation-template";
import { liveBookingOf } from "~/modules/reviews/live-booking.server";
import { formatDay } from "~/modules/reviews/review-rules";
import { hashReviewToken, newReviewToken, reviewUrl } from "~/modules/reviews/review-tokens.server";
import { now, utcDay } from "~/modules/time/clock";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { logError } from "~/modules/logging/logger.server";

/**
 * How long after its event an enquiry can still be invited: 30 days. Later, memories fade and the mail looks
 * like spam; it also keeps the first sweep after this feature ships from mailing every couple of past years
 * (docs/decisions/029-reviews.md).
 */
export const INVITATION_WINDOW_DAYS = 30;
/** Most invitations one sweep sends, so a backlog is spread over several sweeps rather than one long run. */
export const INVITATIONS_PER_SWEEP = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day a review follows, as SQL over `enquiries` left-joined with {@link liveBookingOf}: the booking's event
 * date when the enquiry's conversation is booked (it may differ from what the enquiry first asked), else the
 * enquiry's.
 */
export const reviewEventDay = sql`coalesce(${bookings.eventDate}, ${enquiries.eventDate})`;

export type InvitationDeps = {
  db: Database;
  sendMail: MailSender;
  /** The site's origin (PUBLIC_URL), for the link. */
  publicUrl: string;
  supportEmail: string;
  /** The app's secret (resolveAuthSecret), which signs the unsubscribe link and keys the opt-outs (decision 094). */
  secret: string;
};

/** What one sweep did: invitations mailed, due enquiries whose couple opted out of invitations (no mail), failures. */
export type InvitationSweep = { sent: number; optedOut: number; failed: number };

type DueInvitation = { enquiryId: number; coupleName: string; coupleEmail: string; eventDate: string; vendorName: string };

/** Up to {@link INVITATIONS_PER_SWEEP} due enquiries in event-day order, after `after` when given (the last one seen). */
async function dueInvitations(db: Database, today: string, oldest: string, after: DueInvitation | undefined): Promise<DueInvitation[]> {
  return db
    .select({
      enquiryId: enquiries.id,
      coupleName: enquiries.coupleName,
      coupleEmail: enquiries.coupleEmail,
      eventDate: sql<string>`${reviewEventDay}::text`,
      vendorName: vendors.name,
    })
    .from(enquiries)
    .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .leftJoin(bookings, liveBookingOf(enquiries.id))
    .leftJoin(reviewInvitations, eq(reviewInvitations.enquiryId, enquiries.id))
    .leftJoin(reviews, eq(reviews.enquiryId, enquiries.id))
    .where(
      and(
        isPublic,
        eq(enquiries.delivery, "delivered"),
        lt(reviewEventDay, today),
        gte(reviewEventDay, oldest),
        isNull(reviewInvitations.enquiryId),
        isNull(reviews.id),
        after ? sql`(${reviewEventDay}, ${enquiries.id}) > (${after.eventDate}::date, ${after.enquiryId})` : undefined,
      ),
    )
    .orderBy(asc(reviewEventDay), asc(enquiries.id))
    .limit(INVITATIONS_PER_SWEEP);
}

/**
 * The review invitation sweep (docs/product/couples-tools.md#review-invitations: "after the event date of an enquiry, the couple gets an email inviting a
 * review"). Run by server/app.ts with the periodic sweep (at start-up and every 15 minutes); safe to run as often
 * as wanted and from several instances at once.
 * Picks delivered enquiries whose event day (UTC) is before today (`at`) and at most {@link INVITATION_WINDOW_DAYS}
 * days ago, to an active vendor, with no invitation and no review yet, oldest event first, at most
 * {@link INVITATIONS_PER_SWEEP}. The event day is the booking's when the conversation has one
 * (docs/product/couples-tools.md#quotes-and-bookings: "after a booking's event date the review invitation goes out"),
 * else the enquiry's ({@link reviewEventDay}); still one invitation per enquiry. For each: a new random token; the
 * invitation row (only the token's SHA-256) is inserted with ON CONFLICT DO NOTHING, and only the instance whose
 * insert won mails the couple the link
 * `/review/{token}`, with its unsubscribe link. A couple whose address opted out of review invitations
 * (docs/product/couples-tools.md#mail-choices; decision 094) is passed over and counted, and the sweep reads on
 * past them. A mail that fails is logged and its invitation row removed, so the next sweep tries again.
 * Input: {@link InvitationDeps}, the time (default: the app clock). Output: `{ sent, optedOut, failed }`.
 * Database errors are rethrown.
 */
export async function sendReviewInvitations(deps: InvitationDeps, at: Date = now()): Promise<InvitationSweep> {
  const today = utcDay(at);
  const oldest = utcDay(new Date(at.getTime() - INVITATION_WINDOW_DAYS * DAY_MS));
  const result: InvitationSweep = { sent: 0, optedOut: 0, failed: 0 };
  // Opted-out couples stay due (nothing is recorded for them), so the sweep reads on past them rather than letting
  // them fill every batch.
  let after: DueInvitation | undefined;
  for (;;) {
    const due = await dueInvitations(deps.db, today, oldest, after);
    for (const enquiry of due) {
      if (result.sent + result.failed >= INVITATIONS_PER_SWEEP) return result;
      after = enquiry;
      if (await isOptedOut(deps.db, "review-invitation", enquiry.coupleEmail, deps.secret)) {
        result.optedOut += 1;
        continue;
      }
      await invite(deps, enquiry, at, result);
    }
    if (due.length < INVITATIONS_PER_SWEEP) return result;
  }
}

/** Claims and mails one invitation, counting the outcome in `result`. */
async function invite(deps: InvitationDeps, enquiry: DueInvitation, at: Date, result: InvitationSweep): Promise<void> {
  const token = newReviewToken();
  const tokenHash = hashReviewToken(token);
  const claimed = await deps.db
    .insert(reviewInvitations)
    .values({ enquiryId: enquiry.enquiryId, tokenHash, sentAt: at })
    .onConflictDoNothing()
    .returning({ enquiryId: reviewInvitations.enquiryId });
  // Another instance's sweep got there first and sends this one.
  if (claimed.length === 0) return;
  try {
    await deps.sendMail(
      reviewInvitationMessage({
        to: enquiry.coupleEmail,
        coupleName: enquiry.coupleName,
        vendorName: enquiry.vendorName,
        eventDay: formatDay(enquiry.eventDate),
        reviewUrl: reviewUrl(deps.publicUrl, token),
        unsubscribeUrl: optOutUrl(deps.publicUrl, "review-invitation", enquiry.coupleEmail, deps.secret),
        supportEmail: deps.supportEmail,
      }),
    );
    result.sent += 1;
  } catch (error) {
    logError(`The review invitation of enquiry ${enquiry.enquiryId} could not be mailed`, error);
    await deps.db
      .delete(reviewInvitations)
      .where(and(eq(reviewInvitations.enquiryId, enquiry.enquiryId), eq(reviewInvitations.tokenHash, tokenHash)));
    result.failed += 1;
  }
}
