import type { AppConfig } from "~/config.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createInProcessQueue } from "~/modules/jobs/in-process-queue.server";
import type { JobQueue } from "~/modules/jobs/job-queue";
import { createPgBossQueue } from "~/modules/jobs/pg-boss-queue.server";

/**
 * Chooses the job queue adapter, once (decision 043): pg-boss on PostgreSQL (its own schema in the same
 * database), the in-process runner over `background_jobs` on the embedded database. Input: the configuration
 * (`jobs.leaseSeconds`) and the open database. Output: a {@link JobQueue}, not started.
 */
export function createJobQueue(config: Pick<AppConfig, "jobs" | "databaseUrl">, handle: DatabaseHandle): JobQueue {
  if (handle.kind === "postgres" && config.databaseUrl) {
    return createPgBossQueue({ connectionString: config.databaseUrl, leaseSeconds: config.jobs.leaseSeconds });
  }
  return createInProcessQueue(handle.db, { leaseSeconds: config.jobs.leaseSeconds });
}

let current: JobQueue | undefined;

/** The job queue this process runs (set by the server's start-up), undefined in scripts and most tests. */
export function getJobQueue(): JobQueue | undefined {
  return current;
}

/** Sets (or, with undefined, clears) the process's job queue; the server at start and stop, tests around a case. */
export function setJobQueue(queue: JobQueue | undefined): void {
  current = queue;
}
