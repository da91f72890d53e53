import { Suspense } from "react";
import { Await, Link, redirect } from "react-router";
import type { Route } from "./+types/payment-success";
import { Icon } from "~/components/icon";
import { StatusLayout } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { verifyCheckoutOnReturn, type PaymentVerification } from "~/modules/billing/checkout.server";
import { planDisplayName } from "~/modules/billing/plans";
import { logError } from "~/modules/logging/logger.server";

export function meta() {
  return [{ title: "Payment Successful | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id")?.trim();
  if (!sessionId) throw redirect("/onboarding");
  const plan = url.searchParams.get("plan") ?? "";
  // Streamed: the page shows its loading state while the payment is confirmed with the provider.
  const verification: Promise<PaymentVerification> = verifyCheckoutOnReturn(getDatabase(), getBillingProvider(), sessionId).catch(
    (error: unknown) => {
      logError("Payment verification failed", error);
      return { verified: false };
    },
  );
  return { sessionId, plan, verification };
}

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const { sessionId, plan, verification } = loaderData;
  return (
    <Suspense fallback={<Loading />}>
      <Await resolve={verification} errorElement={<Failed />}>
        {(result) => (result.verified ? <Verified sessionId={sessionId} plan={result.plan ?? plan} /> : <Failed />)}
      </Await>
    </Suspense>
  );
}

function Loading() {
  return (
    <section className="mx-auto max-w-lg px-4 py-12 md:py-16">
      <div role="status" className="rounded-2xl bg-white p-6 py-14 text-center shadow-sm ring-1 ring-brand-100 md:p-8">
        <Icon name="loader-circle" className="mx-auto size-10 animate-spin text-brand-700" />
        <p className="mt-4 text-muted">Verifying your payment…</p>
      </div>
    </section>
  );
}

function Verified({ sessionId, plan }: { sessionId: string; plan: string }) {
  const next = `/account-creation?${new URLSearchParams({ session_id: sessionId, plan })}`;
  return (
    <StatusLayout
      tone="success"
      title="Payment Successful!"
      message={`Thank you! You've successfully subscribed to ${planDisplayName(plan)}.`}
      steps={{ title: "Next Step: Create Your Account", items: ["Click Create Account to set up your login credentials."] }}
    >
      <Button asChild>
        <Link to={next}>Create Account</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
    </StatusLayout>
  );
}

function Failed() {
  return (
    <StatusLayout
      tone="error"
      title="Payment Verification Failed"
      message="There was an issue verifying your payment. Please contact our support team."
    >
      <Button asChild>
        <Link to="/onboarding">Try Again</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/contact">Contact Support</Link>
      </Button>
    </StatusLayout>
  );
}
