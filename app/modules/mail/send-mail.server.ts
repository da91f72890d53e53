import { getConfig, type AppConfig } from "~/config.server";
import { getDatabase, type Database } from "~/db/client.server";
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
 * Sends one mail through the process's adapter (SMTP, or the outbox of the process-wide database).
 * Input: `{ to, subject, text, html }`. Output: resolves once handed over. Rejects with the adapter's error.
 */
export async function sendMail(message: MailMessage): Promise<void> {
  const config = getConfig();
  if (config.smtpUrl) {
    // One SMTP transport (and its connection pool) per process.
    smtpSender ??= createMailSender(config, getDatabase());
    return smtpSender(message);
  }
  // The outbox follows the current database, which tests swap.
  return createOutboxSender(getDatabase(), config.mailFrom)(message);
}
