import { EyeOff, Flag, MessageSquareReply, Star } from "lucide-react";
import { useMemo } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/vendor-reviews";
import { TextAreaField } from "~/components/form-field";
import { UnexpectedErrorPage } from "~/components/status-pages";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { formatReceivedAt } from "~/modules/time/uk-dates";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { REPLY_MAX_LENGTH, REPLY_MESSAGES, replyFormSchema, type OwnReview } from "~/modules/reviews/review-replies";
import { formatEventMonth } from "~/modules/reviews/review-rules";
import { listOwnReviews, replyToReview } from "~/modules/reviews/review-replies.server";

// The Reviews page of the vendor portal (docs/product/couples-tools.md#review-replies; decision 030): the listing's reviews, newest first, hidden and
// reported ones marked, each with a form for the vendor's one public reply until it has one. The reviews are
// looked up through the session's account, so another vendor's review id answers 404 like an unknown one.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Reviews | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const reviews = await listOwnReviews(getDatabase(), vendor.id);
    return data({ reviews }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** One reply per post (`reviewId`, `reply`): answers `{ reviewId, toast }`, or the one failure shape with the values. */
export async function action({ request }: Route.ActionArgs) {
  let values = { reviewId: "", reply: "" };
  try {
    requireSameOrigin(request);
    const vendor = await requirePortalVendor(request);
    const formData = await request.formData();
    values = { reviewId: textField(formData, "reviewId"), reply: textField(formData, "reply") };
    const parsed = replyFormSchema.safeParse(values);
    if (!parsed.success) {
      const idProblem = parsed.error.issues.some((issue) => issue.path[0] === "reviewId");
      // A review id that cannot exist is the same 404 as one that does not.
      if (idProblem) throw new AppError("not_found", REPLY_MESSAGES.notFound);
      throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
    }
    await replyToReview(getDatabase(), vendor.id, parsed.data.reviewId, parsed.data.reply);
    const toast: ToastMessage = { title: REPLY_MESSAGES.published, variant: "success" };
    return data({ reviewId: parsed.data.reviewId, toast }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, { log: "A review reply could not be saved", message: { message: REPLY_MESSAGES.failed } });
  }
}

type ActionResult = Route.ComponentProps["actionData"];

export default function VendorReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  const failure = actionData && "formError" in actionData ? actionData : undefined;
  const toast = useMemo<ToastMessage | undefined>(() => {
    if (actionData && "toast" in actionData) return actionData.toast;
    return failure ? { title: "Error", description: failure.formError.message, variant: "error" } : undefined;
  }, [actionData, failure]);
  useActionToast(toast);
  const failedReviewId = failure ? Number(failure.values.reviewId) : undefined;
  const unplaced = failure && !reviews.some((review) => review.id === failedReviewId);

  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-2xl font-semibold text-brand-800">
        Reviews
      </h2>
      <p className="mt-1 text-sm text-muted">
        Reviews come only from couples who sent you an enquiry. You can reply once to each review; your reply is shown under it on your listing.
      </p>
      {unplaced ? <ErrorAlert className="mt-4">{failure.formError.message}</ErrorAlert> : null}
      {reviews.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-brand-100">
          <Star className="mx-auto size-10 text-brand-200" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-brand-800">No reviews yet</h3>
          <p className="mt-1 text-muted">After the event date of an enquiry, we invite the couple to review your service. Their reviews appear here.</p>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} actionData={actionData} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-lg text-gold-500 leading-none">
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  );
}

function ReviewItem({ review, actionData }: { review: OwnReview; actionData: ActionResult }) {
  const headingId = `review-${review.id}-title`;
  const mine = actionData && "reviewId" in actionData ? actionData.reviewId === review.id : false;
  const failure = actionData && "formError" in actionData && Number(actionData.values.reviewId) === review.id ? actionData : undefined;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-review-id={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Stars rating={review.rating} />
          <h3 id={headingId} className="mt-2 text-lg font-semibold text-ink">
            {review.title}
          </h3>
          <p className="text-sm text-muted">
            {review.authorName} · event in {formatEventMonth(review.eventMonth)} · written{" "}
            <time dateTime={new Date(review.createdAt).toISOString()}>{formatReceivedAt(review.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {review.status === "hidden" ? (
            <Badge variant="neutral">
              <EyeOff className="size-3" aria-hidden="true" /> Hidden by a moderator
            </Badge>
          ) : null}
          {review.reportCount > 0 ? (
            <Badge variant="gold">
              <Flag className="size-3" aria-hidden="true" /> Reported
            </Badge>
          ) : null}
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-ink">{review.body}</p>
      {mine ? (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {REPLY_MESSAGES.published}
        </p>
      ) : null}
      {review.reply !== null ? (
        <div className="mt-4 rounded-xl bg-cream p-4 ring-1 ring-brand-100">
          <p className="text-sm font-semibold text-brand-800">
            Your reply
            {review.repliedAt ? (
              <>
                {" · "}
                <time className="font-normal text-muted" dateTime={new Date(review.repliedAt).toISOString()}>
                  {formatReceivedAt(review.repliedAt)}
                </time>
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">{review.reply}</p>
          {failure ? <ErrorAlert className="mt-3">{failure.formError.message}</ErrorAlert> : null}
        </div>
      ) : (
        <ReplyForm review={review} failure={failure} />
      )}
    </article>
  );
}

function ReplyForm({ review, failure }: { review: OwnReview; failure?: { values: { reply: string }; fieldErrors: Record<string, string>; formError: { message: string } } }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === String(review.id);
  const fieldError = failure?.fieldErrors.reply;
  return (
    <Form method="post" className="mt-4 space-y-3">
      <input type="hidden" name="reviewId" value={review.id} />
      {failure && !fieldError ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
      <TextAreaField
        id={`reply-${review.id}`}
        name="reply"
        label="Your public reply"
        rows={3}
        required
        maxLength={REPLY_MAX_LENGTH}
        defaultValue={failure?.values.reply}
        error={fieldError}
      />
      <Button type="submit" disabled={busy}>
        <MessageSquareReply aria-hidden="true" /> Publish reply
      </Button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <UnexpectedErrorPage />;
}
