import type { Database } from "~/db/client.server";
import { changedFields, recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import type { PackageChange } from "~/modules/packages/package-form";
import type { VendorPackage } from "~/modules/packages/package-rules";
import { applyPackageChange, type PackageChangeResult } from "~/modules/packages/packages.server";

// The admin's edits to any vendor's packages, on the vendor editor (docs/product/admin.md#vendors), through the one
// writer of packages; each recorded in the audit log in the transaction that makes it (docs/product/admin.md#audit-log).

const AUDIT_ACTIONS = { "add-package": "vendor-package.create", "save-package": "vendor-package.update", "delete-package": "vendor-package.delete" } as const;

/** A package as the audit log keeps it: its fields and the vendor it belongs to. */
const audited = (vendorId: number, pkg: VendorPackage | undefined) => (pkg ? { vendorId, ...pkg } : undefined);

/**
 * Adds, saves or deletes a package of vendor `vendorId` for an admin (docs/product/vendor-journey-and-portal.md#packages
 * for the rules) and records it: `vendor-package.create`, `.update` (only the fields that changed; a save that changes
 * nothing records nothing) or `.delete`, entity `vendor_package`.
 * Input: database, the acting admin, the vendor id, the posted change. Output: {@link PackageChangeResult}.
 * Throws AppError `invalid` (400) with a message per field or 'You can have at most 10 packages…'; `not_found` (404)
 * for no such vendor or a package that is not this vendor's. Nothing changes or is recorded then.
 */
export async function changeAdminPackages(db: Database, actor: AuditActor, vendorId: number, change: PackageChange): Promise<PackageChangeResult> {
  return db.transaction(async (tx) => {
    const result = await applyPackageChange(tx, { id: vendorId }, change);
    const entityId = (result.after ?? result.before)!.id;
    const before = audited(vendorId, result.before);
    const after = audited(vendorId, result.after);
    const entry = before && after ? changedFields(before, after) : { before, after };
    if (before && after && Object.keys(entry.after ?? {}).length === 0) return result;
    await recordAudit(tx, actor, { action: AUDIT_ACTIONS[result.intent], entityType: "vendor_package", entityId, ...entry });
    return result;
  });
}
