import pg from "pg";
import { expect, it } from "vitest";
import { cpuMsOf, ownCpuMs, postgresCpuMs } from "./process-cpu";

it("reads this process's CPU from /proc as process.cpuUsage counts it", () => {
  const stat = `/proc/${process.pid}/stat`;
  const before = { proc: cpuMsOf(stat), own: ownCpuMs() };
  // Work until process.cpuUsage has counted 200 ms, however busy the machine is.
  let sink = 0;
  while (ownCpuMs() - before.own < 200) sink += Math.sqrt(sink + 1);
  const used = { proc: cpuMsOf(stat) - before.proc, own: ownCpuMs() - before.own };
  expect(sink).toBeGreaterThan(0);
  // /proc counts in 10 ms ticks, so the two agree to a few ticks.
  expect(used.proc).toBeGreaterThanOrEqual(150);
  expect(Math.abs(used.proc - used.own)).toBeLessThanOrEqual(40);
});

it("throws for a process that does not exist", () => {
  expect(() => cpuMsOf("/proc/0/stat")).toThrow();
});

it.runIf(process.env.DATABASE_URL)("counts the CPU of PostgreSQL's processes, which a statement's work raises", async () => {
  const client = new pg.Client(process.env.DATABASE_URL);
  await client.connect();
  try {
    const before = postgresCpuMs();
    await client.query("select count(*) from generate_series(1, 5000000) as n where n % 7 = 0");
    expect(postgresCpuMs() - before).toBeGreaterThanOrEqual(50);
  } finally {
    await client.end();
  }
});
