import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookedOutsideForm, CancelBookingForm, ReportForm, SendQuoteForm, type ConversationFailure } from "~/components/portal/conversation-forms";

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard/enquiries/:enquiryId", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/vendor-dashboard/enquiries/7"]} />).replaceAll("<!-- -->", "");
}

/** The attributes of the opening tag of the field named `name`. */
function fieldTag(html: string, name: string): string {
  return html.match(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
}

const failure = (values: Record<string, string>, fieldErrors: Record<string, string> = {}): ConversationFailure => ({
  values: { intent: "", ...values },
  fieldErrors,
  formError: { message: "Please correct the highlighted fields." },
});

describe("SendQuoteForm", () => {
  it("prefills the event and its date from the enquiry, and bounds the dates from today (UK)", () => {
    const html = render(<SendQuoteForm failure={undefined} today="2026-11-26" eventType="Mehndi" eventDate="2027-03-20" />);
    expect(html).toMatch(/<summary[^>]*>.*Send a quote<\/summary>/);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toContain('<input type="hidden" name="intent" value="quote"/>');
    expect(html).toMatch(/<label for="quote-price"[^>]*>Price \(£\)<\/label>/);
    expect(html).toMatch(/<label for="quote-included"[^>]*>What&#x27;s included<\/label>/);
    expect(fieldTag(html, "events")).toContain('value="Mehndi"');
    expect(fieldTag(html, "eventDate")).toContain('value="2027-03-20"');
    expect(fieldTag(html, "validUntil")).toMatch(/type="date".*min="2026-11-26".*max="2028-11-26"/);
    expect(fieldTag(html, "included")).toContain('maxLength="2000"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send quote<\/button>/);
  });

  it("opens again with everything typed and each field's message after a refusal", () => {
    const typed = { intent: "quote", price: "0.50", included: "All <b>day</b>", events: "Walima", eventDate: "2027-01-02", validUntil: "2030-01-01" };
    const html = render(
      <SendQuoteForm
        failure={failure(typed, { price: "The price must be between £1 and £1,000,000.", validUntil: "Choose a date from today up to two years ahead." })}
        today="2026-11-26"
        eventType="Mehndi"
        eventDate="2027-03-20"
      />,
    );
    expect(html).toMatch(/<details[^>]*open/);
    expect(fieldTag(html, "price")).toContain('value="0.50"');
    expect(html).toContain("All &lt;b&gt;day&lt;/b&gt;</textarea>");
    expect(fieldTag(html, "events")).toContain('value="Walima"');
    expect(fieldTag(html, "validUntil")).toContain('value="2030-01-01"');
    expect(html).toContain("The price must be between £1 and £1,000,000.");
    expect(html).toContain("Choose a date from today up to two years ahead.");
  });

  it("ignores another form's refusal", () => {
    const html = render(<SendQuoteForm failure={failure({ intent: "reply", reply: "Hi" })} today="2026-11-26" eventType="Mehndi" eventDate="2027-03-20" />);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(fieldTag(html, "events")).toContain('value="Mehndi"');
  });
});

describe("BookedOutsideForm and ReportForm", () => {
  it("offer an optional amount and a reason, keeping what was typed when refused", () => {
    const booked = render(<BookedOutsideForm failure={failure({ intent: "booked-outside", amount: "lots" }, { amount: "Enter the amount in pounds." })} />);
    expect(booked).toMatch(/<summary[^>]*>.*Booked outside the site<\/summary>/);
    expect(booked).toMatch(/<label for="booked-amount"[^>]*>Amount \(£, optional\)<\/label>/);
    expect(fieldTag(booked, "amount")).toContain('value="lots"');
    expect(fieldTag(booked, "amount")).not.toContain("required");

    const report = render(<ReportForm failure={failure({ intent: "report", reason: "Spam <i>link</i>" })} />);
    expect(report).toMatch(/<summary[^>]*>.*Report not genuine<\/summary>/);
    expect(report).toMatch(/<label for="report-reason"[^>]*>Reason<\/label>/);
    expect(report).toContain("Spam &lt;i&gt;link&lt;/i&gt;</textarea>");
    expect(report).toMatch(/<button[^>]*type="submit"[^>]*>.*Report not genuine<\/button>/);
  });
});

describe("CancelBookingForm", () => {
  it("asks for a confirmation behind 'Cancel booking', naming the couple and the booked day", () => {
    const html = render(<CancelBookingForm failure={undefined} coupleName="Amira Khan" eventDate="2027-08-14" />);
    expect(html).toMatch(/<summary[^>]*>.*Cancel booking<\/summary>/);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toContain("Cancel the booking with Amira Khan for Saturday 14 August 2027?");
    expect(html).toContain('<input type="hidden" name="intent" value="cancel-booking"/>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Yes, cancel this booking<\/button>/);
  });

  it("opens again with the reason after a refusal, and only its own", () => {
    const refused: ConversationFailure = { values: { intent: "cancel-booking" }, fieldErrors: {}, formError: { title: "Booking not cancelled", message: "This conversation has no booking to cancel." } };
    const html = render(<CancelBookingForm failure={refused} coupleName="Amira Khan" eventDate="2027-08-14" />);
    expect(html).toMatch(/<details[^>]*open/);
    expect(html).toContain("Booking not cancelled: This conversation has no booking to cancel.");
    expect(render(<CancelBookingForm failure={failure({ intent: "report" })} coupleName="Amira Khan" eventDate="2027-08-14" />)).not.toMatch(/<details[^>]*open/);
  });
});
