import type { Database } from "~/db/client.server";
import { getAdminStats, type AdminStats } from "~/modules/admin/admin-stats.server";
import { listRecentAudit } from "~/modules/audit/audit-log.server";

/** One audit entry as the dashboard shows it (times as ISO strings). */
export type AuditView = {
  id: number;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** What the admin dashboard's frame shows around every tab: the stat cards and the latest audit entries. */
export type AdminOverview = { stats: AdminStats; audit: AuditView[] };

/**
 * The frame of /admin-dashboard (docs/product/admin.md#dashboard: "the dashboard shows the latest entries"): the stat counts
 * and the 15 latest audit entries, newest first. Input: database. Output: {@link AdminOverview}.
 */
export async function getAdminOverview(db: Database): Promise<AdminOverview> {
  const stats = await getAdminStats(db);
  const entries = await listRecentAudit(db, 15);
  return {
    stats,
    audit: entries.map((entry) => ({
      id: entry.id,
      actorEmail: entry.actorEmail,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
