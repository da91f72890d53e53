import type { MailMessage } from "~/modules/mail/mail-message";
import { escapeHtml, layout, paragraph } from "~/modules/mail/templates";
import { formatErasureDate } from "~/modules/erasure/erasure-rules";

// The mail confirming a vendor's 'Delete my account' (docs/product/vendor-journey-and-portal.md#delete-account).

const SITE_NAME = "Shaadi Vendors UK";

/**
 * "Your account will be deleted": the listing is off the site, the subscription will not renew, and the account
 * and its data are deleted on `eraseAfter` unless the vendor signs in before then (`signInUrl`) and restores it.
 * Input: recipient, deletion time, the absolute sign-in URL, the support address. Output: a {@link MailMessage}.
 */
export function accountDeletionMessage(input: { to: string; eraseAfter: Date; signInUrl: string; supportEmail: string }): MailMessage {
  const day = formatErasureDate(input.eraseAfter);
  const subject = `Your account will be deleted on ${day} – ${SITE_NAME}`;
  const lines = [
    "We have received your request to delete your vendor account.",
    "Your listing has been taken off the site and your subscription will not renew.",
    `Your account and its data will be deleted on ${day}, unless you sign in before then and choose 'Restore my account'.`,
  ];
  const text = ["Hello,", "", ...lines.flatMap((line) => [line, ""]), `Sign in: ${input.signInUrl}`, "", `Questions? Contact us at ${input.supportEmail}.`, "", SITE_NAME].join("\n");
  const link = escapeHtml(input.signInUrl);
  const html = layout(
    subject,
    [paragraph("Hello,"), ...lines.map((line) => paragraph(escapeHtml(line))), paragraph(`<a href="${link}" style="color:#7d1c3b">Sign in to restore your account</a>`)].join("\n"),
    input.supportEmail,
  );
  return { template: "account-deletion", to: input.to, subject, text, html };
}
