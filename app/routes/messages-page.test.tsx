import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CoupleConversation } from "~/modules/conversations/couple-conversation.server";
import type { QuoteView } from "~/modules/conversations/quotes";
import type { TimelineMessage } from "~/modules/conversations/timeline";
import MessagesPage from "~/routes/messages";

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

const quote = (id: number, overrides: Partial<QuoteView> = {}): QuoteView => ({
  id,
  pricePence: 125_000,
  included: "Bridal mehndi",
  events: "Mehndi",
  eventDate: "2026-09-12",
  validUntil: "2026-07-01",
  standing: "sent",
  declineReason: null,
  ...overrides,
});

const line = (id: number, overrides: Partial<TimelineMessage> = {}): TimelineMessage => ({
  id,
  sender: "vendor",
  body: "",
  via: "site",
  createdAt: "2026-06-01T13:00:00.000Z",
  quote: null,
  ...overrides,
});

function conversation(overrides: Partial<CoupleConversation> = {}): CoupleConversation {
  return {
    vendorId: 7,
    vendorName: "Henna by Noor",
    enquiry: { coupleName: "Amira Khan", eventType: "Mehndi", eventDate: "2026-09-12", guestCount: 120, message: "Salaam!", sentAt: "2026-06-01T12:00:00.000Z" as unknown as Date },
    stage: "quoted",
    booked: false,
    cancelledBooking: null,
    closed: false,
    page: { messages: [line(1, { body: "Yes, we are free." }), line(2, { quote: quote(11) }), line(3, { quote: quote(12, { standing: "expired" }) })], olderBefore: null },
    showingEarlier: false,
    ...overrides,
  };
}

function render(data: CoupleConversation, actionData?: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = MessagesPage as any;
  const Stub = createRoutesStub([{ id: "messages", path: "/messages/:token", Component: Page, loader: () => data }]);
  return renderToStaticMarkup(
    <Stub initialEntries={[`/messages/${TOKEN}`]} hydrationData={{ loaderData: { messages: data }, actionData: actionData ? { messages: actionData } : undefined }} />,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the couple's conversation page", () => {
  it("names the vendor with a link to its page, and offers 'Accept quote' and 'Decline' with a 'Reason' on the open quote only", () => {
    const html = render(conversation());
    expect(html).toMatch(/Your conversation with <a [^>]*href="\/vendor\/7"[^>]*>Henna by Noor<\/a>/);
    expect(html).toContain("Yes, we are free.");
    expect(count(html, "Accept quote")).toBe(1);
    expect(count(html, " Decline</button>")).toBe(1);
    expect(count(html, 'name="intent" value="decline"')).toBe(1);
    expect(html).toContain('<input type="hidden" name="quoteId" value="11"/>');
    expect(html).not.toContain('name="quoteId" value="12"');
    expect(html).toMatch(/<label for="decline-reason-11"[^>]*>Reason<\/label>/);
    expect(html).toContain('maxLength="1000"');
    expect(html).toContain("Your reply");
    expect(html).toContain("Send reply");
    expect(html).not.toContain("booked-badge");
    expect(html).not.toContain("booking.pdf");
  });

  it("shows 'Booked' and the confirmation's link once booked, and no more answers to quotes", () => {
    const html = render(conversation({ stage: "booked", booked: true }));
    expect(html).toContain('data-testid="booked-badge"');
    expect(html).toContain(`href="/messages/${TOKEN}/booking.pdf"`);
    expect(html).toContain("Download booking confirmation (PDF)");
    expect(html).not.toContain("Accept quote");
    expect(html).not.toContain('name="intent" value="decline"');
  });

  it("says the vendor cancelled the booking, and offers the open quote again", () => {
    const html = render(conversation({ cancelledBooking: { eventDate: "2027-08-14", cancelledAt: new Date("2027-06-02T10:00:00Z") } }));
    expect(html).toContain('data-testid="booking-cancelled-badge"');
    expect(html).toContain("Henna by Noor cancelled the booking for Saturday 14 August 2027.");
    expect(html).not.toContain("booked-badge");
    expect(html).not.toContain("booking.pdf");
    expect(count(html, "Accept quote")).toBe(1);
    expect(render(conversation())).not.toContain("Booking cancelled");
  });

  it("gives a refused decline back beside its quote with the reason as typed, and a refused reply in the reply box", () => {
    const declined = render(conversation(), {
      values: { intent: "decline", quoteId: "11", reply: "", reason: "Too <b>dear</b>" },
      fieldErrors: { reason: "Your reason can be at most 1,000 characters." },
      formError: { message: "Please correct the highlighted fields." },
    });
    expect(declined).toContain("Too &lt;b&gt;dear&lt;/b&gt;</textarea>");
    expect(declined).toContain('id="decline-reason-11-error"');

    const replied = render(conversation(), {
      values: { intent: "reply", quoteId: "", reply: "My typed reply", reason: "" },
      fieldErrors: {},
      formError: { title: "Reply not sent", message: "Too many messages. Please try again in 12 minutes." },
    });
    expect(replied).toContain("My typed reply</textarea>");
    expect(replied).toContain("Reply not sent: Too many messages. Please try again in 12 minutes.");
  });

  it("shows a refusal about a quote no longer open above the conversation", () => {
    const html = render(conversation(), {
      values: { intent: "accept", quoteId: "12", reply: "", reason: "" },
      fieldErrors: {},
      formError: { title: "Quote not answered", message: "This quote has expired and can no longer be accepted." },
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain("Quote not answered: This quote has expired and can no longer be accepted.");
  });

  it("says a conversation is closed while the vendor's account is being deleted, with no reply box and no answers to quotes", () => {
    const html = render(conversation({ closed: true }));
    expect(html).toContain('data-testid="conversation-closed"');
    expect(html).toContain("Henna by Noor has closed their account, so messages and answers can no longer be sent here.");
    expect(html).toContain("Yes, we are free.");
    expect(html).not.toContain("Send reply");
    expect(html).not.toContain("Accept quote");
    expect(html).not.toContain('name="intent" value="decline"');
    expect(render(conversation())).not.toContain("conversation-closed");
  });

  it("keeps a reply refused as the conversation closed in its box, with the reason", () => {
    const html = render(conversation({ closed: true }), {
      values: { intent: "reply", quoteId: "", reply: "Are you still free?", reason: "" },
      fieldErrors: {},
      formError: { title: "Conversation closed", message: "This vendor has closed their account, so messages and answers can no longer be sent here." },
    });
    expect(html).toContain("Are you still free?</textarea>");
    expect(html).toContain("Conversation closed: This vendor has closed their account");
  });
});
