import { describe, expect, it } from "vitest";
import { formatReceivedAt, shiftDay, ukDay } from "~/modules/time/uk-dates";

describe("UK days and times", () => {
  it("gives the UK day of an instant, across midnight and summer time", () => {
    expect(ukDay(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(ukDay(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("gives the new day from the first millisecond after midnight, asked one instant after another", () => {
    const instants: [string, string][] = [
      ["2026-12-31T23:59:59.999Z", "2026-12-31"],
      ["2027-01-01T00:00:00.000Z", "2027-01-01"],
      ["2027-06-30T22:59:59.999Z", "2027-06-30"],
      ["2027-06-30T23:00:00.000Z", "2027-07-01"],
      ["2027-06-30T22:59:30.000Z", "2027-06-30"],
    ];
    for (const [instant, day] of instants) expect(ukDay(new Date(instant)), instant).toBe(day);
    expect(() => ukDay(new Date("not a date"))).toThrow(RangeError);
  });

  it("moves a day by days and years", () => {
    expect(shiftDay("2026-06-01", { years: 2 })).toBe("2028-06-01");
    expect(shiftDay("2028-02-29", { years: 1 })).toBe("2029-03-01");
    expect(shiftDay("2026-12-31", { days: 1 })).toBe("2027-01-01");
  });

  it("shows times in UK time", () => {
    expect(formatReceivedAt(new Date("2026-06-01T12:05:00Z"))).toBe("1 June 2026, 13:05");
    expect(formatReceivedAt("2026-01-15T23:30:00Z")).toBe("15 January 2026, 23:30");
  });
});
