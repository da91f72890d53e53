import { describe, expect, it } from "vitest";
import {
  calendarMonths,
  dayLabel,
  dayState,
  dayStateText,
  daysOfMonth,
  formatMonth,
  monthWeeks,
  parseCalendarMonth,
  shiftMonth,
  type AvailabilityDay,
} from "~/modules/availability/availability-month";

const day = (overrides: Partial<AvailabilityDay> = {}): AvailabilityDay => ({ day: "2027-08-14", state: "free", blockedBy: [], bookings: 0, ...overrides });

describe("a day's state", () => {
  it("is booked once live bookings reach the events per day, unavailable when blocked, else free", () => {
    expect(dayState([], 0, 1)).toBe("free");
    expect(dayState([], 1, 2)).toBe("free");
    expect(dayState([], 2, 2)).toBe("booked");
    expect(dayState(["manual"], 0, 1)).toBe("unavailable");
    expect(dayState(["calendar"], 1, 3)).toBe("unavailable");
    // Blocked and full: only cancelling frees it, so it reads as booked.
    expect(dayState(["manual"], 1, 1)).toBe("booked");
  });

  it("says its state in words, with the count against the events per day", () => {
    expect(dayStateText(day(), 1, "2027-08-01")).toBe("Free");
    expect(dayStateText(day({ bookings: 1 }), 2, "2027-08-01")).toBe("1 of 2 booked");
    expect(dayStateText(day({ state: "booked", bookings: 1 }), 1, "2027-08-01")).toBe("Booked");
    expect(dayStateText(day({ state: "booked", bookings: 2 }), 2, "2027-08-01")).toBe("Booked (2 of 2)");
    expect(dayStateText(day({ state: "unavailable", blockedBy: ["manual"] }), 1, "2027-08-01")).toBe("Unavailable");
    expect(dayStateText(day({ state: "unavailable", blockedBy: ["calendar"] }), 1, "2027-08-01")).toBe("Unavailable (your calendar)");
    expect(dayStateText(day({ state: "unavailable", blockedBy: ["manual"] }), 1, "2027-08-15")).toBe("Past");
  });
});

describe("months of the calendar", () => {
  it("runs from this month to the month three years ahead, and reads ?month= only within them", () => {
    expect(calendarMonths("2027-06-30")).toEqual({ first: "2027-06", last: "2030-06" });
    expect(parseCalendarMonth("2027-08", "2027-06-30")).toBe("2027-08");
    expect(parseCalendarMonth("2030-06", "2027-06-30")).toBe("2030-06");
    for (const raw of ["2027-05", "2030-07", "2027-8", "2027-13", "august", "", null, undefined]) {
      expect(parseCalendarMonth(raw, "2027-06-30"), String(raw)).toBe("2027-06");
    }
  });

  it("moves by months across years", () => {
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2027-12", 1)).toBe("2028-01");
    expect(shiftMonth("2027-08", 25)).toBe("2029-09");
  });

  it("lists every day of a month, 29 February in a leap year only", () => {
    expect(daysOfMonth("2027-08")).toHaveLength(31);
    expect(daysOfMonth("2027-08")[13]).toBe("2027-08-14");
    expect(daysOfMonth("2028-02").at(-1)).toBe("2028-02-29");
    expect(daysOfMonth("2027-02").at(-1)).toBe("2027-02-28");
  });

  it("lays a month out in weeks from Monday", () => {
    // 1 August 2027 is a Sunday: six places before it; 31 August is a Tuesday.
    const weeks = monthWeeks("2027-08");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2027-08-01"]);
    expect(weeks[2]![5]).toBe("2027-08-14");
    expect(weeks[5]).toEqual(["2027-08-30", "2027-08-31", null, null, null, null, null]);
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks("2027-02")).toHaveLength(4);
    expect(monthWeeks("2027-02").flat().filter(Boolean)).toHaveLength(28);
  });

  it("names months and days as people read them", () => {
    expect(formatMonth("2027-08")).toBe("August 2027");
    expect(dayLabel("2027-08-14")).toBe("Saturday 14 August 2027");
    expect(dayLabel("2027-02-30")).toBe("'2027-02-30'");
  });
});
