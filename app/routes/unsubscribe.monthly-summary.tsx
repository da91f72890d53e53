import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/unsubscribe.monthly-summary";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { UnsubscribePage } from "~/components/unsubscribe-page";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { UNSUBSCRIBE_NOT_FOUND } from "~/modules/vendor-performance/summary-messages";
import { summaryOfToken, unsubscribeByToken } from "~/modules/vendor-performance/summary-unsubscribe.server";

// /unsubscribe/monthly-summary/:token (docs/product/vendor-journey-and-portal.md#monthly-summary; decision 087).
// GET only shows a confirm button, so a link scanner opening the address unsubscribes nobody. POST (the button, or
// a mail client's one-click `List-Unsubscribe=One-Click` post, RFC 8058) turns the summary off. This is the one
// action without the same-origin guard (decision 011): a mail client posts from no page of ours, and the
// HMAC token in the address is itself the proof that the post comes from the mail, so a forged cross-site post
// could do nothing the token's holder could not already do.

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function meta() {
  return [{ title: "Monthly summary | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params }: Route.LoaderArgs) {
  try {
    const summary = await summaryOfToken(getDatabase(), params.token);
    return data({ listingName: summary.listingName, on: summary.on }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

export async function action({ params }: Route.ActionArgs) {
  try {
    const { listingName } = await unsubscribeByToken(getDatabase(), params.token);
    return data({ done: true as const, listingName }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

export default function UnsubscribeMonthlySummary({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      heading="Monthly summary"
      stopped={Boolean(actionData?.done) || !loaderData.on}
      question={
        <>
          Stop the monthly summary of <strong>{loaderData.listingName}</strong>&apos;s figures?
        </>
      }
      stoppedMessage={
        <>
          The monthly summary for <strong>{loaderData.listingName}</strong> is turned off. You can turn it back on from the Performance page of your Vendor Dashboard.
        </>
      }
      button="Turn off the monthly summary"
      onwards={{ to: "/vendor-dashboard/performance", label: "Go to your Performance page" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout code="404" title="Link Not Found" message={UNSUBSCRIBE_NOT_FOUND}>
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
