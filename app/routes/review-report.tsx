import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/review-report";
import { Icon } from "~/components/icon";
import { ReportReviewForm } from "~/components/vendor-reviews";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { AppError } from "~/modules/errors/app-error";
import { clientIp } from "~/modules/http/client-ip.server";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { reportReview } from "~/modules/reviews/report-review.server";
import { REVIEW_MESSAGES } from "~/modules/reviews/review-rules";

// POST /reviews/{id}/report (docs/product/couples-tools.md#reviews: "anyone can report a review"). The vendor page posts here from each
// review's 'Report' control without leaving the page; without JavaScript the browser comes here and gets the
// thank-you page. A refused report answers 429 with Retry-After, which reaches the document this way.
export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Report a review | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

type ReportValues = { reason: string };

/**
 * A report: same-origin check, then {@link reportReview}. An unknown or hidden review answers 404; a refused form
 * (no reason, too many reports) comes back with its message; success answers `{ reported: true, vendorId }`.
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values: ReportValues = { reason: "" };
  try {
    requireSameOrigin(request);
    const reviewId = Number(params.reviewId);
    if (!/^\d{1,9}$/.test(params.reviewId ?? "") || !Number.isSafeInteger(reviewId)) throw new AppError("not_found", "Review not found");
    const formData = await request.formData();
    const reason = formData.get("reason");
    values = { reason: typeof reason === "string" ? reason : "" };
    return data(await reportReview(getDatabase(), { reviewId, formData, ip: clientIp(request) }), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throwRouteError(error);
    return formFailure(error, values, { log: "A review report could not be stored", message: { message: "Your report could not be sent. Please try again." } });
  }
}

export default function ReviewReportPage({ actionData, params }: Route.ComponentProps) {
  const result = actionData as { reported: true; vendorId: number } | FormFailure<ReportValues> | undefined;
  if (result && "reported" in result) {
    return (
      <StatusLayout tone="success" title="Report received" message={REVIEW_MESSAGES.reported}>
        <Button asChild>
          <Link to={`/vendor/${result.vendorId}#reviews`}>Back to the vendor</Link>
        </Button>
      </StatusLayout>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-brand-800">
        <Icon name="flag" className="size-6" /> Report a review
      </h1>
      <p className="mt-2 text-muted">The review stays visible while our team looks at it.</p>
      <div className="mt-6">
        <ReportReviewForm reviewId={Number(params.reviewId)} failure={result} open />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout code="404" title="Review Not Found" message="The review you want to report does not exist or is no longer shown.">
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
