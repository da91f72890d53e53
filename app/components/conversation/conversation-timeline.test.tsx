import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookedBadge } from "~/components/conversation/booked-badge";
import { ConversationTimeline } from "~/components/conversation/conversation-timeline";
import { QuoteCard } from "~/components/conversation/quote-card";
import { ReplyForm } from "~/components/conversation/reply-form";
import type { QuoteView } from "~/modules/conversations/quotes";
import type { ConversationEnquiry, TimelineMessage } from "~/modules/conversations/timeline";

function render(element: ReactNode, url = "/vendor-dashboard/enquiries/7"): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard/enquiries/:enquiryId", Component: () => element }]);
  return renderToString(<Stub initialEntries={[url]} />).replaceAll("<!-- -->", "");
}

const enquiry: ConversationEnquiry = {
  coupleName: "Amira & Sam",
  eventType: "Mehndi",
  eventDate: "2026-09-12",
  guestCount: 1200,
  message: "Salaam!\n<b>Are you free?</b>",
  sentAt: "2026-06-01T12:05:00.000Z",
};

const quote = (overrides: Partial<QuoteView> = {}): QuoteView => ({
  id: 3,
  pricePence: 125000,
  included: "Bridal mehndi\nFamily hands",
  events: "Mehndi",
  eventDate: "2026-09-12",
  validUntil: "2026-07-01",
  standing: "sent",
  declineReason: null,
  ...overrides,
});

const message = (overrides: Partial<TimelineMessage>): TimelineMessage => ({
  id: 1,
  sender: "couple",
  body: "",
  via: "site",
  createdAt: "2026-06-01T13:00:00.000Z",
  quote: null,
  ...overrides,
});

describe("ConversationTimeline", () => {
  const messages = [
    message({ id: 10, sender: "vendor", body: "Hello <i>both</i>\n\nYes we are." }),
    message({ id: 11, sender: "couple", body: "Lovely", via: "email", createdAt: "2026-06-02T09:30:00.000Z" }),
    message({ id: 12, sender: "vendor", quote: quote() }),
  ];

  it("shows the enquiry's details, then each message with its author, time and 'via email', text as typed", () => {
    const html = render(<ConversationTimeline enquiry={enquiry} page={{ messages, olderBefore: null }} viewer="vendor" vendorName="Henna by Zainab" />);
    expect(html).toContain("Enquiry from Amira &amp; Sam");
    expect(html).toContain("Mehndi");
    expect(html).toContain("Saturday 12 September 2026");
    expect(html).toContain("1,200");
    expect(html).toContain("Salaam!\n&lt;b&gt;Are you free?&lt;/b&gt;");
    expect(html).not.toContain("<b>Are");
    expect(html.indexOf("Enquiry from")).toBeLessThan(html.indexOf("Hello"));
    expect(html).toContain("Hello &lt;i&gt;both&lt;/i&gt;\n\nYes we are.");
    expect(html).toMatch(/class="whitespace-pre-wrap[^"]*"[^>]*>Hello/);
    expect(html).toContain('aria-label="Message from You"');
    expect(html).toContain('aria-label="Message from Amira &amp; Sam"');
    expect(html).toContain("2 June 2026, 10:30");
    expect(html.match(/via email/g)).toHaveLength(1);
    expect(html.indexOf("Hello")).toBeLessThan(html.indexOf("Lovely"));
    expect(html).toContain("£1,250");
    expect(html).not.toContain("Show earlier messages");
  });

  it("names the vendor to the couple", () => {
    const html = render(<ConversationTimeline enquiry={enquiry} page={{ messages, olderBefore: null }} viewer="couple" vendorName="Henna by Zainab" />);
    expect(html).toContain('aria-label="Message from Henna by Zainab"');
    expect(html).toContain('aria-label="Message from You"');
  });

  it("links to earlier messages by the page's olderBefore, and back to the latest on an earlier page", () => {
    const html = render(
      <ConversationTimeline enquiry={enquiry} page={{ messages, olderBefore: 10 }} viewer="vendor" vendorName="V" showingEarlier />,
      "/vendor-dashboard/enquiries/7?before=40",
    );
    expect(html).toMatch(/<a[^>]*href="\/vendor-dashboard\/enquiries\/7\?before=10"[^>]*>.*Show earlier messages<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/vendor-dashboard\/enquiries\/7"[^>]*>Show the latest messages<\/a>/);
  });

  it("puts the side's actions under each quote", () => {
    const html = render(
      <ConversationTimeline
        enquiry={enquiry}
        page={{ messages, olderBefore: null }}
        viewer="couple"
        vendorName="V"
        quoteActions={(shown) => <button type="button">Accept quote {shown.id}</button>}
      />,
    );
    expect(html).toContain("Accept quote 3");
  });
});

describe("QuoteCard", () => {
  it("shows the price, what is included, the event and date, and until when it stands", () => {
    const html = render(<QuoteCard quote={quote({ pricePence: 125050, included: "<b>All</b>\nof it" })} />);
    expect(html).toContain("£1,250.50");
    expect(html).toContain("&lt;b&gt;All&lt;/b&gt;\nof it");
    expect(html).toContain("Mehndi, Saturday 12 September 2026");
    expect(html).toContain("Valid until Wednesday 1 July 2026");
    expect(html).toContain("Awaiting answer");
  });

  it.each([
    [quote({ standing: "accepted" }), "Accepted"],
    [quote({ standing: "expired" }), "Expired"],
  ])("shows where it stands", (shown, label) => {
    expect(render(<QuoteCard quote={shown} />)).toMatch(new RegExp(`data-testid="quote-standing"[^>]*>${label}<`));
  });

  it("shows a declined quote with the couple's reason", () => {
    const html = render(<QuoteCard quote={quote({ standing: "declined", declineReason: "Over our budget" })} />);
    expect(html).toMatch(/data-testid="quote-standing"[^>]*>Declined</);
    expect(html).toContain("Over our budget");
  });
});

describe("ReplyForm", () => {
  it("offers 'Your reply' up to 5,000 characters and 'Send reply'", () => {
    const html = render(<ReplyForm failure={undefined} intent="reply" />);
    expect(html).toMatch(/<label for="conversation-reply"[^>]*>Your reply<\/label>/);
    expect(html).toMatch(/<textarea[^>]*name="reply"[^>]*maxLength="5000"/);
    expect(html).toContain('<input type="hidden" name="intent" value="reply"/>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send reply<\/button>/);
  });

  it("keeps what was typed and shows the field's message when refused", () => {
    const html = render(
      <ReplyForm
        failure={{ values: { reply: "My <b>typed</b> text" }, fieldErrors: { reply: "Please write your reply." }, formError: { message: "Please correct the highlighted fields." } }}
      />,
    );
    expect(html).toContain("My &lt;b&gt;typed&lt;/b&gt; text</textarea>");
    expect(html).toContain("Please write your reply.");
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('name="intent"');
  });

  it("shows a form-level refusal such as the rate limit, keeping the text", () => {
    const html = render(
      <ReplyForm failure={{ values: { reply: "Hi" }, fieldErrors: {}, formError: { title: "Reply not sent", message: "Too many messages. Please try again in 5 minutes." } }} />,
    );
    expect(html).toContain("Reply not sent: Too many messages. Please try again in 5 minutes.");
    expect(html).toContain(">Hi</textarea>");
  });
});

describe("BookedBadge", () => {
  it("says Booked", () => {
    expect(render(<BookedBadge />)).toMatch(/<\/svg> Booked<\/span>/);
  });
});
