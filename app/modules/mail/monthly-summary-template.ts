import type { MailMessage } from "~/modules/mail/mail-message";
import { oneClickUnsubscribeHeaders } from "~/modules/mail/marketing-mail";
import { escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The monthly summary to a vendor (docs/product/vendor-journey-and-portal.md#monthly-summary): last month's figures
// of the listing, a link to the Performance page, and a one-click way to stop them (RFC 8058 headers and a link).

const SITE_NAME = "Shaadi Vendors UK";

/** One line of the summary: a label and its value already written out ('£1,500.00', '35 minutes', '12'). */
export type SummaryLine = { label: string; value: string };

/**
 * "Your {month} on Shaadi Vendors UK: {listing}" to the listing's owner account: the month's figures as lines, a
 * sentence on peers when there is one, the Performance link, and the unsubscribe link, also given as the headers
 * `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` so a mail client can offer a
 * one-click stop. Input: recipient, listing name, month ('October 2026'), lines, optional sentence, the absolute
 * Performance and unsubscribe addresses, support address. Output: a {@link MailMessage}.
 */
export function monthlySummaryMessage(input: {
  to: string;
  vendorName: string;
  month: string;
  lines: SummaryLine[];
  sentence: string | null;
  performanceUrl: string;
  unsubscribeUrl: string;
  supportEmail: string;
}): MailMessage {
  const subject = `Your ${input.month} on ${SITE_NAME}: ${oneLine(input.vendorName)}`;
  const intro = `Here is how ${input.vendorName} did on ${SITE_NAME} in ${input.month}.`;
  const stop = "You get this summary once a month as the owner of the listing. To stop it, open:";
  const text = [
    intro,
    "",
    ...input.lines.map((line) => `${line.label}: ${line.value}`),
    "",
    ...(input.sentence ? [input.sentence, ""] : []),
    "See every figure, chart and where couples came from:",
    input.performanceUrl,
    "",
    stop,
    input.unsubscribeUrl,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const rows = input.lines
    .map((line) => `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(line.label)}</th><td style="text-align:right;padding:4px 0">${escapeHtml(line.value)}</td></tr>`)
    .join("");
  const performance = escapeHtml(input.performanceUrl);
  const unsubscribe = escapeHtml(input.unsubscribeUrl);
  const html = layout(
    subject,
    [
      paragraph(escapeHtml(intro)),
      `<table style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`,
      input.sentence ? paragraph(escapeHtml(input.sentence)) : "",
      paragraph(`<a href="${performance}" style="color:#7d1c3b">See your Performance page</a>`),
      paragraph(`${escapeHtml(stop)} <a href="${unsubscribe}" style="color:#7d1c3b;word-break:break-all">${unsubscribe}</a>`),
    ].join("\n"),
    input.supportEmail,
  );
  return {
    template: "monthly-summary",
    to: input.to,
    subject,
    text,
    html,
    headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl),
  };
}
