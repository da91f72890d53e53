import type { VendorField } from "~/modules/vendors/vendor-fields";

// The CSV import's limits and texts (docs/product/admin.md#csv-import "CSV errors
// shown: first 10"; docs/product/admin.md#csv-import), shared by the page and the server. Kept apart from the parser so the page does
// not ship csv-parse to the browser.

/** Most data rows one file may hold (docs/product/admin.md#csv-import "10,000 rows"). */
export const MAX_CSV_ROWS = 10_000;

/** Largest file accepted: 10,000 rows of a full export (about 500 bytes a row) with room to spare. */
export const MAX_CSV_BYTES = 8 * 1024 * 1024;

/** docs/product/admin.md#csv-import: how many row errors the preview lists before '... and N more errors'. */
export const CSV_ERRORS_SHOWN = 10;

/** What the file input accepts; the server checks again (docs/product/admin.md#csv-import). */
export const CSV_ACCEPT = ".csv,text/csv";

/** A message with the spec's heading, shown as 'Title: message'. */
export type CsvMessage = { title: string; message: string };

export const CSV_MESSAGES = {
  invalidFile: { title: "Invalid file", message: "Please upload a CSV file" },
  oneFile: { title: "Invalid file", message: "Please upload one CSV file at a time" },
  tooLarge: { title: "Invalid file", message: `The file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB; please split it into smaller files` },
  notCsv: (reason: string) => ({ title: "Invalid file", message: `The file could not be read as CSV (${reason})` }),
  missingHeader: {
    title: "Invalid file",
    message: 'The first row must be a header naming the columns, with at least a "name" column (e.g. name,category,city)',
  },
  noRows: { title: "Invalid file", message: "The file has no vendor rows below its header" },
  headerNotUtf8: {
    title: "Invalid file",
    message: 'The header row holds bytes that are not valid UTF-8 text; please save the file as "CSV UTF-8" and upload it again',
  },
  tooManyRows: {
    title: "Invalid file",
    message: `The file has more than ${MAX_CSV_ROWS.toLocaleString("en-GB")} vendor rows; please split it into smaller files`,
  },
  nothingToImport: { title: "Import failed", message: "No row of this file can be imported: please correct the errors and try again" },
  importFailed: { title: "Import failed", message: "Failed to process CSV file" },
} as const satisfies Record<string, CsvMessage | ((reason: string) => CsvMessage)>;

/** An event type a file names that is not one of the enquiry form's (a vendor's `event_types`, a package's). */
export function eventTypeProblem(value: string): string {
  return `Event type "${value}" must be Mehndi, Nikah, Walima, Sangeet, Baraat, Reception, Anand Karaj or Other`;
}

/** The problems of one row, each as the spec words them: 'Row {n}: …' (docs/product/admin.md#csv-import). */
export const CSV_ROW_MESSAGES = {
  nameRequired: (row: number) => `Row ${row}: Name is required`,
  categoryRequired: (row: number) => `Row ${row}: Category is required`,
  categoryNotFound: (row: number, category: string) => `Row ${row}: Category "${category}" not found`,
  priceRange: (row: number) => `Row ${row}: Price range must be £, ££, £££ or ££££`,
  url: (row: number, label: string) => `Row ${row}: ${label} must be a web address starting with http:// or https://`,
  email: (row: number) => `Row ${row}: Email must be a valid email address`,
  phone: (row: number) => `Row ${row}: Phone must be a valid phone number`,
  country: (row: number, country: string) => `Row ${row}: Country "${country}" is not the UK (the directory lists UK vendors only)`,
  tooLong: (row: number, label: string, max: number) => `Row ${row}: ${label} is too long (at most ${max} characters)`,
  // Decision 049: bytes that are neither UTF-8 nor Windows-1252 text.
  notUtf8: (row: number) => `Row ${row}: Holds bytes that are not valid UTF-8 text (shown as \uFFFD); correct the row and save the file as "CSV UTF-8"`,
  // docs/product/admin.md#csv-import: the structured attributes (docs/decisions/026).
  facet: (row: number, value: string) => `Row ${row}: Facet "${value}" is not a known facet (e.g. halal; female; hijab-friendly; prayer-room)`,
  capacity: (row: number) => `Row ${row}: Capacity must be a whole number of guests from 1 to 10,000`,
  eventType: (row: number, value: string) => `Row ${row}: ${eventTypeProblem(value)}`,
  language: (row: number, value: string) => `Row ${row}: Language "${value}" is not one of the directory's languages (e.g. Urdu; Punjabi; Gujarati)`,
} as const;

/** The preview's note on a file read as Windows-1252 rather than UTF-8 (decision 049). */
export const WINDOWS_1252_NOTE =
  'This file was read as Windows-1252 (Excel\'s plain "CSV" format), not UTF-8: accented letters, £ and curly quotes come from that table.';

/** The line after the first {@link CSV_ERRORS_SHOWN} errors (docs/product/admin.md#csv-import): '... and N more errors'. */
export function moreErrorsLine(hidden: number): string | null {
  return hidden > 0 ? `... and ${hidden} more errors` : null;
}

/** The button that runs the import (docs/product/admin.md#csv-import): 'Import {k} vendors'. */
export function importButtonLabel(count: number): string {
  return `Import ${count} ${count === 1 ? "vendor" : "vendors"}`;
}

/**
 * The column of each vendor business field, in the definition's order (decision 053): the export writes these, the
 * import reads them. A field added to the definition (`VENDOR_FIELDS`) must be given its column here before the code
 * compiles.
 */
export const CSV_FIELD_COLUMNS = {
  name: "name",
  categoryId: "category",
  description: "description",
  location: "location",
  address: "address",
  city: "city",
  region: "state",
  postcode: "postal_code",
  phone: "phone",
  email: "email",
  website: "website",
  socialMediaLink: "social_media_link",
  priceRange: "price_range",
  pricingText: "pricing",
  serviceTags: "service_tags",
  isActive: "is_active",
  isFeatured: "is_featured",
  facets: "facets",
  capacity: "capacity",
  eventTypes: "event_types",
  languages: "languages",
} as const satisfies Record<VendorField, string>;

/**
 * The columns a file may have: the fields' columns and `country` after the postcode (the directory is UK-only).
 * Header names are trimmed, lowercased, and spaces or dashes read as `_`. The list columns (`service_tags`, `facets`,
 * `event_types`, `languages`) hold values separated by `;` or `|`; `facets` takes the facet keys or their labels
 * ('halal; Female-only team'), `capacity` the most guests served (docs/product/admin.md#csv-import).
 */
export const CSV_COLUMNS = Object.values(CSV_FIELD_COLUMNS).flatMap((column) => (column === "postal_code" ? [column, "country" as const] : [column]));
export type CsvColumn = (typeof CSV_FIELD_COLUMNS)[VendorField] | "country";

/**
 * The parts of one package in a file (docs/product/admin.md#csv-packages; decision 069), each a column
 * `package_{n}_{part}` for the n-th package, in the order the export writes them.
 */
export const PACKAGE_PARTS = ["name", "price", "price_kind", "included", "event_types", "guests"] as const;
export type PackagePart = (typeof PACKAGE_PARTS)[number];

/** The header of a part of package `group`: `package_2_price`. */
export function packageColumn(group: number, part: PackagePart): string {
  return `package_${group}_${part}`;
}
