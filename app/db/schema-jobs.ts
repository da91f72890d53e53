import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The background job queue of the embedded database (docs/decisions/043): on PostgreSQL pg-boss keeps its own
// tables in schema `pgboss`; on PGlite the in-process runner (app/modules/jobs/in-process-queue.server.ts) keeps
// its jobs here, so a job survives a restart.

/** States of a background job: waiting (or waiting to be retried), being run, or given up after its retries. */
export const BACKGROUND_JOB_STATES = ["created", "active", "failed"] as const;

/**
 * One background job: a queue `name`, its JSON `data`, when it may start, and its retry rules. A running job
 * holds a lease (`locked_until`), renewed while it runs; a job whose lease ran out lost its runner and is taken
 * again. A completed job is deleted. `singleton_key` allows one waiting-or-running job per key and queue.
 */
export const backgroundJobs = pgTable(
  "background_jobs",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    state: text("state").notNull().default("created"),
    singletonKey: text("singleton_key"),
    retryCount: integer("retry_count").notNull().default(0),
    retryLimit: integer("retry_limit").notNull().default(0),
    retryDelaySeconds: integer("retry_delay_seconds").notNull().default(0),
    retryBackoff: boolean("retry_backoff").notNull().default(false),
    startAfter: timestamp("start_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("background_jobs_state_check", sql`${t.state} in ('created', 'active', 'failed')`),
    index("background_jobs_due_idx").on(t.startAfter).where(sql`${t.state} in ('created', 'active')`),
    uniqueIndex("background_jobs_singleton_idx")
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('created', 'active')`),
  ],
);
