import { describe, expect, it } from "vitest";
import { datesParam, parseDatesAndBudget } from "~/modules/search/dates-and-budget";
import { rememberedEventDates } from "~/modules/search/remembered-dates";

const TODAY = "2026-11-29";

/** What the page's parser makes of the same text as a `dates` parameter, as remembered dates. */
function parsed(stored: string) {
  const { value } = parseDatesAndBudget(new URLSearchParams({ dates: stored }), TODAY);
  return value.dates.length > 0 ? { dates: value.dates, dateEventTypes: value.dateEventTypes } : null;
}

describe("rememberedEventDates", () => {
  it.each([
    datesParam(["2027-08-12", "2027-08-14"], { "2027-08-12": "Mehndi" }),
    datesParam(["2027-08-12"], { "2027-08-12": "Anand Karaj" }),
    "2027-08-14,2027-08-12:walima,2027-08-14:Nikah",
    "2026-11-28,2026-11-29,2029-11-29,2029-11-30",
    "2027-02-31,2027-08-12:Unknown,not-a-day, ,",
    "2027-01-01,2027-01-02,2027-01-03,2027-01-04,2027-01-05,2027-01-06,2026-01-01,2027-01-08",
  ])("reads %s as the page's parser reads it as a dates parameter", (stored) => {
    expect(rememberedEventDates(stored, TODAY)).toEqual(parsed(stored));
  });

  it("keeps the days still ahead with their event types, and nothing when none is", () => {
    expect(rememberedEventDates("2026-11-01:Mehndi,2027-08-12:Nikah", TODAY)).toEqual({ dates: ["2027-08-12"], dateEventTypes: { "2027-08-12": "Nikah" } });
    expect(rememberedEventDates("2026-11-01", TODAY)).toBeNull();
    expect(rememberedEventDates(null, TODAY)).toBeNull();
  });
});
