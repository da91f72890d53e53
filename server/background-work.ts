import type { AppConfig } from "~/config.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createJobQueue, setJobQueue } from "~/modules/jobs/jobs.server";
import type { JobQueue } from "~/modules/jobs/job-queue";
import { workMailQueue } from "~/modules/mail/send-mail.server";
import { resumeImportJobs, workScrapingQueue } from "~/modules/scraping/import-job-runner.server";

/**
 * A periodic piece of work: sent to its own exclusive queue now and every `everyMs`, run by one instance. `run` gets
 * the job's signal, aborted when the instance stops, so a long sweep (the calendar feeds) can stop between items.
 */
export type Sweep = { name: string; everyMs: number; run: (signal: AbortSignal) => Promise<void> };

/** The background work of one instance, started by {@link startBackgroundWork}. */
export type BackgroundWork = {
  queue: JobQueue;
  /** Scraping jobs found unfinished at start (queued, or whose runner died) and sent to the queue. */
  resumed: number[];
  /** Stops the queue (running jobs give up and are retried elsewhere or at the next start). */
  stop: () => Promise<void>;
};

/**
 * Starts the instance's job queue (issue "Production at scale": "Background work … runs through a durable
 * PostgreSQL job queue"; decision 043): pg-boss on PostgreSQL or the in-process runner on PGlite
 * (`createJobQueue`), made the process's queue (so `sendMail` and new scraping jobs go through it), then runs
 * here the queues of mail delivery, scraping imports and each sweep, schedules the sweeps (each at start and
 * every `everyMs`, one instance at a time across all), and sends the scraping jobs left unfinished to the queue.
 * Input: the configuration, the open and migrated database, the sweeps. Output: {@link BackgroundWork}.
 * Throws when the queue cannot start (pg-boss cannot install its schema, the database is unreachable).
 */
export async function startBackgroundWork(config: AppConfig, handle: DatabaseHandle, sweeps: Sweep[]): Promise<BackgroundWork> {
  const queue = createJobQueue(config, handle);
  await queue.start();
  setJobQueue(queue);
  await workMailQueue(queue, config);
  await workScrapingQueue(queue, handle.db, config.jobs.leaseSeconds);
  for (const sweep of sweeps) {
    await queue.work(sweep.name, { exclusive: true, maxRunSeconds: 30 * 60 }, (_data, job) => sweep.run(job.signal));
    await queue.schedule(sweep.name, sweep.everyMs);
  }
  const resumed = await resumeImportJobs(handle.db);
  return {
    queue,
    resumed,
    stop: async () => {
      await queue.stop();
      setJobQueue(undefined);
    },
  };
}
