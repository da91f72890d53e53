import { stringify } from "csv-stringify/sync";
import { CSV_COLUMNS, type CsvColumn } from "~/modules/imports/csv-messages";

// The vendor CSV export (docs/product/admin.md#csv-import "a CSV export of vendors with spreadsheet-formula escaping"). Its columns are
// the import's (CSV_COLUMNS), so an exported file can be imported again: the importer reads its header, its
// category names, its `;`-separated tags and attributes, its true/false flags, and removes the formula guard added here.

/** A vendor as the export writes it. */
export type CsvExportVendor = {
  name: string;
  category: string;
  description: string;
  location: string;
  address: string | null;
  city: string | null;
  region: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  socialMediaLink: string | null;
  priceRange: string | null;
  pricingText: string | null;
  serviceTags: string[];
  isActive: boolean;
  isFeatured: boolean;
  /** Structured attributes (docs/product/admin.md#csv-import): facet keys, most guests served, event types, languages. */
  facets: string[];
  capacity: number | null;
  eventTypes: string[];
  languages: string[];
};

/** The cells of one vendor by column; the directory is UK-only, so `country` is always UK. */
function exportRow(vendor: CsvExportVendor): Record<CsvColumn, string> {
  return {
    name: vendor.name,
    category: vendor.category,
    description: vendor.description,
    location: vendor.location,
    address: vendor.address ?? "",
    city: vendor.city ?? "",
    state: vendor.region ?? "",
    postal_code: vendor.postcode ?? "",
    country: "UK",
    phone: vendor.phone ?? "",
    email: vendor.email ?? "",
    website: vendor.website ?? "",
    social_media_link: vendor.socialMediaLink ?? "",
    price_range: vendor.priceRange ?? "",
    pricing: vendor.pricingText ?? "",
    service_tags: vendor.serviceTags.join("; "),
    is_active: String(vendor.isActive),
    is_featured: String(vendor.isFeatured),
    facets: vendor.facets.join("; "),
    capacity: vendor.capacity === null ? "" : String(vendor.capacity),
    event_types: vendor.eventTypes.join("; "),
    languages: vendor.languages.join("; "),
  };
}

/**
 * The CSV text of `vendors`: a UTF-8 byte order mark (so spreadsheets read '£' correctly), a header of
 * {@link CSV_COLUMNS}, one comma-separated row per vendor, CRLF line ends, and cells quoted where needed (any cell
 * with a delimiter, a quote or a line break). A cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a leading `'`, so a
 * spreadsheet shows it as text instead of running it as a formula (OWASP "CSV injection"; csv-stringify's
 * `escape_formulas`). Input: the vendors in the order wanted. Output: the file's text.
 */
export function vendorsCsv(vendors: readonly CsvExportVendor[]): string {
  return stringify(vendors.map(exportRow), {
    bom: true,
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: "windows",
    // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR; quoting those too keeps
    // a multi-line description one cell wherever the text goes (a form field turns every LF into CRLF).
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
}

// en-CA writes dates as YYYY-MM-DD.
const LONDON_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });

/** The export's file name: `vendors-YYYY-MM-DD.csv`, the date in London (the team's day, not UTC's). */
export function exportFileName(at: Date): string {
  return `vendors-${LONDON_DATE.format(at)}.csv`;
}
