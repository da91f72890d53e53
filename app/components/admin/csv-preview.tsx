import { CheckCircle2, CopyX, FileWarning, Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { importButtonLabel } from "~/modules/imports/csv-messages";

// The CSV import's preview and its outcome (docs/product/admin.md#csv-import): what the file would create, its duplicates and its
// bad rows, and the button 'Import {k} vendors' that sends the file's text back to be checked again and imported.

type Duplicate = { row: number; name: string; town: string };
type Listed<T> = { shown: T[]; count: number };

export type CsvPreviewData = {
  /** A note on how the file was read (a file read as Windows-1252, decision 049), or null. */
  note: string | null;
  rows: number;
  toCreate: number;
  /** The packages the vendors to create bring (docs/product/admin.md#csv-packages). */
  packages: number;
  duplicates: Listed<Duplicate>;
  errors: Listed<string> & { more: string | null };
};

export type CsvImportOutcome = { created: number; packages: number; duplicates: Listed<Duplicate>; rejected: number };

const plural = (count: number, one: string, many: string) => `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

/** '3 vendors', or '3 vendors with 5 packages' when they bring packages. */
const vendorsWithPackages = (vendors: number, packages: number) =>
  `${plural(vendors, "vendor", "vendors")}${packages > 0 ? ` with ${plural(packages, "package", "packages")}` : ""}`;

function DuplicateList({ duplicates, intro }: { duplicates: Listed<Duplicate>; intro: string }) {
  if (duplicates.count === 0) return null;
  const hidden = duplicates.count - duplicates.shown.length;
  return (
    <div className="space-y-2">
      <h4 className="flex items-center gap-2 font-semibold text-ink">
        <CopyX className="size-4 text-muted" aria-hidden="true" /> {intro}
      </h4>
      <ul className="list-disc space-y-1 pl-6 text-sm text-muted">
        {duplicates.shown.map((duplicate) => (
          <li key={duplicate.row}>
            Row {duplicate.row}: {duplicate.name}
            {duplicate.town ? ` (${duplicate.town})` : ""}
          </li>
        ))}
        {hidden > 0 ? <li>... and {hidden} more duplicates</li> : null}
      </ul>
    </div>
  );
}

/** The preview of a chosen file, with the form that imports it (the file's text in hidden fields). */
export function CsvPreviewPanel({ preview, csv, fileName }: { preview: CsvPreviewData; csv: string; fileName: string }) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const { note, rows, toCreate, packages, duplicates, errors } = preview;
  return (
    <section aria-labelledby="csv-preview-heading" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div>
        <h3 id="csv-preview-heading" className="text-xl font-semibold text-brand-800">
          Preview of {fileName}
        </h3>
        <p className="mt-1 text-ink" role="status">
          {plural(rows, "row", "rows")} read: <strong>{`${vendorsWithPackages(toCreate, packages)} will be created`}</strong>
          {duplicates.count > 0 ? `, ${plural(duplicates.count, "duplicate", "duplicates")} will be skipped` : ""}
          {errors.count > 0 ? `, ${plural(errors.count, "row has", "rows have")} errors and will not be imported` : ""}.
          Nothing has been written yet.
        </p>
        {note ? <p className="mt-2 rounded-lg bg-gold-100 p-3 text-sm text-ink">{note}</p> : null}
      </div>
      {errors.count > 0 ? (
        <div className="space-y-2">
          <h4 className="flex items-center gap-2 font-semibold text-red-800">
            <FileWarning className="size-4" aria-hidden="true" /> Rows with errors
          </h4>
          <ul className="list-disc space-y-1 pl-6 text-sm text-red-800" aria-label="Rows with errors">
            {errors.shown.map((error) => (
              <li key={error}>{error}</li>
            ))}
            {errors.more ? <li>{errors.more}</li> : null}
          </ul>
        </div>
      ) : null}
      <DuplicateList duplicates={duplicates} intro="Already in the directory (same name and town)" />
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="fileName" value={fileName} />
        <input type="hidden" name="csv" value={csv} />
        <Button type="submit" disabled={toCreate === 0 || importing}>
          <Upload aria-hidden="true" /> {importing ? "Importing…" : importButtonLabel(toCreate)}
        </Button>
        {toCreate === 0 ? <p className="text-sm text-muted">There is nothing new to import in this file.</p> : null}
      </Form>
    </section>
  );
}

/** What an import did: vendors created, duplicates skipped, rows refused. */
export function CsvImportSummary({ outcome, fileName }: { outcome: CsvImportOutcome; fileName: string }) {
  return (
    <section aria-labelledby="csv-result-heading" className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id="csv-result-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" /> {fileName} imported
      </h3>
      <p className="text-ink" role="status">
        {`${vendorsWithPackages(outcome.created, outcome.packages)} created`}
        {outcome.duplicates.count > 0 ? `, ${plural(outcome.duplicates.count, "duplicate", "duplicates")} skipped` : ""}
        {outcome.rejected > 0 ? `, ${plural(outcome.rejected, "row", "rows")} with errors not imported` : ""}.
      </p>
      <DuplicateList duplicates={outcome.duplicates} intro="Skipped: already in the directory" />
    </section>
  );
}
