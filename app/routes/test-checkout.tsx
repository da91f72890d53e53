import { isRouteErrorResponse, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/test-checkout";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { successUrlFor } from "~/modules/billing/checkout.server";
import { formatPounds, getPlan } from "~/modules/billing/plans";
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from "~/modules/billing/test-checkout.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

export function meta() {
  return [{ title: "Test Checkout | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/** The test-mode provider's checkout page; with Stripe configured it does not exist. */
function requireTestMode() {
  if (getConfig().stripe) throw new Response("Not Found", { status: 404 });
}

export async function loader({ params }: Route.LoaderArgs) {
  try {
    requireTestMode();
    const checkout = await getTestCheckout(getDatabase(), params.sessionId);
    return { checkout: { ...checkout, planName: getPlan(checkout.plan).name } };
  } catch (error) {
    throwRouteError(error);
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  let values = { intent: "" };
  try {
    requireSameOrigin(request);
    requireTestMode();
    values = { intent: textField(await request.formData(), "intent") };
    const db = getDatabase();
    if (values.intent === "pay") {
      const checkout = await payTestCheckout(db, params.sessionId);
      return redirect(successUrlFor(getConfig().publicUrl, checkout.plan, checkout.id));
    }
    if (values.intent === "cancel") {
      await cancelTestCheckout(db, params.sessionId);
      return redirect("/onboarding");
    }
    throw new AppError("invalid", "Unknown action.");
  } catch (error) {
    return formFailure(error, values, {
      log: "Test checkout could not be updated",
      message: { message: "Something went wrong. Please try again." },
    });
  }
}

export default function TestCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  const open = checkout.status === "open";
  return (
    <section className="mx-auto max-w-md px-4 py-12 md:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8">
        <p className="mb-4 rounded-lg border-2 border-dashed border-gold-500 bg-gold-100 p-3 text-center font-bold text-gold-700">
          Test mode — no real payment
        </p>
        <h1 className="text-2xl font-bold text-brand-800">Checkout</h1>
        <dl className="mt-4 space-y-2 text-ink">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Plan</dt>
            <dd className="font-semibold">{checkout.planName}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Price</dt>
            <dd className="font-semibold">{formatPounds(checkout.amountPence)} / year</dd>
          </div>
        </dl>
        {actionData?.formError ? <ErrorAlert className="mt-5">{actionData.formError.message}</ErrorAlert> : null}
        {open ? (
          <Form method="post" className="mt-6 flex flex-col gap-3">
            <Button type="submit" name="intent" value="pay">
              Pay {formatPounds(checkout.amountPence)}
            </Button>
            <Button type="submit" name="intent" value="cancel" variant="outline">
              Cancel
            </Button>
          </Form>
        ) : (
          <div className="mt-6 text-center">
            <p className="text-muted">
              {checkout.status === "complete" ? "This checkout has been paid." : "This checkout is no longer open."}
            </p>
            <Button asChild variant="outline" className="mt-4">
              <Link to="/onboarding">Choose Your Plan</Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout title="Checkout Not Found" message="This checkout does not exist or has been removed.">
        <Button asChild>
          <Link to="/onboarding">Choose Your Plan</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
