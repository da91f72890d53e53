import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { importJobs } from "~/db/schema";
import type { AuditActor } from "~/modules/audit/audit-log.server";
import type { Executor } from "~/db/client.server";
import { listCategories } from "~/modules/categories/categories.server";
import { AppError } from "~/modules/errors/app-error";
import { getJobQueue } from "~/modules/jobs/jobs.server";
import type { JobQueue } from "~/modules/jobs/job-queue";
import { insertImportedVendors, type ImportVendorInput } from "~/modules/imports/import-vendors.server";
import { QUICK_IMPORT_LOCATION, QUICK_IMPORT_PRICE_RANGE } from "~/modules/imports/quick-import";
import { createBuiltinScraper } from "~/modules/scraping/builtin-scraper.server";
import { extractVendor } from "~/modules/scraping/extract-vendor";
import { createFirecrawlScraper } from "~/modules/scraping/firecrawl-scraper.server";
import { readFirecrawlKey } from "~/modules/scraping/firecrawl-key.server";
import type { ImportJobStatus, ImportJobView } from "~/modules/scraping/import-job";
import { createImportJob, scrapeTargetsOf } from "~/modules/scraping/import-jobs.server";
import type { ScrapeTarget } from "~/modules/scraping/scrape-job-input";
import type { Scraper, ScraperName } from "~/modules/scraping/scraper";
import { FIRECRAWL_KEY_MESSAGES, SCRAPE_JOB_MESSAGES, SCRAPE_VENDOR_ERRORS } from "~/modules/scraping/scraping-messages";
import { logError } from "~/modules/logging/logger.server";

// Runs scraping jobs (docs/product/admin.md#scraping-import; decisions 021, 043): on a server, as jobs of the queue `scraping-import`
// (pg-boss or the in-process runner), so a job whose instance was killed is finished by another; without a queue
// (tests, scripts), in this process. The row is the truth: a runner claims a job with one conditional UPDATE,
// keeps its heartbeat fresh while it works, and stops when the row says `cancelled`; several instances on one
// PostgreSQL database never run the same job twice, and a vendor is written with the job's progress in one
// transaction, so a job taken over resumes after the last vendor written and never imports one twice.

/** docs/product/admin.md#scraping-import: "1 s pause between vendors". */
export const SCRAPE_PAUSE_MS = 1_000;
/**
 * A `running` job whose heartbeat is older than this (ms) has lost its runner: JOB_LEASE_SECONDS, the queue's
 * lease. The heartbeat is written every third of it while the job runs, whatever a vendor takes.
 */
export function heartbeatStaleMs(): number {
  return getConfig().jobs.leaseSeconds * 1000;
}

/** The job queue of scraping imports (decision 043): one queue job per import job, keyed by its id. */
export const SCRAPING_QUEUE = "scraping-import";

export type ImportJobRunnerDeps = {
  /** Pause between vendors (default {@link SCRAPE_PAUSE_MS}); tests shorten it. */
  pauseMs?: number;
  /** Waits `ms` unless `signal` aborts first (default: a timer); tests record the pauses instead of timing them. */
  pause?: (ms: number, signal: AbortSignal) => Promise<unknown>;
  /** The scraper of a job's adapter, undefined when it cannot run (no Firecrawl key); tests inject their own. */
  scraperFor?: (adapter: ScraperName, db: Database) => Promise<Scraper | undefined>;
};

const pauseFor = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal });

/** The runners of this process, by job id, so shutdown can stop them and a job is never run twice here. */
const runners = new Map<number, { controller: AbortController; done: Promise<void> }>();

async function defaultScraperFor(adapter: ScraperName, db: Database): Promise<Scraper | undefined> {
  const { scraping } = getConfig();
  if (adapter === "builtin") return createBuiltinScraper({ allowLoopback: scraping.allowLoopback });
  const apiKey = await readFirecrawlKey(db);
  return apiKey ? createFirecrawlScraper({ apiKey, apiUrl: scraping.firecrawlApiUrl }) : undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const appendText = (column: typeof importJobs.errors | typeof importJobs.processed, text: string) => sql`${column} || ${JSON.stringify([text])}::jsonb`;

/** A job that may be claimed: queued, or running with a heartbeat older than {@link HEARTBEAT_STALE_MS}. */
const claimable = () =>
  or(
    eq(importJobs.status, "queued"),
    and(
      eq(importJobs.status, "running"),
      or(isNull(importJobs.heartbeatAt), lt(importJobs.heartbeatAt, sql`now() - ${heartbeatStaleMs()} * interval '1 millisecond'`)),
    ),
  );

/** One vendor handled: `completed` + 1, its note or error appended, the heartbeat written. */
async function advance(db: Executor, jobId: number, outcome: { processed: string } | { error: string }) {
  await db
    .update(importJobs)
    .set({
      completed: sql`${importJobs.completed} + 1`,
      ...("processed" in outcome ? { processed: appendText(importJobs.processed, outcome.processed) } : { errors: appendText(importJobs.errors, outcome.error) }),
      heartbeatAt: sql`now()`,
    })
    .where(eq(importJobs.id, jobId));
}

/** The heartbeat before a vendor; false when the job is no longer running here (cancelled). */
async function heartbeat(db: Database, jobId: number): Promise<boolean> {
  const rows = await db
    .update(importJobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(importJobs.id, jobId), eq(importJobs.status, "running")))
    .returning({ id: importJobs.id });
  return rows.length === 1;
}

/** Ends a running job (a cancelled one keeps its status), with a job-wide error when it failed. */
async function finish(db: Database, jobId: number, status: "completed" | "failed", error?: string) {
  await db
    .update(importJobs)
    .set({ status, finishedAt: sql`now()`, ...(error ? { errors: appendText(importJobs.errors, error) } : {}) })
    .where(and(eq(importJobs.id, jobId), eq(importJobs.status, "running")));
}

/** docs/product/admin.md#scraping-import: scrape, keep the description and images, write the vendor; every failure becomes the vendor's error. */
async function processVendor(db: Database, jobId: number, target: ScrapeTarget, categoryId: number | undefined, scraper: Scraper, signal: AbortSignal) {
  const vendor = target.name;
  if (categoryId === undefined) return advance(db, jobId, { error: SCRAPE_VENDOR_ERRORS.category(vendor) });
  try {
    let page;
    try {
      page = await scraper.scrape(target.website, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      return await advance(db, jobId, { error: SCRAPE_VENDOR_ERRORS.scrape(vendor, messageOf(error)) });
    }
    const { description, imageUrls } = extractVendor(page, vendor);
    const row: ImportVendorInput = {
      name: vendor,
      categoryId,
      website: target.website,
      description,
      imageUrls,
      location: QUICK_IMPORT_LOCATION,
      priceRange: QUICK_IMPORT_PRICE_RANGE,
    };
    try {
      await db.transaction(async (tx) => {
        const { duplicates } = await insertImportedVendors(tx, [row]);
        const note = duplicates[0] ? `${vendor} (already listed in ${duplicates[0].town}, skipped)` : vendor;
        await advance(tx, jobId, { processed: note });
      });
    } catch (error) {
      logError(`Scraping job ${jobId}: ${vendor} could not be written`, error);
      await advance(db, jobId, { error: SCRAPE_VENDOR_ERRORS.insert(vendor, messageOf(error)) });
    }
  } catch (error) {
    if (signal.aborted) throw error;
    logError(`Scraping job ${jobId}: ${vendor} could not be processed`, error);
    await advance(db, jobId, { error: SCRAPE_VENDOR_ERRORS.processing(vendor, messageOf(error)) });
  }
}

/**
 * Runs one scraping job to its end (docs/product/admin.md#scraping-import): claims it (queued, or running with a stale
 * heartbeat), then from its first unhandled vendor: the 1 s pause between vendors, a heartbeat (stopping if the
 * job was cancelled), then the vendor — scraped by the job's adapter, its description and images kept
 * (extractVendor), written through insertImportedVendors with the job's progress in one transaction; a failure
 * becomes the vendor's error ('Category not found for {vendor}', 'Failed to scrape {vendor}: …', 'Failed to
 * insert {vendor}: …', 'Error processing {vendor}: …') and the job goes on. The job ends `completed`
 * (completed = total), or `failed` with 'Import Failed: …' when it cannot run at all (no Firecrawl key, 'Failed
 * to fetch categories'). Aborting `signal` (shutdown) puts the job back to `queued` for the next start.
 * Input: database, job id, deps and a signal. Output: the status it left the job in, undefined when it did not
 * claim it. Never throws: an unexpected error is logged and fails the job.
 */
export async function runImportJob(
  db: Database,
  jobId: number,
  deps: ImportJobRunnerDeps & { signal?: AbortSignal } = {},
): Promise<ImportJobStatus | undefined> {
  const signal = deps.signal ?? new AbortController().signal;
  let beat: NodeJS.Timeout | undefined;
  try {
    const [job] = await db
      .update(importJobs)
      .set({ status: "running", startedAt: sql`coalesce(${importJobs.startedAt}, now())`, heartbeatAt: sql`now()` })
      .where(and(eq(importJobs.id, jobId), claimable()))
      .returning();
    if (!job) return undefined;
    // Between the heartbeats before each vendor too, so a slow vendor never makes the job look abandoned.
    beat = setInterval(() => void heartbeat(db, jobId).catch(() => undefined), heartbeatStaleMs() / 3);
    const scraper = await (deps.scraperFor ?? defaultScraperFor)(job.adapter as ScraperName, db);
    if (!scraper) {
      await finish(db, jobId, "failed", `${SCRAPE_JOB_MESSAGES.failed}: ${FIRECRAWL_KEY_MESSAGES.missing}`);
      return "failed";
    }
    const categoryIds = new Map((await categoriesOf(db)).map((category) => [category.slug, category.id]));
    const targets = scrapeTargetsOf(job);
    for (let index = job.completed; index < targets.length; index++) {
      if (index > job.completed) await (deps.pause ?? pauseFor)(deps.pauseMs ?? SCRAPE_PAUSE_MS, signal);
      if (!(await heartbeat(db, jobId))) return "cancelled";
      await processVendor(db, jobId, targets[index]!, categoryIds.get(targets[index]!.category), scraper, signal);
    }
    await finish(db, jobId, "completed");
    return "completed";
  } catch (error) {
    return stopAfter(db, jobId, error, signal);
  } finally {
    clearInterval(beat);
  }
}

/** The categories a job's vendors name; 'Failed to fetch categories' (docs/product/admin.md#scraping-import) when they cannot be read. */
async function categoriesOf(db: Database) {
  try {
    return await listCategories(db);
  } catch (error) {
    throw new AppError("unavailable", SCRAPE_JOB_MESSAGES.categoriesFailed, { cause: error });
  }
}

/** What an interrupted run leaves: `queued` again after a shutdown's abort, `failed` after anything else. */
async function stopAfter(db: Database, jobId: number, error: unknown, signal: AbortSignal): Promise<ImportJobStatus | undefined> {
  try {
    if (signal.aborted) {
      await db.update(importJobs).set({ status: "queued" }).where(and(eq(importJobs.id, jobId), eq(importJobs.status, "running")));
      return "queued";
    }
    logError(`Scraping job ${jobId} failed`, error);
    await finish(db, jobId, "failed", `${SCRAPE_JOB_MESSAGES.failed}: ${error instanceof AppError ? error.message : "unexpected error"}`);
    return "failed";
  } catch (secondError) {
    logError(`Scraping job ${jobId} could not be marked as stopped`, secondError);
    return undefined;
  }
}

/**
 * Starts {@link runImportJob} in the background (docs/product/admin.md#scraping-import: no queue service yet) and returns at once: the
 * promise never rejects and is kept, so {@link stopImportJobs} can stop it. A job already running in this process
 * is left alone. Input: database, job id, deps.
 */
export function startImportJob(db: Database, jobId: number, deps: ImportJobRunnerDeps = {}): void {
  if (runners.has(jobId)) return;
  const controller = new AbortController();
  const done = runImportJob(db, jobId, { ...deps, signal: controller.signal }).then(
    () => undefined,
    (error: unknown) => logError(`Scraping job ${jobId} runner crashed`, error),
  );
  runners.set(jobId, { controller, done });
  void done.finally(() => runners.delete(jobId));
}

/**
 * An admin's new job (docs/product/admin.md#scraping-import): created from the list by createImportJob (which throws its `invalid` error for
 * a bad list) and started at once in the background with {@link startImportJob}. Input: database, the admin, the
 * list's text, runner deps. Output: the job as created (`queued`).
 */
export async function launchImportJob(db: Database, actor: AuditActor, text: string, deps: ImportJobRunnerDeps = {}): Promise<ImportJobView> {
  const job = await createImportJob(db, actor, text);
  await queueImportJob(db, job.id, deps);
  return job;
}

/** Sends the job to the scraping queue when this process runs one, else starts it here ({@link startImportJob}). */
async function queueImportJob(db: Database, jobId: number, deps: ImportJobRunnerDeps): Promise<void> {
  const queue = getJobQueue();
  if (queue) await queue.send(SCRAPING_QUEUE, { jobId }, { singletonKey: String(jobId) });
  else startImportJob(db, jobId, deps);
}

/**
 * Runs the scraping queue in this instance (decision 043): each queue job `{ jobId }` runs {@link runImportJob}
 * with the queue's abort signal. A run stopped by this instance's shutdown, or a job still running with a fresh
 * heartbeat on another instance (its queue job was retried after that instance stalled), fails the queue job so
 * that it is tried again after a lease; a job finished or cancelled completes it. Retries: 20, a lease apart.
 * Input: the queue, the database, runner deps, the lease (seconds).
 */
export async function workScrapingQueue(queue: JobQueue, db: Database, leaseSeconds: number, deps: ImportJobRunnerDeps = {}): Promise<void> {
  await queue.work<{ jobId: number }>(
    SCRAPING_QUEUE,
    { exclusive: true, retryLimit: 20, retryDelaySeconds: leaseSeconds, maxRunSeconds: 6 * 60 * 60 },
    async ({ jobId }, { signal }) => {
      const status = await runImportJob(db, jobId, { ...deps, signal });
      if (status === "queued") throw new Error(`Scraping job ${jobId} was stopped by a shutdown`);
      if (status === undefined) {
        const [row] = await db.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, jobId));
        if (row?.status === "running") throw new Error(`Scraping job ${jobId} is still running elsewhere`);
      }
    },
  );
}

/**
 * Picks up the jobs a previous process left (docs/product/admin.md#scraping-import: "jobs survive a reload"): queued ones, and running ones
 * whose heartbeat is stale (their runner died), oldest first, each sent to the scraping queue (or, without one,
 * started with {@link startImportJob}; an exclusive queue drops a job it already holds). Call it
 * once the database is migrated at start-up. Input: database, deps. Output: the ids started.
 */
export async function resumeImportJobs(db: Database, deps: ImportJobRunnerDeps = {}): Promise<number[]> {
  const rows = await db.select({ id: importJobs.id }).from(importJobs).where(claimable()).orderBy(asc(importJobs.id));
  for (const { id } of rows) await queueImportJob(db, id, deps);
  return rows.map((row) => row.id);
}

/**
 * Stops this process's runners for a shutdown: each one's current scrape is aborted and its job put back to
 * `queued`, so the next start resumes it at the vendor it was on. Resolves when they have all stopped; call it
 * before the database closes.
 */
export async function stopImportJobs(): Promise<void> {
  const current = [...runners.values()];
  for (const runner of current) runner.controller.abort(new Error("The server is stopping"));
  await Promise.all(current.map((runner) => runner.done));
}

/** Resolves when the runners started so far have finished (tests wait for a job this way). */
export async function settleImportJobs(): Promise<void> {
  await Promise.all([...runners.values()].map((runner) => runner.done));
}
