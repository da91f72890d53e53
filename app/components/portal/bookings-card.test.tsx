import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookingsCard } from "~/components/portal/bookings-card";
import type { BookingSummary } from "~/modules/conversations/bookings";

function render(bookings: BookingSummary[]): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard", Component: () => <BookingsCard bookings={bookings} /> }]);
  return renderToString(<Stub initialEntries={["/vendor-dashboard"]} />).replaceAll("<!-- -->", "");
}

describe("BookingsCard", () => {
  it("lists each booking's couple, event, date and amount, linked to its conversation", () => {
    const html = render([
      { id: 1, enquiryId: 41, coupleName: "Amira & Sam", events: "Mehndi", eventDate: "2027-04-10", amountPence: 125000, source: "quote" },
      { id: 2, enquiryId: 42, coupleName: "Priya", events: "Sangeet", eventDate: "2027-05-01", amountPence: null, source: "outside" },
    ]);
    expect(html).toMatch(/<a[^>]*href="\/vendor-dashboard\/enquiries\/41"[^>]*>Amira &amp; Sam<\/a>/);
    expect(html).toContain("Mehndi · Saturday 10 April 2027");
    expect(html).toContain("£1,250");
    expect(html).toContain("Sangeet · Saturday 1 May 2027 · booked outside the site");
    expect(html).toContain("No amount");
  });

  it("says when there are no bookings yet", () => {
    expect(render([])).toContain("No bookings yet.");
  });
});
