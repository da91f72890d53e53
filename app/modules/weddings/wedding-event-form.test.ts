import { describe, expect, it } from "vitest";
import { eventCountdown, eventLabel, formatEventDay } from "~/modules/weddings/wedding-event-format";
import { eventSearchPath, quoteRequestPath } from "~/modules/weddings/wedding-event-links";

// docs/product/couples-tools.md#events: how the planner names, dates and counts down an event, and where it links.

describe("an event on the page", () => {
  it("is named by its type, or its own name for 'Other'", () => {
    expect(eventLabel({ eventType: "Walima", customName: null })).toBe("Walima");
    expect(eventLabel({ eventType: "Other", customName: "Dholki" })).toBe("Dholki");
  });

  it("shows its UK date and how far off it is", () => {
    expect(formatEventDay("2027-08-12")).toBe("Thursday 12 August 2027");
    expect(eventCountdown("2027-08-12", "2026-11-29")).toBe("in 256 days");
    expect(eventCountdown("2027-08-12", "2027-08-11")).toBe("Tomorrow");
    expect(eventCountdown("2027-08-12", "2027-08-12")).toBe("Today");
    expect(eventCountdown("2027-08-12", "2027-08-13")).toBe("Passed");
  });
});

describe("the events' links", () => {
  const event = (eventDate: string, eventType = "Mehndi") => ({ eventDate, eventType, guestCount: 150 });

  it("search the events' days that search can take, each once, soonest first, at most 7", () => {
    const today = "2026-11-29";
    expect(eventSearchPath([event("2027-08-14", "Walima"), event("2027-08-12"), event("2027-08-12", "Nikah"), event("2026-11-01"), event("2030-01-01")], today)).toBe(
      `/search?dates=${encodeURIComponent("2027-08-12:Mehndi,2027-08-14:Walima")}`,
    );
    const many = Array.from({ length: 9 }, (_, index) => event(`2027-09-1${index}`));
    expect(decodeURIComponent(eventSearchPath(many, today)!).split(",")).toHaveLength(7);
    expect(eventSearchPath([event("2026-01-01")], today)).toBeNull();
  });

  it("fill a vendor's enquiry form with the event", () => {
    expect(quoteRequestPath(12, { eventType: "Walima", eventDate: "2027-08-14", guestCount: 450 })).toBe(
      "/vendor/12?eventType=Walima&eventDate=2027-08-14&guestCount=450#enquiry-heading",
    );
  });
});
