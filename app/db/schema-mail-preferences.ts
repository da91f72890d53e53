import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Addresses that asked for no more of one kind of marketing mail (docs/decisions/094-marketing-mail-consent.md).
 * The address itself is never stored: `email_key` is the HMAC-SHA256 of the app's secret and the normalised
 * address, enough to recognise it on the next mail and useless to anyone without the secret.
 */
export const mailOptOuts = pgTable(
  "mail_opt_outs",
  {
    emailKey: text("email_key").notNull(),
    kind: text("kind").notNull(),
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emailKey, t.kind] }),
    check("mail_opt_outs_kind_check", sql`${t.kind} in ('similar-vendors', 'review-invitation')`),
    check("mail_opt_outs_email_key_check", sql`${t.emailKey} ~ '^[A-Za-z0-9_-]{43}$'`),
  ],
);
