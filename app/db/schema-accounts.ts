import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Accounts (docs/product/vendor-journey-and-portal.md#account-creation; decision 007). The first four tables are better-auth's models (user, session, account, verification)
// plus the admin plugin's fields. better-auth's Drizzle adapter finds each field by its property name
// (`emailVerified`), so the property names below are better-auth's and must not be renamed; the SQL column
// names are ours (snake_case). The adapter is given these tables in app/modules/accounts/auth.server.ts.

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Sign-in identities. `role` is `vendor` (default), `admin` (better-auth admin plugin) or `couple`, an account made by
 * its first emailed sign-in link (decision 081).
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    // Stored lower-case by better-auth, so the unique index is case-insensitive in effect.
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("vendor"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_role_check", sql`${t.role} in ('vendor', 'admin', 'couple')`),
  ],
);

/** Database sessions: the cookie carries `token`; a new row (new token) at every sign-in. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.token), index("sessions_user_idx").on(t.userId)],
);

/** Credentials of a user; for email + password, `providerId` is `credential` and `password` the hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

/** One-time tokens (email verification, password reset) with their expiry. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/**
 * Fixed-window counters shared by every app instance (app/modules/rate-limits/rate-limit.server.ts), for our own
 * sign-in limits and for better-auth's limiter (given to it as custom storage). Keys are namespaced, e.g.
 * `sign-in:ip:203.0.113.9`, `sign-in:account:a@b.test`, `auth:<ip>|/sign-up/email`.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    lastRequest: timestamp("last_request", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * Mails kept by the development outbox (app/modules/mail), shown at /dev/outbox. With SMTP configured, mails
 * are sent and not stored here, so production keeps no copy of verification links.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    // The address replies go to, e.g. the couple of an enquiry (docs/product/public-area.md#enquiries); null for the site's own mails.
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    sentVia: text("sent_via").notNull().default("outbox"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    check("mail_outbox_sent_via_check", sql`${t.sentVia} in ('outbox', 'smtp')`),
  ],
);
