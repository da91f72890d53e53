import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import type { VendorListQuery } from "~/modules/admin/vendor-admin-list";
import { adminVendorFilter } from "~/modules/admin/vendor-admin-list.server";
import { editorColumns } from "~/modules/admin/vendor-admin-write.server";
import { vendorsCsv } from "~/modules/imports/csv-export";

// The admin's vendor export (docs/product/admin.md#csv-import "a CSV export of vendors"): every vendor, active or not, or those the
// Vendors tab's search and filters select (its URL parameters `q`, `category`, `status`).

/** The export's filter: the Vendors tab's search text, category and status (its sort and page do not apply). */
export type VendorExportFilter = Pick<VendorListQuery, "q" | "categoryId" | "status">;

// The editor's columns, less what a spreadsheet should not carry: the category id (its name is written) and the
// coordinates (the importer finds them again from the town).
const { categoryId: _categoryId, latitude: _latitude, longitude: _longitude, ...exportedColumns } = editorColumns;

/**
 * The vendors matching `filter` as a CSV file in the import's columns, oldest first (ids ascending), formula
 * text escaped (`vendorsCsv`). Input: database, {@link VendorExportFilter} (`q` matched anywhere in the name,
 * case-insensitively, `%` and `_` literal; `status` active, inactive or featured). Output: the file's text.
 * Throws the driver's error.
 */
export async function exportVendorsCsv(db: Database, filter: VendorExportFilter): Promise<string> {
  const rows = await db
    .select({ ...exportedColumns, category: categories.name })
    .from(vendors)
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .where(adminVendorFilter(filter))
    .orderBy(asc(vendors.id));
  return vendorsCsv(rows);
}
