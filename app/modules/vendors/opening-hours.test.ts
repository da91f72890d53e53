import { describe, expect, it } from "vitest";
import { OPENING_HOURS } from "~/modules/vendors/opening-hours";
import { BUSINESS_HOURS } from "~/modules/vendors/vendor-format";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Monday – Friday" → Monday…Friday; "Saturday" → Saturday. */
function daysOf(text: string): string[] {
  const [first, last = first] = text.split(/\s*–\s*/);
  return WEEK.slice(WEEK.indexOf(first!), WEEK.indexOf(last!) + 1);
}

/** "9:00 am" → "09:00", "6:00 pm" → "18:00", "12:30 pm" → "12:30". */
function clockOf(text: string): string {
  const [, hour, minutes, half] = /^(\d{1,2}):(\d{2}) (am|pm)$/.exec(text)!;
  return `${String((Number(hour) % 12) + (half === "pm" ? 12 : 0)).padStart(2, "0")}:${minutes}`;
}

describe("OPENING_HOURS", () => {
  it("says the hours every vendor page shows, closed days left out", () => {
    const shown = BUSINESS_HOURS.filter((row) => row.hours !== "Closed").map((row) => {
      const [opens, closes] = row.hours.split(" – ");
      return { "@type": "OpeningHoursSpecification", dayOfWeek: daysOf(row.days), opens: clockOf(opens!), closes: clockOf(closes!) };
    });
    expect(OPENING_HOURS).toEqual(shown);
    expect(OPENING_HOURS.flatMap((entry) => entry.dayOfWeek)).not.toContain("Sunday");
  });
});
