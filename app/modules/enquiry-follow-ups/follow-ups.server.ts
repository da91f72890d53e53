import { and, asc, eq, gte, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, conversations, enquiries, users, vendorResponseStats, vendors } from "~/db/schema";
import { conversationLinkUrl, mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { vendorConversationUrl } from "~/modules/conversations/notifications.server";
import { logError } from "~/modules/logging/logger.server";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { enquiryReminderMail, similarVendorsMail } from "~/modules/mail/follow-up-templates";
import type { MailSender } from "~/modules/mail/mail-message";
import { isOptedOut, optOutUrl } from "~/modules/mail-preferences/opt-outs.server";
import { MIN_ENQUIRIES_SHOWN, responseTimeLabel } from "~/modules/response-times/response-time-rules";
import { distanceKm, withinRadius } from "~/modules/search/search-sql.server";
import { now, utcDay } from "~/modules/time/clock";
import { isPublic } from "~/modules/vendors/vendor-cards.server";

// What follows an enquiry nobody answers (docs/product/couples-tools.md#response-times, decision 060): a reminder
// to the vendor after a day, then a few similar vendors for the couple after two. Each is sent once per
// conversation: its time on the conversation is claimed by one conditional UPDATE, so two instances never both
// send, and released again only when the mail could not even be queued, for the next sweep to try.

/** Hours after the vendor got an enquiry, still unanswered, when it is reminded. */
export const REMINDER_AFTER_HOURS = 24;
/** Hours after the vendor got an enquiry, still unanswered, when the couple gets similar vendors. */
export const SUGGESTIONS_AFTER_HOURS = 48;
/**
 * Enquiries older than this get neither mail: the sweep catches up after a pause of a few days, but never mails
 * about the unanswered enquiries of past months (those before these mails existed among them).
 */
export const FOLLOW_UP_MAX_AGE_DAYS = 7;
/**
 * How far from the enquired vendor a similar vendor may be, in km. The enquiry does not keep the radius the couple
 * searched with, so the vendor's own position stands for the couple's area, with 40 km: most of a large city and
 * its neighbouring towns, less than the search's default 50 km as it is measured from the vendor, not the couple.
 */
export const SUGGESTION_RADIUS_KM = 40;
/** Most similar vendors one mail names. */
export const SUGGESTION_LIMIT = 3;
/** A good reply record: at least this share of enquiries answered within 48 hours (with at least 5 enquiries). */
export const GOOD_REPLY_SHARE = 0.8;
/** Most conversations one sweep handles per kind of mail; a backlog spreads over several sweeps. */
export const FOLLOW_UPS_PER_SWEEP = 200;

const HOUR_MS = 3_600_000;

export type FollowUpDeps = {
  db: Database;
  sendMail: MailSender;
  /** The site's origin (PUBLIC_URL), for links. */
  publicUrl: string;
  supportEmail: string;
  /** The app's secret (resolveAuthSecret), which signs the unsubscribe link and keys the opt-outs (decision 094). */
  secret: string;
};

/**
 * What one sweep did: mails sent of each kind, conversations with no similar vendor (no mail), couples who had
 * opted out of suggestions (no mail), mails that failed.
 */
export type FollowUpSweep = { reminders: number; suggestions: number; noSuggestion: number; optedOut: number; failed: number };

type Due = {
  enquiryId: number;
  vendorId: number;
  vendorName: string;
  vendorEmail: string | null;
  ownerEmail: string | null;
  coupleName: string;
  coupleEmail: string;
  eventType: string;
  eventDate: string;
};

/** When the vendor got the enquiry: its conversation's opening (a held enquiry's release), never before it was sent. */
const received = sql`greatest(${enquiries.createdAt}, ${conversations.createdAt})`;

/** Still waiting for the vendor: delivered, no reply, not archived, no quote or booking. */
const unanswered: SQL = and(
  eq(enquiries.delivery, "delivered"),
  isNull(conversations.firstReplyAt),
  isNull(conversations.archivedAt),
  eq(conversations.stage, "open"),
)!;

/** Conversations unanswered for at least `hours`, not older than the age limit, whose event day has not passed. */
async function dueConversations(db: Database, at: Date, hours: number, notYet: SQL): Promise<Due[]> {
  const latest = new Date(at.getTime() - hours * HOUR_MS).toISOString();
  const earliest = new Date(at.getTime() - FOLLOW_UP_MAX_AGE_DAYS * 24 * HOUR_MS);
  return db
    .select({
      enquiryId: enquiries.id,
      vendorId: vendors.id,
      vendorName: vendors.name,
      vendorEmail: vendors.email,
      ownerEmail: users.email,
      coupleName: enquiries.coupleName,
      coupleEmail: enquiries.coupleEmail,
      eventType: enquiries.eventType,
      eventDate: enquiries.eventDate,
    })
    .from(conversations)
    .innerJoin(enquiries, eq(enquiries.id, conversations.enquiryId))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(
      and(
        unanswered,
        notYet,
        sql`${received} <= ${latest}::timestamptz`,
        gte(enquiries.createdAt, earliest),
        gte(enquiries.eventDate, utcDay(at)),
      ),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.enquiryId))
    .limit(FOLLOW_UPS_PER_SWEEP);
}

/**
 * Claims one follow-up of a conversation for the caller: sets `column` to `at` if it is still unset and the
 * conversation still unanswered. Output: whether this caller won it (another instance, or a reply since, loses it).
 */
async function claim(db: Database, enquiryId: number, set: Partial<typeof conversations.$inferInsert>, column: SQL): Promise<boolean> {
  const claimed = await db
    .update(conversations)
    .set(set)
    .where(
      and(
        eq(conversations.enquiryId, enquiryId),
        sql`${column} is null`,
        isNull(conversations.firstReplyAt),
        isNull(conversations.archivedAt),
        eq(conversations.stage, "open"),
      ),
    )
    .returning({ enquiryId: conversations.enquiryId });
  return claimed.length > 0;
}

/** Gives a claim back when its mail could not be sent nor queued, so the next sweep tries again. */
async function release(db: Database, enquiryId: number, set: Partial<typeof conversations.$inferInsert>, column: SQL, at: Date): Promise<void> {
  await db
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.enquiryId, enquiryId), sql`${column} = ${at.toISOString()}::timestamptz`));
}

/**
 * Up to {@link SUGGESTION_LIMIT} vendors like the one enquired, for its couple: public, of the same category,
 * within {@link SUGGESTION_RADIUS_KM} km of the enquired vendor (none when it has no coordinates), with a good
 * reply record (at least 5 counted enquiries, at least {@link GOOD_REPLY_SHARE} answered within 48 hours), that
 * this couple (the same email, any case) has not enquired with yet; nearest first. Uses search's distance helpers.
 */
type Similar = { id: number; name: string; location: string; categoryName: string; replies: string | undefined };

async function similarVendors(db: Database, vendorId: number, coupleEmail: string): Promise<Similar[]> {
  const [enquired] = await db
    .select({ categoryId: vendors.categoryId, latitude: vendors.latitude, longitude: vendors.longitude })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  if (!enquired || enquired.latitude === null || enquired.longitude === null) return [];
  const point = { lat: enquired.latitude, lng: enquired.longitude };
  const alreadyAsked = sql`exists (select 1 from ${enquiries} where ${enquiries.vendorId} = ${vendors.id}
    and lower(${enquiries.coupleEmail}) = ${coupleEmail.toLowerCase()})`;
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      location: vendors.location,
      categoryName: categories.name,
      enquiries: vendorResponseStats.enquiries,
      medianReplyMinutes: vendorResponseStats.medianReplyMinutes,
      repliedWithin48hShare: vendorResponseStats.repliedWithin48hShare,
    })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .innerJoin(vendorResponseStats, eq(vendorResponseStats.vendorId, vendors.id))
    .where(
      and(
        isPublic,
        eq(vendors.categoryId, enquired.categoryId),
        ne(vendors.id, vendorId),
        withinRadius(point, SUGGESTION_RADIUS_KM),
        gte(vendorResponseStats.enquiries, MIN_ENQUIRIES_SHOWN),
        gte(vendorResponseStats.repliedWithin48hShare, GOOD_REPLY_SHARE),
        sql`not ${alreadyAsked}`,
      ),
    )
    .orderBy(asc(distanceKm(point)), asc(vendors.id))
    .limit(SUGGESTION_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    location: row.location,
    categoryName: row.categoryName,
    replies: responseTimeLabel({ ...row, repliedWithin48hShare: Number(row.repliedWithin48hShare) }),
  }));
}

async function sendReminder(deps: FollowUpDeps, due: Due, at: Date): Promise<"sent" | "skipped" | "failed"> {
  const to = due.vendorEmail?.trim() || due.ownerEmail || undefined;
  if (!to) return "skipped";
  const column = sql`${conversations.reminderSentAt}`;
  if (!(await claim(deps.db, due.enquiryId, { reminderSentAt: at }, column))) return "skipped";
  try {
    await deps.sendMail(
      enquiryReminderMail({
        to,
        vendorName: due.vendorName,
        coupleName: due.coupleName,
        eventType: due.eventType,
        eventDay: formatEventDate(due.eventDate),
        conversationUrl: vendorConversationUrl(deps.publicUrl, due.enquiryId),
        supportEmail: deps.supportEmail,
      }),
    );
    return "sent";
  } catch (error) {
    logError("An enquiry reminder could not be mailed", error, { enquiryId: due.enquiryId });
    await release(deps.db, due.enquiryId, { reminderSentAt: null }, column, at);
    return "failed";
  }
}

async function sendSuggestions(deps: FollowUpDeps, due: Due, at: Date): Promise<"sent" | "none" | "opted-out" | "skipped" | "failed"> {
  const column = sql`${conversations.suggestionsSentAt}`;
  // Claimed before looking: the 48-hour moment passes once, with or without a vendor to suggest or a couple to mail.
  if (!(await claim(deps.db, due.enquiryId, { suggestionsSentAt: at }, column))) return "skipped";
  if (await isOptedOut(deps.db, "similar-vendors", due.coupleEmail, deps.secret)) return "opted-out";
  const found = await similarVendors(deps.db, due.vendorId, due.coupleEmail);
  if (found.length === 0) return "none";
  try {
    const token = await mintConversationToken(deps.db, { enquiryId: due.enquiryId, party: "couple", purpose: "link" }, at);
    await deps.sendMail(
      similarVendorsMail({
        to: due.coupleEmail,
        coupleName: due.coupleName,
        vendorName: due.vendorName,
        categoryName: found[0]!.categoryName,
        vendors: found.map((vendor) => ({ name: vendor.name, location: vendor.location, replies: vendor.replies, url: `${deps.publicUrl}/vendor/${vendor.id}` })),
        conversationUrl: conversationLinkUrl(deps.publicUrl, token),
        unsubscribeUrl: optOutUrl(deps.publicUrl, "similar-vendors", due.coupleEmail, deps.secret),
        supportEmail: deps.supportEmail,
      }),
    );
    return "sent";
  } catch (error) {
    logError("The similar vendors of an enquiry could not be mailed", error, { enquiryId: due.enquiryId });
    await release(deps.db, due.enquiryId, { suggestionsSentAt: null }, column, at);
    return "failed";
  }
}

/**
 * The follow-up sweep of unanswered enquiries (docs/product/couples-tools.md#response-times; decision 060), run by
 * server/app.ts with the periodic sweep (at start and every 15 minutes), safe from several instances at once.
 * (a) A delivered enquiry its vendor has not answered (no first reply, not archived, no quote or booking)
 * {@link REMINDER_AFTER_HOURS} hours after the vendor got it: the vendor (the listing's email, else its owner's
 * account) gets one reminder with the link to the conversation in the portal; `reminder_sent_at`.
 * (b) Still unanswered after {@link SUGGESTIONS_AFTER_HOURS} hours: the couple gets one mail naming up to three
 * similar vendors (see `similarVendors`: same category, within {@link SUGGESTION_RADIUS_KM} km of the enquired vendor,
 * a good reply record, not already asked by this couple) with a new private link to their conversation;
 * `suggestions_sent_at`, set also when no vendor qualifies or the couple's address has opted out of suggestions
 * (docs/product/couples-tools.md#mail-choices), in which case no mail goes. The mail carries its unsubscribe link.
 * Only enquiries at most {@link FOLLOW_UP_MAX_AGE_DAYS} days old whose event day has not passed; at most
 * {@link FOLLOW_UPS_PER_SWEEP} of each kind per run. Each mail is claimed by a conditional UPDATE first; a mail that
 * could be neither sent nor queued is logged (by enquiry id) and its claim released for the next sweep.
 * Input: {@link FollowUpDeps}, the time. Output: {@link FollowUpSweep}. Database errors are rethrown.
 */
export async function sendEnquiryFollowUps(deps: FollowUpDeps, at: Date = now()): Promise<FollowUpSweep> {
  const result: FollowUpSweep = { reminders: 0, suggestions: 0, noSuggestion: 0, optedOut: 0, failed: 0 };
  for (const due of await dueConversations(deps.db, at, REMINDER_AFTER_HOURS, isNull(conversations.reminderSentAt))) {
    const outcome = await sendReminder(deps, due, at);
    if (outcome === "sent") result.reminders += 1;
    if (outcome === "failed") result.failed += 1;
  }
  for (const due of await dueConversations(deps.db, at, SUGGESTIONS_AFTER_HOURS, isNull(conversations.suggestionsSentAt))) {
    const outcome = await sendSuggestions(deps, due, at);
    if (outcome === "sent") result.suggestions += 1;
    if (outcome === "none") result.noSuggestion += 1;
    if (outcome === "opted-out") result.optedOut += 1;
    if (outcome === "failed") result.failed += 1;
  }
  return result;
}
