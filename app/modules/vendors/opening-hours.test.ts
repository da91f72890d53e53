import { describe, expect, it } from "vitest";
import { openingHoursSpecification } from "~/modules/vendors/opening-hours";

describe("openingHoursSpecification", () => {
  it("gives the hours every vendor page shows, closed Sundays left out", () => {
    expect(openingHoursSpecification()).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" },
    ]);
  });

  it("reads noon and midnight on the 12-hour clock", () => {
    expect(openingHoursSpecification([{ days: "Sunday", hours: "12:30 pm – 12:00 am" }])).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "12:30", closes: "00:00" },
    ]);
  });

  it.each([
    { days: "Weekdays", hours: "9:00 am – 5:00 pm" },
    { days: "Friday – Monday", hours: "9:00 am – 5:00 pm" },
    { days: "Monday", hours: "by appointment" },
    { days: "Monday", hours: "9 – 5" },
  ])("refuses rows it cannot read rather than publishing them wrongly: %j", (row) => {
    expect(() => openingHoursSpecification([row])).toThrow(/business hours/);
  });
});
