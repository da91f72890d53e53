import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import type { MailMessage, MailSender } from "~/modules/mail/mail-message";

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * The development adapter of the mail port: each message becomes a row of `mail_outbox`, shown at /dev/outbox.
 * Input: the database and the sender address. Output: a {@link MailSender}; rejects when the insert fails.
 * Without SMTP_URL, mails go to a development outbox in the database (decision 010).
 */
export function createOutboxSender(db: Database, from: string): MailSender {
  return async (message: MailMessage) => {
    const { to, replyTo, subject, text, html } = message;
    await db.insert(mailOutbox).values({ to, replyTo: replyTo ?? null, subject, text, html, from, sentVia: "outbox" });
  };
}

/**
 * The outbox's mails, newest first. Input: the database and at most how many (default 50).
 * Output: rows with to, from, subject, both bodies and `createdAt`.
 */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}
