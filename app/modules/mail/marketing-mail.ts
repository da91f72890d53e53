import type { MailTemplate } from "~/modules/mail/mail-message";
import { escapeHtml } from "~/modules/mail/templates";

// Which mails are marketing and how they can be stopped (docs/decisions/094-marketing-mail-consent.md; PECR):
// every mail not needed to give the service asked for carries a one-click unsubscribe (RFC 8058 headers) and a
// visible link. Every other template is transactional and carries neither.

/** The templates that are marketing: each needs consent or a soft opt-in, and carries an unsubscribe. */
export const MARKETING_TEMPLATES: readonly MailTemplate[] = ["similar-vendors", "review-invitation", "monthly-summary"];

/**
 * The headers a mail client needs to offer a one-click unsubscribe: `List-Unsubscribe: <url>` and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). Input: the absolute unsubscribe URL. Output: headers.
 */
export function oneClickUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The visible way out at a marketing mail's foot, in text and HTML: why they get it, then the Unsubscribe link. */
export function unsubscribeFooter(why: string, url: string): { text: string[]; html: string } {
  return {
    text: [why, `Unsubscribe: ${url}`],
    html: `<p style="margin:0 0 16px;font-size:13px;color:#5e4f55">${escapeHtml(why)} <a href="${escapeHtml(url)}" style="color:#7d1c3b">Unsubscribe</a></p>`,
  };
}
