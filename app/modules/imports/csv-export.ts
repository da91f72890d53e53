import { stringify } from "csv-stringify/sync";
import { CSV_COLUMNS, CSV_FIELD_COLUMNS, type CsvColumn } from "~/modules/imports/csv-messages";
import { packageCellsOf, packageColumns } from "~/modules/imports/csv-packages";
import type { PackageInput } from "~/modules/packages/package-rules";
import type { VendorField, VendorFields } from "~/modules/vendors/vendor-fields";

// The vendor CSV export (docs/product/admin.md#csv-import "a CSV export of vendors with spreadsheet-formula escaping"). Its columns are
// the import's (CSV_COLUMNS), so an exported file can be imported again: the importer reads its header, its
// category names, its `;`-separated tags and attributes, its true/false flags, its packages' numbered columns
// (decision 069), and removes the formula guard added here.

/** A vendor as the export writes it: its business fields as stored (decision 053), the category by name, its packages in order. */
export type CsvExportVendor = Omit<VendorFields, "categoryId"> & { category: string; packages: readonly PackageInput[] };

/** A stored value as a cell: lists joined with '; ', true/false, numbers as digits, null as empty. */
function cellOf(value: string | number | boolean | readonly string[] | null): string {
  if (value === null) return "";
  if (Array.isArray(value)) return value.join("; ");
  return String(value);
}

/**
 * The cells of one vendor by column, every business field in its column, then its packages in `groups` numbered
 * groups; the directory is UK-only, so `country` is always UK.
 */
function exportRow(vendor: CsvExportVendor, groups: number): Record<string, string> {
  const row: Record<string, string> = { country: "UK" };
  for (const [field, column] of Object.entries(CSV_FIELD_COLUMNS) as [VendorField, CsvColumn][]) {
    row[column] = field === "categoryId" ? vendor.category : cellOf(vendor[field]);
  }
  return { ...row, ...packageCellsOf(vendor.packages, groups) };
}

/** How many package groups a file needs: the most packages any of its vendors has, and at least one to show the format. */
export function packageGroupsFor(vendors: readonly Pick<CsvExportVendor, "packages">[]): number {
  return vendors.reduce((most, vendor) => Math.max(most, vendor.packages.length), 1);
}

/**
 * The CSV text of `vendors`: a UTF-8 byte order mark (so spreadsheets read '£' correctly), a header of
 * {@link CSV_COLUMNS} and the package columns (`package_1_name` … as many groups as the vendor with the most packages
 * needs, at least one; docs/product/admin.md#csv-packages), one comma-separated row per vendor, CRLF line ends, and
 * cells quoted where needed (any cell with a delimiter, a quote or a line break). A cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a leading `'`, so a
 * spreadsheet shows it as text instead of running it as a formula (OWASP "CSV injection"; csv-stringify's
 * `escape_formulas`). Input: the vendors in the order wanted. Output: the file's text.
 */
export function vendorsCsv(vendors: readonly CsvExportVendor[]): string {
  const groups = packageGroupsFor(vendors);
  return stringify(
    vendors.map((vendor) => exportRow(vendor, groups)),
    {
      bom: true,
      header: true,
      columns: [...CSV_COLUMNS, ...packageColumns(groups)],
      record_delimiter: "windows",
      // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR; quoting those too keeps
      // a multi-line description one cell wherever the text goes (a form field turns every LF into CRLF).
      quoted_match: /[\r\n]/,
      escape_formulas: true,
    },
  );
}

// en-CA writes dates as YYYY-MM-DD.
const LONDON_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** The export's file name: `vendors-YYYY-MM-DD.csv`, the date in London (the team's day, not UTC's). */
export function exportFileName(at: Date): string {
  return `vendors-${LONDON_DATE.format(at)}.csv`;
}
