import { z } from "zod";
// Types only: the page's bundle must not carry the schema.
import type { DATA_REQUEST_KINDS, DATA_REQUEST_STATUSES } from "~/db/schema-data-requests";
import { isCalendarDay } from "~/modules/time/uk-dates";

// Requests made to support by email (docs/product/admin.md#data-requests; decision 093): what they ask for, when
// they are due (UK GDPR: within one month of receipt) and the messages the admin reads.

export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** A logged request as the log reads it. */
export type DataRequestRow = {
  id: number;
  email: string;
  kind: DataRequestKind;
  receivedOn: string;
  dueOn: string;
  note: string;
  status: DataRequestStatus;
  closedByEmail: string | null;
  closedAt: Date | null;
};

/** The page of the log. */
export const DATA_REQUESTS_PATH = "/admin-dashboard/data-requests";

export const KIND_LABELS: Record<DataRequestKind, string> = { export: "Copy of their data", erasure: "Erasure" };
export const STATUS_LABELS: Record<DataRequestStatus, string> = { open: "Open", fulfilled: "Fulfilled", no_account: "No account found" };

export const DATA_REQUEST_MESSAGES = {
  noEmail: "Enter the email address the request came from.",
  badEmail: "Enter an email address like name@example.com.",
  badKind: "Choose what they asked for: a copy of their data or erasure.",
  noDay: "Enter the day the request arrived.",
  badDay: "Enter the day as a real date, e.g. 2026-11-29.",
  futureDay: "The day the request arrived cannot be in the future.",
  longNote: "Keep the note under 1,000 characters.",
  logged: "Request logged.",
  notFound: "This request does not exist.",
  closed: "This request is already closed.",
  wrongKind: "This request asks for something else.",
  noAccount: "No account has this email address. You can close the request as 'no account found'.",
  accountExists: "An account has this email address: fulfil the request instead.",
  notConfirmed: "Tick the box to confirm the erasure.",
  erased: "The account was erased.",
  deletionStarted: "The vendor's account is set to be deleted in 30 days; their listing is off the site.",
  closedNoAccount: "Closed: no account found.",
  failed: "The request could not be completed. Nothing has changed; please try again.",
} as const;

/**
 * The day a request must be answered by: one calendar month after the UK day it arrived, or the last day of the
 * next month when that month is shorter (received 31 January → due 28 or 29 February), as the ICO counts it.
 * Input/output: `YYYY-MM-DD`. Rule: docs/product/admin.md#data-requests.
 */
export function dueOn(receivedOn: string): string {
  const [year, month, day] = receivedOn.split("-").map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, lastOfNext))).toISOString().slice(0, 10);
}

/** The log form as typed (text fields only). */
export type DataRequestValues = { email: string; kind: string; receivedOn: string; note: string };

/**
 * The log form's rules, given today's UK day: an email address, a known kind, a real day not after today, a note
 * of at most 1,000 characters. Output: the schema; the email comes out trimmed and lower-cased.
 */
export function dataRequestSchema(today: string) {
  return z.object({
    email: z.string().trim().min(1, DATA_REQUEST_MESSAGES.noEmail).max(254, DATA_REQUEST_MESSAGES.badEmail).pipe(z.email(DATA_REQUEST_MESSAGES.badEmail)).transform((value) => value.toLowerCase()),
    kind: z.enum(Object.keys(KIND_LABELS) as [DataRequestKind, ...DataRequestKind[]], DATA_REQUEST_MESSAGES.badKind),
    receivedOn: z
      .string()
      .trim()
      .min(1, DATA_REQUEST_MESSAGES.noDay)
      .refine(isCalendarDay, DATA_REQUEST_MESSAGES.badDay)
      .refine((day) => day <= today, DATA_REQUEST_MESSAGES.futureDay),
    note: z.string().trim().max(1000, DATA_REQUEST_MESSAGES.longNote),
  });
}
