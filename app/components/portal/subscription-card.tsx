import { CreditCard, EyeOff } from "lucide-react";
import { Form } from "react-router";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import {
  BILLING_PORTAL_FAILED_MESSAGE,
  formatSubscriptionDate,
  LISTING_HIDDEN_MESSAGE,
  subscriptionDateLine,
  type SubscriptionCardData,
} from "~/modules/billing/subscription-rules";

const FAILED_TOAST: ToastMessage = { title: "Error", description: BILLING_PORTAL_FAILED_MESSAGE, variant: "error" };

/**
 * The dashboard's Subscription Management card (docs/product/vendor-journey-and-portal.md#billing): plan, status, renewal or end date, a notice
 * when the listing is hidden because the subscription ended, and 'Manage billing' — a plain form post to
 * /vendor-dashboard/billing that leaves for the provider's portal. `billingFailed` (the dashboard's
 * `?billing=failed`, see `isBillingFailure`) shows the spec's failure message as a toast and beside the button.
 */
export function SubscriptionCard({
  subscription,
  billingFailed = false,
}: {
  subscription: SubscriptionCardData | null;
  billingFailed?: boolean;
}) {
  useActionToast(billingFailed ? FAILED_TOAST : undefined);
  const dateLine = subscription ? subscriptionDateLine(subscription) : null;
  return (
    <section aria-labelledby="subscription-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="subscription-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <CreditCard className="size-5" aria-hidden="true" /> Subscription Management
      </h2>
      {subscription ? (
        <>
          <dl className="mt-4 space-y-2 text-ink">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Plan</dt>
              <dd className="font-semibold">{subscription.plan.name}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Status</dt>
              <dd>
                <Badge variant={subscription.standing === "active" ? "brand" : "gold"}>{subscription.label}</Badge>
              </dd>
            </div>
          </dl>
          {dateLine ? <p className="mt-3 text-sm text-muted">{dateLine}</p> : null}
          {subscription.standing === "past_due_grace" && subscription.graceEndsAt ? (
            <p className="mt-3 text-sm text-ink">
              Please update your payment details: your listing stays visible to couples until{" "}
              {formatSubscriptionDate(subscription.graceEndsAt)}.
            </p>
          ) : null}
          {subscription.listingHidden ? (
            <p className="mt-4 flex items-start gap-2 rounded-lg border border-gold-300 bg-gold-100 p-3 text-sm text-gold-700">
              <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {LISTING_HIDDEN_MESSAGE}
            </p>
          ) : null}
          {billingFailed ? <ErrorAlert className="mt-4">{BILLING_PORTAL_FAILED_MESSAGE}</ErrorAlert> : null}
          {/* reloadDocument: the answer is a redirect to another site (Stripe's portal). */}
          <Form method="post" action="/vendor-dashboard/billing" reloadDocument className="mt-5">
            <Button type="submit" variant="outline">
              Manage billing
            </Button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-muted">No subscription was found for this account.</p>
      )}
    </section>
  );
}
