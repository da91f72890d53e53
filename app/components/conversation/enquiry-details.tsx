import { formatEventDate } from "~/modules/mail/enquiry-templates";
import type { ConversationEnquiry } from "~/modules/conversations/timeline";
import { formatReceivedAt } from "~/modules/time/uk-dates";

/**
 * The enquiry that opened a conversation, at the top of its page (docs/product/couples-tools.md#conversations):
 * event type, date, guests, when it was sent, and the couple's message as typed (markup shown as text).
 */
export function EnquiryDetails({ enquiry }: { enquiry: ConversationEnquiry }) {
  const rows: [string, string][] = [
    ["Event type", enquiry.eventType],
    ["Event date", formatEventDate(enquiry.eventDate)],
    ["Guests", enquiry.guestCount.toLocaleString("en-GB")],
  ];
  return (
    <section aria-labelledby="enquiry-details-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="enquiry-details-heading" className="text-lg font-semibold text-brand-800">
          Enquiry from {enquiry.coupleName}
        </h3>
        <p className="text-sm text-muted">
          Sent <time dateTime={new Date(enquiry.sentAt).toISOString()}>{formatReceivedAt(enquiry.sentAt)}</time>
        </p>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 whitespace-pre-wrap break-words rounded-xl bg-cream p-4 text-ink ring-1 ring-brand-100" data-testid="enquiry-message">
        {enquiry.message}
      </p>
    </section>
  );
}
