import { data, redirect } from "react-router";
import type { Route } from "./+types/vendor-performance";
import { PerformanceView } from "~/components/portal/performance/performance-view";
import { UnexpectedErrorPage } from "~/components/status-pages";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { requirePortalVendor } from "~/modules/erasure/portal-access.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { loadPerformancePage, setOwnMonthlySummary } from "~/modules/vendor-performance/performance-page.server";

// The portal's Performance page (docs/product/vendor-journey-and-portal.md#performance; decision 087): the session's
// own listing's figures over `?period=` (an unknown value is 30 days), read from the roll-ups, and the monthly
// summary's on/off. No id is read from the browser, so another vendor's figures can be neither seen nor changed.

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta() {
  return [{ title: "Performance | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const page = await loadPerformancePage(getDatabase(), vendor.id, new URL(request.url).searchParams.get("period"));
    return data({ page: page ?? null }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

/** `intent=monthly-summary` with `on=true|false`: turns the session's own listing's monthly summary on or off. */
export async function action({ request }: Route.ActionArgs) {
  const values = { intent: "", on: "" };
  try {
    requireSameOrigin(request);
    const vendor = await requirePortalVendor(request);
    const formData = await request.formData();
    values.intent = textField(formData, "intent");
    values.on = textField(formData, "on");
    if (values.intent !== "monthly-summary" || !["true", "false"].includes(values.on)) throw new AppError("invalid", "Choose whether the monthly summary is on or off.");
    await setOwnMonthlySummary(getDatabase(), vendor.id, values.on === "true");
    // Back to the page with its period; never to the request's own path, which is `….data` for a fetcher's post.
    return redirect(`/vendor-dashboard/performance${new URL(request.url).search}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, { log: "A vendor's monthly summary choice could not be saved", message: { message: "Your choice could not be saved. Please try again." } });
  }
}

export default function VendorPerformancePage({ loaderData }: Route.ComponentProps) {
  return loaderData.page ? <PerformanceView page={loaderData.page} /> : null;
}

export function ErrorBoundary() {
  return <UnexpectedErrorPage />;
}
