import { ArrowLeft, CreditCard, RefreshCw } from "lucide-react";
import { useMemo } from "react";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/debug-payments";
import { DebugCounts, DebugLatestCheckouts, DebugOverview } from "~/components/admin/debug-payment-figures";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { PAYMENT_DEBUG_MESSAGES, TEST_CHECKOUT_PLANS, testCheckoutSchema } from "~/modules/admin/payment-debug";
import { createTestCheckout, getPaymentDebugInfo } from "~/modules/admin/payment-debug.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { CHECKOUT_FAILED_MESSAGE } from "~/modules/billing/checkout.server";
import { holderFor } from "~/modules/billing/holder-cookie.server";
import { clientIp, rateLimitAddress } from "~/modules/http/client-ip.server";
import type { FormFailure } from "~/modules/http/form-errors";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// The payment debug page (docs/product/admin.md#payment-debug): admins only, unlike the prototype's.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Payment debug | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const info = await getPaymentDebugInfo({ db: getDatabase(), provider: getBillingProvider(), stripe: getConfig().stripe });
    return data({ info }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * Opens a test checkout for `plan` (early_bird or showcase) and sends the admin to pay it; an early-bird one holds
 * a spot under this browser's holder cookie, like any buyer's (decision 014). A refusal comes back in the one
 * failure shape, shown as 'Failed to create checkout' with the reason.
 */
export async function action({ request }: Route.ActionArgs) {
  let values = { plan: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    values = { plan: textField(await request.formData(), "plan") };
    const parsed = testCheckoutSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
    const config = getConfig();
    const holder = parsed.data.plan === "early_bird" ? await holderFor(request, config.publicUrl) : undefined;
    const session = await createTestCheckout({ db: getDatabase(), provider: getBillingProvider(), publicUrl: config.publicUrl }, admin, {
      plan: parsed.data.plan,
      holder: holder && { key: holder.key, address: rateLimitAddress(clientIp(request)) },
    });
    return redirect(session.url, holder?.setCookie ? { headers: { "Set-Cookie": holder.setCookie } } : undefined);
  } catch (error) {
    return formFailure(error, values, {
      log: "A test checkout could not be created",
      message: { title: PAYMENT_DEBUG_MESSAGES.checkoutFailed, message: CHECKOUT_FAILED_MESSAGE },
    });
  }
}

const PLAN_BUTTONS: Record<(typeof TEST_CHECKOUT_PLANS)[number], string> = {
  early_bird: "Test early_bird checkout",
  showcase: "Test showcase checkout",
};

export default function DebugPaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { info } = loaderData;
  const failure = actionData as FormFailure<{ plan: string }> | undefined;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Each load of the figures, the first one included, is announced as the prototype did.
  const { loadedAt } = info;
  useActionToast(useMemo(() => (loadedAt ? { title: PAYMENT_DEBUG_MESSAGES.loaded } : undefined), [loadedAt]));
  useActionToast(
    useMemo(
      () =>
        failure?.formError
          ? { title: failure.formError.title ?? PAYMENT_DEBUG_MESSAGES.checkoutFailed, description: failure.formError.message, variant: "error" as const }
          : undefined,
      [failure],
    ),
  );
  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link to="/admin-dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" /> Admin Dashboard
          </Link>
          <h1 className="mt-2 text-3xl font-bold text-brand-800">Payment debug</h1>
          <p className="mt-1 text-muted">Checkouts and subscriptions as this site has recorded them.</p>
        </div>
        {/* A plain GET reloads the figures without JavaScript; with it, the figures are fetched again in place. */}
        <Form
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            void revalidator.revalidate();
          }}
        >
          <Button type="submit" variant="outline" disabled={revalidator.state !== "idle"}>
            <RefreshCw aria-hidden="true" /> {revalidator.state !== "idle" ? "Loading…" : "Refresh"}
          </Button>
        </Form>
      </div>

      <DebugOverview adapter={info.adapter} earlyBird={info.earlyBird} />

      <section aria-labelledby="debug-test-checkouts" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h2 id="debug-test-checkouts" className="text-lg font-semibold text-brand-800">
          Test checkouts
        </h2>
        <p className="mt-1 text-sm text-muted">
          Opens a checkout the way /onboarding does and takes you to its payment page.
          {info.adapter.provider === "stripe" ? " With Stripe configured, this is a real Stripe checkout." : ""}
        </p>
        <Form method="post" className="mt-4 flex flex-wrap gap-2">
          {TEST_CHECKOUT_PLANS.map((plan) => (
            <Button key={plan} type="submit" name="plan" value={plan} disabled={submitting}>
              <CreditCard aria-hidden="true" /> {PLAN_BUTTONS[plan]}
            </Button>
          ))}
        </Form>
        {failure?.formError ? (
          <ErrorAlert className="mt-4">
            <strong>{failure.formError.title ?? PAYMENT_DEBUG_MESSAGES.checkoutFailed}:</strong> {failure.formError.message}
          </ErrorAlert>
        ) : null}
      </section>

      <DebugCounts checkouts={info.checkouts} subscriptions={info.subscriptions} />
      <DebugLatestCheckouts checkouts={info.latestCheckouts} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "Please try again.";
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-800">Payment debug</h1>
      <ErrorAlert className="mt-4">
        <strong>{PAYMENT_DEBUG_MESSAGES.fetchFailed}.</strong> {reason}
      </ErrorAlert>
    </section>
  );
}
