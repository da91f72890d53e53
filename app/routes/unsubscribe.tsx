import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { UnsubscribePage } from "~/components/unsubscribe-page";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { MARKETING_KIND_NAMES, OPT_OUT_NOT_FOUND } from "~/modules/mail-preferences/marketing-kinds";
import { optOutByLink, optOutOfLink } from "~/modules/mail-preferences/opt-outs.server";

// /unsubscribe/:kind/:token, a couple's way out of one kind of marketing mail (docs/product/couples-tools.md#mail-choices;
// decision 094). GET only shows a confirm button, so a link scanner opening the address unsubscribes nobody. POST
// (the button, or a mail client's one-click `List-Unsubscribe=One-Click` post, RFC 8058) records the opt-out. Like
// the monthly summary's (decision 087) this action has no same-origin guard (decision 011): a mail client posts
// from no page of ours, and the HMAC token in the address is itself the proof that the post comes from the mail,
// so a forged cross-site post could do nothing the token's holder could not already do.

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function meta() {
  return [{ title: "Unsubscribe | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ params }: Route.LoaderArgs) {
  try {
    const link = await optOutOfLink(getDatabase(), params.kind, params.token, resolveAuthSecret(getConfig()));
    return data({ kindName: MARKETING_KIND_NAMES[link.kind], optedOut: link.optedOut }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

export async function action({ params }: Route.ActionArgs) {
  try {
    await optOutByLink(getDatabase(), params.kind, params.token, resolveAuthSecret(getConfig()));
    return data({ done: true as const }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      heading="Unsubscribe"
      stopped={Boolean(actionData?.done) || loaderData.optedOut}
      question={<>Stop emails with {loaderData.kindName}?</>}
      stoppedMessage={<>You will get no more emails with {loaderData.kindName}. Replies from vendors and other emails about your enquiries still reach you.</>}
      button="Unsubscribe"
      onwards={{ to: "/", label: "Go to the home page" }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout code="404" title="Link Not Found" message={OPT_OUT_NOT_FOUND}>
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
