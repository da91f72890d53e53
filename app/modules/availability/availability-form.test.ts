import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_MESSAGES,
  availabilityNotice,
  availabilityPath,
  dayFieldProblem,
  eventsPerDaySchema,
  parseAvailabilityIntent,
} from "~/modules/availability/availability-form";

describe("the 'Date' field", () => {
  const today = "2027-08-02";
  it("takes a real day from today to three years ahead", () => {
    for (const day of ["2027-08-02", "2027-08-14", " 2027-08-14 ", "2030-08-02"]) expect(dayFieldProblem(day, today), day).toBeUndefined();
  });

  it("refuses an empty, unreal, past or too distant day with a sentence naming it", () => {
    expect(dayFieldProblem("  ", today)).toBe(AVAILABILITY_MESSAGES.dayRequired);
    expect(dayFieldProblem("2027-02-30", today)).toBe("'2027-02-30' is not a real date.");
    expect(dayFieldProblem("14/08/2027", today)).toBe("'14/08/2027' is not a real date.");
    expect(dayFieldProblem("2027-08-01", today)).toBe("Sunday 1 August 2027 has already passed.");
    expect(dayFieldProblem("2030-08-03", today)).toBe("Saturday 3 August 2030 is more than 3 years ahead.");
  });
});

describe("events per day", () => {
  it("is a whole number from 1 to 20", () => {
    expect(eventsPerDaySchema.parse({ eventsPerDay: " 1 " })).toEqual({ eventsPerDay: 1 });
    expect(eventsPerDaySchema.parse({ eventsPerDay: "20" })).toEqual({ eventsPerDay: 20 });
    for (const raw of ["0", "21", "2.5", "-1", "two", "", "100"]) {
      const parsed = eventsPerDaySchema.safeParse({ eventsPerDay: raw });
      expect(parsed.success, raw).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(AVAILABILITY_MESSAGES.eventsPerDay);
    }
  });
});

describe("the page's address after a change", () => {
  it("shows the month and names the change, and only a change it knows reads as a notice", () => {
    expect(availabilityPath("2027-08", { intent: "block", day: "2027-08-14" })).toBe("/vendor-dashboard/availability?month=2027-08&done=block&day=2027-08-14");
    const notice = (path: string) => availabilityNotice(new URL(path, "http://localhost").searchParams);
    expect(notice(availabilityPath("2027-08", { intent: "block", day: "2027-08-14" }))).toBe("Saturday 14 August 2027 marked unavailable.");
    expect(notice(availabilityPath("2027-08", { intent: "unblock", day: "2027-08-14" }))).toBe("Saturday 14 August 2027 marked available.");
    expect(notice(availabilityPath("2027-08", { intent: "events-per-day" }))).toBe(AVAILABILITY_MESSAGES.eventsPerDaySaved);
    expect(notice(availabilityPath("2027-08"))).toBeUndefined();
    expect(notice("/vendor-dashboard/availability?done=block&day=<script>")).toBeUndefined();
    expect(notice("/vendor-dashboard/availability?done=delete&day=2027-08-14")).toBeUndefined();
  });

  it("knows only its own intents", () => {
    expect(parseAvailabilityIntent("block")).toBe("block");
    expect(parseAvailabilityIntent("toggle")).toBeUndefined();
    expect(parseAvailabilityIntent(null)).toBeUndefined();
  });
});
