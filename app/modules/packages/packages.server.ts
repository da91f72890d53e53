import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendorPackages, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { MAX_PACKAGES, PACKAGE_MESSAGES, type PackageEventType, type PackageInput, type PackagePriceKind, type VendorPackage } from "~/modules/packages/package-rules";

// The one writer of `vendor_packages` (decision 064): the portal's 'Packages' card, the admin editor, the CSV
// import and the demo catalogue go through here. The 'From' price on `vendors` follows by trigger (migration 0020).

const packageColumns = {
  id: vendorPackages.id,
  vendorId: vendorPackages.vendorId,
  name: vendorPackages.name,
  pricePence: vendorPackages.pricePence,
  priceKind: vendorPackages.priceKind,
  included: vendorPackages.included,
  eventTypes: vendorPackages.eventTypes,
  guests: vendorPackages.guests,
  sortOrder: vendorPackages.sortOrder,
};

/**
 * The packages of each of `vendorIds`, in their order (sort order, then id). Input: vendor ids (any number; none
 * gives an empty map). Output: a map from vendor id to its packages; vendors without any are absent.
 * Shows no vendor's packages to another: callers pass the ids they may read (public listings, or the owner's own).
 */
export async function listPackagesOf(db: Executor, vendorIds: readonly number[]): Promise<Map<number, VendorPackage[]>> {
  const byVendor = new Map<number, VendorPackage[]>();
  if (vendorIds.length === 0) return byVendor;
  const rows = await db
    .select(packageColumns)
    .from(vendorPackages)
    .where(inArray(vendorPackages.vendorId, [...new Set(vendorIds)]))
    .orderBy(asc(vendorPackages.vendorId), asc(vendorPackages.sortOrder), asc(vendorPackages.id));
  for (const { vendorId, ...row } of rows) {
    const list = byVendor.get(vendorId) ?? [];
    // The database checks both lists (vendor_packages_price_kind_check, vendor_packages_event_types_check).
    list.push({ ...row, priceKind: row.priceKind as PackagePriceKind, eventTypes: row.eventTypes as PackageEventType[] });
    byVendor.set(vendorId, list);
  }
  return byVendor;
}

/** The packages of one vendor, in their order; [] without any. See {@link listPackagesOf}. */
export async function listPackages(db: Executor, vendorId: number): Promise<VendorPackage[]> {
  return (await listPackagesOf(db, [vendorId])).get(vendorId) ?? [];
}

/**
 * Replaces all of a vendor's packages with `packages` (checked by `packageSchema`), in the order given: the CSV
 * import and the demo catalogue, which carry a vendor's whole list. Input: an executor (run it inside the caller's
 * transaction when the vendor is written too), the vendor's id, at most {@link MAX_PACKAGES} packages.
 * Throws AppError `invalid` (PACKAGE_MESSAGES.tooMany) for more. Locks the vendor's row so two writers cannot
 * interleave their lists.
 */
export async function replacePackages(db: Executor, vendorId: number, packages: readonly PackageInput[]): Promise<void> {
  if (packages.length > MAX_PACKAGES) throw new AppError("invalid", PACKAGE_MESSAGES.tooMany);
  await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for("update");
  await db.delete(vendorPackages).where(eq(vendorPackages.vendorId, vendorId));
  if (packages.length === 0) return;
  await db.insert(vendorPackages).values(
    packages.map((pkg, index) => ({
      vendorId,
      name: pkg.name,
      pricePence: pkg.pricePence,
      priceKind: pkg.priceKind,
      included: pkg.included,
      eventTypes: pkg.eventTypes,
      guests: pkg.guests,
      sortOrder: index,
      updatedAt: sql`now()`,
    })),
  );
}

// Packages per INSERT of addPackagesOfNewVendors: seven parameters each, far below PostgreSQL's 65,535.
const NEW_VENDORS_BATCH = 5000;

/**
 * Writes the packages of vendors created earlier in the caller's transaction, which have none yet: the CSV import
 * of up to 10,000 vendors (decision 069), where {@link replacePackages}' three statements a vendor would outlast
 * the request. One INSERT per 5,000 packages; each list keeps its order (sort order 0, 1, …) and the 'From' price
 * follows by trigger. No lock is needed: no other transaction sees these vendors before the caller commits.
 * Input: the caller's transaction, each new vendor's id and its packages (checked by `packageSchema`, at most
 * {@link MAX_PACKAGES}). Throws AppError `invalid` (PACKAGE_MESSAGES.tooMany) when a list is longer, before writing.
 */
export async function addPackagesOfNewVendors(tx: Executor, lists: readonly { vendorId: number; packages: readonly PackageInput[] }[]): Promise<void> {
  if (lists.some(({ packages }) => packages.length > MAX_PACKAGES)) throw new AppError("invalid", PACKAGE_MESSAGES.tooMany);
  const rows = lists.flatMap(({ vendorId, packages }) =>
    packages.map((pkg, index) => ({
      vendorId,
      name: pkg.name,
      pricePence: pkg.pricePence,
      priceKind: pkg.priceKind,
      included: pkg.included,
      eventTypes: pkg.eventTypes,
      guests: pkg.guests,
      sortOrder: index,
    })),
  );
  for (let from = 0; from < rows.length; from += NEW_VENDORS_BATCH) await tx.insert(vendorPackages).values(rows.slice(from, from + NEW_VENDORS_BATCH));
}
