import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/admin-import-scraping";
import { ScrapingJobForm } from "~/components/admin/scraping-job-form";
import { ScrapingJobList } from "~/components/admin/scraping-job-list";
import { ScrapingJobProgress } from "~/components/admin/scraping-job-progress";
import { ScrapingKeyCard } from "~/components/admin/scraping-key-card";
import { ErrorAlert } from "~/components/ui/alert";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { removeFirecrawlKey, saveFirecrawlKey } from "~/modules/scraping/firecrawl-key.server";
import { parseJobId } from "~/modules/scraping/import-job";
import { launchImportJob } from "~/modules/scraping/import-job-runner.server";
import { cancelImportJob } from "~/modules/scraping/import-jobs.server";
import { FIRECRAWL_KEY_MESSAGES, SCRAPE_JOB_MESSAGES } from "~/modules/scraping/scraping-messages";
import { getScrapingPage } from "~/modules/scraping/scraping-page.server";

// The Web Scraping sub-tab (docs/product/admin.md#scraping-import): the Firecrawl key, a new job, the
// current job's progress (polled from routes/admin-scraping-job.ts) and the recent jobs. The built-in scraper
// works without a key, so a key is optional (decision 021).

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Web Scraping | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

const NO_STORE = { "Cache-Control": "no-store" };
const PAGE = "/admin-dashboard/import/scraping";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const page = await getScrapingPage(getDatabase(), parseJobId(new URL(request.url).searchParams.get("job")));
    return data(page, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

/** The typed values a refused form shows again (never the key). */
type ScrapingFormValues = { intent: string; vendors: string };

const UNEXPECTED = { log: "The web-scraping import action failed", message: { title: SCRAPE_JOB_MESSAGES.failed, message: "Please try again." } };

/**
 * Four intents, admins only: `save-key` (tests and saves `apiKey`), `remove-key`, `create-job` (`vendors`, one per
 * line; answers 303 to the new job's progress) and `cancel-job` (`jobId`). Success answers `{ toast }`; failures
 * the one failure shape, with `apiKey` or `vendors` field errors.
 */
export async function action({ request }: Route.ActionArgs) {
  const values: ScrapingFormValues = { intent: "", vendors: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    values.intent = textField(formData, "intent");
    const db = getDatabase();
    const done = (toast: ToastMessage) => data({ toast }, { headers: NO_STORE });
    switch (values.intent) {
      case "save-key":
        await saveFirecrawlKey(db, admin, textField(formData, "apiKey"));
        return done({ title: FIRECRAWL_KEY_MESSAGES.saved });
      case "remove-key":
        await removeFirecrawlKey(db, admin);
        return done({ title: FIRECRAWL_KEY_MESSAGES.removed });
      case "create-job": {
        values.vendors = textField(formData, "vendors");
        const job = await launchImportJob(db, admin, values.vendors);
        return redirect(`${PAGE}?job=${job.id}`, { status: 303, headers: NO_STORE });
      }
      case "cancel-job": {
        const jobId = parseJobId(textField(formData, "jobId"));
        if (jobId === undefined) throw new AppError("not_found", SCRAPE_JOB_MESSAGES.notFound);
        await cancelImportJob(db, admin, jobId);
        return done({ title: SCRAPE_JOB_MESSAGES.cancelled });
      }
      default:
        throw new AppError("invalid", "Unknown action");
    }
  } catch (error) {
    return formFailure(error, values, UNEXPECTED);
  }
}

export default function AdminImportScrapingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { key, jobs, categories, current } = loaderData;
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<ScrapingFormValues>) : undefined;
  useActionToast(
    failure
      ? { title: failure.formError.title ?? "Error", description: failure.formError.message, variant: "error" }
      : actionData && "toast" in actionData
        ? actionData.toast
        : undefined,
  );
  const failed = (intent: string) => (failure?.values.intent === intent ? failure : undefined);
  return (
    <section aria-labelledby="scraping-heading" className="space-y-6">
      <div className="max-w-3xl">
        <h2 id="scraping-heading" className="text-2xl font-semibold text-brand-800">
          Web Scraping
        </h2>
        <p className="mt-1 text-sm text-muted">
          Creates vendors from their websites. A job keeps running when you leave this page; come back to follow it or cancel it.
        </p>
      </div>
      {current ? <ScrapingJobProgress key={current.id} job={current} /> : null}
      <ScrapingJobForm
        key={current?.id ?? 0}
        categories={categories}
        adapter={key.saved && key.readable ? "firecrawl" : "builtin"}
        value={failed("create-job")?.values.vendors}
        error={failed("create-job")?.fieldErrors.vendors}
      />
      <ScrapingKeyCard status={key} error={failed("save-key") ? (failed("save-key")!.fieldErrors.apiKey ?? failed("save-key")!.formError.message) : undefined} />
      <ScrapingJobList jobs={jobs} currentId={current?.id} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Please try again.";
  return (
    <ErrorAlert>
      <strong>The web-scraping import could not be opened.</strong> {reason}
    </ErrorAlert>
  );
}
