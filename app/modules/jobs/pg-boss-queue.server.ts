import { PgBoss } from "pg-boss";
import type { JobContext, JobHandler, JobQueue, QueueSettings, SendOptions } from "~/modules/jobs/job-queue";
import { errorCode } from "~/modules/logging/error-code";
import { logError, logWarning } from "~/modules/logging/logger.server";

// The PostgreSQL adapter of the job queue (decision 043): pg-boss keeps its jobs in its own schema (`pgboss`) of
// the app's database. Every instance fetches with SKIP LOCKED, so a job runs on one instance; a running job sends a
// heartbeat every half lease, and pg-boss's supervisor (which runs on one instance at a time) fails a job whose
// heartbeat stopped (its process was killed) so that it is retried by whichever instance fetches it next.

const DEFAULT_MAX_RUN_SECONDS = 900;
const DEFAULT_RETRY_DELAY_MAX_SECONDS = 3600;
const POLLING_INTERVAL_SECONDS = 2;

/**
 * The pg-boss adapter of {@link JobQueue}. Input: the PostgreSQL URL the app uses; `leaseSeconds` (at least 10),
 * the heartbeat timeout of a running job, and how often (half of it) the supervisor looks for lost jobs;
 * `pollingIntervalSeconds`, how often an idle queue looks for due jobs (default 2, at least 0.5; tests shorten it).
 * `start` installs or upgrades pg-boss's schema; every method rejects with pg-boss's or the driver's error.
 */
export function createPgBossQueue(options: { connectionString: string; leaseSeconds: number; pollingIntervalSeconds?: number }): JobQueue {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? POLLING_INTERVAL_SECONDS;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    // A few connections: the app's own pool does the real work.
    max: 3,
    application_name: "shaadi-jobs",
    superviseIntervalSeconds: Math.max(1, Math.floor(options.leaseSeconds / 2)),
    // Sweeps are timed by `schedule` below (every instance asks, one job per period), not by pg-boss's cron.
    schedule: false,
  });
  boss.on("error", (error) => logError("The job queue reported an error", error));
  const timers = new Set<NodeJS.Timeout>();
  const settingsOf = new Map<string, QueueSettings>();
  const running = new Set<AbortController>();

  async function runJob<T>(name: string, handler: JobHandler<T>, job: { id: string; data: T; retryCount: number; signal: AbortSignal }) {
    const controller = new AbortController();
    const onAbort = () => controller.abort(job.signal.reason);
    job.signal.addEventListener("abort", onAbort, { once: true });
    running.add(controller);
    try {
      const context: JobContext = { id: job.id, retryCount: job.retryCount, signal: controller.signal };
      await handler(job.data, context);
    } catch (error) {
      // pg-boss records the failure in its tables without logging it; the line names the job, never its payload
      // nor the error's text (decision 048).
      const fields = { queue: name, jobId: job.id, retryCount: job.retryCount, code: errorCode(error) };
      if (job.retryCount < (settingsOf.get(name)?.retryLimit ?? 0)) logWarning("A job failed; it will be retried", undefined, fields);
      else logError("A job failed after its last retry; it is kept as failed", undefined, fields);
      throw error;
    } finally {
      running.delete(controller);
      job.signal.removeEventListener("abort", onAbort);
    }
  }

  const queue: JobQueue = {
    kind: "pg-boss",
    async start() {
      await boss.start();
    },
    async work<T extends object>(name: string, settings: QueueSettings, handler: JobHandler<T>) {
      settingsOf.set(name, settings);
      const queueOptions = {
        retryLimit: settings.retryLimit ?? 0,
        retryDelay: settings.retryDelaySeconds ?? 0,
        retryBackoff: settings.retryBackoff ?? false,
        // pg-boss accepts a maximum only with backoff, where it applies.
        ...(settings.retryBackoff ? { retryDelayMax: settings.retryDelayMaxSeconds ?? DEFAULT_RETRY_DELAY_MAX_SECONDS } : {}),
        expireInSeconds: settings.maxRunSeconds ?? DEFAULT_MAX_RUN_SECONDS,
        heartbeatSeconds: options.leaseSeconds,
      };
      if (await boss.getQueue(name)) {
        await boss.updateQueue(name, queueOptions);
      } else {
        await boss.createQueue(name, { ...queueOptions, policy: settings.exclusive ? "exclusive" : "standard" });
      }
      await boss.work<T>(name, { pollingIntervalSeconds }, async ([job]) => {
        if (job) await runJob(name, handler, job);
      });
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      const exclusive = settingsOf.get(name)?.exclusive ?? false;
      const id = await boss.send(name, data, {
        singletonKey: exclusive ? (sendOptions.singletonKey ?? name) : sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds ?? 0,
      });
      return id ?? undefined;
    },
    async delete(name, id) {
      await boss.deleteJob(name, id);
    },
    async schedule(name, everyMs) {
      const seconds = Math.max(1, Math.round(everyMs / 1000));
      // One job per period of `seconds` (pg-boss's throttle), and the queue is exclusive: one at a time.
      const tick = () =>
        void boss
          .send(name, {}, { singletonKey: name, singletonSeconds: seconds })
          .catch((error: unknown) => logError("A scheduled job could not be sent", error, { queue: name }));
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Running handlers give up (a scraping import stops between vendors); their jobs fail and are retried.
      for (const controller of running) controller.abort(new Error("The server is stopping"));
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
  return queue;
}
