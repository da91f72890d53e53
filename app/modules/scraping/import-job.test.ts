import { describe, expect, it } from "vitest";
import { isLiveJob, jobPercent, newerJob, type ImportJobView } from "~/modules/scraping/import-job";

const job = (overrides: Partial<ImportJobView>): ImportJobView => ({
  id: 1,
  status: "running",
  adapter: "builtin",
  total: 3,
  completed: 0,
  processed: [],
  errors: [],
  createdAt: "2026-11-01T10:00:00.000Z",
  finishedAt: null,
  ...overrides,
});

describe("jobPercent", () => {
  it("rounds down, so 100% means every vendor was handled", () => {
    expect(jobPercent({ total: 3, completed: 0 })).toBe(0);
    expect(jobPercent({ total: 3, completed: 2 })).toBe(66);
    expect(jobPercent({ total: 200, completed: 199 })).toBe(99);
    expect(jobPercent({ total: 3, completed: 3 })).toBe(100);
    expect(jobPercent({ total: 0, completed: 0 })).toBe(0);
  });
});

describe("isLiveJob", () => {
  it("is true while a job is queued or running", () => {
    expect(["queued", "running", "completed", "failed", "cancelled"].filter((status) => isLiveJob(status as ImportJobView["status"]))).toEqual([
      "queued",
      "running",
    ]);
  });
});

describe("newerJob", () => {
  it("prefers a finished copy, else the one further along, and ignores another job's copy", () => {
    const loaded = job({ completed: 1 });
    expect(newerJob(loaded, undefined)).toBe(loaded);
    expect(newerJob(loaded, job({ completed: 2 })).completed).toBe(2);
    expect(newerJob(job({ completed: 2 }), loaded).completed).toBe(2);
    expect(newerJob(loaded, job({ status: "cancelled", completed: 1 })).status).toBe("cancelled");
    expect(newerJob(job({ status: "completed", completed: 3 }), job({ completed: 2 })).status).toBe("completed");
    expect(newerJob(job({ status: "queued" }), job({ status: "running" })).status).toBe("running");
    expect(newerJob(loaded, job({ id: 2, completed: 3 }))).toBe(loaded);
  });
});
