import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "~/db/schema-accounts";

// The admin back office's records (docs/product/admin.md#audit-log, docs/product/admin.md#scraping-import): who changed what, the import jobs, and the few settings an admin
// keeps on the server (the scraping service's key, encrypted).

/**
 * One admin action on one record (docs/product/admin.md#audit-log: "who did what to which record, with before and after values").
 * `entity_id` is text so vendors, listings, accounts and jobs fit one column; `before`/`after` hold only the
 * fields that changed (null for a creation's before or a deletion's after). Kept when the admin account goes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    // Copied so the entry still says who acted after the account is deleted.
    actorEmail: text("actor_email").notNull(),
    // A verb phrase in kebab-case, e.g. `vendor.update`, `listing.approve`, `import.csv`.
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/** Statuses of an import job: waiting, under way, done, stopped by an error, or cancelled by an admin. */
export const IMPORT_JOB_STATUSES = ["queued", "running", "completed", "failed", "cancelled"] as const;

/**
 * A web-scraping import (docs/product/admin.md#scraping-import): the list of vendor websites to visit (`input`), progress (`total`,
 * `completed`), the names processed and the errors met, each a JSON array of strings. `heartbeat_at` is written
 * while a runner works on it, so a job whose process died can be picked up again.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("scrape"),
    status: text("status").notNull().default("queued"),
    // Which scraper adapter runs it: `builtin` (fetch + cheerio) or `firecrawl`.
    adapter: text("adapter").notNull(),
    input: jsonb("input").notNull(),
    total: integer("total").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    processed: jsonb("processed").notNull().default(sql`'[]'::jsonb`),
    errors: jsonb("errors").notNull().default(sql`'[]'::jsonb`),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  },
  (t) => [
    check("import_jobs_status_check", sql`${t.status} in ('queued', 'running', 'completed', 'failed', 'cancelled')`),
    check("import_jobs_adapter_check", sql`${t.adapter} in ('builtin', 'firecrawl')`),
    check("import_jobs_progress_check", sql`${t.completed} >= 0 and ${t.completed} <= ${t.total}`),
    index("import_jobs_created_idx").on(t.createdAt),
    index("import_jobs_live_idx").on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Settings an admin changes at run time, by key (e.g. `firecrawl.api_key`). Secrets are stored encrypted
 * (AES-256-GCM under a key derived from AUTH_SECRET), never in the browser.
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedByUserId: text("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
