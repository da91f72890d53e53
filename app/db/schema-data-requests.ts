import { sql } from "drizzle-orm";
import { check, date, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "~/db/schema-accounts";

// Requests people make to support by email for a copy of their data or its erasure (docs/product/admin.md#data-requests;
// decision 093).

/** What a request asks for. */
export const DATA_REQUEST_KINDS = ["export", "erasure"] as const;

/** Where a request stands: waiting, met, or closed because no account has the address. */
export const DATA_REQUEST_STATUSES = ["open", "fulfilled", "no_account"] as const;

/**
 * One request received by support: the requester's address as they wrote from it, what they asked for, the UK day
 * it arrived (the month to answer runs from it), an optional note, and who closed it when. Kept 6 years as the
 * record that the request was met (app/modules/retention/retention-schedule.ts).
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: serial("id").primaryKey(),
    requesterEmail: text("requester_email").notNull(),
    kind: text("kind", { enum: DATA_REQUEST_KINDS }).notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: DATA_REQUEST_STATUSES }).notNull().default("open"),
    loggedByUserId: text("logged_by_user_id").references(() => users.id, { onDelete: "set null" }),
    // Copied, like the audit log's actor, so the list still says who closed it after that admin's account is gone.
    closedByEmail: text("closed_by_email"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("data_requests_kind_check", sql`${t.kind} in ('export', 'erasure')`),
    check("data_requests_status_check", sql`${t.status} in ('open', 'fulfilled', 'no_account')`),
    index("data_requests_received_idx").on(t.receivedOn, t.id),
  ],
);
