import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import type { Executor } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { decodeCsvBytes, type CsvEncoding } from "~/modules/imports/csv-encoding";
import { checkCsv, type CsvCheck } from "~/modules/imports/csv-import";
import { CSV_ERRORS_SHOWN, CSV_MESSAGES, MAX_CSV_BYTES, moreErrorsLine, WINDOWS_1252_NOTE, type CsvMessage } from "~/modules/imports/csv-messages";
import { insertImportedVendors, planImportedVendors, type ImportOutcome } from "~/modules/imports/import-vendors.server";

// The admin's CSV import (docs/product/admin.md#csv-import): a preview that writes
// nothing, then the import of the good rows in one transaction. Between the two the page carries the file's text
// in a hidden field; the import reads and checks it again from scratch, so nothing the browser sends back is
// trusted (docs/decisions/020-csv-import.md).

/** A CSV file as the form sent it: its text and its name (for the audit log). */
export type CsvUpload = { text: string; fileName: string };

/** An uploaded file, with the encoding its bytes were read in (decision 049). */
export type CsvFileUpload = CsvUpload & { encoding: CsvEncoding };

/** A row that will not be written because the vendor exists: its row number, name and town as the file gives them. */
export type CsvDuplicate = { row: number; name: string; town: string };

/** A list cut for the page: the first entries and how many there are in all. */
export type CsvList<T> = { shown: T[]; count: number };

/**
 * The preview (docs/product/admin.md#csv-import): rows read, vendors to create and the packages they bring
 * (docs/product/admin.md#csv-packages), duplicates and row errors (the first 10, then '... and N more errors'), and a
 * note when the file was not read as UTF-8 (decision 049), else null.
 */
export type CsvImportPreview = {
  note: string | null;
  rows: number;
  toCreate: number;
  packages: number;
  duplicates: CsvList<CsvDuplicate>;
  errors: CsvList<string> & { more: string | null };
};

/** What an import did: vendors created with their packages, rows skipped as duplicates, rows refused for errors. */
export type CsvImportResult = { created: number; packages: number; duplicates: CsvList<CsvDuplicate>; rejected: number };

const invalid = (message: CsvMessage) => new AppError("invalid", message.message, { title: message.title });
const MAX_FILE_NAME = 200;

/**
 * The one CSV file a form sent in field `name` (docs/product/admin.md#csv-import: "only text/csv, one file"). A file counts as CSV when its
 * declared type is text/csv or its name ends in .csv (Windows browsers declare .csv files as Excel files).
 * The bytes are read as UTF-8, UTF-16 or Windows-1252 (`decodeCsvBytes`, decision 049).
 * Input: the form data and the field. Output: {@link CsvFileUpload}. Throws AppError `invalid` titled 'Invalid file':
 * 'Please upload a CSV file' for no file, another type or binary content; one file at a time; at most 8 MB;
 * damaged UTF-16.
 */
export async function readCsvUpload(formData: FormData, name: string): Promise<CsvFileUpload> {
  const files = formData.getAll(name).filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  if (files.length > 1) throw invalid(CSV_MESSAGES.oneFile);
  const [file] = files;
  if (!file || !(file.type === "text/csv" || /\.csv$/i.test(file.name))) throw invalid(CSV_MESSAGES.invalidFile);
  if (file.size > MAX_CSV_BYTES) throw invalid(CSV_MESSAGES.tooLarge);
  const { text, encoding } = decodeCsvBytes(new Uint8Array(await file.arrayBuffer()));
  return { text, fileName: file.name.slice(0, MAX_FILE_NAME), encoding };
}

/**
 * The file text the preview page sent back with 'Import {k} vendors' (fields `csv` and `fileName`). It is checked
 * again by {@link importCsvVendors} like a new upload. Throws AppError `invalid` 'Please upload a CSV file' when
 * empty and the size error over 8 MB.
 */
export function readCarriedCsv(formData: FormData): CsvUpload {
  const text = textField(formData, "csv");
  if (text.trim() === "") throw invalid(CSV_MESSAGES.invalidFile);
  if (new TextEncoder().encode(text).length > MAX_CSV_BYTES) throw invalid(CSV_MESSAGES.tooLarge);
  return { text, fileName: textField(formData, "fileName").slice(0, MAX_FILE_NAME) || "upload.csv" };
}

async function checkAgainstCategories(db: Executor, text: string): Promise<CsvCheck> {
  const known = await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories);
  return checkCsv(text, known);
}

/** How many packages the written rows carry. */
function packagesOf(written: readonly { packages?: readonly unknown[] }[]): number {
  return written.reduce((sum, row) => sum + (row.packages?.length ?? 0), 0);
}

function duplicatesOf(check: CsvCheck, duplicates: ImportOutcome["duplicates"]): CsvList<CsvDuplicate> {
  const shown = duplicates.slice(0, CSV_ERRORS_SHOWN).map(({ index, name }) => {
    const { row, vendor } = check.vendors[index]!;
    return { row, name, town: vendor.city ?? vendor.location?.split(",")[0]?.trim() ?? "" };
  });
  return { shown, count: duplicates.length };
}

/**
 * What importing `text` would do, with nothing written (docs/product/admin.md#csv-import "choosing a file shows a preview before
 * anything is written"). Output: {@link CsvImportPreview}: vendor rows read, vendors that would be created and their packages,
 * duplicates (same name and town as an existing vendor or an earlier row; the first 10 and the count) and one
 * 'Row {n}: …' message per bad row (the first 10, then '... and N more errors'), and the note on a file read as
 * Windows-1252 when `encoding` says so. Throws AppError `invalid` titled 'Invalid file' when the file cannot be
 * read (see `readCsvRecords`), and the driver's error.
 */
export async function previewCsvImport(db: Database, text: string, encoding: CsvEncoding = "utf-8"): Promise<CsvImportPreview> {
  const check = await checkAgainstCategories(db, text);
  const plan = await planImportedVendors(db, check.vendors.map(({ vendor }) => vendor));
  return {
    note: encoding === "windows-1252" ? WINDOWS_1252_NOTE : null,
    rows: check.vendors.length + check.errors.length,
    toCreate: plan.toCreate.length,
    packages: packagesOf(plan.toCreate.map(({ row }) => row)),
    duplicates: duplicatesOf(check, plan.duplicates),
    errors: {
      shown: check.errors.slice(0, CSV_ERRORS_SHOWN),
      count: check.errors.length,
      more: moreErrorsLine(check.errors.length - CSV_ERRORS_SHOWN),
    },
  };
}

/**
 * Imports the good rows of `upload` (docs/product/admin.md#csv-import "imports the good rows in one transaction"): the file is
 * read and checked again, its good rows written with their packages by `insertImportedVendors` (duplicates reported,
 * not doubled, their packages not written: decision 069) and the import recorded in the audit log (`import.csv`, the
 * counts in `after`), all in one transaction.
 * Input: database, the acting admin, {@link CsvUpload}. Output: {@link CsvImportResult}.
 * Throws AppError `invalid` for an unreadable file or one with no good row ('Import failed'), and the driver's
 * error (nothing is written then).
 */
export async function importCsvVendors(db: Database, actor: AuditActor, upload: CsvUpload): Promise<CsvImportResult> {
  return db.transaction(async (tx) => {
    const check = await checkAgainstCategories(tx, upload.text);
    if (check.vendors.length === 0) throw invalid(CSV_MESSAGES.nothingToImport);
    const outcome = await insertImportedVendors(tx, check.vendors.map(({ vendor }) => vendor));
    const skipped = new Set(outcome.duplicates.map(({ index }) => index));
    const result = {
      created: outcome.created.length,
      packages: packagesOf(check.vendors.filter((_, index) => !skipped.has(index)).map(({ vendor }) => vendor)),
      duplicates: duplicatesOf(check, outcome.duplicates),
      rejected: check.errors.length,
    };
    await recordAudit(tx, actor, {
      action: "import.csv",
      entityType: "vendor",
      after: {
        file: upload.fileName,
        rows: check.vendors.length + check.errors.length,
        created: result.created,
        packages: result.packages,
        duplicates: outcome.duplicates.length,
        rejected: result.rejected,
      },
    });
    return result;
  });
}
