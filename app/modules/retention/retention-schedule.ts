// The retention schedule (UK GDPR storage limitation; docs/decisions/089-retention-schedule.md): every kind of
// personal data the site stores, where, why, for how long and what happens at the end. /privacy renders its
// "How long we keep it" section from these rows and the daily sweep (run-retention.server.ts) reads its periods
// from the constants below, so the page, the record of processing and the deletions cannot say different things.

import { CONTACT_RETENTION_MONTHS } from "~/modules/contact/contact-retention";
import { SEARCH_LOG_DAYS } from "~/modules/search-log/search-log-retention";

/** Lawful bases of UK GDPR article 6 the site relies on. */
export type LawfulBasis = "contract" | "legitimate interests" | "consent" | "legal obligation";

/** What happens at the end of a period: the rows go, or the personal parts go and the row stays for figures or records. */
export type RetentionEnd = "deleted" | "anonymised";

export type RetentionRow = {
  /** Stable key, also the key of the sweep's per-kind counts. */
  kind: string;
  /** What it is, as /privacy names it. */
  title: string;
  /** The personal data it holds. */
  data: string;
  tables: readonly string[];
  purpose: string;
  basis: readonly LawfulBasis[];
  /** How long, in words, as /privacy shows it. */
  period: string;
  end: RetentionEnd;
  /** What is deleted or kept at the end. */
  atTheEnd: string;
  /** Whether the daily sweep applies the period; otherwise the end comes with an event (an account closed, a listing removed). */
  applied: "daily sweep" | "on an event";
};

/** Months after a conversation's last message (or an undelivered enquiry's sending) before the couple's details go. */
export const ENQUIRY_RETENTION_MONTHS = 24;
/** The name shown in place of the couple's once a conversation is anonymised. */
export const FORMER_ENQUIRER = "Former enquirer";
/** The longest rate-limit window in use (24 hours): a row older than that has no window left to count in. */
export const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;
/** Days the development outbox's mails and finished or failed jobs are kept. */
export const OUTBOX_AND_JOBS_DAYS = 30;
/** Months a shortlist kept by a browser cookie alone, untouched, is kept (the cookie lasts a year). */
export const ANONYMOUS_SHORTLIST_MONTHS = 13;
/** Months a blocked sender's address is kept after the block. */
export const BLOCKED_SENDER_MONTHS = 24;
/** Years the admin audit log, the log of data requests and the payment records are kept. */
export const RECORDS_YEARS = 6;
/** Months after a wedding's last event before its guest list is deleted, with a warning mail 30 days before. */
export const GUEST_LIST_MONTHS = 12;
/** Days between the warning mail and the deletion of a guest list. */
export const GUEST_LIST_WARNING_DAYS = 30;

export const RETENTION_SCHEDULE: readonly RetentionRow[] = [
  {
    kind: "conversations",
    title: "Enquiries and conversations",
    data: "The couple's name, email, phone, the enquiry's message and every message after it, a declined quote's reason",
    tables: ["enquiries", "conversations", "conversation_messages", "conversation_tokens", "quotes", "review_invitations"],
    purpose: "Passing the enquiry to the vendor and letting both sides talk, quote and book",
    basis: ["contract", "legitimate interests"],
    period: `${ENQUIRY_RETENTION_MONTHS} months after the conversation's last message`,
    end: "anonymised",
    atTheEnd: `The couple becomes '${FORMER_ENQUIRER}' and every message text is removed; the vendor keeps the dates, event type, guest count, quotes' amounts and the booking for their figures and records`,
    applied: "daily sweep",
  },
  {
    kind: "contact-messages",
    title: "Contact form messages",
    data: "Name, email, phone if given, subject and message",
    tables: ["contact_messages"],
    purpose: "Answering the sender",
    basis: ["legitimate interests"],
    period: `${CONTACT_RETENTION_MONTHS} months after they are sent`,
    end: "deleted",
    atTheEnd: "The message is deleted",
    applied: "daily sweep",
  },
  {
    kind: "search-log",
    title: "Search log",
    data: "The words and place searched, per day, with no address, cookie or account",
    tables: ["search_query_days"],
    purpose: "Showing the team what couples look for",
    basis: ["legitimate interests"],
    period: `${SEARCH_LOG_DAYS} days`,
    end: "deleted",
    atTheEnd: "The day's searches are deleted",
    applied: "daily sweep",
  },
  {
    kind: "rate-limits",
    title: "Records behind form and sign-in limits",
    data: "An internet address or email address in a counter's key",
    tables: ["rate_limits"],
    purpose: "Protecting the site and mailboxes from abuse",
    basis: ["legitimate interests"],
    period: "Until the limit's window is over (at most a day)",
    end: "deleted",
    atTheEnd: "The counter is deleted",
    applied: "daily sweep",
  },
  {
    kind: "sessions",
    title: "Sign-in sessions and one-time links",
    data: "Internet address and browser of a signed-in session, the email of a sign-in or reset link",
    tables: ["sessions", "verifications"],
    purpose: "Keeping you signed in and checking sign-in links",
    basis: ["contract", "legitimate interests"],
    period: "Until they expire (sessions 7 days after last use)",
    end: "deleted",
    atTheEnd: "The expired session or link is deleted",
    applied: "daily sweep",
  },
  {
    kind: "mail-outbox",
    title: "Copies of sent mails (development outbox)",
    data: "Recipient, reply address and text of the mails the site sends",
    tables: ["mail_outbox"],
    purpose: "Showing mails on a development or test site, where none is really sent",
    basis: ["legitimate interests"],
    period: `${OUTBOX_AND_JOBS_DAYS} days`,
    end: "deleted",
    atTheEnd: "The copy is deleted",
    applied: "daily sweep",
  },
  {
    kind: "jobs",
    title: "Background jobs",
    data: "Mails waiting to be sent and import jobs' lists of websites, with the admin who started them",
    // On PostgreSQL, pg-boss's own `pgboss.job` holds the queue instead of background_jobs and deletes finished jobs
    // itself after 7 days (its default `deleteAfterSeconds`), inside this period.
    tables: ["background_jobs", "import_jobs", "pgboss.job"],
    purpose: "Sending mail and importing listings in the background",
    basis: ["legitimate interests"],
    period: `${OUTBOX_AND_JOBS_DAYS} days after they finish`,
    end: "deleted",
    atTheEnd: "The finished or failed job is deleted",
    applied: "daily sweep",
  },
  {
    kind: "shortlists",
    title: "Shortlists without an account",
    data: "The vendors saved and the last place searched, under a random cookie id",
    tables: ["shortlists", "shortlist_items"],
    purpose: "Letting a couple come back to their shortlist",
    basis: ["legitimate interests"],
    period: `${ANONYMOUS_SHORTLIST_MONTHS} months after last use (a shortlist of an account is kept with the account)`,
    end: "deleted",
    atTheEnd: "The shortlist and its vendors are deleted",
    applied: "daily sweep",
  },
  {
    kind: "blocked-senders",
    title: "Blocked senders",
    data: "The email address of a sender whose enquiry was upheld as not genuine",
    tables: ["blocked_senders", "enquiry_reports"],
    purpose: "Keeping junk enquiries from vendors",
    basis: ["legitimate interests"],
    period: `${BLOCKED_SENDER_MONTHS} months after the block`,
    end: "deleted",
    atTheEnd: "The address is deleted and its enquiries are delivered again",
    applied: "daily sweep",
  },
  {
    kind: "audit-log",
    title: "Administrators' audit log",
    data: "The administrator's email and the values they changed, which may include a vendor's details",
    tables: ["audit_log"],
    purpose: "Knowing who changed what, to answer disputes and find mistakes",
    basis: ["legitimate interests"],
    period: `${RECORDS_YEARS} years`,
    end: "deleted",
    atTheEnd: "The entry is deleted",
    applied: "daily sweep",
  },
  {
    kind: "data-requests",
    title: "Requests for a copy of your data or its erasure",
    data: "The email address you wrote from, what you asked for, the day it arrived and a note by the team",
    tables: ["data_requests"],
    purpose: "Showing that each request was answered, and when, should it be questioned",
    basis: ["legal obligation"],
    period: `${RECORDS_YEARS} years after we logged it`,
    end: "deleted",
    atTheEnd: "The request's record is deleted",
    applied: "daily sweep",
  },
  {
    kind: "guest-lists",
    title: "Guest lists",
    data: "Guests' names, emails, phones, dietary needs (which can reveal religion) and RSVP answers",
    tables: ["households", "guests", "guest_invitations"],
    purpose: "Planning the wedding and collecting RSVPs for the couple",
    basis: ["contract", "consent"],
    period: `${GUEST_LIST_MONTHS} months after the wedding's last event, with a warning mail ${GUEST_LIST_WARNING_DAYS} days before`,
    end: "deleted",
    atTheEnd: "The households, guests and their answers are deleted; the wedding's events stay",
    applied: "daily sweep",
  },
  {
    kind: "couple-accounts",
    title: "Couple accounts and wedding plans",
    data: "Name, email, the wedding's events, budget, checklist, members and invitations to plan together",
    tables: ["users", "accounts", "couple_shortlists", "weddings", "wedding_members", "wedding_invitations", "wedding_events", "budget_lines", "wedding_tasks"],
    purpose: "Running the couple's account and wedding planner",
    basis: ["contract"],
    period: "While the account is open",
    end: "deleted",
    atTheEnd: "Deleted when the account is closed",
    applied: "on an event",
  },
  {
    kind: "vendor-accounts",
    title: "Vendor accounts and listings",
    data: "Name, email, a hash of the password, business details, photos, calendar feeds, mail preferences such as the monthly summary",
    tables: ["users", "accounts", "vendors", "vendor_images", "vendor_features", "vendor_packages", "vendor_calendars", "vendor_blocked_dates", "vendor_mail_preferences"],
    purpose: "Running the account and publishing the listing",
    basis: ["contract"],
    period: "While the account is open",
    end: "deleted",
    atTheEnd: "Deleted when the account is closed, except the payment records below",
    applied: "on an event",
  },
  {
    kind: "mail-opt-outs",
    title: "Choices to receive no marketing emails",
    data: "A keyed hash of the email address (never the address itself), which emails it stopped and when",
    tables: ["mail_opt_outs"],
    purpose: "Honouring a request to receive no more suggestions or review invitations",
    basis: ["legal obligation"],
    period: "While we need it to honour the choice",
    end: "deleted",
    atTheEnd: "Deleted only at the person's request, after which these emails may start again; the address itself is never kept",
    applied: "on an event",
  },
  {
    kind: "reviews",
    title: "Reviews",
    data: "The author's name as given, rating, text, photos, reports of a review",
    tables: ["reviews", "review_photos", "review_reports"],
    purpose: "Showing couples' experience on the vendor's page",
    basis: ["legitimate interests"],
    period: "While the listing is published",
    end: "deleted",
    atTheEnd: "Deleted with the listing, or earlier at the author's request",
    applied: "on an event",
  },
  {
    kind: "payments",
    title: "Payment records",
    data: "Plan, amounts, dates, the buyer's email, the payment provider's customer and subscription ids",
    tables: ["checkout_sessions", "subscriptions", "webhook_events"],
    purpose: "Billing and meeting tax and accounting law",
    basis: ["contract", "legal obligation"],
    period: `${RECORDS_YEARS} years, also after the account is closed`,
    end: "deleted",
    atTheEnd: "Deleted at the end of the period",
    applied: "on an event",
  },
];

/** The schedule's row of `kind`. Throws when there is none, so a renamed kind fails where it is used. */
export function retentionRow(kind: string): RetentionRow {
  const row = RETENTION_SCHEDULE.find((candidate) => candidate.kind === kind);
  if (!row) throw new Error(`No retention row "${kind}"`);
  return row;
}
