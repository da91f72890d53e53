import type { MailMessage } from "~/modules/mail/mail-message";
import { escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The two emails of a couple's enquiry (docs/product/public-area.md#enquiries): the details to the vendor, with Reply-To the couple, and a
// confirmation to the couple. British English; plain text and HTML carry the same content.

const SITE_NAME = "Shaadi Vendors UK";

/** What the couple told the vendor, as stored. `eventDate` is a day `YYYY-MM-DD`; `phone` may be empty. */
export type EnquiryDetails = {
  name: string;
  email: string;
  phone: string;
  eventDate: string;
  eventType: string;
  guestCount: number;
  message: string;
};


const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A day `YYYY-MM-DD` as people read it in the UK, e.g. "Saturday 12 June 2027" (the same whatever the ICU data). */
export function formatEventDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function detailRows(details: EnquiryDetails, withContact: boolean): [string, string][] {
  return [
    ...(withContact
      ? ([
          ["Name", details.name],
          ["Email", details.email],
          ["Phone", details.phone || "not given"],
        ] as [string, string][])
      : []),
    ["Event date", formatEventDate(details.eventDate)],
    ["Event type", details.eventType],
    ["Guest count", String(details.guestCount).replace(/\B(?=(\d{3})+$)/g, ",")],
  ];
}

const rowsText = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`);
const rowsHtml = (rows: [string, string][]) =>
  `<table style="margin:0 0 16px;border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;color:#5e4f55;font-weight:normal">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;

/**
 * "New enquiry" to the vendor: every detail the couple gave, their message in full in the plain-text body, and
 * the link to its conversation in the portal (docs/product/couples-tools.md#conversations). Replying to the mail
 * reaches the conversation through `replyTo` (a reply address) when replies by mail are set up; the couple's own
 * address is never the Reply-To, so every answer is on the site.
 * Input: recipient, the vendor's name, the enquiry, the conversation's portal URL, the reply address or undefined,
 * the support address. Output: a {@link MailMessage}.
 */
export function enquiryToVendorMessage(input: {
  to: string;
  vendorName: string;
  enquiry: EnquiryDetails;
  conversationUrl: string;
  replyTo?: string;
  supportEmail: string;
}): MailMessage {
  const { enquiry } = input;
  const subject = `New enquiry from ${oneLine(enquiry.name)} – ${SITE_NAME}`;
  const rows = detailRows(enquiry, true);
  const text = [
    "Hello,",
    "",
    `You have a new enquiry for ${input.vendorName} through ${SITE_NAME}.`,
    "",
    ...rowsText(rows),
    "",
    "Message:",
    enquiry.message,
    "",
    input.replyTo ? `Reply to this email, or answer ${enquiry.name} in your vendor dashboard:` : `Answer ${enquiry.name} in your vendor dashboard:`,
    input.conversationUrl,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const html = layout(
    subject,
    [
      paragraph("Hello,"),
      paragraph(`You have a new enquiry for <strong>${escapeHtml(input.vendorName)}</strong> through ${SITE_NAME}.`),
      rowsHtml(rows),
      paragraph("<strong>Message</strong>"),
      `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
      paragraph(
        `${input.replyTo ? "Reply to this email, or answer" : "Answer"} ${escapeHtml(enquiry.name)} in your <a href="${escapeHtml(input.conversationUrl)}" style="color:#7d1c3b">vendor dashboard</a>.`,
      ),
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "enquiry-to-vendor", to: input.to, replyTo: input.replyTo, subject, text, html };
}

/**
 * "Your enquiry was sent" to the couple: to whom, the event details, and the private link of the conversation
 * where the vendor's replies and quotes appear (docs/product/couples-tools.md#conversations). The couple's message is deliberately not repeated, so the form cannot
 * be used to mail chosen text to someone else's address (docs/decisions/016-enquiries.md).
 * Input: recipient, the vendor's name and page URL, the enquiry, the conversation's private URL, the support address.
 * Output: a {@link MailMessage}.
 */
export function enquiryConfirmationMessage(input: {
  to: string;
  vendorName: string;
  vendorUrl: string;
  enquiry: EnquiryDetails;
  conversationUrl: string;
  supportEmail: string;
}): MailMessage {
  const { enquiry } = input;
  const subject = `Your enquiry to ${oneLine(input.vendorName)} – ${SITE_NAME}`;
  const rows = detailRows(enquiry, false);
  const next = `${input.vendorName}'s replies and quotes will appear in your conversation, and we will email you each time. Keep this link private: it opens your conversation without a password.`;
  const ignore = "If you did not send this enquiry, you can ignore this email.";
  const text = [
    `Hello ${enquiry.name},`,
    "",
    `Thank you for your enquiry. We have passed it on to ${input.vendorName}.`,
    "",
    ...rowsText(rows),
    "",
    next,
    input.conversationUrl,
    "",
    `Their page: ${input.vendorUrl}`,
    "",
    ignore,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(enquiry.name)},`),
      paragraph(
        `Thank you for your enquiry. We have passed it on to <a href="${escapeHtml(input.vendorUrl)}" style="color:#7d1c3b">${escapeHtml(input.vendorName)}</a>.`,
      ),
      rowsHtml(rows),
      paragraph(escapeHtml(next)),
      paragraph(`<a href="${escapeHtml(input.conversationUrl)}" style="color:#7d1c3b;word-break:break-all">${escapeHtml(input.conversationUrl)}</a>`),
      paragraph(escapeHtml(ignore)),
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "enquiry-confirmation", to: input.to, subject, text, html };
}
