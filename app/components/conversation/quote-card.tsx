import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { QUOTE_STANDING_LABELS, type QuoteView } from "~/modules/conversations/quotes";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { formatPrice } from "~/modules/money/money";

/**
 * A quote in a conversation (docs/product/couples-tools.md#quotes-and-bookings): the price ('£1,250'), what is
 * included (as typed), the event(s) and date it covers, 'Valid until …' and where it stands (awaiting an
 * answer, accepted, declined with the couple's reason, expired). `children` are the actions a side may take,
 * shown below (the couple's 'Accept quote' and 'Decline').
 */
export function QuoteCard({ quote, children }: { quote: QuoteView; children?: ReactNode }) {
  const headingId = `quote-${quote.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gold-300 bg-white p-5 shadow-sm" data-testid="quote-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted">
            <Icon name="receipt-text" className="size-4" /> Quote
          </h4>
          <p className="mt-1 text-3xl font-semibold text-brand-800" data-testid="quote-price">
            {formatPrice(quote.pricePence)}
          </p>
        </div>
        <Badge variant={quote.standing === "accepted" ? "gold" : quote.standing === "sent" ? "brand" : "neutral"} data-testid="quote-standing">
          {QUOTE_STANDING_LABELS[quote.standing]}
        </Badge>
      </div>
      <p className="mt-3 flex items-center gap-2 text-sm text-ink">
        <Icon name="calendar-days" className="size-4 text-muted" />
        <span>
          {quote.events}, {formatEventDate(quote.eventDate)}
        </span>
      </p>
      <h5 className="mt-4 text-sm font-semibold text-ink">What&rsquo;s included</h5>
      <p className="mt-1 whitespace-pre-wrap break-words text-ink">{quote.included}</p>
      <p className="mt-4 text-sm text-muted">Valid until {formatEventDate(quote.validUntil)}</p>
      {quote.standing === "declined" && quote.declineReason ? (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">
          <span className="font-semibold">Reason: </span>
          {quote.declineReason}
        </p>
      ) : null}
      {children ? <div className="mt-4 flex flex-wrap gap-3">{children}</div> : null}
    </section>
  );
}
