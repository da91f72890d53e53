import { redirect } from "react-router";
import type { Route } from "./+types/vendor-dashboard.billing";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { BILLING_FAILED_LOCATION } from "~/modules/billing/subscription-rules";
import { openBillingPortal } from "~/modules/billing/vendor-subscription.server";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { logError } from "~/modules/logging/logger.server";

// 'Manage billing' on the dashboard's Subscription Management card (docs/product/vendor-journey-and-portal.md#billing): a plain form post
// (reloadDocument), answered with a redirect to the provider's customer portal — Stripe's, or /billing/test in
// test mode. On failure the vendor goes back to the dashboard with ?billing=failed, where the card shows the
// spec's 'Failed to open customer portal. Please try again.' (a redirect cannot carry a toast; decision 019).

const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return redirect("/vendor-dashboard");
}

export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
  } catch (error) {
    if (error instanceof AppError) return new Response(error.message, { status: error.status, headers: NO_STORE });
    throw error;
  }
  const vendor = await requirePortalVendor(request);
  try {
    const returnUrl = `${getConfig().publicUrl}/vendor-dashboard`;
    const url = await openBillingPortal(getDatabase(), getBillingProvider(), vendor.id, returnUrl);
    return redirect(url, { status: 303, headers: NO_STORE });
  } catch (error) {
    // Only a crafted post reaches this without a subscription: the card is not offered then.
    if (error instanceof AppError && error.code === "not_found") {
      return new Response(error.message, { status: 404, headers: NO_STORE });
    }
    logError("The billing portal could not be opened", error);
    return redirect(BILLING_FAILED_LOCATION, { status: 303, headers: NO_STORE });
  }
}
