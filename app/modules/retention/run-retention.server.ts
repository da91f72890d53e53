import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  auditLog,
  dataRequests,
  backgroundJobs,
  blockedSenders,
  contactMessages,
  conversations,
  coupleShortlists,
  enquiries,
  importJobs,
  mailOutbox,
  rateLimits,
  searchQueryDays,
  sessions,
  shortlists,
  verifications,
} from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { contactRetentionCutoff } from "~/modules/contact/contact-retention";
import { logInfo } from "~/modules/logging/logger.server";
import { anonymiseConversations } from "~/modules/retention/anonymise-conversations.server";
import { deleteInBatches, RETENTION_BATCH_ROWS, type BatchCount } from "~/modules/retention/batched-delete.server";
import { deleteExpiredGuestLists, warnGuestListsDue, type GuestListMail } from "~/modules/retention/guest-list-retention.server";
import {
  ANONYMOUS_SHORTLIST_MONTHS,
  BLOCKED_SENDER_MONTHS,
  ENQUIRY_RETENTION_MONTHS,
  OUTBOX_AND_JOBS_DAYS,
  RATE_LIMIT_KEEP_MS,
  RECORDS_YEARS,
} from "~/modules/retention/retention-schedule";
import { SEARCH_LOG_DAYS } from "~/modules/search-log/search-log-retention";
import { utcDay } from "~/modules/time/clock";

// The daily retention sweep (docs/product/public-area.md#retention; docs/decisions/089-retention-schedule.md): applies
// every row of the schedule marked 'daily sweep'. Each kind is a condition on the time, so a second run finds
// nothing left and a run stopped half way is continued by the next.

const DAY_MS = 24 * 60 * 60_000;

/** What one run did, per kind of the schedule: rows deleted or anonymised and the statements it took. */
export type RetentionRun = Record<string, BatchCount>;

function monthsBefore(at: Date, months: number): Date {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const timestamp = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Anonymises, a batch at a time, the enquiries whose conversation (or, undelivered, whose sending) is older than the period. */
async function anonymiseOldEnquiries(db: Database, at: Date, batchRows: number): Promise<BatchCount> {
  const cutoff = monthsBefore(at, ENQUIRY_RETENTION_MONTHS);
  const count: BatchCount = { rows: 0, batches: 0 };
  for (;;) {
    const due = await db.execute(sql`select e.id from ${enquiries} e left join ${conversations} c on c.enquiry_id = e.id
      where e.couple_email <> '' and coalesce(c.last_message_at, e.created_at) < ${timestamp(cutoff)}
      order by e.id limit ${batchRows}`);
    const ids = statementRows<{ id: number }>(due).map((row) => row.id);
    if (ids.length === 0) return count;
    count.rows += await anonymiseConversations(db, ids);
    count.batches += 1;
    if (ids.length < batchRows) return count;
  }
}

/**
 * Applies the retention schedule (app/modules/retention/retention-schedule.ts) at `at`: anonymises enquiries and
 * conversations 24 months after their last message, and deletes contact messages after 24 months, the search
 * log's days past 90, rate-limit counters whose window is over (older than a day), expired sessions and one-time
 * links, the development outbox's mails and finished or failed jobs after 30 days, cookie-only shortlists untouched
 * for 13 months, blocked senders after 24 months, audit entries and logged data requests after 6 years; warns couples by mail 30 days
 * before their guest list's end (12 months after the wedding's last event; only when `mail` is given) and deletes
 * guest lists warned at least 30 days before. At most `batchRows` (default 1,000) rows a statement. Logs one line
 * of counts per run, never a value of a row.
 * Input: database, `{ at }` the time (the app clock's), optional `mail` (the warning's mail port and addresses),
 * optional `batchRows` (tests). Output: {@link RetentionRun} by schedule kind (`guest-list-warnings`: weddings warned). Throws the driver's error; what was done before it stays done and the next run goes on.
 * Rule: docs/product/public-area.md#retention, docs/decisions/089-retention-schedule.md.
 */
export async function runRetention(db: Database, options: { at: Date; mail?: GuestListMail; batchRows?: number }): Promise<RetentionRun> {
  const { at } = options;
  const batchRows = options.batchRows ?? RETENTION_BATCH_ROWS;
  const remove = (table: Parameters<typeof deleteInBatches>[1], where: Parameters<typeof deleteInBatches>[2]) => deleteInBatches(db, table, where, batchRows);
  const daysAgo = (days: number) => new Date(at.getTime() - days * DAY_MS);
  const run: RetentionRun = {};
  run["conversations"] = await anonymiseOldEnquiries(db, at, batchRows);
  run["contact-messages"] = await remove(contactMessages, lt(contactMessages.createdAt, contactRetentionCutoff(at)));
  run["search-log"] = await remove(searchQueryDays, lt(searchQueryDays.day, utcDay(daysAgo(SEARCH_LOG_DAYS - 1))));
  run["rate-limits"] = await remove(rateLimits, lt(rateLimits.windowStart, new Date(at.getTime() - RATE_LIMIT_KEEP_MS)));
  const expiredSessions = await remove(sessions, lt(sessions.expiresAt, at));
  const expiredLinks = await remove(verifications, lt(verifications.expiresAt, at));
  run["sessions"] = { rows: expiredSessions.rows + expiredLinks.rows, batches: expiredSessions.batches + expiredLinks.batches };
  run["mail-outbox"] = await remove(mailOutbox, lt(mailOutbox.createdAt, daysAgo(OUTBOX_AND_JOBS_DAYS)));
  // A completed background job is deleted by its runner; a failed one stays for a look, then goes.
  const failedJobs = await remove(backgroundJobs, and(eq(backgroundJobs.state, "failed"), lt(backgroundJobs.createdAt, daysAgo(OUTBOX_AND_JOBS_DAYS)))!);
  const finishedImports = await remove(
    importJobs,
    and(inArray(importJobs.status, ["completed", "failed", "cancelled"]), lt(importJobs.finishedAt, daysAgo(OUTBOX_AND_JOBS_DAYS)))!,
  );
  run["jobs"] = { rows: failedJobs.rows + finishedImports.rows, batches: failedJobs.batches + finishedImports.batches };
  run["shortlists"] = await remove(
    shortlists,
    sql`${lt(shortlists.updatedAt, monthsBefore(at, ANONYMOUS_SHORTLIST_MONTHS))} and not exists (select 1 from ${coupleShortlists} where ${coupleShortlists.shortlistId} = ${shortlists.id})`,
  );
  run["blocked-senders"] = await remove(blockedSenders, lt(blockedSenders.createdAt, monthsBefore(at, BLOCKED_SENDER_MONTHS)));
  run["guest-list-warnings"] = options.mail ? await warnGuestListsDue(db, at, options.mail, batchRows) : { rows: 0, batches: 0 };
  run["guest-lists"] = await deleteExpiredGuestLists(db, at, batchRows);
  run["audit-log"] = await remove(auditLog, lt(auditLog.createdAt, monthsBefore(at, RECORDS_YEARS * 12)));
  run["data-requests"] = await remove(dataRequests, lt(dataRequests.createdAt, monthsBefore(at, RECORDS_YEARS * 12)));
  logInfo("Applied the retention schedule", { rows: Object.fromEntries(Object.entries(run).map(([kind, count]) => [kind, count.rows])) });
  return run;
}
