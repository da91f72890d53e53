import type { Database } from "~/db/client.server";
import { createOutboxSender } from "~/modules/mail/outbox.server";

/** The sender, public address and support address the tests' mail is written with. */
const TEST_MAIL_FROM = "Shaadi Vendors UK <no-reply@shaadi.example>";
const TEST_PUBLIC_URL = "https://shaadi.example";
const TEST_SUPPORT_EMAIL = "help@shaadi.example";

/**
 * What the modules that notify by mail take (`db`, `sendMail`, `publicUrl`, `supportEmail`), with every mail written
 * to the database's outbox instead of sent, so a test reads what was mailed from `mail_outbox`. `publicUrl` is
 * {@link TEST_PUBLIC_URL} unless given (a route test passes its own origin).
 */
export function outboxMailDeps(db: Database, publicUrl: string = TEST_PUBLIC_URL) {
  return { db, sendMail: createOutboxSender(db, TEST_MAIL_FROM), publicUrl, supportEmail: TEST_SUPPORT_EMAIL };
}
