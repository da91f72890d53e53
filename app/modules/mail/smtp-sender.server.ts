import type { Transporter } from "nodemailer";
import type { MailMessage, MailSender } from "~/modules/mail/mail-message";

/**
 * The SMTP adapter of the mail port, over nodemailer.
 * Input: `url` (smtp:// or smtps://, with credentials and options as nodemailer reads them, e.g.
 * `smtps://user:pass@smtp.example.com:465`) and `from` (the sender, `Name <address>`).
 * A message's `id` becomes its Message-ID header, `<id@sender's domain>`.
 * Output: a {@link MailSender} that rejects with nodemailer's error when the server refuses the message or
 * cannot be reached. Used when SMTP_URL is set (docs/deployment.md). nodemailer is loaded with the first message, not at
 * start-up: an instance that serves pages and sends no mail does not hold it (decision 097; docs/deployment.md, "Memory per instance").
 */
export function createSmtpSender({ url, from }: { url: string; from: string }): MailSender & { close: () => void } {
  let transport: Promise<Transporter> | undefined;
  const transportOf = () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  // The sender's domain names the Message-ID, as RFC 5322 suggests (`<id@domain>`).
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  const send = async (message: MailMessage) => {
    await (await transportOf()).sendMail({
      // The id the logs know the mail by (decision 048); nodemailer makes one when there is none.
      messageId: message.id ? `<${message.id}@${domain}>` : undefined,
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // Extra headers a template asks for, e.g. List-Unsubscribe on the monthly summary (RFC 8058).
      headers: message.headers,
    });
  };
  return Object.assign(send, { close: () => void transport?.then((opened) => opened.close()) });
}
