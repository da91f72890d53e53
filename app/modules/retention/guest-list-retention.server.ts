import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { households, users, weddingEvents, weddingMembers, weddings } from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { logError } from "~/modules/logging/logger.server";
import type { MailSender } from "~/modules/mail/mail-message";
import { deleteInBatches, type BatchCount } from "~/modules/retention/batched-delete.server";
import { GUEST_LIST_MONTHS, GUEST_LIST_WARNING_DAYS } from "~/modules/retention/retention-schedule";
import { guestListWarningMessage } from "~/modules/retention/guest-list-warning-template";
import { ukDay, shiftDay } from "~/modules/time/uk-dates";
import { formatEventDay } from "~/modules/weddings/wedding-event-format";

// Guest lists end 12 months after the wedding's last event, with a warning mail 30 days before
// (docs/product/public-area.md#retention; decision 089). The warning is kept on the wedding; a list is deleted only
// when the warning was about its current last event and at least 30 days old, so adding an event later starts again.

/** What the warning mail needs: the mail port and the site's addresses. */
export type GuestListMail = { sendMail: MailSender; publicUrl: string; supportEmail: string };

const DAY_MS = 24 * 60 * 60_000;

/** The UK day a wedding's guest list may go: {@link GUEST_LIST_MONTHS} after the last event, as SQL on `last_day`. */
const deletionDay = (lastDay: ReturnType<typeof sql>) => sql`(${lastDay} + interval '${sql.raw(String(GUEST_LIST_MONTHS))} months')::date`;
const warningDay = (lastDay: ReturnType<typeof sql>) => sql`(${deletionDay(lastDay)} - ${GUEST_LIST_WARNING_DAYS}::int)`;

/**
 * Mails the members of each wedding whose guest list is due within {@link GUEST_LIST_WARNING_DAYS} days and not
 * yet warned about its current last event, then marks the wedding warned at `at`. A wedding whose mail failed for
 * every member is not marked, so the next run tries again. Input: database, the time, the mail port, batch size.
 * Output: weddings warned now. Throws the driver's error; a mail failure is logged with counts only.
 * Rule: docs/product/public-area.md#retention, decision 089.
 */
export async function warnGuestListsDue(db: Database, at: Date, mail: GuestListMail, batchRows: number): Promise<BatchCount> {
  const today = ukDay(at);
  const lastDay = sql`max(${weddingEvents.eventDate})`;
  const count: BatchCount = { rows: 0, batches: 0 };
  for (;;) {
    const due = statementRows<{ id: number }>(
      await db.execute(sql`select ${weddings.id} as id from ${weddings} join ${weddingEvents} on ${weddingEvents.weddingId} = ${weddings.id}
        where exists (select 1 from ${households} where ${households.weddingId} = ${weddings.id})
        group by ${weddings.id}
        having ${warningDay(lastDay)} <= ${today}::date
          and (${weddings.guestListWarningSentAt} is null or ${weddings.guestListWarningSentAt} < ${warningDay(lastDay)}::timestamptz)
        order by ${weddings.id} limit ${batchRows}`),
    ).map((row) => row.id);
    if (due.length === 0) return count;
    const members = await db
      .select({ weddingId: weddingMembers.weddingId, email: users.email })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(inArray(weddingMembers.weddingId, due));
    const deletion = formatEventDay(shiftDay(today, { days: GUEST_LIST_WARNING_DAYS }));
    const warned: number[] = [];
    let failed = 0;
    for (const weddingId of due) {
      const recipients = members.filter((member) => member.weddingId === weddingId);
      let sent = recipients.length === 0;
      for (const recipient of recipients) {
        try {
          await mail.sendMail(guestListWarningMessage({ to: recipient.email, deletionDay: deletion, publicUrl: mail.publicUrl, supportEmail: mail.supportEmail }));
          sent = true;
        } catch {
          failed += 1;
        }
      }
      if (sent) warned.push(weddingId);
    }
    if (failed > 0) logError("Guest list warnings could not be mailed", undefined, { failed });
    if (warned.length > 0) await db.update(weddings).set({ guestListWarningSentAt: at }).where(inArray(weddings.id, warned));
    count.rows += warned.length;
    count.batches += 1;
    // Weddings left unwarned after a failure would be picked again at once: the next run retries them.
    if (due.length < batchRows || warned.length < due.length) return count;
  }
}

/**
 * Deletes the households (with their guests, dietary needs and answers, by cascade) of weddings whose last event
 * was more than {@link GUEST_LIST_MONTHS} months before `at` and whose warning about that event is at least
 * {@link GUEST_LIST_WARNING_DAYS} days old; the events, budget and checklist stay. Input: database, the time,
 * batch size. Output: households deleted. Throws the driver's error. Rule: decision 089.
 */
export async function deleteExpiredGuestLists(db: Database, at: Date, batchRows: number): Promise<BatchCount> {
  const today = ukDay(at);
  const warnedBy = new Date(at.getTime() - GUEST_LIST_WARNING_DAYS * DAY_MS);
  const lastDay = sql`max(${weddingEvents.eventDate})`;
  const expired = sql`${households.weddingId} in (select ${weddings.id} from ${weddings} join ${weddingEvents} on ${weddingEvents.weddingId} = ${weddings.id}
    group by ${weddings.id}
    having ${deletionDay(lastDay)} < ${today}::date
      and ${weddings.guestListWarningSentAt} >= ${warningDay(lastDay)}::timestamptz
      and ${weddings.guestListWarningSentAt} <= ${warnedBy.toISOString()}::timestamptz)`;
  return deleteInBatches(db, households, expired, batchRows);
}
