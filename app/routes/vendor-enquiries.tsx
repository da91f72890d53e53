import { Archive, Inbox } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/vendor-enquiries";
import { Badge } from "~/components/ui/badge";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import {
  formatReceivedAt,
  parseInboxView,
  STATUS_LABELS,
  type InboxEnquirySummary,
  type InboxView,
} from "~/modules/enquiries/vendor-inbox";
import { listInboxEnquiries } from "~/modules/enquiries/vendor-inbox.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { cn } from "~/lib/cn";

// The Enquiries inbox of the vendor portal (docs/product/vendor-journey-and-portal.md#enquiries-inbox): the signed-in account's enquiries, newest first, the
// unread ones marked; the archive one link away. Loaders run in parallel, so this one checks the session itself.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Enquiries | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  const view = parseInboxView(new URL(request.url).searchParams.get("view"));
  try {
    const enquiries = await listInboxEnquiries(getDatabase(), vendor.id, view);
    return data({ view, enquiries }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

const VIEW_LINKS: { view: InboxView; label: string; to: string; icon: typeof Inbox }[] = [
  { view: "inbox", label: "Inbox", to: "/vendor-dashboard/enquiries", icon: Inbox },
  { view: "archived", label: "Archived", to: "/vendor-dashboard/enquiries?view=archived", icon: Archive },
];

export default function VendorEnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { view, enquiries } = loaderData;
  return (
    <section aria-labelledby="enquiries-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="enquiries-heading" className="text-2xl font-semibold text-brand-800">
          Enquiries
        </h2>
        <nav aria-label="Enquiry folders" className="inline-flex rounded-full bg-white p-1 ring-1 ring-brand-100">
          {VIEW_LINKS.map(({ view: linkView, label, to, icon: Icon }) => (
            <Link
              key={linkView}
              to={to}
              aria-current={linkView === view ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors",
                linkView === view ? "bg-brand-700 text-white" : "text-muted hover:text-ink",
              )}
            >
              <Icon className="size-4" aria-hidden="true" /> {label}
            </Link>
          ))}
        </nav>
      </div>
      {enquiries.length === 0 ? (
        <EmptyInbox view={view} />
      ) : (
        <ul className="mt-6 divide-y divide-brand-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
          {enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <EnquiryRow enquiry={enquiry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EnquiryRow({ enquiry }: { enquiry: InboxEnquirySummary }) {
  return (
    <Link
      to={`/vendor-dashboard/enquiries/${enquiry.id}`}
      className={cn("block px-5 py-4 hover:bg-brand-50 focus-visible:bg-brand-50", enquiry.unread && "bg-brand-50/40")}
      data-unread={enquiry.unread || undefined}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className={cn("flex items-center gap-2 text-ink", enquiry.unread ? "font-bold" : "font-medium")}>
          {enquiry.unread ? <Badge>New</Badge> : null}
          {enquiry.coupleName}
        </p>
        <p className="text-sm text-muted">
          <time dateTime={new Date(enquiry.createdAt).toISOString()}>{formatReceivedAt(enquiry.createdAt)}</time>
        </p>
      </div>
      <p className={cn("mt-1 text-sm", enquiry.unread ? "font-semibold text-ink" : "text-muted")}>
        {enquiry.eventType} · {formatEventDate(enquiry.eventDate)} · {enquiry.guestCount.toLocaleString("en-GB")} guests
        {enquiry.status === "new" ? null : (
          <>
            {" · "}
            <span className="font-semibold text-brand-700">{STATUS_LABELS[enquiry.status]}</span>
          </>
        )}
      </p>
      <p className="mt-1 line-clamp-2 text-sm text-muted">{enquiry.excerpt}</p>
    </Link>
  );
}

function EmptyInbox({ view }: { view: InboxView }) {
  return (
    <div className="mt-6 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-brand-100">
      {view === "inbox" ? (
        <>
          <Inbox className="mx-auto size-10 text-brand-200" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-brand-800">No enquiries yet</h3>
          <p className="mt-1 text-muted">
            When a couple sends an enquiry from your listing page, it appears here and we email it to you.
          </p>
        </>
      ) : (
        <>
          <Archive className="mx-auto size-10 text-brand-200" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-brand-800">No archived enquiries</h3>
          <p className="mt-1 text-muted">Enquiries you archive are kept here, out of your inbox.</p>
        </>
      )}
    </div>
  );
}
