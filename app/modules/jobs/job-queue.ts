// The job queue port (issue "Production at scale": "Background work … runs through a durable PostgreSQL job
// queue … and an in-process runner behind the same interface on the embedded database"; decision 043).
// Adapters: pg-boss on PostgreSQL (`pg-boss-queue.server.ts`) and a runner over the `background_jobs` table on
// PGlite (`in-process-queue.server.ts`), chosen once at start in `jobs.server.ts`.

/** How one queue's jobs are retried and watched; every job sent to it inherits these. */
export type QueueSettings = {
  /** Retries after the first failure before the job is given up (`failed`). Default 0. */
  retryLimit?: number;
  /** Seconds before a retry. Default 0. */
  retryDelaySeconds?: number;
  /** Each retry waits twice as long as the one before (`retryDelaySeconds` × 2^retries). Default false. */
  retryBackoff?: boolean;
  /** The longest wait between retries, seconds, with backoff. Default 3600. */
  retryDelayMaxSeconds?: number;
  /** The longest one run may take before it counts as failed, seconds. Default 900. */
  maxRunSeconds?: number;
  /**
   * At most one job per singleton key waiting or running (a sweep, one scraping import): a second `send` with
   * the key is dropped while the first has not finished. Without it a key is only a label.
   */
  exclusive?: boolean;
};

/** Options of one job. */
export type SendOptions = {
  /** With an `exclusive` queue, drops this job while another with the same key waits or runs. */
  singletonKey?: string;
  /** Seconds from now before the job may start. Default 0. */
  startAfterSeconds?: number;
};

/** What a handler knows of the job it runs. */
export type JobContext = {
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
  /** Aborted when this instance stops: the handler should give up soon; the job is then run again. */
  signal: AbortSignal;
};

/** Runs one job; a rejection fails this run, retried as the queue's settings say. */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export type JobQueue = {
  readonly kind: "pg-boss" | "in-process";
  /**
   * Declares queue `name` with its settings and runs its jobs in this instance with `handler`, one at a time.
   * Every queue must be declared (by every instance, at start) before jobs are sent to it.
   */
  work<T extends object>(name: string, settings: QueueSettings, handler: JobHandler<T>): Promise<void>;
  /**
   * Stores a job durably. Output: its id, or undefined when an exclusive queue dropped it (same key waiting or
   * running). Rejects when the database cannot be written.
   */
  send(name: string, data: object, options?: SendOptions): Promise<string | undefined>;
  /**
   * Deletes a job that has not finished (one whose work was done another way, e.g. a mail delivered at once).
   * Deleting a missing job succeeds.
   */
  delete(name: string, id: string): Promise<void>;
  /**
   * Sends a job to exclusive queue `name` now and every `everyMs`, at most one per period across all instances
   * (each instance asks; the queue keeps one), so a sweep is run by one instance at a time. Stopped by `stop`.
   */
  schedule(name: string, everyMs: number): Promise<void>;
  /** Connects the queue (pg-boss installs or upgrades its schema); call it before `work` and `send`. */
  start(): Promise<void>;
  /** Stops fetching, aborts running handlers' signals and waits for them (their jobs run again later). */
  stop(): Promise<void>;
};
