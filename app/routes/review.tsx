import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import type { Route } from "./+types/review";
import { Icon } from "~/components/icon";
import { ReviewForm } from "~/components/review-form";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { formatDay, REVIEW_MESSAGES, REVIEWED_PARAM, reviewBadge } from "~/modules/reviews/review-rules";
import { reviewFormValues, type ReviewFormValues } from "~/modules/reviews/review-schema";
import { openReviewInvitation, submitReview } from "~/modules/reviews/submit-review.server";
import { getStorage } from "~/modules/storage/storage.server";

// The review page of an invitation link, /review/{token} (docs/product/couples-tools.md#reviews): no account, the link is the key. Its answers
// are personal (the link works once), so no cache keeps them.
export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta() {
  return [{ title: "Write a review | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/**
 * The form for a valid, unused link once the event day has passed; otherwise the error page: 404 for a link that
 * is not ours, 409 'This review link has already been used.', 403 'You can review this vendor after your event
 * on …' ({@link openReviewInvitation}).
 */
export async function loader({ params }: Route.LoaderArgs) {
  try {
    const invitation = await openReviewInvitation(getDatabase(), params.token);
    return data(
      {
        vendorId: invitation.vendorId,
        vendorName: invitation.vendorName,
        eventDay: formatDay(invitation.eventDate),
        firstName: invitation.firstName,
        verifiedBooking: invitation.verifiedBooking,
      },
      { headers: NO_STORE },
    );
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * The posted review: same-origin check first, then {@link submitReview}. A link that is unknown, used or too early
 * answers with its error page; a refused form comes back with what was typed (400). Success redirects to the
 * vendor's reviews with `?reviewed=1`, where the thank-you is shown above the new review: the link is used now, so
 * this page's own loader would answer 409 if the page were shown again (post, then redirect).
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values = reviewFormValues(new FormData());
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    values = reviewFormValues(formData);
    const saved = await submitReview({ db: getDatabase(), storage: getStorage() }, { token: params.token, formData });
    return redirect(`/vendor/${saved.vendorId}?${REVIEWED_PARAM}=1#reviews`);
  } catch (error) {
    if (error instanceof AppError && ["not_found", "conflict", "forbidden"].includes(error.code)) throwRouteError(error);
    return formFailure(error, values, { log: "A review could not be saved", message: { message: REVIEW_MESSAGES.unexpected } });
  }
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as FormFailure<ReviewFormValues> | undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 md:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8">
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon name="star" className="size-6" />
        </span>
        <h1 className="text-3xl font-bold text-brand-800">Review {loaderData.vendorName}</h1>
        <p className="mt-2 text-muted">
          How was your event on {loaderData.eventDay}? Your review is shown on the vendor&apos;s page with the badge
          &lsquo;{reviewBadge(loaderData)}&rsquo;, because you {loaderData.verifiedBooking ? "booked them" : "contacted them"} through our site.
        </p>
        <div className="mt-6">
          <ReviewForm vendorName={loaderData.vendorName} firstName={loaderData.firstName} failure={result} />
        </div>
      </div>
    </section>
  );
}

const TITLES: Record<number, string> = { 403: "Too Early to Review", 404: "Review Link Not Found", 409: "Review Link Used" };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && TITLES[error.status]) {
    return (
      <StatusLayout code={String(error.status)} title={TITLES[error.status]!} message={typeof error.data === "string" ? error.data : undefined}>
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
