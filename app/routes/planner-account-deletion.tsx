import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/planner-account-deletion";
import { Icon } from "~/components/icon";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { requestSignInLink } from "~/modules/couples/request-sign-in-link.server";
import { eraseCoupleAccount } from "~/modules/erasure/couple-erasure.server";
import { ACCOUNT_DELETED_PATH, ACCOUNT_DELETION_PATH, ERASED_REVIEW_AUTHOR, ERASURE_MESSAGES, FRESH_SIGN_IN_MINUTES } from "~/modules/erasure/couple-erasure-rules";
import { clearedSessionCookies, erasureSession, isFreshSignIn } from "~/modules/erasure/couple-erasure-session.server";
import { AppError } from "~/modules/errors/app-error";
import { clientIp } from "~/modules/http/client-ip.server";
import { textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// A couple's 'Delete my account' (docs/product/couples-tools.md#delete-account, decision 092): allowed only within
// 15 minutes of a sign-in by link, and it acts on the session's own account only (no id is read from the form).

export function meta() {
  return [{ title: "Delete my account | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/** Whether the session couple signed in recently enough to delete; a visitor goes to /planner, other roles home. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await erasureSession(request, "page");
  return data({ email: session.email, fresh: isFreshSignIn(session.signedInAt) }, { headers: NO_STORE });
}

type Values = { deleteReviews: string };

/**
 * Same-origin check first, then by `intent`: 'fresh-link' mails the couple a sign-in link leading back here and
 * answers `{ sent: true }`; 'delete' erases the session's account ({@link eraseCoupleAccount}) when its sign-in is
 * fresh (403 otherwise, nothing changed), clears the browser's cookies and goes to the confirmation page.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: Values = { deleteReviews: "" };
  try {
    requireSameOrigin(request);
    const form = await request.formData();
    const session = await erasureSession(request, "action");
    const db = getDatabase();
    if (textField(form, "intent") === "fresh-link") {
      await requestSignInLink(db, getAuth(), { email: session.email, ip: clientIp(request), headers: request.headers, returnTo: ACCOUNT_DELETION_PATH });
      return data({ sent: true as const }, { headers: NO_STORE });
    }
    values = { deleteReviews: textField(form, "deleteReviews") };
    if (!isFreshSignIn(session.signedInAt)) throw new AppError("forbidden", ERASURE_MESSAGES.staleSignIn);
    await eraseCoupleAccount(db, session.userId, { deleteReviews: values.deleteReviews === "yes" });
    return redirect(ACCOUNT_DELETED_PATH, { status: 303, headers: await clearedSessionCookies(request, getConfig().publicUrl) });
  } catch (error) {
    return formFailure(error, values, { log: "A couple's account deletion failed unexpectedly", message: { message: ERASURE_MESSAGES.unexpected } });
  }
}

function FreshLinkForm({ sent }: { sent: boolean }) {
  if (sent) return <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-900">{ERASURE_MESSAGES.linkSent}</p>;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="fresh-link" />
      <Button type="submit" variant="outline">
        <Icon name="mail" /> Email me a fresh sign-in link
      </Button>
    </Form>
  );
}

export default function PlannerAccountDeletionPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sent = Boolean(actionData && "sent" in actionData);
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<Values>) : undefined;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 md:px-6">
      <p>
        <Link to="/planner" className="text-brand-700 underline">
          Back to your planner
        </Link>
      </p>
      <h1 className="text-3xl font-bold text-brand-800">Delete my account</h1>
      <p>Signed in as {loaderData.email}. Deleting your account cannot be undone. At once and for good:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>your wedding planner goes: events, guest list with guests' details and answers, budget and checklist. If your partner also manages it, it stays for them;</li>
        <li>your shortlist goes;</li>
        <li>
          vendors keep the record of your enquiries and bookings (dates, amounts) for their accounts, but your name, email, phone and every message are removed: they see
          'Former enquirer';
        </li>
        <li>your reviews stay, shown as written by '{ERASED_REVIEW_AUTHOR}', unless you ask us to delete them below;</li>
        <li>our emails to you, sign-in links, invitations and your account itself are deleted, and you are signed out.</li>
      </ul>
      <p>
        You may want to{" "}
        <a href="/planner/my-data.zip" download className="text-brand-700 underline">
          download your data
        </a>{" "}
        first.
      </p>
      {failure?.formError ? <ErrorAlert>{failure.formError.message}</ErrorAlert> : null}
      {loaderData.fresh ? (
        <Form method="post" className="space-y-4 rounded-lg border border-red-200 p-4">
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="deleteReviews" value="yes" defaultChecked={failure?.values.deleteReviews === "yes"} />
            Also delete the reviews I wrote
          </label>
          <Button type="submit" disabled={navigation.state !== "idle"} className="bg-red-700 hover:bg-red-800">
            <Icon name="trash" /> Delete my account
          </Button>
        </Form>
      ) : (
        <div className="space-y-3 rounded-lg border border-brand-100 p-4">
          <p>
            To keep your account safe, deleting it needs a sign-in from the last {FRESH_SIGN_IN_MINUTES} minutes. We email you a fresh sign-in link; open it and it brings you
            back to this page.
          </p>
          <FreshLinkForm sent={sent} />
        </div>
      )}
    </div>
  );
}
