import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Icon } from "~/components/icon";
import type { IconName } from "~/components/icon-names";
import type { PlannerFormFailure } from "~/components/planner/event-form";
import type { EventFiguresData } from "~/components/planner/event-figures";
import { PlannerEvents } from "~/components/planner/planner-events";
import { PlannerNav } from "~/components/planner/planner-nav";
import { PlannerPartner, type PlannerPartnersData } from "~/components/planner/planner-partner";
import { ShortlistVendorSummary, type ShortlistVendorData } from "~/components/shortlist-vendor-summary";
import { Button } from "~/components/ui/button";
import { eventLabel, type WeddingEventView } from "~/modules/weddings/wedding-event-format";
import { quoteRequestPath } from "~/modules/weddings/wedding-event-links";

/** A conversation as the planner lists it (the loader's PlannerConversation, serialised). */
export type PlannerConversationData = {
  enquiryId: number;
  vendorName: string;
  eventType: string;
  eventDate: string;
  stage: string;
  lastMessageAt: string | Date;
  unread: boolean;
};

const STAGE_LABELS: Record<string, string> = { open: "Enquiry sent", quoted: "Quote received", booked: "Booked" };

const day = (value: string | Date) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

/** One part of the planner: a heading with its icon, then its list (or what it says when empty), then `children`. */
function PlannerSection(props: { id: string; icon: IconName; title: string; listLabel: string; empty: string; items: ReactNode[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="space-y-4">
      <h2 id={props.id} className="flex items-center gap-2 text-2xl font-bold">
        <Icon name={props.icon} className="size-5 text-brand-700" /> {props.title}
      </h2>
      {props.items.length === 0 ? (
        <p className="text-muted">{props.empty}</p>
      ) : (
        <ul aria-label={props.listLabel} className="space-y-3">
          {props.items}
        </ul>
      )}
      {props.children}
    </section>
  );
}

/** A conversation's vendor, event, stage and last activity, and 'Open', which posts for a fresh private link. */
function ConversationRow({ conversation }: { conversation: PlannerConversationData }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
      <div>
        <p className="font-bold text-ink">
          {conversation.vendorName}
          {conversation.unread ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">New reply</span> : null}
        </p>
        <p className="text-sm text-muted">
          {conversation.eventType} on {day(conversation.eventDate)} · {STAGE_LABELS[conversation.stage] ?? conversation.stage} · last message{" "}
          {day(conversation.lastMessageAt)}
        </p>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="open-conversation" />
        <input type="hidden" name="enquiryId" value={conversation.enquiryId} />
        <Button type="submit" variant="outline" aria-label={`Open conversation with ${conversation.vendorName}`}>
          Open
        </Button>
      </Form>
    </li>
  );
}

/** Per event, a link to the vendor's enquiry form filled in with it (docs/product/couples-tools.md#events). */
function QuoteLinks({ vendor, events }: { vendor: ShortlistVendorData; events: WeddingEventView[] }) {
  if (events.length === 0) return null;
  return (
    <ul aria-label={`Quotes from ${vendor.name}`} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={quoteRequestPath(vendor.id, event)}
            className="font-medium text-brand-700 underline"
            aria-label={`Request a quote for your ${eventLabel(event)} from ${vendor.name}`}
          >
            Request a quote for your {eventLabel(event)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A signed-in couple's /planner (docs/product/couples-tools.md#couple-accounts, #events, #partner): their wedding's
 * events, its members and invitations, their shortlist (with a quote link per event), their conversations (each
 * opened through a fresh private link), 'Download my data' and 'Sign out'. `failure` is a refused planner form.
 */
export function CouplePlanner({
  email,
  vendors,
  placeName,
  conversations,
  events,
  partners,
  today,
  eventFigures,
  failure,
}: {
  email: string;
  vendors: ShortlistVendorData[];
  placeName: string | null;
  conversations: PlannerConversationData[];
  events: WeddingEventView[];
  partners: PlannerPartnersData;
  today: string;
  eventFigures: Record<number, EventFiguresData>;
  failure?: PlannerFormFailure;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-10 md:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">Your wedding planner</h1>
          <p className="mt-2 text-muted">Signed in as {email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* A plain link, so the browser saves the zip (docs/product/couples-tools.md#download-my-data). */}
          <Button asChild variant="outline">
            <a href="/planner/my-data.zip" download>
              Download my data
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to="/planner/account-deletion">Delete my account</Link>
          </Button>
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out" />
            <Button type="submit" variant="outline">
              Sign out
            </Button>
          </Form>
        </div>
      </header>
      <PlannerNav />

      <PlannerEvents events={events} today={today} figures={eventFigures} failure={failure} />
      <PlannerPartner partners={partners} failure={failure?.values.form === "partner" ? failure : undefined} />

      <PlannerSection
        id="planner-shortlist"
        icon="heart"
        title="Your shortlist"
        listLabel="Shortlisted vendors"
        empty="No vendors saved yet. Use 'Save to shortlist' on any vendor and it appears here, on every device you sign in on."
        items={vendors.map((vendor) => (
          <li key={vendor.id} className="rounded-2xl bg-white p-5 ring-1 ring-brand-100">
            <ShortlistVendorSummary vendor={vendor} placeName={placeName} showEnquiry />
            <QuoteLinks vendor={vendor} events={events} />
          </li>
        ))}
      >
        <Link to="/shortlist" className="inline-block font-medium text-brand-700 underline">
          Open your shortlist to share, compare or request quotes
        </Link>
      </PlannerSection>
      <PlannerSection
        id="planner-conversations"
        icon="messages-square"
        title="Your conversations"
        listLabel="Conversations"
        empty="No conversations yet. Enquiries you send from this email appear here."
        items={conversations.map((conversation) => (
          <ConversationRow key={conversation.enquiryId} conversation={conversation} />
        ))}
      />
    </div>
  );
}
