import { Eye, EyeOff } from "lucide-react";
import { useMemo } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-reviews";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { formatReceivedAt } from "~/modules/time/uk-dates";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { MODERATION_MESSAGES, moderationFormSchema, type ModeratedReview } from "~/modules/reviews/review-moderation";
import { listModerationQueue, moderateReview } from "~/modules/reviews/review-moderation.server";
import { formatEventMonth } from "~/modules/reviews/review-rules";

// The Reviews tab of the admin dashboard (docs/product/admin.md#reviews-moderation, "an admin review-moderation list"; decision 030): reviews
// reported since an admin last decided, which stay visible until an admin acts, and hidden reviews; 'Hide' and
// 'Restore' on each (plain form posts), every decision written to the audit log.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Reviews | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const queue = await listModerationQueue(getDatabase());
    return data({ queue }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** One decision per post (`intent` hide | restore, `reviewId`), admins only: answers `{ reviewId, status, toast }`. */
export async function action({ request }: Route.ActionArgs) {
  let values = { intent: "", reviewId: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    values = { intent: textField(formData, "intent"), reviewId: textField(formData, "reviewId") };
    const parsed = moderationFormSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
    const changed = await moderateReview(getDatabase(), admin, parsed.data.reviewId, parsed.data.intent);
    const toast: ToastMessage = {
      title: parsed.data.intent === "hide" ? MODERATION_MESSAGES.hidden : MODERATION_MESSAGES.restored,
      variant: "success",
    };
    return data({ reviewId: changed.id, status: changed.status, toast }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, { log: "A review moderation failed", message: { message: MODERATION_MESSAGES.failed } });
  }
}

export default function AdminReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { queue } = loaderData;
  const failure = actionData && "formError" in actionData ? actionData.formError : undefined;
  const done = actionData && "toast" in actionData ? actionData.toast : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => done ?? (failure ? { title: "Error", description: failure.message, variant: "error" } : undefined),
    [done, failure],
  );
  useActionToast(toast);
  return (
    <div className="space-y-10">
      {done ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {done.title}
        </p>
      ) : null}
      {failure ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
      <section aria-labelledby="reported-heading">
        <h2 id="reported-heading" className="text-2xl font-semibold text-brand-800">
          Reported reviews
        </h2>
        <p className="mt-1 text-sm text-muted">
          Reported since an admin last decided, most recent report first. They stay visible until you hide them; Restore keeps a review visible and
          clears it from this list until it is reported again.
        </p>
        <ReviewList reviews={queue.reported} empty="No reported reviews waiting." />
      </section>
      <section aria-labelledby="hidden-heading">
        <h2 id="hidden-heading" className="text-2xl font-semibold text-brand-800">
          Hidden reviews
        </h2>
        <p className="mt-1 text-sm text-muted">Hidden from the vendor page. Restore makes a review visible again.</p>
        <ReviewList reviews={queue.hidden} empty="No hidden reviews." />
      </section>
    </div>
  );
}

function ReviewList({ reviews, empty }: { reviews: ModeratedReview[]; empty: string }) {
  if (reviews.length === 0) return <p className="mt-4 rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">{empty}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ModeratedReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function ModeratedReviewCard({ review }: { review: ModeratedReview }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === String(review.id);
  const headingId = `moderated-${review.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-review-id={review.id}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted">
            Review of{" "}
            <Link to={`/admin-dashboard/vendors/${review.vendorId}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {review.vendorName}
            </Link>{" "}
            · <span aria-hidden="true">{"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}</span>
            <span className="sr-only">rated {review.rating} out of 5</span>
          </p>
          <h3 id={headingId} className="mt-1 text-lg font-semibold text-ink">
            {review.title}
          </h3>
          <p className="text-sm text-muted">
            {review.authorName} · event in {formatEventMonth(review.eventMonth)}
          </p>
        </div>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="reviewId" value={review.id} />
          {review.status === "visible" ? (
            <Button type="submit" name="intent" value="hide" variant="outline" disabled={busy}>
              <EyeOff aria-hidden="true" /> Hide
            </Button>
          ) : null}
          <Button type="submit" name="intent" value="restore" variant="outline" disabled={busy}>
            <Eye aria-hidden="true" /> Restore
          </Button>
        </Form>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-ink">{review.body}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Reports</dt>
        <dd className="font-medium text-ink">{review.reportCount.toLocaleString("en-GB")}</dd>
        {review.lastReportedAt ? (
          <>
            <dt className="text-muted">Last reported</dt>
            <dd className="font-medium text-ink">
              <time dateTime={new Date(review.lastReportedAt).toISOString()}>{formatReceivedAt(review.lastReportedAt)}</time>
            </dd>
          </>
        ) : null}
        {review.moderatedAt ? (
          <>
            <dt className="text-muted">Last decided</dt>
            <dd className="font-medium text-ink">
              <time dateTime={new Date(review.moderatedAt).toISOString()}>{formatReceivedAt(review.moderatedAt)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {review.reasons.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-ink">Latest reasons</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink">
            {review.reasons.map((reason, index) => (
              <li key={index} className="whitespace-pre-wrap break-words">
                {reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : MODERATION_MESSAGES.failed;
  return (
    <ErrorAlert>
      <strong>The reviews could not be loaded.</strong> {reason}
    </ErrorAlert>
  );
}
