import { desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { importJobs } from "~/db/schema";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { listCategories } from "~/modules/categories/categories.server";
import { AppError } from "~/modules/errors/app-error";
import { getFirecrawlKeyStatus, type FirecrawlKeyDeps } from "~/modules/scraping/firecrawl-key.server";
import { isLiveJob, type ImportJobStatus, type ImportJobView } from "~/modules/scraping/import-job";
import { listedInputErrors, parseScrapeTargets, type ScrapeTarget } from "~/modules/scraping/scrape-job-input";
import type { ScraperName } from "~/modules/scraping/scraper";
import { SCRAPE_JOB_MESSAGES } from "~/modules/scraping/scraping-messages";
import { now } from "~/modules/time/clock";

// Scraping jobs as rows (docs/product/admin.md#scraping-import: "Jobs are database rows with status, total, completed and errors … Jobs
// survive a page reload and can be cancelled"). The runner (import-job-runner.server.ts) does the work.

/** What a job's `input` column holds. */
export type ScrapeJobInput = { vendors: ScrapeTarget[] };

type ImportJobRow = typeof importJobs.$inferSelect;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A job row as the page shows it. */
export function importJobView(row: ImportJobRow): ImportJobView {
  return {
    id: row.id,
    status: row.status as ImportJobStatus,
    adapter: row.adapter as ScraperName,
    total: row.total,
    completed: row.completed,
    processed: texts(row.processed),
    errors: texts(row.errors),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The vendors a job visits, from its `input` column (a row written by {@link createImportJob}). */
export function scrapeTargetsOf(row: Pick<ImportJobRow, "input">): ScrapeTarget[] {
  const input = row.input as Partial<ScrapeJobInput> | null;
  return Array.isArray(input?.vendors) ? input.vendors : [];
}

/**
 * Creates a scraping job from an admin's list (docs/product/admin.md#scraping-import): the list is read by parseScrapeTargets (`name,
 * website, category` per line, categories that exist); the job uses Firecrawl while a readable key is saved,
 * else the built-in scraper; it is written `queued` with its total, with an audit entry (`import-job.create`), in
 * one transaction. The caller starts the runner. Input: database, the admin, the textarea's text, key deps.
 * Output: the new {@link ImportJobView}. Throws AppError `invalid` 'Please correct the vendor list.' with the
 * lines' errors (first 10, then '... and N more errors') in field `vendors`, one per line.
 */
export async function createImportJob(db: Database, actor: AuditActor, text: string, deps: FirecrawlKeyDeps = {}): Promise<ImportJobView> {
  const { targets, errors } = parseScrapeTargets(text, await listCategories(db));
  if (errors.length > 0) {
    throw new AppError("invalid", SCRAPE_JOB_MESSAGES.invalidList, { fieldErrors: { vendors: listedInputErrors(errors).join("\n") } });
  }
  const key = await getFirecrawlKeyStatus(db, deps);
  const adapter: ScraperName = key.saved && key.readable ? "firecrawl" : "builtin";
  const input: ScrapeJobInput = { vendors: targets };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importJobs)
      .values({ kind: "scrape", status: "queued", adapter, input, total: targets.length, createdByUserId: actor.id })
      .returning();
    if (!row) throw new Error("The import job was not written");
    await recordAudit(tx, actor, {
      action: "import-job.create",
      entityType: "import_job",
      entityId: row.id,
      after: { status: row.status, adapter, total: row.total, vendors: targets.map((target) => target.name) },
    });
    return importJobView(row);
  });
}

/**
 * Cancels a queued or running job (docs/product/admin.md#scraping-import): its status becomes `cancelled` at once, with an audit entry
 * (`import-job.cancel`), in one transaction; the runner stops before its next vendor (a vendor being read at
 * that moment is still written). Input: database, the admin, the job's id. Output: the job's view.
 * Throws AppError `not_found` 'Scraping job not found', `conflict` 'This job has already finished'.
 */
export async function cancelImportJob(db: Database, actor: AuditActor, jobId: number): Promise<ImportJobView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(importJobs).where(eq(importJobs.id, jobId)).for("update");
    if (!row) throw new AppError("not_found", SCRAPE_JOB_MESSAGES.notFound);
    if (!isLiveJob(row.status as ImportJobStatus)) throw new AppError("conflict", SCRAPE_JOB_MESSAGES.notCancellable);
    const [cancelled] = await tx
      .update(importJobs)
      .set({ status: "cancelled", finishedAt: now() })
      .where(eq(importJobs.id, jobId))
      .returning();
    await recordAudit(tx, actor, {
      action: "import-job.cancel",
      entityType: "import_job",
      entityId: jobId,
      before: { status: row.status, completed: row.completed },
      after: { status: "cancelled", completed: cancelled!.completed },
    });
    return importJobView(cancelled!);
  });
}

/**
 * One job's progress (docs/product/admin.md#scraping-import: polled by the page while it runs). Input: database, the job's id.
 * Output: {@link ImportJobView}. Throws AppError `not_found` 'Scraping job not found'.
 */
export async function getImportJob(db: Database, jobId: number): Promise<ImportJobView> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, jobId)).limit(1);
  if (!row) throw new AppError("not_found", SCRAPE_JOB_MESSAGES.notFound);
  return importJobView(row);
}

/** The latest jobs, newest first. Input: database, how many (default 10). Output: their views. */
export async function listImportJobs(db: Database, limit = 10): Promise<ImportJobView[]> {
  const rows = await db.select().from(importJobs).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(limit);
  return rows.map(importJobView);
}
