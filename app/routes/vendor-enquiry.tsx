import { Archive, ArchiveRestore, ArrowLeft, FileDown, Flag, Mail, Phone } from "lucide-react";
import { useEffect, useMemo } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/vendor-enquiry";
import { BookedBadge } from "~/components/conversation/booked-badge";
import { ConversationTimeline } from "~/components/conversation/conversation-timeline";
import { ReplyForm } from "~/components/conversation/reply-form";
import { BookedOutsideForm, CancelBookingForm, ReportForm, SendQuoteForm, type ConversationFailure } from "~/components/portal/conversation-forms";
import { UnexpectedErrorPage } from "~/components/status-pages";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { cancelBooking, markBookedOutside } from "~/modules/conversations/bookings.server";
import { CONVERSATION_NOT_FOUND, parseConversationId, REPLY_FIELD } from "~/modules/conversations/conversation-rules";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { QUOTE_FIELDS } from "~/modules/conversations/quote-form";
import { sendQuote } from "~/modules/conversations/quotes.server";
import { BOOKED_AMOUNT_FIELD } from "~/modules/conversations/bookings";
import { openVendorConversation, setConversationArchived } from "~/modules/conversations/vendor-conversation.server";
import {
  bookingConfirmationPath,
  parseMessageId,
  parseVendorIntent,
  VENDOR_CONVERSATION_FAILED,
  VENDOR_INTENT_DONE,
} from "~/modules/conversations/vendor-conversation-rules";
import { sendVendorReply } from "~/modules/conversations/vendor-reply.server";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { reportEnquiry } from "~/modules/lead-quality/enquiry-reports.server";
import { REPORT_REASON_FIELD } from "~/modules/lead-quality/report-rules";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// One conversation in the vendor portal (docs/product/vendor-journey-and-portal.md#enquiries-inbox,
// docs/product/couples-tools.md#conversations): the enquiry and its messages, 'Your reply', 'Send a quote',
// 'Booked outside the site', 'Cancel booking' (docs/product/vendor-journey-and-portal.md#availability), archive,
// 'Report not genuine'. Every form is a plain post with an `intent`, so the
// page works without JavaScript. The conversation is found through the session's account, so another vendor's
// id answers 404 exactly like an unknown one, and changes nothing.

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.head.coupleName;
  return [{ title: `${name ? `Conversation with ${name}` : "Conversation"} | Shaadi Vendors UK` }, { name: "robots", content: "noindex" }];
}

function conversationIdOf(params: { enquiryId?: string }): number {
  const id = parseConversationId(params.enquiryId);
  if (id === undefined) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const before = parseMessageId(new URL(request.url).searchParams.get("before"));
    const at = now();
    const page = await openVendorConversation(getDatabase(), vendor.id, conversationIdOf(params), before, at);
    return data({ ...page, showingEarlier: before !== undefined, today: ukDay(at) }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

/** What the page's forms typed, to show again on refusal. */
function valuesOf(formData: FormData): Record<string, string> & { intent: string } {
  const names = [REPLY_FIELD, ...QUOTE_FIELDS, BOOKED_AMOUNT_FIELD, REPORT_REASON_FIELD];
  return { intent: textField(formData, "intent"), ...Object.fromEntries(names.map((name) => [name, textField(formData, name)])) };
}

/**
 * The page's forms, by `intent`: `reply` ({@link sendVendorReply}), `quote` ({@link sendQuote}),
 * `booked-outside` ({@link markBookedOutside}), `cancel-booking` ({@link cancelBooking}), `archive` / `unarchive`,
 * `report` ({@link reportEnquiry}).
 * Same-origin first; every refusal comes back with what was typed and its status (400, 404, 409, 429).
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values: Record<string, string> & { intent: string } = { intent: "" };
  try {
    requireSameOrigin(request);
    const vendor = await requirePortalVendor(request);
    const enquiryId = conversationIdOf(params);
    const formData = await request.formData();
    values = valuesOf(formData);
    const intent = parseVendorIntent(formData.get("intent"));
    const input = { userId: vendor.id, enquiryId, formData };
    const db = getDatabase();
    if (intent === "reply") await sendVendorReply(notificationDepsFromConfig(), input);
    else if (intent === "quote") await sendQuote(notificationDepsFromConfig(), input);
    else if (intent === "booked-outside") await markBookedOutside(db, input);
    else if (intent === "cancel-booking") await cancelBooking(db, vendor.id, enquiryId);
    else if (intent === "archive" || intent === "unarchive") await setConversationArchived(db, vendor.id, enquiryId, intent === "archive");
    else if (intent === "report") await reportEnquiry(db, input);
    else throw new AppError("invalid", "Unknown action.");
    const toast: ToastMessage = { title: VENDOR_INTENT_DONE[intent], variant: "success" };
    return data({ toast, intent }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, { log: "A vendor's conversation form could not be saved", message: { message: VENDOR_CONVERSATION_FAILED } });
  }
}

export default function VendorConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { head, timeline, wasUnread, reported, showingEarlier, today } = loaderData;
  const { revalidate } = useRevalidator();
  // The portal's navigation loaded its unread count alongside this page, before the opening was recorded;
  // load it again so the count drops now rather than on the next visit.
  useEffect(() => {
    if (wasUnread) void revalidate();
  }, [wasUnread, head.enquiryId, revalidate]);

  const failure = actionData && "formError" in actionData ? (actionData as ConversationFailure) : undefined;
  const done = actionData && "toast" in actionData ? actionData.toast : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => done ?? (failure ? { title: failure.formError.title ?? "Error", description: failure.formError.message, variant: "error" } : undefined),
    [done, failure],
  );
  useActionToast(toast);

  const booked = head.stage === "booked" || head.bookingId !== null;
  const archived = head.archivedAt !== null;
  const newest = timeline.messages.at(-1)?.id ?? 0;
  const replyFailure = failure?.values.intent === "reply" ? failure : undefined;
  return (
    <article aria-labelledby="conversation-heading" className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={archived ? "/vendor-dashboard/enquiries?filter=archived" : "/vendor-dashboard/enquiries"}>
          <ArrowLeft aria-hidden="true" /> Back to {archived ? "archived conversations" : "inbox"}
        </Link>
      </Button>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="conversation-heading" className="text-2xl font-semibold text-brand-800">
            Conversation with {head.coupleName}
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {/* Empty once the conversation is anonymised (decision 089). */}
            {head.coupleEmail ? (
              <a href={`mailto:${head.coupleEmail}`} className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline">
                <Mail className="size-4" aria-hidden="true" /> {head.coupleEmail}
              </a>
            ) : null}
            {head.couplePhone ? (
              <a href={`tel:${head.couplePhone.replace(/[^+\d]/g, "")}`} className="inline-flex items-center gap-1 text-brand-700 underline-offset-4 hover:underline">
                <Phone className="size-4" aria-hidden="true" /> {head.couplePhone}
              </a>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {booked ? <BookedBadge className="text-sm" /> : null}
          {archived ? <Badge variant="neutral">Archived</Badge> : null}
          {reported ? (
            <Badge variant="neutral" data-testid="reported-badge">
              <Flag className="size-3" aria-hidden="true" /> Reported
            </Badge>
          ) : null}
        </div>
      </header>
      {done ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {done.title}
        </p>
      ) : null}
      {booked ? (
        <Button asChild variant="outline">
          <a href={bookingConfirmationPath(head.enquiryId)} download>
            <FileDown aria-hidden="true" /> Download booking confirmation (PDF)
          </a>
        </Button>
      ) : null}
      <ConversationTimeline enquiry={head} page={timeline} viewer="vendor" vendorName={head.vendorName} showingEarlier={showingEarlier} />
      <ReplyForm failure={replyFailure} intent="reply" resetKey={newest} />
      <div className="space-y-3">
        {booked ? (
          <CancelBookingForm failure={failure} coupleName={head.coupleName} eventDate={head.bookingEventDate ?? head.eventDate} />
        ) : (
          <>
            <SendQuoteForm key={`quote-${newest}`} failure={failure} today={today} eventType={head.eventType} eventDate={head.eventDate} />
            <BookedOutsideForm failure={failure} />
          </>
        )}
        {reported || head.delivery !== "delivered" ? null : <ReportForm key={`report-${newest}`} failure={failure} />}
        <ArchiveButton archived={archived} />
      </div>
    </article>
  );
}

function ArchiveButton({ archived }: { archived: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" preventScrollReset>
      <Button type="submit" name="intent" value={archived ? "unarchive" : "archive"} variant="outline" disabled={busy}>
        {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />} {archived ? "Move to inbox" : "Archive"}
      </Button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
        <h2 className="text-xl font-semibold text-brand-800">Conversation Not Found</h2>
        <p className="mt-2 text-muted">This conversation does not exist or was not sent to your listing.</p>
        <Button asChild className="mt-6">
          <Link to="/vendor-dashboard/enquiries">Back to inbox</Link>
        </Button>
      </div>
    );
  }
  return <UnexpectedErrorPage />;
}
