import type { IMPORT_JOB_STATUSES } from "~/db/schema";
import type { ScraperName } from "~/modules/scraping/scraper";
import { parseRowId } from "~/lib/row-id";

// A scraping job as the page shows it (docs/product/admin.md#scraping-import: "a progress bar, processed names and errors, updating live"),
// shared by the server, which builds it, and the page, which polls it.

export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export type ImportJobView = {
  id: number;
  status: ImportJobStatus;
  adapter: ScraperName;
  total: number;
  /** Vendors handled so far, whether they were imported or failed. */
  completed: number;
  /** What happened to each vendor handled, in order ('Henna by Sana', 'Glam (already listed in london, skipped)'). */
  processed: string[];
  /** The per-vendor errors of docs/product/admin.md#scraping-import, and a job-wide one ('Import Failed: …') when the job stopped. */
  errors: string[];
  /** ISO 8601 times. */
  createdAt: string;
  finishedAt: string | null;
};

export const IMPORT_JOB_STATUS_LABELS: Record<ImportJobStatus, string> = {
  queued: "Queued",
  running: "Running",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** Whether a job may still change: the page keeps polling it, and it can be cancelled. */
export function isLiveJob(status: ImportJobStatus): boolean {
  return status === "queued" || status === "running";
}

/** Progress in whole percent, 0–100, rounded down so 100 means every vendor was handled. */
export function jobPercent(job: Pick<ImportJobView, "total" | "completed">): number {
  if (job.total <= 0) return 0;
  return Math.min(100, Math.floor((job.completed / job.total) * 100));
}

/**
 * The more recent of two copies of one job (the page's loader copy and the last poll): a finished copy wins,
 * else the one further along. Progress only moves forward, so this never shows a job going back.
 */
export function newerJob(a: ImportJobView, b: ImportJobView | undefined): ImportJobView {
  if (!b || b.id !== a.id) return a;
  if (isLiveJob(a.status) !== isLiveJob(b.status)) return isLiveJob(a.status) ? b : a;
  return b.completed > a.completed || (b.status === "running" && a.status === "queued") ? b : a;
}

/** A job id from a URL (`?job=12`, `/jobs/12`): a positive whole number, else undefined. */
export function parseJobId(value: string | null | undefined): number | undefined {
  return parseRowId(value);
}
