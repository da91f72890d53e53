import { desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { Executor } from "~/db/client.server";

/** Who acted: the signed-in admin (from `requireAdmin`). */
export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  /** What was done, e.g. `vendor.update`, `listing.approve`, `vendors.bulk-update`, `import.csv`. */
  action: string;
  /** The kind of record: `vendor`, `listing`, `vendor_image`, `import_job`, `setting`, `admin`. */
  entityType: string;
  /** The record's id (several ids joined with commas for a bulk action); undefined for none. */
  entityId?: string | number;
  /** The fields as they were (only those that changed; undefined for a creation). */
  before?: Record<string, unknown>;
  /** The fields as they are now (undefined for a deletion). */
  after?: Record<string, unknown>;
};

/**
 * Records one admin action (docs/product/admin.md#audit-log: "who did what to which record, with before and after values"). Call it in
 * the transaction that makes the change, so the entry exists exactly when the change does.
 * Input: the database or transaction, the actor, {@link AuditEntry}. Throws the driver's error.
 */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The fields of `after` whose values differ from `before`, as the pair to record: `{ before, after }` with only
 * those keys (compared as JSON, so dates and arrays compare by value). Input: two records of the same shape.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const changed = { before: {} as Partial<T>, after: {} as Partial<T> };
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed.before[key] = before[key];
    changed.after[key] = after[key];
  }
  return changed;
}

export type AuditLogRow = typeof auditLog.$inferSelect;

/** The latest entries, newest first, for the dashboard. Input: database, how many (default 20). */
export async function listRecentAudit(db: Database, limit = 20): Promise<AuditLogRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
