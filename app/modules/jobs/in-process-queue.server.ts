import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { backgroundJobs } from "~/db/schema";
import type { JobHandler, JobQueue, QueueSettings, SendOptions } from "~/modules/jobs/job-queue";
import { errorCode } from "~/modules/logging/error-code";
import { logError, logWarning } from "~/modules/logging/logger.server";
import { systemNow } from "~/modules/time/clock";

// The job queue of the embedded database (decision 043): jobs are rows of `background_jobs`, run by a loop per
// queue in this process. PGlite is opened by one process at a time (its lock file), so at start every job left
// `active` belongs to a process that is gone and is taken again at once.

const DEFAULT_MAX_RUN_SECONDS = 900;
const DEFAULT_RETRY_DELAY_MAX_SECONDS = 3600;

type Worker = { settings: QueueSettings; handler: JobHandler<object>; wake: () => void; done: Promise<void> };

/**
 * The delay before retry number `retryCount + 1` (seconds): `retryDelaySeconds`, doubled for each retry already
 * made when `retryBackoff` is on, at most `retryDelayMaxSeconds` (default 3600). Input: a queue's settings and
 * the retries made so far. Output: whole seconds, at least 0.
 */
export function retryDelayOf(settings: QueueSettings, retryCount: number): number {
  const base = settings.retryDelaySeconds ?? 0;
  const delay = settings.retryBackoff ? Math.max(base, 1) * 2 ** Math.min(retryCount, 16) : base;
  return Math.min(delay, settings.retryDelayMaxSeconds ?? DEFAULT_RETRY_DELAY_MAX_SECONDS);
}

/**
 * The fields of a failed job's log line (decision 048): its queue, id, the retries made and the error's code;
 * never its payload (a mail's holds addresses) nor the error's text (an SMTP answer can echo the recipient).
 */
function jobFailure(queue: string, job: { id: number; retryCount: number }, error: unknown) {
  return { queue, jobId: String(job.id), retryCount: job.retryCount, code: errorCode(error) };
}

/**
 * The in-process adapter of {@link JobQueue} over `background_jobs`. Input: the database; `leaseSeconds`, how long
 * a running job's lease lasts before it must be renewed (renewed every third of it while the handler runs);
 * `pollMs`, how often an idle queue looks for due jobs (default 2000; a `send` wakes it at once). A handler's
 * failure is retried per its queue's settings, then the job is kept as `failed` with its last error; each failure
 * is logged with the queue, the job id and the error's code (warn while it will be retried, error at the end). Every
 * method rejects with the database's error when it cannot be reached.
 */
export function createInProcessQueue(db: Database, options: { leaseSeconds: number; pollMs?: number }): JobQueue {
  const pollMs = options.pollMs ?? 2000;
  const workers = new Map<string, Worker>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new AbortController();
  const lastPeriod = new Map<string, number>();

  const lease = (seconds: number) => sql`now() + ${seconds} * interval '1 second'`;

  async function claim(name: string) {
    const due = sql`(select ${backgroundJobs.id} from ${backgroundJobs} where ${backgroundJobs.name} = ${name}
      and ((${backgroundJobs.state} = 'created' and ${backgroundJobs.startAfter} <= now())
        or (${backgroundJobs.state} = 'active' and ${backgroundJobs.lockedUntil} < now()))
      order by ${backgroundJobs.startAfter}, ${backgroundJobs.id} limit 1 for update skip locked)`;
    const [job] = await db
      .update(backgroundJobs)
      .set({ state: "active", lockedUntil: lease(options.leaseSeconds) })
      .where(eq(backgroundJobs.id, due))
      .returning();
    return job;
  }

  async function runOne(name: string, worker: Worker): Promise<boolean> {
    const job = await claim(name);
    if (!job) return false;
    const controller = new AbortController();
    const onStop = () => controller.abort(running.signal.reason);
    running.signal.addEventListener("abort", onStop, { once: true });
    const renew = setInterval(() => {
      void db
        .update(backgroundJobs)
        .set({ lockedUntil: lease(options.leaseSeconds) })
        .where(and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.state, "active")))
        .catch((error: unknown) => logError("A running job's lease could not be renewed", error, { queue: name, jobId: String(job.id) }));
    }, (options.leaseSeconds * 1000) / 3);
    const maxRun = setTimeout(() => controller.abort(new Error("The job ran too long")), (worker.settings.maxRunSeconds ?? DEFAULT_MAX_RUN_SECONDS) * 1000);
    try {
      await worker.handler(job.data as object, { id: String(job.id), retryCount: job.retryCount, signal: controller.signal });
      await db.delete(backgroundJobs).where(eq(backgroundJobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (running.signal.aborted) {
        // Stopped by shutdown, not failed: it runs again at the next start without using a retry.
        await db.update(backgroundJobs).set({ state: "created", lockedUntil: null, lastError: message }).where(eq(backgroundJobs.id, job.id));
      } else if (job.retryCount < job.retryLimit) {
        logWarning("A job failed; it will be retried", undefined, jobFailure(name, job, error));
        const delay = retryDelayOf({ ...worker.settings, retryDelaySeconds: job.retryDelaySeconds, retryBackoff: job.retryBackoff }, job.retryCount);
        await db
          .update(backgroundJobs)
          .set({ state: "created", retryCount: job.retryCount + 1, startAfter: lease(delay), lockedUntil: null, lastError: message })
          .where(eq(backgroundJobs.id, job.id));
      } else {
        logError("A job failed after its last retry; it is kept as failed", undefined, jobFailure(name, job, error));
        await db.update(backgroundJobs).set({ state: "failed", lockedUntil: null, lastError: message }).where(eq(backgroundJobs.id, job.id));
      }
    } finally {
      clearInterval(renew);
      clearTimeout(maxRun);
      running.signal.removeEventListener("abort", onStop);
    }
    return true;
  }

  async function loop(name: string, worker: Worker, woken: { next: Promise<void> }) {
    while (!running.signal.aborted) {
      let worked = false;
      try {
        worked = await runOne(name, worker);
      } catch (error) {
        if (running.signal.aborted) return;
        logError("A job queue could not fetch a job", error, { queue: name });
      }
      if (!worked) await Promise.race([woken.next, sleep(pollMs, undefined, { signal: running.signal }).catch(() => undefined)]);
    }
  }

  return {
    kind: "in-process",
    async start() {
      await db.update(backgroundJobs).set({ state: "created", lockedUntil: null }).where(eq(backgroundJobs.state, "active"));
    },
    async work(name, settings, handler) {
      if (workers.has(name)) throw new Error(`Queue ${name} already has a worker`);
      const woken = { next: Promise.resolve() };
      let resolveWake = () => {};
      const rearm = () => {
        woken.next = new Promise((resolve) => (resolveWake = resolve));
      };
      rearm();
      const worker: Worker = {
        settings,
        handler: handler as JobHandler<object>,
        wake: () => {
          resolveWake();
          rearm();
        },
        done: Promise.resolve(),
      };
      workers.set(name, worker);
      worker.done = loop(name, worker, woken);
    },
    async send(name, data, sendOptions: SendOptions = {}) {
      const settings = workers.get(name)?.settings ?? {};
      const [row] = await db
        .insert(backgroundJobs)
        .values({
          name,
          data,
          singletonKey: settings.exclusive ? (sendOptions.singletonKey ?? name) : (sendOptions.singletonKey ?? null),
          retryLimit: settings.retryLimit ?? 0,
          retryDelaySeconds: settings.retryDelaySeconds ?? 0,
          retryBackoff: settings.retryBackoff ?? false,
          startAfter: lease(sendOptions.startAfterSeconds ?? 0),
        })
        .onConflictDoNothing()
        .returning({ id: backgroundJobs.id });
      if (!row) return undefined;
      if (!sendOptions.startAfterSeconds) workers.get(name)?.wake();
      return String(row.id);
    },
    async delete(name, id) {
      if (!/^\d+$/.test(id)) return;
      await db.delete(backgroundJobs).where(and(eq(backgroundJobs.name, name), eq(backgroundJobs.id, Number(id))));
    },
    async schedule(name, everyMs) {
      // One process per embedded database, so the period is kept here: one job per `everyMs` however often asked.
      // The system clock, like the interval timer it pairs with: moving the app clock must not start jobs early.
      const tick = () => {
        const period = Math.floor(systemNow().getTime() / everyMs);
        if (lastPeriod.get(name) === period) return;
        lastPeriod.set(name, period);
        void this.send(name, {}, { singletonKey: name }).catch((error: unknown) => logError("A scheduled job could not be sent", error, { queue: name }));
      };
      tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      timers.add(timer);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      running.abort(new Error("The server is stopping"));
      await Promise.all([...workers.values()].map((worker) => worker.done));
    },
  };
}
