import { describe, expect, it } from "vitest";
import { availabilityLines, coupleDatesOf, parseCoupleDates, unavailableOnText, vendorPathWithDates } from "~/modules/availability/couple-dates";

const TODAY = "2026-06-01";

describe("the couple's dates in an address", () => {
  it("keeps real days from today to three years ahead, sorted, once each, at most seven", () => {
    expect(parseCoupleDates("2027-08-14, 2027-08-12,2027-08-14", TODAY)).toEqual(["2027-08-12", "2027-08-14"]);
    expect(parseCoupleDates("2026-06-01,2026-05-31,2027-02-29,2029-06-02,2029-06-01,saturday,,", TODAY)).toEqual(["2026-06-01", "2029-06-01"]);
    expect(parseCoupleDates(null, TODAY)).toEqual([]);
    expect(parseCoupleDates("", TODAY)).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, index) => `2027-07-${String(10 + index)}`);
    expect(parseCoupleDates(ten.reverse().join(","), TODAY)).toEqual(ten.slice(3).reverse());
  });

  it("reads search's comma list and the compare page's repeated fields alike", () => {
    expect(coupleDatesOf(new URLSearchParams("dates=2027-08-12,2027-08-14"), TODAY)).toEqual(["2027-08-12", "2027-08-14"]);
    expect(coupleDatesOf(new URLSearchParams("dates=2027-08-14&dates=&dates=2027-08-12"), TODAY)).toEqual(["2027-08-12", "2027-08-14"]);
    expect(coupleDatesOf(new URLSearchParams("vendor=1"), TODAY)).toEqual([]);
  });

  it("links a vendor page with the dates, or without", () => {
    expect(vendorPathWithDates(7, ["2027-08-12", "2027-08-14"])).toBe("/vendor/7?dates=2027-08-12,2027-08-14");
    expect(vendorPathWithDates(7, [])).toBe("/vendor/7");
  });

  it("says which days the vendor is free on and which it is not", () => {
    expect(unavailableOnText(["2027-08-14"])).toBe("Booked or unavailable on 14 Aug");
    expect(unavailableOnText(["2027-08-12", "2027-08-13", "2027-08-14"])).toBe("Booked or unavailable on 12 Aug, 13 Aug and 14 Aug");
    expect(unavailableOnText([])).toBe("");
    expect(
      availabilityLines([
        { day: "2027-08-12", available: false },
        { day: "2027-08-15", available: true },
      ]),
    ).toEqual({ available: "Available on 15 Aug", unavailable: "Booked or unavailable on 12 Aug" });
    expect(availabilityLines([{ day: "2027-08-15", available: true }])).toEqual({ available: "Available on 15 Aug", unavailable: "" });
  });
});
