import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AvailabilityCard, type AvailabilityFailure } from "~/components/portal/availability-card";
import { daysOfMonth, type AvailabilityDay, type AvailabilityMonth } from "~/modules/availability/availability-month";

// The Availability card as the server renders it (docs/product/vendor-journey-and-portal.md#availability): the
// path without JavaScript is in this HTML.

function month(overrides: Record<string, Partial<AvailabilityDay>> = {}, today = "2027-08-02", eventsPerDay = 2): AvailabilityMonth {
  return {
    month: "2027-08",
    today,
    eventsPerDay,
    days: daysOfMonth("2027-08").map((day) => ({ day, state: "free", blockedBy: [], bookings: 0, ...overrides[day] })),
  };
}

function render(availability: AvailabilityMonth, failure?: AvailabilityFailure, notice: string | null = null): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard/availability", Component: () => <AvailabilityCard availability={availability} failure={failure} notice={notice} /> }]);
  return renderToString(<Stub initialEntries={["/vendor-dashboard/availability"]} />).replaceAll("<!-- -->", "");
}

/** The opening tag of the field named `name`. */
const inputTag = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
/** The opening tag of the grid's button for `day`. */
const dayButton = (html: string, day: string) => html.match(new RegExp(`<button[^>]*data-day="${day}"[^>]*>`))?.[0] ?? "";
/** The form around the grid's button for `day`. */
const dayForm = (html: string, day: string) => html.match(new RegExp(`<form[^>]*>(?:(?!</form>).)*data-day="${day}"(?:(?!</form>).)*</form>`))?.[0] ?? "";

const failure = (values: Partial<AvailabilityFailure["values"]>, message: string, fieldErrors: Record<string, string> = {}): AvailabilityFailure => ({
  values: { intent: "block", via: "date", day: "", eventsPerDay: "", month: "2027-08", ...values },
  fieldErrors,
  formError: { title: "Not changed", message },
});

describe("AvailabilityCard", () => {
  it("offers a labelled 'Date' with 'Mark unavailable' and 'Mark available', from today to three years ahead", () => {
    const html = render(month());
    expect(html).toMatch(/<h2 id="availability-heading"[^>]*>.*Availability<\/h2>/);
    expect(html).toMatch(/<label for="availability-day"[^>]*>Date<\/label>/);
    const day = inputTag(html, "day");
    expect(day).toMatch(/ type="date"/);
    expect(day).toMatch(/ min="2027-08-02" max="2030-08-02"/);
    expect(html).toMatch(/<button[^>]*value="block" name="intent"[^>]*>.*Mark unavailable<\/button>/);
    expect(html).toMatch(/<button[^>]*value="unblock" name="intent"[^>]*>.*Mark available<\/button>/);
    expect(html).toMatch(/<label for="events-per-day"[^>]*>Events per day<\/label>/);
    expect(inputTag(html, "eventsPerDay")).toMatch(/min="1" max="20".*value="2"/);
  });

  it("lays the month out as a grid of days from Monday, each named with its date and state in words", () => {
    const html = render(
      month({
        "2027-08-01": { state: "unavailable", blockedBy: ["manual"] },
        "2027-08-07": { bookings: 1 },
        "2027-08-14": { state: "unavailable", blockedBy: ["manual"] },
        "2027-08-15": { state: "unavailable", blockedBy: ["calendar"] },
        "2027-08-21": { state: "booked", bookings: 2 },
      }),
    );
    expect(html).toMatch(/<table[^>]*role="grid"[^>]*aria-labelledby="availability-month-heading"/);
    expect(html).toMatch(/<h3 id="availability-month-heading"[^>]*aria-live="polite"[^>]*>August 2027<\/h3>/);
    expect(html).toContain('<th scope="col" abbr="Monday"');
    expect(dayButton(html, "2027-08-14")).toMatch(/aria-pressed="true"[^>]*aria-label="Saturday 14 August 2027: Unavailable"/);
    expect(dayButton(html, "2027-08-15")).toContain('aria-label="Sunday 15 August 2027: Unavailable (your calendar)"');
    expect(dayButton(html, "2027-08-21")).toMatch(/aria-pressed="true"[^>]*aria-label="Saturday 21 August 2027: Booked \(2 of 2\)"/);
    expect(dayButton(html, "2027-08-07")).toMatch(/aria-pressed="false"[^>]*aria-label="Saturday 7 August 2027: 1 of 2 booked"/);
    expect(dayButton(html, "2027-08-02")).toContain('aria-label="Monday 2 August 2027 (today): Free"');
    // Pressing a free day blocks it; pressing a day that is not free asks to free it (a booked one is refused with the reason).
    expect(dayForm(html, "2027-08-07")).toContain('name="intent" value="block"');
    expect(dayForm(html, "2027-08-14")).toContain('name="intent" value="unblock"');
    expect(dayForm(html, "2027-08-14")).toContain('name="day" value="2027-08-14"');
    expect(dayForm(html, "2027-08-14")).toContain('name="via" value="grid"');
    // A past day is shown, named, and cannot be pressed.
    expect(dayButton(html, "2027-08-01")).toBe("");
    expect(html).toContain("Sunday 1 August 2027: Past");
    // Before the page runs every day is reachable with Tab.
    expect(dayButton(html, "2027-08-20")).toContain('tabindex="0"');
  });

  it("links to the next month, and to the previous one only once it is not the past", () => {
    const first = render(month());
    expect(first).toMatch(/<a aria-label="Next month, September 2027"[^>]*href="\/vendor-dashboard\/availability\?month=2027-09"/);
    expect(first).not.toContain("Previous month");
    const later = render({ ...month(), today: "2027-07-20" });
    expect(later).toContain('aria-label="Previous month, July 2027"');
  });

  it("gives a refused date back as typed with its message, and a refused day of the grid above the grid", () => {
    const typed = render(month(), failure({ day: "2027-08-01" }, "Sunday 1 August 2027 has already passed.", { day: "Sunday 1 August 2027 has already passed." }));
    expect(inputTag(typed, "day")).toContain('aria-invalid="true" aria-describedby="availability-day-error"');
    expect(inputTag(typed, "day")).toContain('value="2027-08-01"');
    expect(typed).toContain('<p id="availability-day-error" class="text-sm text-red-800">Sunday 1 August 2027 has already passed.</p>');

    const booked = "Saturday 21 August 2027 is booked (2 of 2 events). To free it, cancel the booking in its conversation.";
    const grid = render(month({ "2027-08-21": { state: "booked", bookings: 2 } }), failure({ intent: "unblock", via: "grid", day: "2027-08-21" }, booked, { day: booked }));
    expect(grid).toMatch(new RegExp(`role="alert"[^>]*>.*${booked.replaceAll("(", "\\(").replaceAll(")", "\\)").replaceAll(".", "\\.")}`));
    expect(grid).not.toContain("availability-day-error");
    expect(inputTag(grid, "day")).toContain('value=""');
  });

  it("keeps refused events per day as typed, and reads a change out as a status", () => {
    const html = render(month(), failure({ intent: "events-per-day", eventsPerDay: "25" }, "Events per day must be a whole number from 1 to 20.", { eventsPerDay: "Events per day must be a whole number from 1 to 20." }), "Saturday 14 August 2027 marked unavailable.");
    expect(inputTag(html, "eventsPerDay")).toContain('value="25"');
    expect(html).toContain('<p id="events-per-day-error" class="text-sm text-red-800">Events per day must be a whole number from 1 to 20.</p>');
    expect(html).toMatch(/<p role="status"[^>]*>Saturday 14 August 2027 marked unavailable\.<\/p>/);
  });
});
