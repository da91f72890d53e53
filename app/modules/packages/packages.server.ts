import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { vendorPackages, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { PACKAGE_FORM_MESSAGES, type PackageChange, type PackageFormValues, type PackagesCardData } from "~/modules/packages/package-form";
import {
  MAX_PACKAGES,
  PACKAGE_MESSAGES,
  packageSchema,
  type PackageEventType,
  type PackageInput,
  type PackagePriceKind,
  type VendorPackage,
} from "~/modules/packages/package-rules";

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

/**
 * A correlated subquery: the packages of the vendor whose id is `vendorId`, in their order (sort order, then id), as
 * a json array of {@link VendorPackage} (`[]` without any), so a page that reads its vendor in one statement reads
 * the packages in it too (docs/benchmarks.md, "Uncached pages"). Input: the SQL of the vendor's id in the outer
 * statement; callers only pass vendors they may show. Output: the subquery, to select beside other columns.
 */
export function packagesJsonSql(vendorId: SQL): SQL<VendorPackage[]> {
  return sql<VendorPackage[]>`coalesce((select json_agg(json_build_object('id', ${vendorPackages.id}, 'name', ${vendorPackages.name},
      'pricePence', ${vendorPackages.pricePence}, 'priceKind', ${vendorPackages.priceKind}, 'included', ${vendorPackages.included},
      'eventTypes', ${vendorPackages.eventTypes}, 'guests', ${vendorPackages.guests}, 'sortOrder', ${vendorPackages.sortOrder})
      order by ${vendorPackages.sortOrder} asc, ${vendorPackages.id} asc)
    from ${vendorPackages} where ${vendorPackages.vendorId} = ${vendorId}), '[]'::json)`;
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

/** The vendor whose packages change: its id and, for the portal, the account that must own it. */
export type PackageOwner = { id: number; ownerUserId?: string };

/**
 * Locks the vendor's row until the transaction ends, so the changes to one vendor's packages (and the count they
 * are checked against) run one after the other. AppError `not_found` when there is no such vendor (or it is not
 * the given owner's).
 */
async function lockVendor(tx: Executor, owner: PackageOwner): Promise<void> {
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, owner.id), owner.ownerUserId === undefined ? undefined : eq(vendors.ownerUserId, owner.ownerUserId)))
    .for("update");
  if (!vendor) throw new AppError("not_found", PACKAGE_FORM_MESSAGES.vendorNotFound);
}

/** Package `packageId` of the vendor; AppError `not_found` when it is another vendor's or none (the IDOR rule). */
async function findPackage(tx: Executor, vendorId: number, packageId: number | undefined): Promise<VendorPackage> {
  const found = packageId === undefined ? undefined : (await listPackages(tx, vendorId)).find((pkg) => pkg.id === packageId);
  if (!found) throw new AppError("not_found", PACKAGE_FORM_MESSAGES.notFound);
  return found;
}

const storedFields = (input: PackageInput) => ({
  name: input.name,
  pricePence: input.pricePence,
  priceKind: input.priceKind,
  included: input.included,
  eventTypes: input.eventTypes,
  guests: input.guests,
});

/**
 * A package form's typed values checked by `packageSchema` (docs/product/vendor-journey-and-portal.md#packages: a
 * name, a price from £1 to £1,000,000 read as pence, 'from' or 'fixed', event types from the enquiry form's list,
 * guests from 1 to 10,000 or none). Input: {@link PackageFormValues}. Output: {@link PackageInput}.
 * Throws AppError `invalid` (400) with a message per field and 'Please correct the highlighted fields.'.
 */
export function checkPackageForm(values: PackageFormValues): PackageInput {
  const parsed = packageSchema.safeParse(values);
  if (!parsed.success) throw invalidForm(parsed.error);
  return parsed.data;
}

/**
 * Adds a package at the end of the vendor's list (docs/product/vendor-journey-and-portal.md#packages; decision 064).
 * Input: an executor (a transaction of the caller's, or the database), the vendor (its id, and the owning account
 * for the portal), the checked package. Output: the stored package. The count is checked under a lock on the
 * vendor's row, so two adds at once cannot make an eleventh. The 'From' price follows by trigger (migration 0020).
 * Throws AppError `invalid` (400, PACKAGE_MESSAGES.tooMany) at {@link MAX_PACKAGES}; `not_found` (404) for no such vendor.
 */
export async function addPackage(db: Executor, owner: PackageOwner, input: PackageInput): Promise<VendorPackage> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, owner);
    const current = await listPackages(tx, owner.id);
    if (current.length >= MAX_PACKAGES) throw new AppError("invalid", PACKAGE_MESSAGES.tooMany);
    const sortOrder = current.reduce((last, pkg) => Math.max(last, pkg.sortOrder + 1), 0);
    const [added] = await tx
      .insert(vendorPackages)
      .values({ vendorId: owner.id, ...storedFields(input), sortOrder, updatedAt: sql`now()` })
      .returning({ id: vendorPackages.id });
    return { ...input, id: added!.id, sortOrder };
  });
}

/**
 * Replaces the fields of package `packageId` of the vendor, keeping its place in the list
 * (docs/product/vendor-journey-and-portal.md#packages). Input: an executor, the vendor, the package id (undefined for
 * an id that could not be one), the checked package. Output: the package before and after.
 * Throws AppError `not_found` (404, PACKAGE_FORM_MESSAGES.notFound) when the package is not this vendor's: another
 * vendor's id changes nothing; `not_found` for no such vendor.
 */
export async function updatePackage(
  db: Executor,
  owner: PackageOwner,
  packageId: number | undefined,
  input: PackageInput,
): Promise<{ before: VendorPackage; after: VendorPackage }> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, owner);
    const before = await findPackage(tx, owner.id, packageId);
    await tx
      .update(vendorPackages)
      .set({ ...storedFields(input), updatedAt: sql`now()` })
      .where(and(eq(vendorPackages.id, before.id), eq(vendorPackages.vendorId, owner.id)));
    return { before, after: { ...input, id: before.id, sortOrder: before.sortOrder } };
  });
}

/**
 * Deletes package `packageId` of the vendor after the confirmation, and closes the gap it leaves in the order
 * (docs/product/vendor-journey-and-portal.md#packages). Deleting the last package clears the 'From' price (trigger,
 * migration 0020). Input: an executor, the vendor, the package id. Output: the deleted package.
 * Throws AppError `not_found` (404, PACKAGE_FORM_MESSAGES.notFound) when the package is not this vendor's;
 * `not_found` for no such vendor.
 */
export async function deletePackage(db: Executor, owner: PackageOwner, packageId: number | undefined): Promise<VendorPackage> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, owner);
    const deleted = await findPackage(tx, owner.id, packageId);
    await tx.delete(vendorPackages).where(and(eq(vendorPackages.id, deleted.id), eq(vendorPackages.vendorId, owner.id)));
    const rest = await listPackages(tx, owner.id);
    for (const [index, pkg] of rest.entries()) {
      if (pkg.sortOrder !== index) await tx.update(vendorPackages).set({ sortOrder: index }).where(eq(vendorPackages.id, pkg.id));
    }
    return deleted;
  });
}

/** What a change did: the package before (save, delete) and after (add, save). */
export type PackageChangeResult = { intent: PackageChange["intent"]; before?: VendorPackage; after?: VendorPackage };

/**
 * One change of the 'Packages' card, checked and applied (docs/product/vendor-journey-and-portal.md#packages): add,
 * save or delete. Input: an executor, the vendor ({@link PackageOwner}), the change as posted ({@link PackageChange}).
 * Output: {@link PackageChangeResult}. Throws what {@link checkPackageForm}, {@link addPackage},
 * {@link updatePackage} and {@link deletePackage} throw; nothing changes then.
 */
export async function applyPackageChange(db: Executor, owner: PackageOwner, change: PackageChange): Promise<PackageChangeResult> {
  switch (change.intent) {
    case "add-package":
      return { intent: change.intent, after: await addPackage(db, owner, checkPackageForm(change.values)) };
    case "save-package":
      return { intent: change.intent, ...(await updatePackage(db, owner, change.packageId, checkPackageForm(change.values))) };
    case "delete-package":
      return { intent: change.intent, before: await deletePackage(db, owner, change.packageId) };
  }
}

/**
 * What the 'Packages' card shows of vendor `vendorId` (docs/product/vendor-journey-and-portal.md#packages): its
 * packages and its 'From' price as stored by the trigger (migration 0020). Input: an executor, the vendor id (one the
 * caller may read: the session's own listing, or any for an admin). Output: {@link PackagesCardData}.
 */
export async function loadPackagesCard(db: Executor, vendorId: number): Promise<PackagesCardData> {
  const [vendor] = await db.select({ fromPricePence: vendors.fromPricePence }).from(vendors).where(eq(vendors.id, vendorId));
  return { packages: await listPackages(db, vendorId), fromPricePence: vendor?.fromPricePence ?? null };
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
  const rows = lists.flatMap(({ vendorId, packages }) => packages.map((pkg, index) => ({ vendorId, ...storedFields(pkg), sortOrder: index })));
  for (let from = 0; from < rows.length; from += NEW_VENDORS_BATCH) await tx.insert(vendorPackages).values(rows.slice(from, from + NEW_VENDORS_BATCH));
}
