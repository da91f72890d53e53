import { randomUUID } from "node:crypto";
import { getConfig, type AppConfig } from "~/config.server";
import { getDatabase, type Database } from "~/db/client.server";
import { getJobQueue } from "~/modules/jobs/jobs.server";
import type { JobQueue, QueueSettings } from "~/modules/jobs/job-queue";
import { errorCode } from "~/modules/logging/error-code";
import { logError, logWarning } from "~/modules/logging/logger.server";
import type { MailMessage, MailSender } from "~/modules/mail/mail-message";
import { createOutboxSender } from "~/modules/mail/outbox.server";
import { createSmtpSender } from "~/modules/mail/smtp-sender.server";

/**
 * Chooses the mail adapter from configuration, once: SMTP when `SMTP_URL` is set, otherwise the development
 * outbox in `db`. Input: the parsed configuration and the database. Output: a {@link MailSender}.
 */
export function createMailSender(config: Pick<AppConfig, "smtpUrl" | "mailFrom">, db: Database): MailSender {
  if (config.smtpUrl) return createSmtpSender({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxSender(db, config.mailFrom);
}

let smtpSender: MailSender | undefined;

/**
 * Hands one mail to the process's adapter now (SMTP, or the outbox of the process-wide database), without the
 * queue. Input: `{ to, subject, text, html }`. Output: resolves once handed over. Rejects with the adapter's error.
 */
export async function deliverMail(message: MailMessage): Promise<void> {
  const config = getConfig();
  if (config.smtpUrl) {
    // One SMTP transport (and its connection pool) per process.
    smtpSender ??= createMailSender(config, getDatabase());
    return smtpSender(message);
  }
  // The outbox follows the current database, which tests swap.
  return createOutboxSender(getDatabase(), config.mailFrom)(message);
}

/** The queue of mails waiting for (another) delivery attempt (decision 043). */
export const MAIL_QUEUE = "mail-delivery";
/** Attempts after the first: with 30 s doubling up to an hour between tries, a mail is tried for about 8 hours. */
export const MAIL_RETRY_LIMIT = 12;

/** The mail queue's retry rules: `MAIL_RETRY_DELAY_SECONDS` (default 30 s), doubled each time, at most an hour. */
export function mailQueueSettings(config: Pick<AppConfig, "jobs">): QueueSettings {
  return { retryLimit: MAIL_RETRY_LIMIT, retryDelaySeconds: config.jobs.mailRetryDelaySeconds, retryBackoff: true, retryDelayMaxSeconds: 3600, maxRunSeconds: 300 };
}

/** Runs the mail queue in this instance: each job is one {@link MailMessage}, delivered by {@link deliverMail}. */
export async function workMailQueue(queue: JobQueue, config: Pick<AppConfig, "jobs">): Promise<void> {
  await queue.work<{ message: MailMessage }>(MAIL_QUEUE, mailQueueSettings(config), async ({ message }) => {
    await deliverMail(message);
  });
}

/**
 * Sends one mail (issue "Production at scale": "a failed mail is retried with backoff"; "SMTP down: mail retried
 * from the queue, the user's action still succeeds"). With the job queue running (a server), the mail is given an
 * id and first stored as a job due after the first retry delay, then delivered at once by this instance; when that
 * works the job is deleted, when it fails the job stays and the queue retries it with backoff on whichever instance
 * is up, and a warning names the mail by its id, template, job id and the error's code, never its address or
 * subject (decision 048). So the caller's action succeeds whatever the mail server does, and a mail is never lost
 * to a crash (at worst sent twice, when the process dies between delivery and the job's deletion). Without a queue
 * (scripts, tests) it is delivered directly. Input: a {@link MailMessage}. Output: resolves once delivered or
 * queued. Rejects only when it can be neither (the database is down), or, without a queue, with the adapter's error.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const queue = getJobQueue();
  if (!queue) return deliverMail(message);
  const config = getConfig();
  const mail = { ...message, id: message.id ?? randomUUID() };
  const jobId = await queue.send(MAIL_QUEUE, { message: mail }, { startAfterSeconds: config.jobs.mailRetryDelaySeconds });
  const identity = { mailId: mail.id, template: mail.template, queue: MAIL_QUEUE, jobId };
  try {
    await deliverMail(mail);
  } catch (error) {
    logWarning("A mail could not be delivered now; it is queued for a retry", undefined, { ...identity, code: errorCode(error) });
    return;
  }
  if (jobId) {
    await queue
      .delete(MAIL_QUEUE, jobId)
      .catch((error: unknown) => logError("A delivered mail's retry job could not be deleted", undefined, { ...identity, code: errorCode(error) }));
  }
}
