import type { ReactNode } from "react";
import { Link } from "react-router";
import type { QueuedEnquiry } from "~/modules/admin/enquiry-queues";
import { formatReceivedAt } from "~/modules/time/uk-dates";
import { JUNK_SIGNAL_LABELS } from "~/modules/lead-quality/junk-rules";
import { formatEventDate } from "~/modules/mail/enquiry-templates";

/**
 * One enquiry as the admin's lead-quality queues show it (docs/product/couples-tools.md#lead-quality): the vendor it
 * was sent to, the sender, the event, when it was sent, its junk score and signals, and the start of its message.
 * `children` are the decision buttons, beside the heading; `headingId` names the card.
 */
export function QueuedEnquiryDetails({ enquiry, headingId, children }: { enquiry: QueuedEnquiry; headingId: string; children?: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-ink">
            Enquiry to{" "}
            <Link to={`/admin-dashboard/vendors/${enquiry.vendorId}`} className="text-brand-700 underline-offset-4 hover:underline">
              {enquiry.vendorName}
            </Link>
          </h3>
          <p className="text-sm text-muted">
            From {enquiry.coupleName} ({enquiry.coupleEmail}) · sent <time dateTime={new Date(enquiry.sentAt).toISOString()}>{formatReceivedAt(enquiry.sentAt)}</time>
          </p>
        </div>
        {children}
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-ink">{enquiry.excerpt}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Event</dt>
        <dd className="font-medium text-ink">
          {enquiry.eventType} on {formatEventDate(enquiry.eventDate)}, {enquiry.guestCount.toLocaleString("en-GB")} guests
        </dd>
        <dt className="text-muted">Junk score</dt>
        <dd className="font-medium text-ink">{enquiry.junkScore} / 100</dd>
        <dt className="text-muted">Signals</dt>
        <dd className="font-medium text-ink">
          {enquiry.junkSignals.length === 0 ? (
            "None"
          ) : (
            <ul className="list-disc pl-5">
              {enquiry.junkSignals.map((signal) => (
                <li key={signal}>{JUNK_SIGNAL_LABELS[signal] ?? signal}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </>
  );
}
