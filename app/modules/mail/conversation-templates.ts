import type { MailMessage } from "~/modules/mail/mail-message";
import { button, escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The mail that tells one side of a conversation about new messages (docs/product/couples-tools.md#conversations):
// the messages in full, a link back to the conversation, and when replies by mail are set up, a reply address.

const SITE_NAME = "Shaadi Vendors UK";

/** One message as the mail shows it: its text (a quote is described in words by the sender's module). */
export type NotifiedMessage = { text: string };

/**
 * "New message from {from}" to one side of a conversation. Several messages (within 15 minutes of each other)
 * come in one mail, in order. Input: recipient, the other side's name, the messages, the conversation's URL
 * (the couple's private link or the portal page), the reply address (undefined: reply on the site only),
 * the support address. Output: a {@link MailMessage} with template `conversation-message`.
 */
export function conversationMessageMail(input: {
  to: string;
  from: string;
  messages: readonly NotifiedMessage[];
  conversationUrl: string;
  replyTo?: string;
  supportEmail: string;
}): MailMessage {
  const count = input.messages.length;
  const subject = `${count === 1 ? "New message" : `${count} new messages`} from ${oneLine(input.from)} – ${SITE_NAME}`;
  const howToReply = input.replyTo ? "Reply to this email, or open the conversation:" : "Open the conversation to reply:";
  const text = [
    "Hello,",
    "",
    `${oneLine(input.from)} wrote:`,
    "",
    ...input.messages.flatMap((message) => [message.text, "", "---", ""]),
    howToReply,
    input.conversationUrl,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const link = escapeHtml(input.conversationUrl);
  const html = layout(
    subject,
    [
      paragraph("Hello,"),
      paragraph(`${escapeHtml(oneLine(input.from))} wrote:`),
      ...input.messages.map(
        (message) =>
          `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #e6d3c4;white-space:pre-wrap">${escapeHtml(message.text)}</blockquote>`,
      ),
      paragraph(escapeHtml(howToReply)),
      button(input.conversationUrl, "Open the conversation"),
      paragraph(`Or open this link: <a href="${link}" style="color:#7d1c3b;word-break:break-all">${link}</a>`),
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "conversation-message", to: input.to, subject, text, html, replyTo: input.replyTo };
}
