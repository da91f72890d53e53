import type { MailMessage } from "~/modules/mail/mail-message";
import { oneClickUnsubscribeHeaders, unsubscribeFooter } from "~/modules/mail/marketing-mail";
import { button, escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The review invitation (docs/product/couples-tools.md#review-invitations: "after the event date of an enquiry, the couple gets an email inviting a
// review of that vendor, with a single-use signed link"). British English; plain text and HTML carry the same content.

const SITE_NAME = "Shaadi Vendors UK";


/**
 * "How was {vendor}?" to the couple: why they get it (their enquiry through the site), the review link as a
 * button and in full, that it works once and needs no account, and that ignoring the mail is fine.
 * Input: recipient, the couple's name as they gave it, the vendor's name, the event day as read ("Saturday
 * 12 June 2027"), the absolute review and unsubscribe URLs, the support address. Output: a {@link MailMessage}; a
 * marketing mail (decision 094), so with a visible Unsubscribe link and the one-click unsubscribe headers.
 */
export function reviewInvitationMessage(input: {
  to: string;
  coupleName: string;
  vendorName: string;
  eventDay: string;
  reviewUrl: string;
  unsubscribeUrl: string;
  supportEmail: string;
}): MailMessage {
  const footer = unsubscribeFooter("You get review invitations because you sent an enquiry through our site.", input.unsubscribeUrl);
  const subject = `How was ${oneLine(input.vendorName)}? Share your review – ${SITE_NAME}`;
  const intro = `You enquired with ${input.vendorName} through ${SITE_NAME} for your event on ${input.eventDay}. We hope it was wonderful!`;
  const ask = "Other couples would love to hear how it went. You can rate the vendor from 1 to 5 stars, write a few words and add photos:";
  const notes = [
    "The link works once and needs no account. Only couples who enquired through our site are invited, so every review comes from a real contact.",
    "If you did not work with this vendor in the end, or would rather not write a review, you can ignore this email.",
  ];
  const text = [
    `Hello ${input.coupleName},`,
    "",
    intro,
    "",
    ask,
    input.reviewUrl,
    "",
    ...notes.flatMap((note) => [note, ""]),
    ...footer.text,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const link = escapeHtml(input.reviewUrl);
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(input.coupleName)},`),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(ask)),
      button(input.reviewUrl, "Write your review"),
      paragraph(`Or open this link: <a href="${link}" style="color:#7d1c3b;word-break:break-all">${link}</a>`),
      ...notes.map((note) => paragraph(escapeHtml(note))),
      footer.html,
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "review-invitation", to: input.to, subject, text, html, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
}
