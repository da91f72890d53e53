import { describe, expect, it } from "vitest";
import { ukDay } from "~/modules/time/uk-day";

describe("ukDay", () => {
  it("is the London day, an hour ahead of UTC in summer and the same in winter", () => {
    expect(ukDay(new Date("2026-07-01T22:59:59Z"))).toBe("2026-07-01");
    expect(ukDay(new Date("2026-07-01T23:00:00Z"))).toBe("2026-07-02");
    expect(ukDay(new Date("2026-01-01T23:59:59Z"))).toBe("2026-01-01");
    expect(ukDay(new Date("2026-01-02T00:00:00Z"))).toBe("2026-01-02");
  });
});
