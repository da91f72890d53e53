import type { MailMessage } from "~/modules/mail/mail-message";
import { button, escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The email a vendor gets when the team approves its listing (docs/product/admin.md#listing-review: "the vendor gets a 'your listing is live'
// email"). British English; plain text and HTML carry the same content, as in templates.ts.

const SITE_NAME = "Shaadi Vendors UK";


/**
 * "Your listing is live": the listing passed review and couples can now find it in search and on its category
 * page (docs/product/admin.md#listing-review). The public page is the mail's one link, as a button and
 * in full; the dashboard is named for later changes.
 * Input: recipient, business name, the absolute URLs of the public page (`/vendor/{id}`) and of the vendor
 * dashboard, the support address. Output: a {@link MailMessage}.
 */
export function listingLiveMessage({
  to,
  businessName,
  listingUrl,
  dashboardUrl,
  supportEmail,
}: {
  to: string;
  businessName: string;
  listingUrl: string;
  dashboardUrl: string;
  supportEmail: string;
}): MailMessage {
  const name = oneLine(businessName);
  const subject = `Your listing is live – ${SITE_NAME}`;
  const text = [
    "Hello,",
    "",
    `Good news: ${name} is now live on ${SITE_NAME}. Couples can find it in search and on its category page.`,
    "",
    "See your listing as couples see it by opening this link:",
    "",
    listingUrl,
    "",
    `You can update your details, photos and prices at any time from your vendor dashboard: ${dashboardUrl}`,
    "",
    `Questions? Contact us at ${supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const link = escapeHtml(listingUrl);
  const dashboard = escapeHtml(dashboardUrl);
  const html = layout(
    subject,
    [
      paragraph("Hello,"),
      paragraph(
        `Good news: <strong>${escapeHtml(name)}</strong> is now live on ${SITE_NAME}. Couples can find it in search and on its category page.`,
      ),
      button(listingUrl, "View your listing"),
      paragraph(`Or open this link: <a href="${link}" style="color:#7d1c3b;word-break:break-all">${link}</a>`),
      paragraph(
        `You can update your details, photos and prices at any time from your <a href="${dashboard}" style="color:#7d1c3b">vendor dashboard</a>.`,
      ),
    ].join("\n"),
    supportEmail,
  );
  return { template: "listing-live", to, subject, text, html };
}
