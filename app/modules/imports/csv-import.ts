import { CsvError, parse } from "csv-parse/sync";
import { AppError } from "~/modules/errors/app-error";
import { checkAttributeCells } from "~/modules/imports/csv-attributes";
import { findCategory, type CsvCategory } from "~/modules/imports/csv-categories";
import { UNREADABLE_CHARACTER } from "~/modules/imports/csv-encoding";
import { CSV_COLUMNS, CSV_MESSAGES, CSV_ROW_MESSAGES, MAX_CSV_ROWS, type CsvColumn, type CsvMessage } from "~/modules/imports/csv-messages";
import { checkPackageCells, readPackageHeader, type PackageCells } from "~/modules/imports/csv-packages";
import type { PackageInput } from "~/modules/packages/package-rules";
import type { ListingAttributes } from "~/modules/vendor-portal/listing-attributes";
import { VENDOR_TEXT_LIMITS, vendorFieldRules, type VendorField, type VendorFields } from "~/modules/vendors/vendor-fields";
import { PRICE_RANGES, type PriceRange } from "~/modules/vendors/vendor-format";

// Reading a vendor CSV (docs/product/admin.md#csv-import "a CSV with a BOM, semicolons,
// quoted newlines, 10,000 rows, a missing header, an unknown category, formula text"). Pure: the categories come
// from the caller, so the rules are tested without a database.
//
// Row numbers are the ones a spreadsheet shows: the header is row 1 and the first vendor row 2. A record whose
// quoted cells span several lines is still one row, and a blank line keeps its number but is skipped.


/** Other header names read as one of {@link CSV_COLUMNS} (the prototype's and common spreadsheet spellings). */
const COLUMN_ALIASES: Record<string, CsvColumn> = {
  category_id: "category",
  category_name: "category",
  region: "state",
  county: "state",
  postcode: "postal_code",
  social_media: "social_media_link",
  pricing_text: "pricing",
  tags: "service_tags",
  attributes: "facets",
  max_guests: "capacity",
  event_type: "event_types",
  events: "event_types",
  language: "languages",
};

// When several columns give the category, the id wins, then `category`, then `category_name`.
const CATEGORY_HEADERS = ["category_id", "category", "category_name"];


/**
 * A vendor read from a good row, in the shape `insertImportedVendors` takes: every business field (decision 053), an
 * empty cell as null, the attributes (docs/product/admin.md#csv-import), the flags always given, and its packages
 * (docs/product/admin.md#csv-packages; none when the row gives none).
 */
export type CsvVendor = ListingAttributes & { [K in Exclude<VendorField, keyof ListingAttributes>]: VendorFields[K] | null } & {
  name: string;
  categoryId: number;
  priceRange: PriceRange | null;
  serviceTags: string[];
  isActive: boolean;
  isFeatured: boolean;
  packages: PackageInput[];
};

/**
 * One data row: its spreadsheet row number, its cells by column (trimmed; absent or empty cells are missing) and,
 * when it fills any package column, its packages' cells by number (decision 069).
 */
export type CsvRecord = { row: number; cells: Partial<Record<CsvColumn, string>>; packages?: PackageCells[] };

/** The outcome of checking every row: the good ones with their row numbers, and one message per bad row. */
export type CsvCheck = { vendors: { row: number; vendor: CsvVendor }[]; errors: string[] };

const invalid = (message: CsvMessage) => new AppError("invalid", message.message, { title: message.title });

/** The delimiter of a file, judged on its header line: a semicolon when it has more of them than commas (outside quotes). */
export function detectDelimiter(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas += 1;
    else if (!quoted && char === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

/** A header name as the importer compares it: trimmed, lowercased, runs of spaces or dashes as `_`. */
export function normaliseHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[\s-]+/g, "_");
}

// A value the export escaped against formula injection ('=SUM(…)) reads back as it was stored.
const ESCAPED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A cell as stored: line breaks as `\n`, trimmed, the export's formula guard removed; empty → undefined. */
function cellValue(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const value = raw.replace(/\r\n?/g, "\n").trim();
  const unescaped = ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
  return unescaped === "" ? undefined : unescaped;
}

/**
 * The data rows of a CSV text (docs/product/admin.md#csv-import). Accepts a UTF-8 byte order mark, a comma or semicolon
 * delimiter ({@link detectDelimiter}), quoted cells with delimiters, quotes and line breaks, quotes inside unquoted
 * cells, and ragged rows (missing cells are empty, extra ones ignored). Unknown columns are ignored. Wholly blank rows are skipped.
 * Input: the file's text. Output: the records in file order, each with its row number (header = row 1).
 * Throws AppError `invalid` with the title 'Invalid file' when the text is not CSV (e.g. a quote never closed),
 * has no header with a `name` column, has a header holding bytes that are not UTF-8 ({@link UNREADABLE_CHARACTER},
 * decision 049), has no data rows, or has more than {@link MAX_CSV_ROWS} of them.
 */
export function readCsvRecords(text: string): CsvRecord[] {
  const body = text.replace(/^\uFEFF/, "");
  let table: string[][];
  try {
    // relax_quotes: a quote inside an unquoted cell (Raj "The Lens" Photography) is kept as text, as spreadsheets do.
    table = parse(body, { delimiter: detectDelimiter(body), relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw invalid(CSV_MESSAGES.notCsv(error.message));
    throw error;
  }
  const [header = [], ...lines] = table;
  // A damaged header would silently drop its column (decision 049).
  if (header.some((cell) => cell.includes(UNREADABLE_CHARACTER))) throw invalid(CSV_MESSAGES.headerNotUtf8);
  const headers = header.map(normaliseHeader);
  if (!headers.includes("name")) throw invalid(CSV_MESSAGES.missingHeader);
  const records: CsvRecord[] = [];
  for (const [position, line] of lines.entries()) {
    if (line.every((cell) => cell.trim() === "")) continue;
    if (records.length === MAX_CSV_ROWS) throw invalid(CSV_MESSAGES.tooManyRows);
    records.push({ row: position + 2, ...recordCells(headers, line) });
  }
  if (records.length === 0) throw invalid(CSV_MESSAGES.noRows);
  return records;
}

function recordCells(headers: readonly string[], line: readonly string[]): Omit<CsvRecord, "row"> {
  const cells: CsvRecord["cells"] = {};
  const categories = new Map<string, string>();
  const packages = new Map<number, PackageCells>();
  for (const [index, header] of headers.entries()) {
    const value = cellValue(line[index]);
    if (value === undefined) continue;
    if (CATEGORY_HEADERS.includes(header)) {
      categories.set(header, value);
      continue;
    }
    const column = (CSV_COLUMNS as readonly string[]).includes(header) ? (header as CsvColumn) : COLUMN_ALIASES[header];
    if (column) {
      cells[column] ??= value;
      continue;
    }
    const packagePart = readPackageHeader(header);
    if (!packagePart) continue;
    const group = packages.get(packagePart.group) ?? { group: packagePart.group, cells: {} };
    group.cells[packagePart.part] ??= value;
    packages.set(packagePart.group, group);
  }
  const category = CATEGORY_HEADERS.map((header) => categories.get(header)).find((value) => value !== undefined);
  if (category !== undefined) cells.category = category;
  return packages.size > 0 ? { cells, packages: [...packages.values()] } : { cells };
}

/**
 * The longest text each column may hold: the field definition's limits, except the town, county and postcode, which
 * a file may give a little longer than the editor takes (a county name, a postcode with a double space).
 */
const MAX_LENGTHS: Partial<Record<CsvColumn, number>> = {
  name: VENDOR_TEXT_LIMITS.name,
  description: VENDOR_TEXT_LIMITS.description,
  location: VENDOR_TEXT_LIMITS.location,
  address: VENDOR_TEXT_LIMITS.address,
  city: 100,
  state: 100,
  postal_code: 12,
  pricing: VENDOR_TEXT_LIMITS.pricingText,
  email: VENDOR_TEXT_LIMITS.email,
};
const COLUMN_LABELS: Partial<Record<CsvColumn, string>> = {
  name: "Name", description: "Description", location: "Location", address: "Address", city: "City", state: "State",
  postal_code: "Postal code", pricing: "Pricing", email: "Email",
};

/** Names the UK goes by in a `country` column; anything else is refused (docs/product/admin.md#csv-import: country default UK). */
const UK_NAMES = new Set(["uk", "u.k.", "united kingdom", "gb", "great britain", "britain", "england", "scotland", "wales", "northern ireland"]);

const PRICE_RANGE_WORDS: Record<string, PriceRange> = { budget: "£", "mid-range": "££", premium: "£££", luxury: "££££" };

/** A price range from its symbols, its label ('Premium') or both ('£££ Premium'); undefined when it is neither. */
export function parsePriceRange(value: string): PriceRange | undefined {
  const [symbols = "", word] = value.trim().toLowerCase().split(/\s+/);
  const fromSymbols = PRICE_RANGES.find((range) => range === symbols);
  if (fromSymbols) return word === undefined || PRICE_RANGE_WORDS[word] === fromSymbols ? fromSymbols : undefined;
  return word === undefined ? PRICE_RANGE_WORDS[symbols] : undefined;
}

/** docs/product/admin.md#csv-import: a flag is true when its cell reads 'true' or '1' (any case); an empty or absent cell keeps the default. */
export function parseFlag(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : /^(true|1)$/i.test(value);
}

const MAX_TAGS = 20;

/**
 * Checks one record (docs/product/admin.md#csv-import): no cell holding bytes that were not valid UTF-8
 * ({@link UNREADABLE_CHARACTER}, decision 049: refused rather than imported as mojibake); `name` and a category
 * required and the category known (an id, name or slug, else a word search reads as the category: `findCategory`,
 * decision 069); the price range one of
 * £…££££; website and social link http(s) only; email and phone well formed; country the UK; texts within the
 * listing forms' limits; facets, capacity, event types and languages known (`checkAttributeCells`, docs/product/admin.md#csv-import);
 * the packages under the packages' rules (`checkPackageCells`, docs/product/admin.md#csv-packages). Empty cells become null, `is_active` defaults to true and `is_featured` to false; service tags are separated by `;` or `|`.
 * Output: the vendor, or the row's first problem as 'Row {n}: …'.
 */
export function checkCsvRecord(record: CsvRecord, categories: readonly CsvCategory[]): { vendor: CsvVendor } | { error: string } {
  const { row, cells } = record;
  const packageValues = (record.packages ?? []).flatMap((group) => Object.values(group.cells));
  if ([...Object.values(cells), ...packageValues].some((value) => value.includes(UNREADABLE_CHARACTER))) return { error: CSV_ROW_MESSAGES.notUtf8(row) };
  if (!cells.name) return { error: CSV_ROW_MESSAGES.nameRequired(row) };
  if (!cells.category) return { error: CSV_ROW_MESSAGES.categoryRequired(row) };
  const category = findCategory(cells.category, categories);
  if (!category) return { error: CSV_ROW_MESSAGES.categoryNotFound(row, cells.category) };
  for (const [column, max] of Object.entries(MAX_LENGTHS) as [CsvColumn, number][]) {
    if ((cells[column]?.length ?? 0) > max) return { error: CSV_ROW_MESSAGES.tooLong(row, COLUMN_LABELS[column]!, max) };
  }
  const priceRange = cells.price_range === undefined ? null : (parsePriceRange(cells.price_range) ?? "invalid");
  if (priceRange === "invalid") return { error: CSV_ROW_MESSAGES.priceRange(row) };
  const website = vendorFieldRules.website.safeParse(cells.website ?? "");
  if (!website.success) return { error: CSV_ROW_MESSAGES.url(row, "Website") };
  const social = vendorFieldRules.socialMediaLink.safeParse(cells.social_media_link ?? "");
  if (!social.success) return { error: CSV_ROW_MESSAGES.url(row, "Social media link") };
  if (!vendorFieldRules.email.safeParse(cells.email ?? "").success) return { error: CSV_ROW_MESSAGES.email(row) };
  if (!vendorFieldRules.phone.safeParse(cells.phone ?? "").success) return { error: CSV_ROW_MESSAGES.phone(row) };
  if (cells.country !== undefined && !UK_NAMES.has(cells.country.toLowerCase())) return { error: CSV_ROW_MESSAGES.country(row, cells.country) };
  const attributes = checkAttributeCells(row, cells);
  if ("error" in attributes) return attributes;
  const packages = checkPackageCells(row, record.packages ?? []);
  if ("error" in packages) return packages;
  return {
    vendor: {
      name: cells.name,
      categoryId: category.id,
      description: cells.description ?? null,
      location: cells.location ?? null,
      address: cells.address ?? null,
      city: cells.city ?? null,
      region: cells.state ?? null,
      postcode: cells.postal_code?.toUpperCase() ?? null,
      phone: cells.phone ?? null,
      email: cells.email ?? null,
      website: website.data || null,
      socialMediaLink: social.data || null,
      priceRange,
      pricingText: cells.pricing ?? null,
      serviceTags: serviceTags(cells.service_tags),
      isActive: parseFlag(cells.is_active, true),
      isFeatured: parseFlag(cells.is_featured, false),
      ...attributes.attributes,
      packages: packages.packages,
    },
  };
}

function serviceTags(value: string | undefined): string[] {
  if (value === undefined) return [];
  const tags = value.split(/[;|]/).map((tag) => tag.trim().slice(0, 60)).filter((tag) => tag.length > 0);
  return [...new Set(tags)].slice(0, MAX_TAGS);
}

/**
 * Reads a CSV text and checks every row ({@link readCsvRecords}, {@link checkCsvRecord}).
 * Input: the text and the categories the rows may name. Output: {@link CsvCheck}. Throws what
 * {@link readCsvRecords} throws for a file that cannot be read at all.
 */
export function checkCsv(text: string, categories: readonly CsvCategory[]): CsvCheck {
  const check: CsvCheck = { vendors: [], errors: [] };
  for (const record of readCsvRecords(text)) {
    const result = checkCsvRecord(record, categories);
    if ("error" in result) check.errors.push(result.error);
    else check.vendors.push({ row: record.row, vendor: result.vendor });
  }
  return check;
}
