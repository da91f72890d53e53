import { afterEach, describe, expect, it } from "vitest";
import { now, resetClock } from "~/modules/time/clock";
import { action } from "~/routes/dev.clock";
import { runRoute } from "../../tests/support/route-calls";

// The development clock the browser tests move (decision 029): `set` puts the app clock on a given day.

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/dev/clock", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
    body: new URLSearchParams(fields),
  });

describe("/dev/clock", () => {
  afterEach(() => resetClock());

  it("sets the app clock to noon UTC of a day, earlier or later than the system clock, and it keeps ticking", async () => {
    for (const day of ["2027-08-02", "2020-01-31"]) {
      const result = await runRoute<{ now: string }>(action, post({ intent: "set", day }));
      expect(result.status).toBe(200);
      expect(Math.abs(new Date(result.body!.now).getTime() - new Date(`${day}T12:00:00Z`).getTime())).toBeLessThan(60_000);
      expect(now().toISOString().slice(0, 10)).toBe(day);
    }
    await runRoute(action, post({ intent: "reset" }));
    expect(now().getFullYear()).toBeGreaterThan(2020);
  });

  it("refuses a day that is not a date", async () => {
    for (const day of ["2027-02-30", "tomorrow", ""]) expect((await runRoute(action, post({ intent: "set", day }))).status, day).toBe(400);
  });
});
