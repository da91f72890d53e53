import { Download } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/admin-import-csv";
import { CsvImportSummary, CsvPreviewPanel } from "~/components/admin/csv-preview";
import { CsvUploadForm } from "~/components/admin/csv-upload-form";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { listCategories } from "~/modules/categories/categories.server";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { importCsvVendors, previewCsvImport, readCarriedCsv, readCsvUpload } from "~/modules/imports/csv-import.server";
import { CSV_COLUMNS, CSV_MESSAGES, MAX_CSV_ROWS, PACKAGE_PARTS, packageColumn } from "~/modules/imports/csv-messages";

// The CSV Import sub-tab (docs/product/admin.md#csv-import). Step 1 posts the file
// (`intent=preview`) and answers the preview with the file's text; step 2 (`intent=import`) posts that text back,
// which is read and checked again from scratch before the good rows are written (decision 020).

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "CSV Import | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const categories = await listCategories(getDatabase());
    return data({ categories: categories.map(({ name, slug }) => ({ name, slug })) }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

const IMPORT_FAILED = { log: "The CSV import failed", message: CSV_MESSAGES.importFailed };

/**
 * `intent=preview` with a `file`: answers `{ stage: 'preview', preview, upload }` and writes nothing.
 * `intent=import` with `csv` and `fileName`: imports the good rows, answers `{ stage: 'imported', outcome, … }`.
 * Failures answer the one failure shape: 'Invalid file: …' (400) or 'Import failed: Failed to process CSV file' (500).
 */
export async function action({ request }: Route.ActionArgs) {
  const values = { fileName: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    const intent = formData.get("intent");
    if (intent === "preview") {
      const upload = await readCsvUpload(formData, "file");
      values.fileName = upload.fileName;
      const preview = await previewCsvImport(getDatabase(), upload.text, upload.encoding);
      return data({ stage: "preview" as const, preview, upload }, { headers: NO_STORE });
    }
    if (intent !== "import") throw new AppError("invalid", CSV_MESSAGES.invalidFile.message, { title: CSV_MESSAGES.invalidFile.title });
    const upload = readCarriedCsv(formData);
    values.fileName = upload.fileName;
    const outcome = await importCsvVendors(getDatabase(), admin, upload);
    const created = `${outcome.created} ${outcome.created === 1 ? "vendor" : "vendors"}`;
    const toast = { title: "Import complete", description: `${created} created from ${upload.fileName}.` };
    return data({ stage: "imported" as const, outcome, fileName: upload.fileName, toast }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, IMPORT_FAILED);
  }
}

function failureMessage(failure: FormFailure<{ fileName: string }>): string {
  const { title, message } = failure.formError;
  return title ? `${title}: ${message}` : message;
}

export default function AdminImportCsvPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<{ fileName: string }>) : undefined;
  const stage = actionData && "stage" in actionData ? actionData : undefined;
  useActionToast(
    failure
      ? { title: failure.formError.title ?? "Error", description: failure.formError.message, variant: "error" }
      : stage?.stage === "imported"
        ? stage.toast
        : undefined,
  );
  return (
    <section aria-labelledby="csv-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h2 id="csv-heading" className="text-2xl font-semibold text-brand-800">
            CSV Import
          </h2>
          <p className="mt-1 text-sm text-muted">
            Upload a CSV file (comma or semicolon separated, up to {MAX_CSV_ROWS.toLocaleString("en-GB")} rows) whose first row names
            the columns. <strong className="text-ink">name</strong> and <strong className="text-ink">category</strong> (a category name,
            slug or id) are required; the other columns are optional. You will see a preview before anything is imported.
          </p>
        </div>
        <Button asChild variant="outline">
          <a href="/admin-dashboard/vendors.csv" download>
            <Download aria-hidden="true" /> Export vendors (CSV)
          </a>
        </Button>
      </div>
      <details className="rounded-2xl bg-white p-4 text-sm ring-1 ring-brand-100">
        <summary className="cursor-pointer font-semibold text-ink">Columns and categories</summary>
        <p className="mt-3 text-muted">Columns read (others are ignored):</p>
        <p className="mt-1 break-words font-mono text-xs text-ink">{CSV_COLUMNS.join(", ")}</p>
        <p className="mt-3 text-muted">
          Empty cells are left blank; country defaults to UK; is_active and is_featured are true for “true” or “1” (is_active is
          true when the column is absent); price_range is £, ££, £££ or ££££; service_tags are separated by “;”. The category may
          also be a word search understands, such as “Caterers” or “mehndi artist”.
        </p>
        <p className="mt-3 text-muted">Packages (up to 10 a vendor), one group of columns per package, numbered from 1:</p>
        <p className="mt-1 break-words font-mono text-xs text-ink">{PACKAGE_PARTS.map((part) => packageColumn(1, part)).join(", ")}, package_2_name, …</p>
        <p className="mt-3 text-muted">
          The price is in pounds (£1 to £1,000,000), price_kind is “from” (the default) or “fixed”, event_types are separated by “;”
          and guests is the most guests served. A package needs a name and a price; empty groups are skipped.
        </p>
        <p className="mt-3 text-muted">Categories:</p>
        <ul className="mt-1 grid gap-x-6 gap-y-1 text-ink sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.categories.map((category) => (
            <li key={category.slug}>
              {category.name} <span className="text-muted">({category.slug})</span>
            </li>
          ))}
        </ul>
      </details>
      <CsvUploadForm />
      {failure ? <ErrorAlert>{failureMessage(failure)}</ErrorAlert> : null}
      {stage?.stage === "preview" ? <CsvPreviewPanel preview={stage.preview} csv={stage.upload.text} fileName={stage.upload.fileName} /> : null}
      {stage?.stage === "imported" ? <CsvImportSummary outcome={stage.outcome} fileName={stage.fileName} /> : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Please try again.";
  return (
    <ErrorAlert>
      <strong>The CSV import could not be opened.</strong> {reason}
    </ErrorAlert>
  );
}
