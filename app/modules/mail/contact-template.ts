import type { MailMessage } from "~/modules/mail/mail-message";
import { escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The support team's copy of a message sent through /contact (docs/product/public-area.md#contact). No copy goes to the sender: that would
// let the form mail chosen text to someone else's address (docs/decisions/032-contact-and-trust-pages.md).

const SITE_NAME = "Shaadi Vendors UK";

/** What the sender wrote, as stored. `phone` may be empty; names and subject are on one line. */
export type ContactDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};


/**
 * "Contact form: {subject}" to the support address: the sender's name, email, phone and subject, the message in
 * full (plain text as written; HTML escaped, line breaks kept), the time it was sent (UTC, ISO 8601), and
 * Reply-To the sender so that answering the mail reaches them.
 * Input: the support address (recipient), the details, the time. Output: a {@link MailMessage}.
 */
export function contactToSupportMessage(input: { supportEmail: string; contact: ContactDetails; sentAt: Date }): MailMessage {
  const { contact } = input;
  const fullName = oneLine(`${contact.firstName} ${contact.lastName}`);
  const subject = `Contact form: ${oneLine(contact.subject)} – ${SITE_NAME}`;
  const rows: [string, string][] = [
    ["From", fullName],
    ["Email", contact.email],
    ["Phone", contact.phone || "not given"],
    ["Subject", oneLine(contact.subject)],
    ["Sent", input.sentAt.toISOString()],
  ];
  const text = [
    `A new message was sent through the ${SITE_NAME} contact form.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    contact.message,
    "",
    `Reply to this email to answer ${fullName}: your reply goes to ${contact.email}.`,
  ].join("\n");
  const html = layout(
    subject,
    [
      paragraph(`A new message was sent through the ${SITE_NAME} contact form.`),
      `<table style="margin:0 0 16px;border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;color:#5e4f55;font-weight:normal">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`,
      paragraph("<strong>Message</strong>"),
      `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
      paragraph(`Reply to this email to answer ${escapeHtml(fullName)}: your reply goes to ${escapeHtml(contact.email)}.`),
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "contact-to-support", to: input.supportEmail, replyTo: contact.email, subject, text, html };
}
