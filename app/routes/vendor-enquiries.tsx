import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/vendor-enquiries";
import { Badge } from "~/components/ui/badge";
import { getDatabase } from "~/db/client.server";
import { cn } from "~/lib/cn";
import { requireVendor } from "~/modules/accounts/access.server";
import { INBOX_FILTER_LABELS, INBOX_FILTERS, parseInboxFilter, type InboxFilter } from "~/modules/conversations/conversation-rules";
import { INBOX_STAGE_LABELS, parseInboxPage, type InboxConversation } from "~/modules/conversations/vendor-inbox";
import { listVendorInbox } from "~/modules/conversations/vendor-inbox.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { formatReceivedAt } from "~/modules/time/uk-dates";

// The Enquiries inbox of the vendor portal (docs/product/vendor-journey-and-portal.md#enquiries-inbox): the
// account's conversations, unread first, then the newest activity, under the filter tabs, fifty a page. Loaders
// run in parallel, so this one checks the session itself.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Enquiries | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params.get("filter"));
  try {
    const inbox = await listVendorInbox(getDatabase(), vendor.id, { filter, page: parseInboxPage(params.get("page")) });
    return data({ filter, ...inbox }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** The inbox's address for a filter and page: `?filter=` except for All, `page` from page 2. */
function inboxHref(filter: InboxFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("filter", filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/vendor-dashboard/enquiries?${query}` : "/vendor-dashboard/enquiries";
}

export default function VendorEnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { filter, conversations, page, hasNextPage } = loaderData;
  return (
    <section aria-labelledby="enquiries-heading">
      <h2 id="enquiries-heading" className="text-2xl font-semibold text-brand-800">
        Enquiries
      </h2>
      <nav aria-label="Enquiry filters" className="mt-4 flex flex-wrap gap-2">
        {INBOX_FILTERS.map((tab) => (
          <Link
            key={tab}
            to={inboxHref(tab)}
            aria-current={tab === filter ? "page" : undefined}
            className={cn(
              "rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors",
              tab === filter ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-muted ring-brand-100 hover:text-ink",
            )}
          >
            {INBOX_FILTER_LABELS[tab]}
          </Link>
        ))}
      </nav>
      {conversations.length === 0 ? (
        <EmptyInbox filter={filter} page={page} />
      ) : (
        <ul className="mt-6 divide-y divide-brand-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
      {page > 1 || hasNextPage ? (
        <nav aria-label="Inbox pages" className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={inboxHref(filter, page - 1)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
              <ChevronLeft className="size-4" aria-hidden="true" /> Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">Page {page}</span>
          {hasNextPage ? (
            <Link to={inboxHref(filter, page + 1)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
              Older <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

function ConversationRow({ conversation }: { conversation: InboxConversation }) {
  return (
    <Link
      to={`/vendor-dashboard/enquiries/${conversation.id}`}
      className={cn("block px-5 py-4 hover:bg-brand-50 focus-visible:bg-brand-50", conversation.unread && "bg-brand-50/40")}
      data-unread={conversation.unread || undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className={cn("flex items-center gap-2 text-ink", conversation.unread ? "font-bold" : "font-medium")}>
          {conversation.unread ? <Badge>Unread</Badge> : null}
          {conversation.coupleName}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={new Date(conversation.lastMessageAt).toISOString()}>{formatReceivedAt(conversation.lastMessageAt)}</time>
        </p>
      </div>
      <p className={cn("mt-1 text-sm", conversation.unread ? "font-semibold text-ink" : "text-muted")}>
        {conversation.eventType} · {formatEventDate(conversation.eventDate)} · {conversation.guestCount.toLocaleString("en-GB")} guests
        {" · "}
        <span className="font-semibold text-brand-700" data-testid="conversation-stage">
          {INBOX_STAGE_LABELS[conversation.stage]}
        </span>
      </p>
      <p className="mt-1 line-clamp-2 text-sm text-muted">
        {conversation.lastMessageFrom === "vendor" ? <span className="font-semibold">You: </span> : null}
        {conversation.excerpt}
      </p>
    </Link>
  );
}

const EMPTY_TEXT: Record<InboxFilter, string> = {
  all: "When a couple sends an enquiry from your listing page, its conversation appears here and we email it to you.",
  new: "Every enquiry has had a reply from you.",
  awaiting: "No couple is waiting for your reply.",
  quoted: "Conversations where you sent a quote appear here.",
  booked: "Conversations booked through a quote, or marked booked outside the site, appear here.",
  archived: "Conversations you archive are kept here, out of your inbox.",
};

function EmptyInbox({ filter, page }: { filter: InboxFilter; page: number }) {
  return (
    <div className="mt-6 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-brand-100">
      <Inbox className="mx-auto size-10 text-brand-200" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-brand-800">{page > 1 ? "No more conversations" : "No conversations here"}</h3>
      <p className="mt-1 text-muted">{EMPTY_TEXT[filter]}</p>
    </div>
  );
}
