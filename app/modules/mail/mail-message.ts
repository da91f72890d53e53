/** One email as the app composes it: both bodies are always present (plain text for every client, HTML). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender, e.g. the couple of an enquiry (docs/product/public-area.md#enquiries); one address. */
  replyTo?: string;
};

/**
 * The mail port (docs/ARCHITECTURE.md, convention 7): SMTP in production, the development outbox otherwise.
 * Resolves when the message has been handed over; rejects when it could not be.
 */
export type MailSender = (message: MailMessage) => Promise<void>;
