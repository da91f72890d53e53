/**
 * Which kind of mail a message is: what a log line names instead of its recipient or subject (decision 048).
 */
export type MailTemplate =
  | "verify-email"
  | "listing-received"
  | "confirm-account"
  | "enquiry-to-vendor"
  | "enquiry-confirmation"
  | "contact-to-support"
  | "listing-live"
  | "review-invitation"
  | "conversation-message"
  | "enquiry-reminder"
  | "similar-vendors"
  | "couple-sign-in"
  | "wedding-partner-invitation"
  | "guest-rsvp"
  | "monthly-summary"
  | "account-deletion"
  | "guest-list-deletion";

/** One email as the app composes it: both bodies are always present (plain text for every client, HTML). */
export type MailMessage = {
  /** The template it was made from, for logs. */
  template: MailTemplate;
  /**
   * Its id, given by `sendMail` when it queues the mail and sent as the Message-ID header's local part, so a log
   * line can be matched with the mail server's records without the address (decision 048).
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the sender, e.g. the couple of an enquiry (docs/product/public-area.md#enquiries); one address. */
  replyTo?: string;
  /**
   * Extra headers by name, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on a mail a vendor can turn off
   * (RFC 8058); carried through the mail queue with the rest of the message. Values are one line.
   */
  headers?: Record<string, string>;
};

/**
 * The mail port (docs/ARCHITECTURE.md, convention 7): SMTP in production, the development outbox otherwise.
 * Resolves when the message has been handed over; rejects when it could not be.
 */
export type MailSender = (message: MailMessage) => Promise<void>;
