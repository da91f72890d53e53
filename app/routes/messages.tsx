import { useMemo } from "react";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/messages";
import { BookedBadge } from "~/components/conversation/booked-badge";
import { ConversationTimeline } from "~/components/conversation/conversation-timeline";
import { CoupleQuoteActions, type QuoteAnswerFailure } from "~/components/conversation/couple-quote-actions";
import { ReplyForm } from "~/components/conversation/reply-form";
import { Icon } from "~/components/icon";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { FormErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { REPLY_FIELD, REPLY_MESSAGES } from "~/modules/conversations/conversation-rules";
import { openCoupleConversation } from "~/modules/conversations/couple-conversation.server";
import { sendCoupleReply } from "~/modules/conversations/couple-reply.server";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { DECLINE_REASON_FIELD, parseCoupleIntent, parseQuoteId, QUOTE_ANSWER_MESSAGES, QUOTE_ID_FIELD } from "~/modules/conversations/quote-answer-rules";
import { acceptQuote, declineQuote } from "~/modules/conversations/quote-answers.server";
import { AppError } from "~/modules/errors/app-error";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// The couple's side of a conversation, /messages/{token} (docs/product/couples-tools.md#conversations): no
// account, the private link is the key. Everything here is personal, so no cache keeps it (no-store, and the
// page cache never sees it: it is not a public page) and search engines are told to leave it out.

/** The page's referrer policy: its address, with the token, is sent to our own origin only (decision 050). */
export const REFERRER_POLICY = "same-origin";

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta({ loaderData }: Route.MetaArgs) {
  // `same-origin`, not `no-referrer`: the page's own form posts must carry its origin (decision 050).
  return [
    { title: `${loaderData ? `Your conversation with ${loaderData.vendorName}` : "Conversation"} | Shaadi Vendors UK` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: REFERRER_POLICY },
  ];
}

/** The conversation, one page of it (`?before=` for earlier messages), marked read by the couple; 404 otherwise. */
export async function loader({ request, params }: Route.LoaderArgs) {
  try {
    const before = new URL(request.url).searchParams.get("before");
    return data(await openCoupleConversation(getDatabase(), { token: params.token, before }), { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

type Values = { intent: string; quoteId: string; reply: string; reason: string };

function valuesOf(formData: FormData): Values {
  return {
    intent: textField(formData, "intent") || "reply",
    quoteId: textField(formData, QUOTE_ID_FIELD),
    reply: textField(formData, REPLY_FIELD),
    reason: textField(formData, DECLINE_REASON_FIELD),
  };
}

const DONE: Record<"reply" | "accept" | "decline", string> = {
  reply: REPLY_MESSAGES.sent,
  accept: QUOTE_ANSWER_MESSAGES.accepted,
  decline: QUOTE_ANSWER_MESSAGES.declined,
};

/**
 * The couple's forms: same-origin check first, then by `intent` a reply ({@link sendCoupleReply}), 'Accept quote'
 * ({@link acceptQuote}) or 'Decline' ({@link declineQuote}). A link or quote id that opens nothing answers the
 * 404 page, changing nothing; a refused form comes back with what was typed (400, 409, 429).
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values: Values = { intent: "", quoteId: "", reply: "", reason: "" };
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    values = valuesOf(formData);
    const intent = parseCoupleIntent(formData.get("intent"));
    const deps = notificationDepsFromConfig();
    const token = params.token;
    const quoteId = parseQuoteId(formData.get(QUOTE_ID_FIELD));
    if (intent === "reply") await sendCoupleReply(deps, { token, formData });
    else if (intent === "accept") await acceptQuote(deps, { token, quoteId });
    else if (intent === "decline") await declineQuote(deps, { token, quoteId, formData });
    else throw new AppError("invalid", "Unknown action.");
    const toast: ToastMessage = { title: DONE[intent], variant: "success" };
    return data({ toast }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throwRouteError(error);
    return formFailure(error, values, { log: "A couple's answer could not be saved", message: { message: "Something went wrong. Please try again." } });
  }
}

export default function MessagesPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { vendorId, vendorName, enquiry, booked, cancelledBooking, page, closed, showingEarlier } = loaderData;
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<Values>) : undefined;
  const done = actionData && "toast" in actionData ? actionData.toast : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => done ?? (failure ? { title: failure.formError.title ?? "Error", description: failure.formError.message, variant: "error" } : undefined),
    [done, failure],
  );
  useActionToast(toast);

  const replyFailure = failure?.values.intent === "reply" ? failure : undefined;
  const quoteFailure = failure && failure.values.intent !== "reply" ? (failure as QuoteAnswerFailure) : undefined;
  const newest = page.messages.at(-1)?.id ?? 0;
  const answerable = (quoteId: number) => !closed && !booked && page.messages.some((message) => message.quote?.id === quoteId && message.quote.standing === "sent");
  // A refused answer about a quote no longer open (expired, answered, booked meanwhile) has no form to sit beside.
  const pageFailure = quoteFailure && !answerable(Number(quoteFailure.values.quoteId)) ? quoteFailure.formError : undefined;
  return (
    <section aria-labelledby="conversation-heading" className="mx-auto max-w-3xl space-y-6 px-4 py-10 md:py-14">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name="messages-square" className="size-6" />
          </span>
          <div>
            <h1 id="conversation-heading" className="text-3xl font-bold text-brand-800">
              Your conversation with{" "}
              <Link to={`/vendor/${vendorId}`} className="underline-offset-4 hover:underline">
                {vendorName}
              </Link>
            </h1>
            <p className="mt-1 text-muted">Only people with this private link can read it. Please do not share it.</p>
          </div>
        </div>
        {booked ? <BookedBadge className="text-sm" /> : null}
        {cancelledBooking ? (
          <Badge variant="neutral" className="gap-1 text-sm" data-testid="booking-cancelled-badge">
            <Icon name="calendar-x" className="size-3" /> Booking cancelled
          </Badge>
        ) : null}
      </header>
      {cancelledBooking ? (
        <p className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-ink">
          {vendorName} cancelled the booking for {formatEventDate(cancelledBooking.eventDate)}. You can still message them here.
        </p>
      ) : null}
      {closed ? (
        <p role="status" className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-ink" data-testid="conversation-closed">
          {vendorName} has closed their account, so messages and answers can no longer be sent here. You can still read
          this conversation{booked ? " and download the booking confirmation" : ""}.
        </p>
      ) : null}
      <FormErrorAlert error={pageFailure} />
      {booked ? (
        <Button asChild variant="outline">
          <a href={`/messages/${encodeURIComponent(params.token)}/booking.pdf`} download>
            <Icon name="file-down" /> Download booking confirmation (PDF)
          </a>
        </Button>
      ) : null}
      <h2 className="sr-only">Your enquiry and messages</h2>
      <ConversationTimeline
        enquiry={enquiry}
        page={page}
        viewer="couple"
        vendorName={vendorName}
        showingEarlier={showingEarlier}
        quoteActions={(quote) =>
          answerable(quote.id) ? (
            <CoupleQuoteActions quote={quote} failure={quoteFailure?.values.quoteId === String(quote.id) ? quoteFailure : undefined} />
          ) : null
        }
      />
      {/* A reply refused as the conversation closed keeps its form, so what was typed is not lost from view. */}
      {closed && !replyFailure ? null : <ReplyForm failure={replyFailure} intent="reply" resetKey={newest} />}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout
        code="404"
        title="Conversation Not Found"
        message="This link does not open a conversation. Please use the link in the latest email we sent you."
      >
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
