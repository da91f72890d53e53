import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backgroundJobs } from "~/db/schema";
import { createJobQueue } from "~/modules/jobs/jobs.server";
import { createInProcessQueue, retryDelayOf } from "~/modules/jobs/in-process-queue.server";
import type { JobQueue } from "~/modules/jobs/job-queue";
import { createPgBossQueue } from "~/modules/jobs/pg-boss-queue.server";
import { createLogger, setLogger } from "~/modules/logging/logger.server";
import { openTestDatabase, testBackends, type TestDatabase } from "../../../tests/support/test-database";

// The job queue port's contract, on both adapters: pg-boss on PostgreSQL, the in-process runner on PGlite.
// That a job did NOT run (again) is shown by the queue's own store, never by waiting: once no job of a queue is
// waiting, retrying or running, nothing is left that could run.

const LEASE_SECONDS = 10;
const CONFIG = { jobs: { leaseSeconds: LEASE_SECONDS, mailRetryDelaySeconds: 1 } };

for (const backend of testBackends()) {
  describe(`job queue [${backend}]`, () => {
    let database: TestDatabase;
    let queue: JobQueue;
    beforeAll(async () => {
      database = await openTestDatabase(backend);
      // The adapters createJobQueue picks, polling more often than in production so each case takes a second or two.
      queue =
        backend === "postgres"
          ? createPgBossQueue({ connectionString: database.url!, leaseSeconds: LEASE_SECONDS, pollingIntervalSeconds: 0.5 })
          : createInProcessQueue(database.handle.db, { leaseSeconds: LEASE_SECONDS, pollMs: 100 });
      await queue.start();
    });
    afterAll(async () => {
      await queue?.stop();
      await database?.dispose();
    });

    /** Jobs of queue `name` that could still run: waiting, due for a retry, or running. */
    async function unfinished(name: string): Promise<number> {
      const query =
        backend === "postgres"
          ? sql`select count(*)::int as n from pgboss.job where name = ${name} and state in ('created', 'retry', 'active')`
          : sql`select count(*)::int as n from ${backgroundJobs} where ${backgroundJobs.name} = ${name} and ${backgroundJobs.state} in ('created', 'active')`;
      const result = (await database.handle.db.execute(query)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    }

    /** Jobs of queue `name` kept in the store, in any state (pg-boss keeps finished ones; the runner deletes them). */
    async function stored(name: string): Promise<number> {
      const query =
        backend === "postgres"
          ? sql`select count(*)::int as n from pgboss.job where name = ${name}`
          : sql`select count(*)::int as n from ${backgroundJobs} where ${backgroundJobs.name} = ${name}`;
      const result = (await database.handle.db.execute(query)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    }

    const settled = (name: string) => vi.waitFor(async () => expect(await unfinished(name)).toBe(0), { timeout: 15_000, interval: 100 });

    it("is pg-boss on PostgreSQL and the in-process runner on PGlite", () => {
      expect(createJobQueue({ databaseUrl: database.url, ...CONFIG }, database.handle).kind).toBe(backend === "postgres" ? "pg-boss" : "in-process");
      expect(queue.kind).toBe(backend === "postgres" ? "pg-boss" : "in-process");
    });

    it("runs a sent job once, with its data", async () => {
      const seen: unknown[] = [];
      await queue.work<{ to: string }>("contract-run", {}, async (data) => {
        seen.push(data);
      });
      expect(await queue.send("contract-run", { to: "a@example.test" })).toEqual(expect.any(String));
      await vi.waitFor(() => expect(seen).toEqual([{ to: "a@example.test" }]), { timeout: 15_000, interval: 100 });
      await settled("contract-run");
      expect(seen).toEqual([{ to: "a@example.test" }]);
    });

    it("retries a failing job up to its limit, with its retry count, then gives up, logging its id and code, never its payload", async () => {
      const attempts: number[] = [];
      const lines: Record<string, unknown>[] = [];
      const raw: string[] = [];
      setLogger(createLogger({ level: "warn", destination: { write: (line: string) => void (raw.push(line), lines.push(JSON.parse(line))) } }));
      try {
        await queue.work("contract-retry", { retryLimit: 2 }, async (_data, job) => {
          attempts.push(job.retryCount);
          throw Object.assign(new Error("550 <asha.patel@example.test> mailbox unavailable"), { code: "EENVELOPE" });
        });
        const id = await queue.send("contract-retry", { message: { to: "asha.patel@example.test", subject: "Asha Patel's enquiry" } });
        await vi.waitFor(() => expect(attempts).toEqual([0, 1, 2]), { timeout: 15_000, interval: 100 });
        await vi.waitFor(() => expect(lines.filter((line) => line.queue === "contract-retry")).toHaveLength(3), { timeout: 10_000, interval: 100 });
        // Given up: kept as failed, so no further attempt can be made.
        await settled("contract-retry");
        expect(await stored("contract-retry")).toBe(1);
        expect(attempts).toEqual([0, 1, 2]);
        const failures = lines.filter((line) => line.queue === "contract-retry");
        expect(failures.map((line) => [line.level, line.jobId, line.retryCount, line.code])).toEqual([
          ["warn", id, 0, "EENVELOPE"],
          ["warn", id, 1, "EENVELOPE"],
          ["error", id, 2, "EENVELOPE"],
        ]);
        expect(raw.join("")).not.toMatch(/asha|patel|mailbox unavailable/i);
      } finally {
        setLogger(undefined);
      }
    });

    it("recovers when a retry, delayed with backoff, succeeds", async () => {
      let calls = 0;
      const done: number[] = [];
      const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      await queue.work("contract-recover", { retryLimit: 5, retryDelaySeconds: 1, retryBackoff: true }, async (_data, job) => {
        calls += 1;
        if (calls < 2) throw new Error("not yet");
        done.push(job.retryCount);
      });
      await queue.send("contract-recover", {});
      await vi.waitFor(() => expect(done).toEqual([1]), { timeout: 15_000, interval: 100 });
      await settled("contract-recover");
      expect(calls).toBe(2);
      expect(warned).toHaveBeenCalledWith("A job failed; it will be retried");
    });

    it("keeps one job per key in an exclusive queue while it waits", async () => {
      const ran: string[] = [];
      await queue.work<{ n: string }>("contract-exclusive", { exclusive: true }, async (data) => {
        ran.push(data.n);
      });
      const first = await queue.send("contract-exclusive", { n: "first" }, { singletonKey: "k", startAfterSeconds: 1 });
      const second = await queue.send("contract-exclusive", { n: "second" }, { singletonKey: "k", startAfterSeconds: 1 });
      expect(first).toEqual(expect.any(String));
      expect(second).toBeUndefined();
      await vi.waitFor(() => expect(ran).toEqual(["first"]), { timeout: 15_000, interval: 100 });
      await settled("contract-exclusive");
      expect(await queue.send("contract-exclusive", { n: "third" }, { singletonKey: "k" })).toEqual(expect.any(String));
      await vi.waitFor(() => expect(ran).toEqual(["first", "third"]), { timeout: 15_000, interval: 100 });
    });

    it("runs a schedule asked for by two instances once per period", async () => {
      let runs = 0;
      await queue.work("contract-schedule", { exclusive: true }, async () => {
        runs += 1;
      });
      // Two instances starting: each asks for the sweep now; the period (an hour) has room for one.
      await queue.schedule("contract-schedule", 3_600_000);
      await queue.schedule("contract-schedule", 3_600_000);
      await vi.waitFor(() => expect(runs).toBe(1), { timeout: 15_000, interval: 100 });
      // Nothing else of the period is waiting: the second request was dropped, not queued behind the first.
      await settled("contract-schedule");
      expect(runs).toBe(1);
    });

    it("never runs a deleted job", async () => {
      const ran: string[] = [];
      await queue.work("contract-delete", {}, async () => {
        ran.push("ran");
      });
      const id = await queue.send("contract-delete", {}, { startAfterSeconds: 2 });
      expect(await unfinished("contract-delete")).toBe(1);
      await queue.delete("contract-delete", id!);
      // Gone from the store before it was due, so no worker can claim it.
      expect(await stored("contract-delete")).toBe(0);
      expect(ran).toEqual([]);
    });
  });
}

describe("in-process queue", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("takes again at start a job a killed process left running, however long its lease", async () => {
    const db = database.handle.db;
    await db.insert(backgroundJobs).values({ name: "left-running", data: { n: 1 }, state: "active", lockedUntil: new Date(Date.now() + 3_600_000) });
    const queue = createInProcessQueue(db, { leaseSeconds: LEASE_SECONDS, pollMs: 200 });
    await queue.start();
    const ran: unknown[] = [];
    await queue.work("left-running", {}, async (data) => {
      ran.push(data);
    });
    await vi.waitFor(() => expect(ran).toEqual([{ n: 1 }]), { timeout: 5_000 });
    await queue.stop();
    expect(await db.select().from(backgroundJobs)).toEqual([]);
  });

  it("puts a job stopped by shutdown back without using a retry", async () => {
    const db = database.handle.db;
    const queue = createInProcessQueue(db, { leaseSeconds: LEASE_SECONDS, pollMs: 200 });
    await queue.start();
    let started = false;
    await queue.work("stopped", { retryLimit: 0 }, async (_data, job) => {
      started = true;
      await new Promise((_resolve, reject) => job.signal.addEventListener("abort", () => reject(new Error("aborted"))));
    });
    await queue.send("stopped", {});
    await vi.waitFor(() => expect(started).toBe(true));
    await queue.stop();
    const [row] = await db.select().from(backgroundJobs);
    expect(row).toMatchObject({ name: "stopped", state: "created", retryCount: 0 });
  });

  it("doubles the retry delay with backoff, up to the maximum", () => {
    expect([0, 1, 2, 3].map((n) => retryDelayOf({ retryDelaySeconds: 30, retryBackoff: true }, n))).toEqual([30, 60, 120, 240]);
    expect(retryDelayOf({ retryDelaySeconds: 30, retryBackoff: true }, 10)).toBe(3600);
    expect(retryDelayOf({ retryDelaySeconds: 30 }, 5)).toBe(30);
  });
});
