import { inArray, sql } from "drizzle-orm";
import { vendorImages, vendors } from "~/db/schema";
import type { Executor } from "~/db/client.server";
import type { PackageInput } from "~/modules/packages/package-rules";
import { addPackagesOfNewVendors } from "~/modules/packages/packages.server";
import type { VendorFields, VendorFieldsInput } from "~/modules/vendors/vendor-fields";
import { insertVendors, prepareVendor, type PreparedVendor } from "~/modules/vendors/write-vendor.server";

// One way for every import to write vendors (docs/product/admin.md#csv-import: CSV, the built-in list, web scraping): town and
// coordinates from the gazetteer, duplicates (same name and town) reported rather than doubled.

/**
 * A vendor as an import supplies it: any business fields (decision 053), the name and category required; `location`
 * is display text, e.g. "Southall, London" (docs/product/admin.md#csv-import: the import default 'London, UK' is the caller's to apply).
 */
export type ImportVendorInput = VendorFieldsInput &
  Pick<VendorFields, "name" | "categoryId"> & {
    /** Image URLs, the first one primary (at most 10 are kept). */
    imageUrls?: string[];
    /** The vendor's packages, checked by `packageSchema`, in their order (decision 069); none when absent. */
    packages?: readonly PackageInput[];
  };

export type ImportOutcome = {
  created: { id: number; name: string }[];
  /** Rows not written because a vendor with the same name and town exists (or came earlier in this batch). */
  duplicates: { index: number; name: string; town: string }[];
};

/** The town a duplicate check compares: the city, else the first part of the location text, lower-cased. */
export function townOf(row: Pick<ImportVendorInput, "city" | "location">): string {
  return (row.city ?? row.location ?? "").split(",")[0]!.trim().toLocaleLowerCase("en-GB");
}

const duplicateKey = (name: string, town: string) => `${name.trim().toLocaleLowerCase("en-GB")}\u0000${town}`;

// Serialises imports, so two running at once (a double-clicked quick import, a CSV import beside a scraping job)
// cannot both find a vendor missing and both write it. Differs from the migration and seed keys.
const IMPORT_LOCK_KEY = 7_241_907;
// Rows per INSERT of images: five parameters each, far below PostgreSQL's 65,535 limit.
const IMAGE_BATCH = 1000;

/** A row that will be written: its position in the input, and the vendor as the write path will insert it. */
export type PlannedVendor = { index: number; row: ImportVendorInput; vendor: PreparedVendor };

/** What an import would do: the rows it would write, and the duplicates it would report instead. */
export type ImportPlan = { toCreate: PlannedVendor[]; duplicates: ImportOutcome["duplicates"] };

/**
 * Decides, without writing, which rows an import writes and which it reports as duplicates (docs/product/admin.md#csv-import: same name
 * and town as an existing vendor or an earlier row of the batch; names compared case-insensitively, towns by
 * {@link townOf} after the gazetteer has named the row's city). The CSV preview shows this; {@link insertImportedVendors}
 * writes it. Input: the database or transaction, the rows. Output: {@link ImportPlan}. Throws the driver's error.
 */
export async function planImportedVendors(tx: Executor, rows: readonly ImportVendorInput[]): Promise<ImportPlan> {
  const plan: ImportPlan = { toCreate: [], duplicates: [] };
  if (rows.length === 0) return plan;
  const names = [...new Set(rows.map((row) => row.name.trim().toLocaleLowerCase("en-GB")))];
  const existing = await tx
    .select({ name: vendors.name, city: vendors.city, location: vendors.location })
    .from(vendors)
    .where(inArray(sql`lower(${vendors.name})`, names));
  const seen = new Set(existing.map((vendor) => duplicateKey(vendor.name, townOf(vendor))));
  for (const [index, row] of rows.entries()) {
    const vendor = prepareImportedVendor(row);
    const town = townOf({ city: vendor.columns.city ?? null, location: row.location });
    const key = duplicateKey(row.name, town);
    if (seen.has(key)) {
      plan.duplicates.push({ index, name: row.name, town });
      continue;
    }
    seen.add(key);
    plan.toCreate.push({ index, row, vendor });
  }
  return plan;
}

/**
 * Writes imported vendors in the caller's transaction (docs/product/admin.md#csv-import). Each row's town and coordinates come from the
 * gazetteer (the city, else the location text) when it knows the place; a row whose name and town match an
 * existing vendor, or an earlier row of the same batch, is reported in `duplicates` and not written
 * ({@link planImportedVendors}). Images become `vendor_images` rows in order, the first primary. Packages are written
 * by `addPackagesOfNewVendors` in the same transaction (decision 069); `vendors.from_price_pence` follows by
 * trigger. A duplicate's packages are not written: the existing vendor keeps its own. Imports are serialised by a
 * transaction-scoped advisory lock, so the duplicate rule holds when two run at once.
 * Input: the transaction (or database), the rows (index = position in `rows`). Output: {@link ImportOutcome}, `created`
 * in input order. Throws AppError `invalid` for a row with more than 10 packages and the
 * driver's error (the caller's transaction then writes nothing).
 */
export async function insertImportedVendors(tx: Executor, rows: readonly ImportVendorInput[]): Promise<ImportOutcome> {
  if (rows.length === 0) return { created: [], duplicates: [] };
  await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
  const plan = await planImportedVendors(tx, rows);
  const created = await insertVendors(
    tx,
    plan.toCreate.map(({ vendor }) => vendor),
  );
  const images = plan.toCreate.flatMap(({ row }, position) =>
    (row.imageUrls ?? []).slice(0, 10).map((imageUrl, order) => ({
      vendorId: created[position]!.id,
      imageUrl,
      altText: `${created[position]!.name} photo ${order + 1}`,
      isPrimary: order === 0,
      sortOrder: order,
    })),
  );
  for (let from = 0; from < images.length; from += IMAGE_BATCH) await tx.insert(vendorImages).values(images.slice(from, from + IMAGE_BATCH));
  await addPackagesOfNewVendors(
    tx,
    plan.toCreate.flatMap(({ row }, position) => (row.packages?.length ? [{ vendorId: created[position]!.id, packages: row.packages }] : [])),
  );
  return { created, duplicates: plan.duplicates };
}

/**
 * An imported row as the write path inserts it (its `import` place rule): the name trimmed, active unless it says
 * otherwise (docs/product/admin.md#csv-import: `is_active` defaults to true), the rest as given.
 */
function prepareImportedVendor({ imageUrls: _imageUrls, packages: _packages, ...row }: ImportVendorInput): PreparedVendor {
  return prepareVendor({ ...row, name: row.name.trim(), isActive: row.isActive ?? true }, "import");
}
