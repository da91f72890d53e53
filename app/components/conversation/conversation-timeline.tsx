import type { ReactNode } from "react";
import { Link } from "react-router";
import { EarlierMessagesLink } from "~/components/conversation/earlier-messages-link";
import { EnquiryDetails } from "~/components/conversation/enquiry-details";
import { QuoteCard } from "~/components/conversation/quote-card";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/cn";
import type { ConversationParty } from "~/modules/conversations/conversation-rules";
import type { QuoteView } from "~/modules/conversations/quotes";
import type { ConversationEnquiry, TimelineMessage, TimelinePage } from "~/modules/conversations/timeline";
import { formatReceivedAt } from "~/modules/time/uk-dates";

type Names = { couple: string; vendor: string };

/**
 * A conversation as either side reads it (docs/product/couples-tools.md#conversations): the enquiry's details at
 * the top, 'Show earlier messages' when the page has older ones, then the page's messages in order, each with
 * who wrote it ('You' for `viewer`'s own), when, and 'via email' for a reply by mail. Text is shown as typed
 * (markup included, line breaks kept); a quote's line is a {@link QuoteCard}, with `quoteActions(quote)` below it.
 * `showingEarlier` (a `?before=` page) adds a link back to the newest messages.
 */
export function ConversationTimeline({
  enquiry,
  page,
  viewer,
  vendorName,
  quoteActions,
  showingEarlier = false,
}: {
  enquiry: ConversationEnquiry;
  page: TimelinePage;
  viewer: ConversationParty;
  vendorName: string;
  quoteActions?: (quote: QuoteView) => ReactNode;
  showingEarlier?: boolean;
}) {
  const names: Names = { couple: enquiry.coupleName, vendor: vendorName };
  return (
    <div className="space-y-4">
      <EnquiryDetails enquiry={enquiry} />
      <EarlierMessagesLink olderBefore={page.olderBefore} />
      {page.messages.length > 0 ? (
        <ol aria-label="Messages" className="space-y-4">
          {page.messages.map((message) => (
            <li key={message.id}>
              <MessageItem message={message} viewer={viewer} names={names} quoteActions={quoteActions} />
            </li>
          ))}
        </ol>
      ) : null}
      {showingEarlier ? (
        <Link to="?" className="inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          Show the latest messages
        </Link>
      ) : null}
    </div>
  );
}

function MessageItem({
  message,
  viewer,
  names,
  quoteActions,
}: {
  message: TimelineMessage;
  viewer: ConversationParty;
  names: Names;
  quoteActions?: (quote: QuoteView) => ReactNode;
}) {
  const own = message.sender === viewer;
  const author = own ? "You" : names[message.sender];
  return (
    <article
      aria-label={`Message from ${author}`}
      data-sender={message.sender}
      className={cn("max-w-[42rem] space-y-2", own ? "ml-auto" : "mr-auto")}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-muted">
        <span className="font-semibold text-ink">{author}</span>
        <time dateTime={new Date(message.createdAt).toISOString()}>{formatReceivedAt(message.createdAt)}</time>
        {message.via === "email" ? (
          <span className="inline-flex items-center gap-1" data-testid="via-email">
            <Icon name="mail" className="size-3" /> via email
          </span>
        ) : null}
      </p>
      {message.quote ? (
        <QuoteCard quote={message.quote}>{quoteActions?.(message.quote)}</QuoteCard>
      ) : (
        <p
          className={cn(
            "whitespace-pre-wrap break-words rounded-2xl p-4 text-ink ring-1",
            own ? "bg-brand-50 ring-brand-100" : "bg-white ring-brand-100",
          )}
          data-testid="message-body"
        >
          {message.body}
        </p>
      )}
    </article>
  );
}
