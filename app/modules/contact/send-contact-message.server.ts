import { lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { checkContactAddressLimit, checkContactEmailLimit } from "~/modules/contact/contact-limits.server";
import { contactFormValues, contactSchema, isContactHoneypotFilled, type ContactSent } from "~/modules/contact/contact-form";
import { contactRetentionCutoff } from "~/modules/contact/contact-retention";
import { invalidForm } from "~/modules/http/route-errors.server";
import { contactToSupportMessage } from "~/modules/mail/contact-template";
import type { MailSender } from "~/modules/mail/mail-message";
import { now } from "~/modules/time/clock";
import { logError } from "~/modules/logging/logger.server";

export type ContactDeps = {
  db: Database;
  sendMail: MailSender;
  /** Where messages go (SUPPORT_EMAIL, `supportEmail` in config.server.ts). */
  supportEmail: string;
};

/**
 * A message from the /contact form (docs/product/public-area.md#contact), in this order:
 * 1. the form is checked with the shared schema, else AppError `invalid` (400) with a message per field;
 *    refused forms do not count against the limits (as for enquiries, decision 016);
 * 2. the post counts against the client address limit (5 per 10 minutes), else `rate_limited` (429);
 * 3. a filled honeypot ends here: the answer is the same as a success, but nothing is stored or sent;
 * 4. the post counts against the sender's email limit (5 per hour), else `rate_limited` (429);
 * 5. the message is stored in `contact_messages` (created at `at`);
 * 6. it is mailed to the support address with Reply-To the sender. A mail failure is logged, never shown: the
 *    message is stored, so the team still sees it, and the sender's success stands;
 * 7. messages past the retention period (24 months, contact-retention.ts) are deleted, an indexed delete that
 *    keeps the promise on /privacy without a separate job.
 * Input: {@link ContactDeps}; the posted form and the client address; the time (default: the app clock).
 * Output: {@link ContactSent} with the sender's first name. Database errors are rethrown.
 */
export async function sendContactMessage(deps: ContactDeps, input: { formData: FormData; ip: string }, at: Date = now()): Promise<ContactSent> {
  const parsed = contactSchema.safeParse(contactFormValues(input.formData));
  if (!parsed.success) throw invalidForm(parsed.error);
  const contact = parsed.data;

  await checkContactAddressLimit(deps.db, input.ip, at);
  if (isContactHoneypotFilled(input.formData)) return { sent: true, firstName: contact.firstName };
  await checkContactEmailLimit(deps.db, contact.email, at);

  await deps.db.insert(contactMessages).values({
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone || null,
    subject: contact.subject,
    message: contact.message,
    createdAt: at,
  });
  await deps
    .sendMail(contactToSupportMessage({ supportEmail: deps.supportEmail, contact, sentAt: at }))
    .catch((error: unknown) => logError("A contact message could not be mailed to the support address", error));
  await deleteExpiredContactMessages(deps.db, at);
  return { sent: true, firstName: contact.firstName };
}

/**
 * Deletes the contact messages sent before the retention cutoff at `at` ({@link contactRetentionCutoff}, 24 months).
 * Input: database, the time. Output: how many messages were deleted.
 */
export async function deleteExpiredContactMessages(db: Database, at: Date): Promise<number> {
  const deleted = await db.delete(contactMessages).where(lt(contactMessages.createdAt, contactRetentionCutoff(at))).returning({ id: contactMessages.id });
  return deleted.length;
}
