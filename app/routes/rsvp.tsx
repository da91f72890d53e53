import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/rsvp";
import { RsvpPage, type RsvpActionResult } from "~/components/planner/guests/rsvp-page";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { RSVP_MESSAGES, readRsvpForm } from "~/modules/guest-list/rsvp-form";
import { answerRsvp, checkRsvpPostAllowed, expectedAnswers, rsvpPageOf } from "~/modules/guest-list/rsvp.server";
import { AppError } from "~/modules/errors/app-error";
import { clientIp } from "~/modules/http/client-ip.server";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// A household's private RSVP page (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084): no account,
// the token in the address is the key; an unknown or malformed token is a 404 like any missing page.

/** The token is in the address: no other site is told it through a Referer (same origin still is, decision 050). */
export const REFERRER_POLICY = "same-origin";

export function meta() {
  return [{ title: "Your RSVP | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }, { name: "referrer", content: REFERRER_POLICY }];
}

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params }: Route.LoaderArgs) {
  try {
    return data(await rsvpPageOf(getDatabase(), params.token), { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * Same-origin check, the per-address limit, then the household's answers: every invited guest and event must be
 * answered. Answers `{ sent: true }` (the page then shows 'Thank you' and the answers), or the failure shape:
 * 400 with a message per missing answer, 403 after the cut-off, 404 for an unknown token or another household's
 * guest, 429 past the limit.
 */
export async function action({ request, params }: Route.ActionArgs) {
  let values: Record<string, string> = {};
  try {
    requireSameOrigin(request);
    const db = getDatabase();
    await checkRsvpPostAllowed(db, clientIp(request));
    const page = await rsvpPageOf(db, params.token);
    const read = readRsvpForm(await request.formData(), expectedAnswers(page));
    values = read.values;
    if (Object.keys(read.fieldErrors).length > 0) throw new AppError("invalid", RSVP_MESSAGES.invalid, { fieldErrors: read.fieldErrors });
    await answerRsvp(db, params.token, read.answers);
    return data({ sent: true as const }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, { log: "An RSVP failed unexpectedly", message: { message: RSVP_MESSAGES.unexpected } });
  }
}

export default function RsvpRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <RsvpPage page={loaderData} result={actionData as RsvpActionResult | undefined} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout code="404" title="RSVP Not Found" message={RSVP_MESSAGES.notFound}>
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
