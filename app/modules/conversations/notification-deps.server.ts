import { getConfig } from "~/config.server";
import { getDatabase, type Database } from "~/db/client.server";
import type { NotificationDeps } from "~/modules/conversations/notifications.server";
import { sendMail } from "~/modules/mail/send-mail.server";

/**
 * The mail dependencies of a conversation (and of an enquiry, which opens one) from the process's configuration:
 * the mail port, PUBLIC_URL for links, SUPPORT_EMAIL, and INBOUND_MAIL_DOMAIN for reply addresses (undefined:
 * replies by mail are off and mails carry no Reply-To; decision 058). Every route and sweep that mails a side of a
 * conversation builds its dependencies here, so none forgets the reply domain.
 * Input: the database (default: the process's). Output: {@link NotificationDeps}.
 */
export function notificationDepsFromConfig(db: Database = getDatabase()): NotificationDeps {
  const { publicUrl, supportEmail, inboundMail } = getConfig();
  return { db, sendMail, publicUrl, supportEmail, replyDomain: inboundMail.domain };
}
