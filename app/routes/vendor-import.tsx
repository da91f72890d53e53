import { ArrowLeft, Globe, ListPlus } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/vendor-import";
import { ErrorAlert, FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { QUICK_IMPORT_CATEGORIES, QUICK_IMPORT_VENDORS } from "~/modules/demo-catalogue/quick-import-vendors";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { QUICK_IMPORT_LOCATION, QUICK_IMPORT_PRICE_RANGE } from "~/modules/imports/quick-import";
import { quickImportStatus, runQuickImport } from "~/modules/imports/quick-import.server";

// The vendor importer (docs/product/admin.md#quick-import): the quick import of the built-in
// list of 40 vendors, idempotent, and the way to the web-scraping import. Admins only, like every admin page.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Vendor Importer | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    return data({ status: await quickImportStatus(getDatabase()) }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

const QUICK_IMPORT_FAILED = { log: "The quick import failed", message: { title: "Import Failed", message: "The built-in vendors could not be imported. Please try again." } };

/** Runs the quick import: answers `{ result: { added, existing }, toast }`, or the one failure shape. */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const result = await runQuickImport(getDatabase(), admin);
    const toast = { title: "Quick import complete", description: `${result.added} added, ${result.existing} already existed.` };
    return data({ result, toast }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, {}, QUICK_IMPORT_FAILED);
  }
}

const CATEGORY_LABELS: Record<(typeof QUICK_IMPORT_CATEGORIES)[number], string> = {
  "makeup-artists": "Makeup artists",
  "mehndi-artists": "Mehndi artists",
  "hair-stylists": "Hair stylists",
  photographers: "Photographers",
};

export default function VendorImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { status } = loaderData;
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<Record<string, never>>) : undefined;
  const result = actionData && "result" in actionData ? actionData : undefined;
  useActionToast(failure ? { title: failure.formError.title ?? "Error", description: failure.formError.message, variant: "error" } : result?.toast);
  const navigation = useNavigation();
  const running = navigation.state === "submitting";
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div>
        <Link to="/admin-dashboard/import" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Admin dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-brand-800">Vendor Importer</h1>
      </div>

      <section aria-labelledby="quick-heading" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h2 id="quick-heading" className="text-xl font-semibold text-brand-800">
          Quick import
        </h2>
        <p className="text-muted">
          Adds a built-in list of {status.total} vendors with basic details: 10 each of{" "}
          {QUICK_IMPORT_CATEGORIES.map((slug) => CATEGORY_LABELS[slug].toLowerCase()).join(", ")}. They are active, priced{" "}
          {QUICK_IMPORT_PRICE_RANGE} and placed in {QUICK_IMPORT_LOCATION} when the list gives no town. Running it again adds only
          vendors that are missing (same name and town).
        </p>
        <p className="text-ink" role="status">
          {status.existing} of {status.total} are already in the directory.
        </p>
        {status.missingCategories.length > 0 ? (
          <ErrorAlert>The directory has no {status.missingCategories.join(", ")} category, so the quick import cannot run.</ErrorAlert>
        ) : null}
        <FormErrorAlert error={failure?.formError} />
        {result ? (
          <p className="rounded-lg bg-green-50 p-3 text-green-900" role="status">
            Added {result.result.added} vendors; {result.result.existing} already existed.
          </p>
        ) : null}
        <Form method="post">
          <Button type="submit" disabled={running || status.missingCategories.length > 0}>
            <ListPlus aria-hidden="true" /> {running ? "Importing…" : `Import ${status.total} vendors`}
          </Button>
        </Form>
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-ink">The vendors in the list</summary>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-muted sm:grid-cols-2">
            {QUICK_IMPORT_VENDORS.map((vendor) => (
              <li key={vendor.name}>
                {vendor.name} · {CATEGORY_LABELS[vendor.categorySlug]} · {vendor.location ?? QUICK_IMPORT_LOCATION}
              </li>
            ))}
          </ul>
        </details>
      </section>

      <section aria-labelledby="scraping-heading" className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h2 id="scraping-heading" className="text-xl font-semibold text-brand-800">
          Web scraping import
        </h2>
        <p className="text-muted">Import vendors from their websites, with progress shown as each site is visited.</p>
        <Button asChild variant="outline">
          <Link to="/admin-dashboard/import/scraping">
            <Globe aria-hidden="true" /> Open Web Scraping
          </Link>
        </Button>
      </section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Please try again.";
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <ErrorAlert>
        <strong>The vendor importer could not be opened.</strong> {reason}
      </ErrorAlert>
    </section>
  );
}
