import { CircleStop } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import type { FormFailure } from "~/modules/http/form-errors";
import { IMPORT_JOB_STATUS_LABELS, isLiveJob, jobPercent, newerJob, type ImportJobView } from "~/modules/scraping/import-job";

// A scraping job's progress (docs/product/admin.md#scraping-import: "progress percent, a list of processed names and a list of errors";
// "updating live"): while the job is queued or running, the job's JSON is polled every second.

/** How often a running job is asked for its progress (docs/product/admin.md#scraping-import: "updating live"; the spec gives no figure). */
const JOB_POLL_INTERVAL_MS = 1_000;

/** The URL of a job's progress (routes/admin-scraping-job.ts). */
export function jobProgressUrl(jobId: number): string {
  return `/admin-dashboard/import/scraping/jobs/${jobId}`;
}

function ProgressBar({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Scraping progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 w-full overflow-hidden rounded-full bg-brand-100"
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}

function TextList({ title, items, empty, tone }: { title: string; items: string[]; empty: string; tone: "ink" | "error" }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">
        {title} ({items.length})
      </h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{empty}</p>
      ) : (
        <ol className={`mt-1 max-h-64 list-decimal space-y-0.5 overflow-y-auto pl-5 text-sm ${tone === "error" ? "text-red-800" : "text-ink"}`}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="break-words">
              {item}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * One job's progress bar (percent), processed names and errors, polled while it runs, with Cancel
 * (`intent=cancel-job`, through a fetcher). Give it `key={job.id}` so another job starts with fresh state.
 */
export function ScrapingJobProgress({ job: loaded }: { job: ImportJobView }) {
  const poll = useFetcher<ImportJobView>();
  const cancel = useFetcher<{ toast: ToastMessage } | FormFailure>();
  const job = newerJob(loaded, poll.data);
  const cancelResult = cancel.data;
  useActionToast(
    cancelResult && "formError" in cancelResult
      ? { title: "Error", description: cancelResult.formError.message, variant: "error" }
      : cancelResult?.toast,
  );
  const live = isLiveJob(job.status);
  const { load } = poll;
  useEffect(() => {
    if (!live) return;
    // Scheduled again after each answer, so a slow answer never stacks requests.
    const timer = setTimeout(() => void load(jobProgressUrl(job.id)), JOB_POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [live, load, job.id, job.completed, poll.data]);
  const percent = jobPercent(job);
  const cancelling = cancel.state !== "idle";
  return (
    <section aria-labelledby="job-progress-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-job-id={job.id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="job-progress-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
          Job #{job.id} <Badge variant={live ? "gold" : "brand"}>{IMPORT_JOB_STATUS_LABELS[job.status]}</Badge>
          <span className="text-sm font-normal text-muted">{job.adapter === "firecrawl" ? "Firecrawl" : "Built-in scraper"}</span>
        </h3>
        {live ? (
          <cancel.Form method="post" action="/admin-dashboard/import/scraping">
            <input type="hidden" name="intent" value="cancel-job" />
            <input type="hidden" name="jobId" value={job.id} />
            <Button type="submit" variant="outline" size="sm" disabled={cancelling}>
              <CircleStop aria-hidden="true" /> {cancelling ? "Cancelling…" : "Cancel"}
            </Button>
          </cancel.Form>
        ) : null}
      </div>
      <div className="mt-4 space-y-1">
        <ProgressBar percent={percent} />
        <p className="text-sm text-muted" aria-live="polite">
          <strong className="text-ink">{percent}%</strong> · {job.completed} of {job.total} vendors handled
        </p>
      </div>
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <TextList title="Processed" items={job.processed} empty="No vendor imported yet." tone="ink" />
        <TextList title="Errors" items={job.errors} empty="No errors." tone="error" />
      </div>
    </section>
  );
}
