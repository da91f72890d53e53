import type { MailMessage } from "~/modules/mail/mail-message";
import { escapeHtml, layout, paragraph } from "~/modules/mail/templates";

// The warning before a guest list is deleted (docs/product/public-area.md#retention; decision 089): the couple can
// download it first. It names no guest: the mail says what goes and when, nothing of what is in it.

const SITE_NAME = "Shaadi Vendors UK";

/**
 * "Your guest list will be deleted on {day}" to one member of the wedding: why (a year after the last event), what
 * goes (households, guests, dietary needs and RSVP answers), what stays (the events, budget and checklist), and the
 * links to the guest list and its CSV download. Input: recipient, the deletion day as read ("Sunday 1 August 2027"),
 * the site's origin, the support address. Output: a {@link MailMessage}.
 */
export function guestListWarningMessage(input: { to: string; deletionDay: string; publicUrl: string; supportEmail: string }): MailMessage {
  const subject = `Your guest list will be deleted on ${input.deletionDay} – ${SITE_NAME}`;
  const guestsUrl = `${input.publicUrl}/planner/guests`;
  const csvUrl = `${input.publicUrl}/planner/guests.csv`;
  const lines = [
    "Your wedding's last event was a year ago. We keep guest lists for 12 months after the last event, then delete them, because they hold your guests' contact details, dietary needs and RSVP answers.",
    `Your guest list will be deleted on or soon after ${input.deletionDay}: every household, guest and answer. Your events, budget and checklist stay.`,
    "If you would like a copy, download it before then:",
  ];
  const text = [
    "Hello,",
    "",
    ...lines.flatMap((line) => [line, ""]),
    `Download the guest list (CSV): ${csvUrl}`,
    `Open the guest list: ${guestsUrl}`,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const html = layout(
    subject,
    [
      paragraph("Hello,"),
      ...lines.map((line) => paragraph(escapeHtml(line))),
      paragraph(`<a href="${escapeHtml(csvUrl)}" style="color:#7d1c3b">Download the guest list (CSV)</a> · <a href="${escapeHtml(guestsUrl)}" style="color:#7d1c3b">Open the guest list</a>`),
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "guest-list-deletion", to: input.to, subject, text, html };
}
