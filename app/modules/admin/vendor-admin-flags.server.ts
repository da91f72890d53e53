import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import { BULK_VENDOR_ACTIONS, type BulkOutcome, type BulkVendorAction, type VendorFlag } from "~/modules/admin/vendor-admin-list";
import { AppError } from "~/modules/errors/app-error";

// The admin's active and featured switches, one vendor at a time or on a selection
// (docs/product/admin.md#vendors "Admin toggles is_active, is_featured … one at a time or in bulk … make active, inactive, featured,
// unfeatured"; "bulk actions on ids that do not exist"). Changing whether a vendor is active also clears
// its subscription lapse mark: the admin's decision stands until the admin changes it (decision 019).

/** The flags of one vendor after a change. */
export type VendorFlags = { id: number; name: string; isActive: boolean; isFeatured: boolean };

/** The columns written for a flag change: the flag, the lapse mark when the flag is `isActive`, and the update time. */
function flagUpdate(change: Partial<Record<VendorFlag, boolean>>) {
  return { ...change, ...("isActive" in change ? { subscriptionLapsedAt: null } : {}), updatedAt: sql`now()` };
}

/**
 * Switches one flag of vendor `vendorId` (docs/product/admin.md#vendors: one at a time). Setting a flag to the value it has changes and
 * records nothing. Input: database, the acting admin, the vendor id, the flag (`isActive` or `isFeatured`) and its
 * new value. Output: the vendor's flags afterwards ({@link VendorFlags}).
 * Throws AppError `not_found` (404, title 'Failed to update vendor') for no such vendor.
 */
export async function setVendorFlag(db: Database, actor: AuditActor, vendorId: number, flag: VendorFlag, value: boolean): Promise<VendorFlags> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: vendors.id, name: vendors.name, isActive: vendors.isActive, isFeatured: vendors.isFeatured })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for("update");
    if (!before) throw new AppError("not_found", VENDOR_ADMIN_MESSAGES.notFound, { title: VENDOR_ADMIN_MESSAGES.updateFailed });
    if (before[flag] === value) return before;
    await tx.update(vendors).set(flagUpdate({ [flag]: value })).where(eq(vendors.id, vendorId));
    await recordAudit(tx, actor, { action: "vendor.update", entityType: "vendor", entityId: vendorId, before: { [flag]: before[flag] }, after: { [flag]: value } });
    return { ...before, [flag]: value };
  });
}

/**
 * Applies a bulk action to the selected vendors in one transaction (docs/product/admin.md#vendors: make active, inactive, featured,
 * unfeatured). Ids that name no vendor are reported in `missing` and the others are changed; one audit entry lists
 * the vendors that changed with their values before and after.
 * Input: database, the acting admin, the ids (each counted once), the action. Output: {@link BulkOutcome}, ids ascending.
 * Throws AppError `not_found` (404, title 'Failed to update vendors') when no id names a vendor; nothing changes then.
 */
export async function bulkUpdateVendors(db: Database, actor: AuditActor, ids: readonly number[], action: BulkVendorAction): Promise<BulkOutcome> {
  const { change } = BULK_VENDOR_ACTIONS[action];
  const [flag, value] = Object.entries(change)[0] as [VendorFlag, boolean];
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: vendors.id, isActive: vendors.isActive, isFeatured: vendors.isFeatured })
      .from(vendors)
      .where(inArray(vendors.id, wanted))
      .orderBy(asc(vendors.id))
      .for("update");
    const existing = new Set(found.map((row) => row.id));
    const missing = wanted.filter((id) => !existing.has(id));
    if (found.length === 0) {
      throw new AppError("not_found", `None of the selected vendors exist (${missing.join(", ")}).`, { title: VENDOR_ADMIN_MESSAGES.bulkFailed });
    }
    const changing = found.filter((row) => row[flag] !== value);
    const changed = changing.map((row) => row.id);
    if (changed.length > 0) {
      await tx.update(vendors).set(flagUpdate(change)).where(inArray(vendors.id, changed));
      await recordAudit(tx, actor, {
        action: "vendors.bulk-update",
        entityType: "vendor",
        entityId: changed.join(","),
        before: Object.fromEntries(changing.map((row) => [row.id, { [flag]: row[flag] }])),
        after: Object.fromEntries(changing.map((row) => [row.id, { [flag]: value }])),
      });
    }
    return { changed, unchanged: found.filter((row) => row[flag] === value).map((row) => row.id), missing };
  });
}
