import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import type { VendorListQuery } from "~/modules/admin/vendor-admin-list";
import { adminVendorFilter } from "~/modules/admin/vendor-admin-list.server";
import { vendorsCsv } from "~/modules/imports/csv-export";
import { listPackagesOf } from "~/modules/packages/packages.server";
import type { VendorPackage } from "~/modules/packages/package-rules";
import { vendorColumnSelection } from "~/modules/vendors/write-vendor.server";

// The admin's vendor export (docs/product/admin.md#csv-import "a CSV export of vendors"): every vendor, active or not, or those the
// Vendors tab's search and filters select (its URL parameters `q`, `category`, `status`).

/** The export's filter: the Vendors tab's search text, category and status (its sort and page do not apply). */
export type VendorExportFilter = Pick<VendorListQuery, "q" | "categoryId" | "status">;

// The written columns (the business fields, decision 053), less what a spreadsheet should not carry: the category id
// (its name is written) and the coordinates (the importer finds them again from the town).
const { categoryId: _categoryId, latitude: _latitude, longitude: _longitude, ...exportedColumns } = vendorColumnSelection;

// Vendor ids per packages query: one bound parameter each, far below PostgreSQL's 65,535.
const PACKAGES_BATCH = 10_000;

/**
 * The vendors matching `filter` as a CSV file in the import's columns with their packages (decision 069), oldest
 * first (ids ascending), formula text escaped (`vendorsCsv`). Input: database, {@link VendorExportFilter} (`q`
 * matched anywhere in the name, case-insensitively, `%` and `_` literal; `status` active, inactive or featured).
 * Output: the file's text. Throws the driver's error.
 */
export async function exportVendorsCsv(db: Database, filter: VendorExportFilter): Promise<string> {
  const rows = await db
    .select({ id: vendors.id, ...exportedColumns, category: categories.name })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(adminVendorFilter(filter))
    .orderBy(asc(vendors.id));
  const packages = new Map<number, VendorPackage[]>();
  for (let from = 0; from < rows.length; from += PACKAGES_BATCH) {
    const batch = await listPackagesOf(db, rows.slice(from, from + PACKAGES_BATCH).map((row) => row.id));
    for (const [vendorId, list] of batch) packages.set(vendorId, list);
  }
  return vendorsCsv(rows.map(({ id, ...row }) => ({ ...row, packages: packages.get(id) ?? [] })));
}
