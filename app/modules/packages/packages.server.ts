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

/** A package of a bulk load: a vendor's package with its place in the vendor's list. */
export type PackageRow = PackageInput & { vendorId: number; sortOrder: number };

/**
 * Adds the packages of vendors that have none yet, many vendors at once, in one statement (a JSON parameter
 * unpacked by `json_to_recordset`, as the demo catalogue's bulk insert): the search benchmark's catalogues of up to
 * 100,000 vendors (docs/benchmarks.md; decision 064). Input: an executor, rows already checked against the package
 * rules, at most {@link MAX_PACKAGES} per vendor. Output: resolves once written. The 'From' price follows by trigger,
 * unless the caller has switched triggers off for the load (`session_replication_role = replica`) and writes it
 * itself. Throws AppError `invalid` (PACKAGE_MESSAGES.tooMany) for more than ten of one vendor, and the driver's
 * errors (a constraint).
 */
export async function insertPackagesOfNewVendors(db: Executor, rows: readonly PackageRow[]): Promise<void> {
  if (rows.length === 0) return;
  const perVendor = new Map<number, number>();
  for (const row of rows) perVendor.set(row.vendorId, (perVendor.get(row.vendorId) ?? 0) + 1);
  if ([...perVendor.values()].some((count) => count > MAX_PACKAGES)) throw new AppError("invalid", PACKAGE_MESSAGES.tooMany);
  const json = JSON.stringify(
    rows.map((row) => ({
      vendor_id: row.vendorId,
      name: row.name,
      price_pence: row.pricePence,
      price_kind: row.priceKind,
      included: row.included,
      event_types: row.eventTypes,
      guests: row.guests,
      sort_order: row.sortOrder,
    })),
  );
  await db.execute(sql`
    insert into vendor_packages (vendor_id, name, price_pence, price_kind, included, event_types, guests, sort_order)
    select vendor_id, name, price_pence, price_kind, included, array(select json_array_elements_text(event_types)), guests, sort_order
    from json_to_recordset(${json}::json) as x(vendor_id integer, name text, price_pence integer, price_kind text,
      included text, event_types json, guests integer, sort_order integer)`);
}
