import { ArrowLeft } from "lucide-react";
import { data, Form, isRouteErrorResponse, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/test-billing";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import {
  formatSubscriptionDate,
  LISTING_HIDDEN_MESSAGE,
  subscriptionDateLine,
} from "~/modules/billing/subscription-rules";
import { changeTestSubscription, type TestSubscriptionChange } from "~/modules/billing/test-billing.server";
import { getVendorSubscription, type VendorSubscriptionSummary } from "~/modules/billing/vendor-subscription.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// The test-mode customer portal (docs/product/vendor-journey-and-portal.md#billing): where 'Manage billing' leads without a Stripe key. The subscription
// is always the signed-in account's own; the buttons send the events Stripe would (test-billing.server.ts).

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Test Billing | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/** The page exists only in test mode, like /checkout/test. */
function requireTestMode() {
  if (getConfig().stripe) throw new Response("Not Found", { status: 404 });
}

async function ownTestSubscription(userId: string): Promise<VendorSubscriptionSummary> {
  const subscription = await getVendorSubscription(getDatabase(), userId);
  if (!subscription || subscription.provider !== "test") throw new AppError("not_found", "Subscription Not Found");
  return subscription;
}

export async function loader({ request }: Route.LoaderArgs) {
  try {
    requireTestMode();
    const vendor = await requireVendor(request);
    const subscription = await ownTestSubscription(vendor.id);
    return data({ subscription, email: vendor.email }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

const changeSchema = z.object({ intent: z.enum(["cancel", "resume", "renew"], { message: "Unknown action." }) });

function successToast(change: TestSubscriptionChange, subscription: VendorSubscriptionSummary): ToastMessage {
  const periodEnd = subscription.currentPeriodEnd ? formatSubscriptionDate(subscription.currentPeriodEnd) : undefined;
  if (change === "cancel") {
    return {
      title: "Subscription will cancel at period end",
      description: periodEnd ? `Your listing stays visible to couples until ${periodEnd}.` : undefined,
      variant: "success",
    };
  }
  if (change === "resume") return { title: "Subscription resumed", description: periodEnd ? `It renews on ${periodEnd}.` : undefined, variant: "success" };
  return { title: "Subscription renewed", description: periodEnd ? `Paid until ${periodEnd}.` : undefined, variant: "success" };
}

export async function action({ request }: Route.ActionArgs) {
  let values = { intent: "" };
  try {
    requireSameOrigin(request);
    requireTestMode();
    const vendor = await requireVendor(request);
    values = { intent: textField(await request.formData(), "intent") };
    const parsed = changeSchema.safeParse(values);
    if (!parsed.success) throw new AppError("invalid", "Unknown action.");
    const subscription = await changeTestSubscription(getDatabase(), vendor.id, parsed.data.intent);
    return data({ toast: successToast(parsed.data.intent, subscription) }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, {
      log: "Test subscription could not be changed",
      message: { message: "Something went wrong. Please try again." },
    });
  }
}

export default function TestBillingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription } = loaderData;
  const toast = actionData && "toast" in actionData ? actionData.toast : undefined;
  const failure = actionData && "formError" in actionData ? actionData.formError : undefined;
  useActionToast(toast);
  const dateLine = subscriptionDateLine(subscription);
  return (
    <section className="mx-auto max-w-md px-4 py-12 md:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8">
        <p className="mb-4 rounded-lg border-2 border-dashed border-gold-500 bg-gold-100 p-3 text-center font-bold text-gold-700">
          Test mode — no real payment
        </p>
        <h1 className="text-2xl font-bold text-brand-800">Manage subscription</h1>
        <dl className="mt-4 space-y-2 text-ink">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Plan</dt>
            <dd className="font-semibold">{subscription.plan.name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Status</dt>
            <dd className="font-semibold">{subscription.label}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Current period ends</dt>
            <dd className="font-semibold">
              {subscription.currentPeriodEnd ? formatSubscriptionDate(subscription.currentPeriodEnd) : "—"}
            </dd>
          </div>
        </dl>
        {dateLine ? <p className="mt-4 text-muted">{dateLine}</p> : null}
        {subscription.listingHidden ? (
          <p className="mt-4 rounded-lg border border-gold-300 bg-gold-100 p-3 text-sm text-gold-700">{LISTING_HIDDEN_MESSAGE}</p>
        ) : null}
        {toast ? (
          <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {toast.title}
            {toast.description ? `. ${toast.description}` : null}
          </p>
        ) : null}
        {failure ? <ErrorAlert className="mt-4">{failure.message}</ErrorAlert> : null}
        <Form method="post" className="mt-6 flex flex-col gap-3">
          {subscription.standing === "active" || subscription.standing === "past_due_grace" ? (
            <Button type="submit" name="intent" value="cancel" variant="outline">
              Cancel at period end
            </Button>
          ) : null}
          {subscription.standing === "cancelling" ? (
            <Button type="submit" name="intent" value="resume">
              Resume subscription
            </Button>
          ) : null}
          {subscription.standing === "ended" ? (
            <Button type="submit" name="intent" value="renew">
              Renew
            </Button>
          ) : null}
        </Form>
        <Button asChild variant="ghost" className="mt-4 w-full">
          <Link to="/vendor-dashboard">
            <ArrowLeft aria-hidden="true" /> Back to dashboard
          </Link>
        </Button>
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout title="Subscription Not Found" message="There is no test-mode subscription for this account.">
        <Button asChild>
          <Link to="/vendor-dashboard">Back to dashboard</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
