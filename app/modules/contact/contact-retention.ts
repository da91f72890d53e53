// How long contact form messages are kept (docs/product/public-area.md#contact: "contact messages: choose and state a period"). The spec's
// privacy text allows up to 24 months for contact data; /privacy states this figure through the retention schedule
// (app/modules/retention/retention-schedule.ts), and both the daily retention sweep and send-contact-message.server.ts
// delete older messages. docs/decisions/032-contact-and-trust-pages.md.

/** Contact messages are deleted this many calendar months after they were sent. */
export const CONTACT_RETENTION_MONTHS = 24;

/** The oldest `created_at` a contact message may have at `at`: the same instant {@link CONTACT_RETENTION_MONTHS} months earlier (UTC). */
export function contactRetentionCutoff(at: Date): Date {
  const cutoff = new Date(at);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_RETENTION_MONTHS);
  return cutoff;
}
