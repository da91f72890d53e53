import { useFetcher, useSearchParams } from "react-router";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { FormFailure } from "~/modules/http/form-errors";
import { formatAverage, ratingLabel, ratingSummaryLabel, type RatingSummary } from "~/modules/reviews/rating-format";
import {
  formatEventMonth,
  REPORT_REASONS,
  REVIEW_MESSAGES,
  REVIEW_THANKS,
  REVIEWED_PARAM,
  reviewBadge,
  type PublicReview,
} from "~/modules/reviews/review-rules";

/** Five stars, `rating` of them filled, read as one image: "Rated 4 out of 5". */
export function RatingStars({ rating, label = ratingLabel(rating), className = "size-4" }: { rating: number; label?: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-gold-700">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon name="star" key={star} className={`${className} ${star <= Math.round(rating) ? "fill-current" : "text-brand-200"}`} />
      ))}
    </span>
  );
}

type ReportResult = { reported: true; vendorId: number } | FormFailure<{ reason: string }>;

/**
 * The 'Report' control of one review: a disclosure with a reason and a button, posting to /reviews/{id}/report
 * without leaving the page (a plain form post without JavaScript). The review stays visible; a thank-you replaces
 * the form.
 */
export function ReportReviewForm({ reviewId, failure, open = false }: { reviewId: number; failure?: FormFailure<{ reason: string }>; open?: boolean }) {
  const fetcher = useFetcher<ReportResult>();
  const result = fetcher.data ?? failure;
  if (result && "reported" in result) {
    return (
      <p role="status" className="text-sm text-green-800">
        {REVIEW_MESSAGES.reported}
      </p>
    );
  }
  const id = `report-reason-${reviewId}`;
  const form = (
    <fetcher.Form method="post" action={`/reviews/${reviewId}/report`} className="mt-2 flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          Why are you reporting this review?
        </label>
        <select
          id={id}
          name="reason"
          defaultValue={result?.values.reason ?? ""}
          required
          className="h-10 rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink"
        >
          <option value="">Choose a reason</option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason}>{reason}</option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
        Send report
      </Button>
      {result ? <ErrorAlert className="w-full">{result.fieldErrors.reason ?? result.formError.message}</ErrorAlert> : null}
    </fetcher.Form>
  );
  if (open) return form;
  return (
    <details className="text-sm">
      <summary className="inline-flex cursor-pointer items-center gap-1 text-muted hover:text-brand-700">
        <Icon name="flag" className="size-3.5" /> Report
      </summary>
      {form}
    </details>
  );
}

function ReviewItem({ review, vendorName }: { review: PublicReview; vendorName: string }) {
  const headingId = `review-${review.id}-title`;
  return (
    <li>
      <article aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={review.rating} />
          <Badge variant="feature" className="text-green-800">
            <Icon name="badge-check" className="size-3" /> {reviewBadge(review)}
          </Badge>
          <span className="text-sm text-muted">{`Event: ${formatEventMonth(review.eventMonth)}`}</span>
        </div>
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {review.title}
        </h3>
        <p className="whitespace-pre-line leading-relaxed text-ink">{review.body}</p>
        {review.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Photos">
            {review.photos.map((photo) => (
              <li key={photo.url}>
                <a href={photo.url} className="block">
                  <img src={photo.url} alt={photo.alt} loading="lazy" className="size-24 rounded-lg object-cover" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm font-semibold text-ink">{review.authorName}</p>
        {review.reply ? (
          <div className="rounded-xl bg-cream p-4">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
              <Icon name="message-square-reply" className="size-4" />
              {` Reply from ${vendorName}`}
            </p>
            <p className="mt-1 whitespace-pre-line text-sm text-ink">{review.reply}</p>
          </div>
        ) : null}
        <ReportReviewForm reviewId={review.id} />
      </article>
    </li>
  );
}

/**
 * The vendor page's reviews (docs/product/couples-tools.md#reviews): a thank-you when the couple lands here after writing one, the average and count when there is at least one visible review, then the
 * reviews newest first, each with its stars, 'Verified enquiry' ('Verified booking' when it was booked), the event month, title, text, photos, author, the
 * vendor's reply and a 'Report' control. Text is rendered as text (React escapes it), never as markup.
 */
export function VendorReviews({ vendorName, reviews, rating }: { vendorName: string; reviews: PublicReview[]; rating: RatingSummary | undefined }) {
  const [searchParams] = useSearchParams();
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 space-y-4">
      {searchParams.get(REVIEWED_PARAM) === "1" ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {REVIEW_THANKS}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reviews-heading" className="text-xl font-bold">
          Reviews
        </h2>
        {rating ? (
          <p className="flex items-center gap-2 text-sm text-ink" data-testid="rating-summary">
            <RatingStars rating={rating.average} label={ratingSummaryLabel(rating)} />
            <span aria-hidden="true">
              <strong>{formatAverage(rating.average)}</strong>
              {` (${rating.count} review${rating.count === 1 ? "" : "s"})`}
            </span>
          </p>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted">
          No reviews yet. Only couples who enquired through our site are invited to review, after their event.
        </p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} vendorName={vendorName} />
          ))}
        </ul>
      )}
    </section>
  );
}
